// `phonefmt speak --locale LOC [--region RR]`: each stdin number written internationally and
// spoken digit by digit in LOC, as a screen reader should say it.

import PhoneCore
import PhoneLocale

enum SpeakCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    guard let localeText = options.value("--locale") else {
      throw UsageError(message: "missing --locale LOC (e.g. en, ar, es, ja)")
    }
    let locale: DisplayLocale
    let speaker: SpokenNumbers
    do {
      locale = try DisplayLocale(localeText)
      speaker = try SpokenNumbers(locale: locale)
    } catch {
      throw UsageError(message: "\(error)")
    }
    // The region numbers are read in: --region, else the locale's region (ICU's likely one
    // for a bare language: EG for ar, JP for ja), else US.
    var region: RegionCode = .us
    if options.values("--region").isEmpty {
      let fromLocale: RegionCode?
      do {
        fromLocale = try locale.region()
      } catch {
        throw UsageError(message: "\(error)")
      }
      if let r = fromLocale, catalog.regions[r] != nil { region = r }
    } else {
      region = try CommandLineTool.region(options, catalog: catalog)
    }
    var status = ExitStatus.success
    try LineStream.forEachLine { line, out in
      do throws(ParseError) {
        let written = try catalog.format(line, region: region, style: .international)
        out.line(speaker.speak(written))
      } catch {
        status = .inputError
        out.line("error: \(error.rawValue)")
      }
    }
    return status
  }
}
