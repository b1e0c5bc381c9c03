// `phonefmt picker --region RR`: what a country picker shows beside the region.

import PhoneCore
import PhonePacks
import PhonePickerData

/// Prints the region's picker data (`RulePackCatalog.pickerData(for:)`) as `key: value` lines:
///
/// ```
/// region: US
/// postal-code: (\d{5})(?:[ \-](\d{4}))?
/// postal-code-name: zip
/// postal-code-examples: 95014<TAB>22162-1010
/// subdivisions: 62
/// subdivision: US-AL	Alabama		3[56]
/// carriers: 0
/// ```
/// A `subdivision` line is CODE, NAME, LATIN NAME and POSTAL CODE PREFIX, TAB-separated (empty
/// where there is none); the postal code lines are left out for a region without postal codes.
/// Reads no stdin. A region without picker data prints `region: RR` and `picker-data: none`.
enum PickerCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    let packs = try CommandLineTool.packCatalog(options)
    let code = try CommandLineTool.region(options, catalog: packs.catalog)
    Output.line("region: \(code)")
    guard let data = try packs.pickerData(for: code) else {
      Output.line("picker-data: none")
      return .success
    }
    if let postal = data.postalCode {
      Output.line("postal-code: \(postal.pattern)")
      if let name = postal.name { Output.line("postal-code-name: \(name)") }
      Output.line("postal-code-examples: \(postal.examples.joined(separator: "\t"))")
    }
    Output.line("subdivisions: \(data.subdivisions.count)")
    for s in data.subdivisions {
      Output.line(
        "subdivision: \(s.code)\t\(s.name)\t\(s.latinName ?? "")\t\(s.postalCodePrefix ?? "")")
    }
    Output.line("carriers: \(data.mobileCarriers.count)")
    return .success
  }
}
