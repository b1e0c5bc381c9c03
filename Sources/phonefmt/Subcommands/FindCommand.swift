// `phonefmt find --region RR [--leniency L]`: the numbers in each stdin line of text.

import PhoneCore

enum FindCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    let code = try CommandLineTool.region(options, catalog: catalog)
    var leniency = Leniency.valid
    if let name = options.value("--leniency") {
      guard let given = Leniency(rawValue: name) else {
        throw UsageError(
          message:
            "unknown leniency '\(name)'; use possible, valid, strict-grouping or exact-grouping")
      }
      leniency = given
    }
    try LineStream.forEachLine { line, out in
      out.line(answer(line, region: code, leniency: leniency, catalog: catalog))
    }
    return .success
  }

  /// `START:END:E164[;ext=N]` per number found, TAB-joined; offsets in Unicode scalars.
  static func answer(_ line: String, region: RegionCode, leniency: Leniency, catalog: PhoneCatalog)
    -> String
  {
    let scalars = Array(line.unicodeScalars)
    var items: [String] = []
    scalars.withUnsafeBufferPointer {
      catalog.forEachNumber(
        $0, region: region, leniency: leniency, maxTries: PhoneCatalog.defaultFinderTries
      ) { range, number in
        var item = "\(range.lowerBound):\(range.upperBound):\(number)"
        if let ext = number.extensionNumber { item += ";ext=\(ext)" }
        items.append(item)
      }
    }
    return items.joined(separator: "\t")
  }
}
