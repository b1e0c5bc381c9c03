// TryScreen+Frame: the `try` screen laid out in rows for a terminal of a given size.
//
// Rows are cut to the width; the footer (the keys) stays on the last row and the rows above
// it give way on a short terminal. Labels are English (the tool's own words); what the
// locale layer prepares (names, the field, the spoken form) is shown in the display locale.
// A terminal does not reorder bidirectional text, so in a right-to-left locale the screen
// does: each value is put in visual order with ICU's bidi algorithm (`BidiReordering`, the
// isolates around numbers keep them left to right) and aligned to the right edge, with its
// label at the right.

import PhoneCallerID
import PhoneCore
import PhoneLocale
import PhonePacks

extension TryScreen {
  /// The columns of the label before (or, right to left, after) each value.
  package static let labelColumns = 9

  /// The keys, on the last row.
  package static let fieldKeys =
    "Tab country  Left/Right/Home/End move  ^U clear  ^V paste  Esc quit"
  static let searchKeys = "type to search  Up/Down choose  Enter select  Esc back"
  static let pasteKeys = "type or paste, then Enter pastes at the caret  Esc cancels"

  /// The rows to draw on a `width` × `height` terminal, and where the caret is.
  package func frame(width: Int, height: Int) -> Frame {
    let width = max(width, Self.labelColumns + 2)
    let height = max(height, 1)
    var rows: [Frame.Row] = []
    var cursor = (row: 0, column: 0)
    rows.append(Frame.Row(text: aligned(visual(topLine), width: width), emphasis: .title))
    rows.append(Frame.Row(text: String(repeating: "\u{2500}", count: width)))
    var bottom: [String]
    switch mode {
    case .field, .paste:
      let numberRow = labeled("number", style.fieldText(field.text).display, width: width)
      let caretText = style.digits.localize(
        String(decoding: field.utf16[..<min(field.caret, field.utf16.count)], as: UTF16.self))
      cursor = (rows.count, numberRow.valueColumn + TerminalWidth.width(of: caretText))
      rows.append(Frame.Row(text: numberRow.text))
      rows.append(Frame.Row(text: ""))
      for (label, value) in details() {
        rows += wrapped(label, value, width: width, maxRows: 4).map { Frame.Row(text: $0) }
      }
      if let message { rows.append(Frame.Row(text: TerminalWidth.prefix(message, columns: width))) }
      bottom = [Self.fieldKeys]
      if case .paste(let text) = mode {
        let pasteRow = labeled("paste", text, width: width)
        bottom = [pasteRow.text, Self.pasteKeys]
        cursor = (height - 2, caretColumn(after: text, row: pasteRow, width: width))
      }
    case .search(let search):
      let queryRow = labeled("country", search.query, width: width)
      cursor = (rows.count, caretColumn(after: search.query, row: queryRow, width: width))
      rows.append(Frame.Row(text: queryRow.text))
      let count =
        message
        ?? (search.matches.isEmpty
          ? "no country matches"
          : "\(search.matches.count) \(search.matches.count == 1 ? "country" : "countries")")
      rows.append(Frame.Row(text: aligned(count, width: width)))
      let visible = max(height - rows.count - 1, 1)
      let first = min(
        max(search.selected - visible / 2, 0), max(search.matches.count - visible, 0))
      for index in first..<min(first + visible, search.matches.count) {
        let chosen = index == search.selected
        rows.append(
          Frame.Row(
            text: listRow(search.matches[index], chosen: chosen, width: width),
            emphasis: chosen ? .selected : .normal))
      }
      bottom = [Self.searchKeys]
    }
    // The body gives way to the rows at the bottom (the keys) on a short terminal.
    let bodyRows = max(height - bottom.count, 1)
    rows = Array(rows.prefix(bodyRows))
    while rows.count < bodyRows { rows.append(Frame.Row(text: "")) }
    rows += bottom.map { Frame.Row(text: TerminalWidth.prefix($0, columns: width)) }
    rows = Array(rows.prefix(height))
    return Frame(
      rows: rows, cursorRow: min(max(cursor.row, 0), height - 1),
      cursorColumn: min(cursor.column, width - 1))
  }

  /// The selected country as the picker shows its row: flag, name, dial code.
  var topLine: String {
    guard let entry = picker.list.entry(for: region) else { return "\(region)" }
    return style.rowText(for: entry)
  }

