// `phonefmt short --region RR`: libphonenumber's short-number answers for each stdin line.

import PhoneCore
import PhoneCoreData
import PhonePacks

enum ShortCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    let code = try CommandLineTool.region(options, catalog: catalog)
    let info = CorePack.shortNumbers(for: code)
    var status = ExitStatus.success
    try LineStream.forEachLine { line, out in
      do throws(ParseError) {
        out.line(answer(try catalog.parse(line, region: code), text: line, info: info))
      } catch {
        status = .inputError
        out.line("error: \(error.rawValue)")
      }
    }
    return status
  }

  /// `possible|impossible`, `valid|invalid`, the cost, `emergency|-`,
  /// `connects-to-emergency|-`, `carrier-specific|-` and `sms|-`, TAB-joined.
  static func answer(_ number: PhoneNumber, text: String, info: ShortNumberInfo) -> String {
    [
      info.isPossible(number) ? "possible" : "impossible",
      info.isValid(number) ? "valid" : "invalid",
      info.expectedCost(number).rawValue,
      info.isEmergencyNumber(text) ? "emergency" : "-",
      info.connectsToEmergencyNumber(text) ? "connects-to-emergency" : "-",
      info.isCarrierSpecific(number) ? "carrier-specific" : "-",
      info.isSMSService(number) ? "sms" : "-",
    ].joined(separator: "\t")
  }
}
