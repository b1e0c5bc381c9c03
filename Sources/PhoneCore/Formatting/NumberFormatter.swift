// NumberFormatter: a parsed number written as E.164, international, national or RFC 3966.

/// How to write a complete number.
public enum NumberStyle: String, Hashable, Sendable, CaseIterable {
  /// `+442079460958`
  case e164
  /// `+44 20 7946 0958`
  case international
  /// `020 7946 0958`
  case national
  /// `tel:+44-20-7946-0958`
  case rfc3966
}

extension PhoneCatalog {
  /// Writes a number in a style, as libphonenumber's `format_number` does.
  ///
  /// ```swift
  /// catalog.format(try catalog.parse("020 7946 0958", region: RegionCode("GB")), style: .international)
  /// // "+44 20 7946 0958"
  /// ```
  /// The format is the first of the calling code's formats (international ones for the
  /// international styles, when the region has them) whose last leading-digits pattern and
  /// whose pattern match, found in one pass of the format automaton. Numbers no format fits are
  /// written as their digits.
  public func format(_ number: PhoneNumber, style: NumberStyle) -> String {
    let nsn = number.nationalNumber
    if style == .e164 { return "+\(number.callingCode)\(nsn)" }
    guard let compiled = try? compiled(callingCode: number.callingCode) else { return nsn }
    let digits = number.digits
    let useInternational = style != .national && compiled.internationalFormats != nil
    let formats = useInternational ? compiled.internationalFormats! : compiled.nationalFormats
    let automaton =
      useInternational ? compiled.internationalAutomaton! : compiled.nationalAutomaton
    var body: [UInt16] = []
    if digits.count <= FormatCompiler.maxNationalLength {
      let state = automaton.state(after: digits)
      let fits = automaton.survivors(state, length: Int.max / 2) & automaton.complete(state)
      if fits != 0 {
        let format = formats[fits.trailingZeroBitCount]
        var pieces = format.pieces
        // The national-prefix rule replaces the format's first group reference; its `$1`
        // stands for that group (libphonenumber's `$FG`), whichever number it has.
        if style == .national, let prefix = format.nationalPrefixPieces,
          let first = pieces.firstIndex(where: { if case .group = $0 { true } else { false } }),
          case .group(let firstGroup) = pieces[first]
        {
          let resolved = prefix.map { piece -> FormatPiece in
            if case .group(1) = piece { return .group(firstGroup) }
            return piece
          }
          pieces.replaceSubrange(first...first, with: resolved)
        }
        body = Self.render(pieces, format: format, digits: digits)
      }
    }
    if body.isEmpty { body = Array(nsn.utf16) }
    var text = String(decoding: body, as: UTF16.self)
    if style == .rfc3966 { text = Self.rfc3966Separators(text) }
    if let ext = number.extensionNumber {
      if style == .rfc3966 {
        text += ";ext=" + ext
      } else {
        text += (compiled.region.preferredExtensionPrefix ?? " ext. ") + ext
      }
    }
    switch style {
    case .international: return "+\(number.callingCode) " + text
    case .rfc3966: return "tel:+\(number.callingCode)-" + text
    default: return text
    }
  }

  /// Parses text and writes it in a style.
  /// - Throws: `ParseError` when the text is not a phone number.
  public func format(_ text: String, region: RegionCode?, style: NumberStyle) throws(ParseError)
    -> String
  {
    format(try parse(text, region: region), style: style)
  }

  static func render(_ pieces: [FormatPiece], format: CompiledFormat, digits: [UInt8]) -> [UInt16] {
    var out: [UInt16] = []
    if format.lengthDetermined, digits.count < format.splits.count,
      let split = format.splits[digits.count]
    {
      CompiledFormat.render(pieces, digits: digits, groups: split.groups, into: &out)
      for k in split.end..<digits.count { out.append(UInt16(48 + digits[k])) }
    } else if let m = ReferenceMatcher(format.pattern).matchPrefix(digits) {
      CompiledFormat.render(pieces, digits: digits, groups: m.groups, into: &out)
      for k in m.end..<digits.count { out.append(UInt16(48 + digits[k])) }
    }
    return out
  }

  /// RFC 3966 writes separators as single dashes and drops a leading one.
  static func rfc3966Separators(_ text: String) -> String {
    var out: [Unicode.Scalar] = []
    var inSeparator = false
    for c in text.unicodeScalars {
      if TextScanner.isPunctuation(c) {
        inSeparator = true
        continue
      }
      if inSeparator && !out.isEmpty { out.append("-") }
      inSeparator = false
      out.append(c)
    }
    if inSeparator && !out.isEmpty { out.append("-") }
    return String(String.UnicodeScalarView(out))
  }
}