  /// The live rows under the field: label and value.
  func details() -> [(String, String)] {
    let empty = field.keys.isEmpty
    let check = catalog.check(field.text, region: region)
    var rows: [(String, String)] = []
    if let detected = field.detectedRegion {
      let entry = picker.list.entry(for: detected)
      let flag = entry.map { $0.flag.isEmpty ? "" : $0.flag + " " } ?? ""
      rows.append(("region", "\(flag)\(entry?.name ?? "") (\(detected))"))
    } else {
      rows.append(("region", "(no calling code yet)"))
    }
    rows.append(("status", empty ? "(nothing typed)" : check.validity.description))
    let e164 = check.isValid ? check.formatted(.e164) : nil
    let international = check.isValid ? check.formatted(.international) : nil
    // E.164 is stored text: ASCII digits, isolated (not localised) where numbers are.
    let isolated = e164.map { style.isolatesNumbers ? BidiIsolation.isolate($0) : $0 }
    rows.append(("E.164", isolated ?? "(when valid)"))
    rows.append(("intl", international.map(style.number) ?? "(when valid)"))
    if let packs {
      // A caller-ID line: the carrier and the place of a complete, valid number (the place
      // with the geocoding pack loaded, --packs RulePacks/geocoding).
      var about: NumberDescription?
      if check.isValid, let number = check.number {
        do {
          about = try packs.describe(number, locale: locale.identifier)
        } catch {
          rows.append(("carrier", "(data does not decode: \(error))"))
        }
      }
      rows.append(("carrier", about.map { $0.carrier ?? "(none named)" } ?? "(when valid)"))
      rows.append(("place", about.map { $0.location ?? "(none known)" } ?? "(when valid)"))
    }
    if let hint = catalog.hints(for: region).first {
      let plus = field.keys.first.map(TextScanner.isPlus) ?? false
      let template = plus ? hint.internationalTemplate : hint.nationalTemplate
      let example = plus ? hint.international : hint.national
      rows.append(("hint", style.number(template) + "  " + style.number(example)))
    } else {
      rows.append(("hint", "(no example number)"))
    }
    let spoken =
      empty ? "(nothing typed)" : speaker.speak(check.formatted(.international) ?? field.text)
    rows.append(("spoken", spoken))
    return rows
  }

  /// A label and its value in one row: the label first (left to right) or at the right edge
  /// (right to left), the value in visual order; where the value starts.
  func labeled(_ label: String, _ value: String, width: Int) -> (text: String, valueColumn: Int) {
    let room = width - Self.labelColumns
    if style.direction == .leftToRight {
      let text =
        TerminalWidth.padded(label, columns: Self.labelColumns)
        + TerminalWidth.prefix(value, columns: room)
      return (text, Self.labelColumns)
    }
    let shown = TerminalWidth.prefix(visual(value), columns: room)
    let start = room - TerminalWidth.width(of: shown)
    // The label at the right edge, right-aligned.
    let tag = TerminalWidth.prefix(label, columns: Self.labelColumns - 1)
    let text =
      String(repeating: " ", count: start) + shown
      + String(repeating: " ", count: Self.labelColumns - TerminalWidth.width(of: tag)) + tag
    return (text, start)
  }

  /// Where the caret stands after typing `text` in a row made by `labeled`: after the text,
  /// or, when it is right-to-left text shown right to left, at its left end.
  func caretColumn(after text: String, row: (text: String, valueColumn: Int), width: Int) -> Int {
    let shown = min(TerminalWidth.width(of: text), width - Self.labelColumns)
    if style.direction == .rightToLeft && text.unicodeScalars.contains(where: Self.isRightToLeft) {
      return row.valueColumn
    }
    return row.valueColumn + shown
  }

  /// A value too long for one row, broken between words into at most `maxRows` rows (the
  /// label on the first).
  func wrapped(_ label: String, _ value: String, width: Int, maxRows: Int) -> [String] {
    let room = width - Self.labelColumns
    var lines: [String] = []
    var current = ""
    for word in value.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if TerminalWidth.width(of: candidate) <= room || current.isEmpty {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    return lines.prefix(maxRows).enumerated().map { i, line in
      labeled(i == 0 ? label : "", line, width: width).text
    }
  }

  /// A row of the country list, with a `>` (or, right to left, `<`) at the chosen one.
  func listRow(_ entry: CountryEntry, chosen: Bool, width: Int) -> String {
    let text = style.rowText(for: entry)
    if style.direction == .leftToRight {
      return TerminalWidth.padded((chosen ? "> " : "  ") + text, columns: width)
    }
    return aligned(visual(text) + (chosen ? " <" : "  "), width: width)
  }

  /// `text` in visual order (right-to-left locales), without bidi controls.
  func visual(_ text: String) -> String {
    guard style.direction == .rightToLeft else { return text }
    do {
      return try BidiReordering.visualOrder(text, direction: .rightToLeft)
    } catch {
      return BidiIsolation.removingControls(text)
    }
  }

  /// `text` cut to `width`, and put at the right edge in a right-to-left locale.
  func aligned(_ text: String, width: Int) -> String {
    let cut = TerminalWidth.prefix(text, columns: width)
    guard style.direction == .rightToLeft else { return cut }
    return String(repeating: " ", count: width - TerminalWidth.width(of: cut)) + cut
  }

  /// Whether a scalar is a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana,
  /// N'Ko and their presentation forms).
  static func isRightToLeft(_ s: Unicode.Scalar) -> Bool {
    (0x0590...0x08FF).contains(s.value) || (0xFB1D...0xFDFF).contains(s.value)
      || (0xFE70...0xFEFF).contains(s.value)
  }
}
