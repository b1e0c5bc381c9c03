// `phonefmt hint --region RR [--type TYPE]`: a region's example numbers as placeholders, with
// the templates of their formats, national and international.

import PhoneCore

enum HintCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    let code = try CommandLineTool.region(options, catalog: catalog)
    var hints: [NumberHint]
    if let text = options.value("--type") {
      guard let type = NumberType(rawValue: text), PhoneCatalog.hintTypes.contains(type) else {
        let names = PhoneCatalog.hintTypes.map(\.rawValue).joined(separator: ", ")
        throw UsageError(message: "unknown type '\(text)'; use \(names)")
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
        [h.type.rawValue, h.national, h.nationalTemplate, h.international, h.internationalTemplate]
          .joined(separator: "\t"))
    }
    out.flush()
    return .success
  }
}
