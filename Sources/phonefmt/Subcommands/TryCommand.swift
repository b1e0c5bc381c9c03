// `phonefmt try [--region RR] [--locale LOC]`: the phone field and the country search, live.

import Foundation
import PhoneCore
import PhoneLocale
import PhonePacks

/// A full-screen terminal program: the person types into a phone field and sees the text, the
/// caret, the detected region, the validity and the other forms change with every key; Tab
/// searches for a country. `TryScreen` is the state and the layout; this is the loop around
/// it: raw mode, keys in, frames out, a redraw on resize, the terminal restored at the end.
enum TryCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    let localeText = options.value("--locale") ?? "en"
    let packs = try CommandLineTool.packCatalog(options)
    let catalog = packs.catalog
    let region =
      options.value("--region") == nil ? nil : try CommandLineTool.region(options, catalog: catalog)
    guard RawTerminal.isInteractive else { throw UsageError(message: "try needs a terminal") }
    let locale: DisplayLocale
    var screen: TryScreen
    do {
      locale = try DisplayLocale(localeText)
      screen = try TryScreen(catalog: catalog, locale: locale, region: region, packs: packs)
    } catch {
      throw UsageError(message: "\(error)")
    }
    let environment = ProcessInfo.processInfo.environment
    let attributes = environment["NO_COLOR"].map(\.isEmpty) ?? true
    var terminal = try RawTerminal.enter()
    defer { terminal.restore() }
    var decoder = KeyDecoder()
    var size = terminal.size()
    terminal.write(
      screen.frame(width: size.columns, height: size.rows).ansi(attributes: attributes))
    while !screen.isFinished {
      // A lone ESC is the Escape key once nothing follows it for a moment.
      let events: [KeyEvent]
      switch terminal.wait(timeout: decoder.hasPending ? 50 : -1) {
      case .bytes(let bytes): events = decoder.feed(bytes)
      case .idle: events = decoder.flush()
      case .resized:
        size = terminal.size()
        terminal.write("\u{1B}[2J")
        events = []
      case .end: return .success
      }
      for event in events where !screen.isFinished { screen.handle(event) }
      if screen.isFinished { break }
      terminal.write(
        screen.frame(width: size.columns, height: size.rows).ansi(attributes: attributes))
    }
    return .success
  }
}
