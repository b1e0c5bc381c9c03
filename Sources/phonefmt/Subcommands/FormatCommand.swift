// `phonefmt format --region RR --style STYLE`: each stdin line written in a style, or an error.

import PhoneCore

enum FormatCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    let code = try CommandLineTool.region(options, catalog: catalog)
    guard let styleName = options.value("--style") else {
      throw UsageError(message: "missing --style international|national|e164|rfc3966|original")
    }
    if styleName == "original" { return try original(catalog: catalog, region: code) }
    guard let style = NumberStyle(rawValue: styleName) else {
      throw UsageError(
        message:
          "unknown style '\(styleName)'; use international, national, e164, rfc3966 or original")
    }
    var status = ExitStatus.success
    // Each line is parsed from its bytes and written into the output block in place.
    try LineStream.forEachLineBytes { line, out in
      let ok = out.append { catalog.formatLine(line, region: code, style: style, into: &$0) }
      if !ok { status = .inputError }
    }
    return status
  }

  /// `--style original`: each line written as it was written (`formatInOriginalFormat`).
  static func original(catalog: PhoneCatalog, region: RegionCode) throws -> ExitStatus {
    var status = ExitStatus.success
    try LineStream.forEachLine { line, out in
      do throws(ParseError) {
        out.line(try catalog.formatAsWritten(line, region: region))
      } catch {
        out.line("error: \(error.rawValue)")
        status = .inputError
      }
    }
    return status
  }
}
