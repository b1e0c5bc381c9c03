// `phonefmt format --region RR --style STYLE [--calling-from XX]`: each stdin line written in a
// style (`original`: as it was written), or an error.

import PhoneCore
import PhonePacks

enum FormatCommand {
  /// The styles that write a number as dialled from another region (`--calling-from XX`).
  enum DialingStyle: String {
    case outOfCountry = "out-of-country"
    case mobileDialing = "mobile-dialing"
  }

  static let styleNames =
    "international, national, e164, rfc3966, original, out-of-country or mobile-dialing"

  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    let code = try CommandLineTool.region(options, catalog: catalog)
    guard let styleName = options.value("--style") else {
      throw UsageError(
        message:
          "missing --style international|national|e164|rfc3966|original|out-of-country|mobile-dialing"
      )
    }
    if let dialing = DialingStyle(rawValue: styleName) {
      return try runDialing(dialing, options, catalog: catalog, region: code)
    }
    if options.value("--calling-from") != nil {
      throw UsageError(message: "--calling-from goes with --style out-of-country or mobile-dialing")
    }
    if styleName == "original" { return try original(catalog: catalog, region: code) }
    guard let style = NumberStyle(rawValue: styleName) else {
      throw UsageError(message: "unknown style '\(styleName)'; use \(styleNames)")
    }
    var status = ExitStatus.success
    // Each line is parsed from its bytes and written into the output block in place.
    try LineStream.forEachLineBytes { line, out in
      let ok = out.append { catalog.formatLine(line, region: code, style: style, into: &$0) }
      if !ok { status = .inputError }
    }
    return status
  }

  /// `--style out-of-country|mobile-dialing --calling-from XX`: the number as dialled from XX,
  /// `error: not-dialable` where it cannot be dialled from a mobile phone there.
  static func runDialing(
    _ style: DialingStyle, _ options: OptionParser, catalog: PhoneCatalog, region: RegionCode
  ) throws -> ExitStatus {
    guard let fromText = options.value("--calling-from") else {
      throw UsageError(message: "missing --calling-from XX (the region the call is made from)")
    }
    // `001` (calling from a non-geographic entity) is libphonenumber's too: the international
    // format, as for any region it does not know.
    guard let from = RegionCode(fromText), from == .nonGeographic || catalog.regions[from] != nil
    else {
      throw UsageError(
        message:
          "unknown region '\(fromText)' after --calling-from; run 'phonefmt countries --locale en' to list region codes"
      )
    }
    var status = ExitStatus.success
    try LineStream.forEachLineBytes { line, out in
      let answer: String
      let parsed = Result { () throws(ParseError) in try catalog.parse(utf8: line, region: region) }
      switch parsed {
      case .failure(let error):
        answer = "error: \(error.rawValue)"
      case .success(let number):
        switch style {
        case .outOfCountry:
          answer = catalog.formatOutOfCountry(number, callingFrom: from)
        case .mobileDialing:
          answer =
            catalog.formatForMobileDialing(number, callingFrom: from) ?? "error: not-dialable"
        }
      }
      if answer.hasPrefix("error: ") { status = .inputError }
      out.line(answer)
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
