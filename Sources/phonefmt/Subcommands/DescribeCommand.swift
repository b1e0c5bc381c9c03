// `phonefmt describe --region RR --locale LOC`: each stdin number's carrier, place and time zones.

import PhoneCallerID
import PhoneCore
import PhonePacks

/// Prints `CARRIER<TAB>LOCATION<TAB>TZS` per stdin line (`RulePackCatalog.describe`): the
/// carrier's name in LOC (empty where libphonenumber gives none), the place inside the country
/// (empty without the geocoding pack, `--packs RulePacks/geocoding`), and the time zones joined
/// by `,`. A line that is not a number gives `error: REASON` as `format` does, and exit 1.
enum DescribeCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    guard let locale = options.value("--locale"), !locale.isEmpty else {
      throw UsageError(message: "missing --locale LOC (a language, e.g. en, de or zh_Hant)")
    }
    let packs = try CommandLineTool.packCatalog(options)
    let catalog = packs.catalog
    let code = try CommandLineTool.region(options, catalog: catalog)
    var status = ExitStatus.success
    try LineStream.forEachLineBytes { line, out in
      let number: PhoneNumber
      do throws(ParseError) {
        number = try catalog.parse(utf8: line, region: code)
      } catch {
        status = .inputError
        out.line("error: \(error.rawValue)")
        return
      }
      let about = try packs.describe(number, locale: locale)
      out.line(
        "\(about.carrier ?? "")\t\(about.location ?? "")\t"
          + about.timeZones.joined(separator: ","))
    }
    return status
  }
}
