// `phonefmt demo`: example numbers of several regions typed keystroke by keystroke.

import Foundation
import PhoneCore

enum DemoCommand {
  static let defaultRegions = ["GB", "US", "DE", "FR", "JP", "BR", "IN", "AE"]

  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    var names = options.values("--region")
    if names.isEmpty { names = defaultRegions }
    for name in names {
      guard let code = RegionCode(name), let region = catalog.regions[code] else {
        throw UsageError(message: "unknown region '\(name)'")
      }
      var formatter: AsYouTypeFormatter
      do {
        formatter = try AsYouTypeFormatter(region: code, catalog: catalog)
      } catch {
        throw UsageError(message: "\(error)")
      }
      for type in [PatternType.fixedLine, .mobile] {
        guard let example = region.types[type]?.example else { continue }
        let national = (region.nationalPrefix ?? "") + example
        for keys in [national, "+\(region.callingCode)\(example)"] {
          print("\(code) \(type.rawValue): typing \(keys)")
          formatter.clear()
          for scalar in keys.unicodeScalars {
            formatter.input(scalar: scalar)
            print("  \(scalar)  ->  \"\(formatter.text)\"")
          }
        }
      }
    }
    return .success
  }
}
