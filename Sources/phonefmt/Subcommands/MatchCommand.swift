// `phonefmt match [--region RR]`: for each stdin line `A<TAB>B`, how alike the two numbers are.

import PhoneCore

enum MatchCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    let code: RegionCode? =
      options.value("--region") == nil
      ? nil : try CommandLineTool.region(options, catalog: catalog)
    try LineStream.forEachLine { line, out in
      out.line(answer(line, region: code, catalog: catalog).rawValue)
    }
    return .success
  }

  /// The answer for one line: without a region, libphonenumber's rules for two texts; with
  /// one, both parsed in it first (either failing: `not-a-number`). A line without a TAB
  /// compares its text with the empty text.
  static func answer(_ line: String, region: RegionCode?, catalog: PhoneCatalog) -> NumberMatch {
    let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
    let a = String(parts[0])
    let b = parts.count > 1 ? String(parts[1]) : ""
    return catalog.match(a, b, region: region)
  }
}
