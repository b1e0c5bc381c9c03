// `phonefmt hint --region RR [--type TYPE]`: a region's example numbers as placeholders, with
// the templates of their formats, national and international.

import PhoneCore

enum HintCommand {
  /// TYPE names as `phonefmt validate` prints them.
  static let typeNames: [(name: String, type: NumberType)] = [
    ("fixed-line", .fixedLine), ("mobile", .mobile), ("toll-free", .tollFree),
    ("premium-rate", .premiumRate), ("shared-cost", .sharedCost), ("voip", .voip),
    ("personal-number", .personalNumber), ("pager", .pager), ("uan", .uan),
    ("voicemail", .voicemail),
  ]

  static func name(_ type: NumberType) -> String {
    typeNames.first { $0.type == type }?.name ?? type.rawValue
  }

  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    let code = try CommandLineTool.region(options, catalog: catalog)
    var hints: [NumberHint]
    if let text = options.value("--type") {
      guard let type = typeNames.first(where: { $0.name == text })?.type else {
        throw UsageError(
          message:
            "unknown type '\(text)'; use \(typeNames.map(\.name).joined(separator: ", "))")
      }
      hints = catalog.hint(for: code, type: type).map { [$0] } ?? []
      if hints.isEmpty {
        Diagnostics.error("\(code) has no example number of type \(text)")
        return .inputError
      }
    } else {
      hints = catalog.hints(for: code)
    }
    var out = OutputBuffer()
    for h in hints {
      out.line(
        [name(h.type), h.national, h.nationalTemplate, h.international, h.internationalTemplate]
          .joined(separator: "\t"))
    }
    out.flush()
    return .success
  }
}
