// NumberFormatter+Original: a number written back the way the person wrote it, as
// libphonenumber's `formatInOriginalFormat` writes a number parsed with `parseAndKeepRawInput`.
//
// The style follows how the calling code was found: after `+`, the international style; after
// the region's international dialling prefix, that prefix and the calling code (the
// out-of-country style); the calling code written without `+`, the international style without
// its `+`; no calling code, the national style, without the national prefix when the person did
// not write one and the format would add it. Whenever the result would not have exactly the
// digits (and `+ * #`) the person wrote, or no format fits the number, the text as written is
// the answer: the number is never shown with a digit added, dropped or changed.

extension PhoneCatalog {
  /// The number in `text` written the way it was written: libphonenumber's
  /// `formatInOriginalFormat(parseAndKeepRawInput(text, region), region)`.
  ///
  /// ```swift
  /// try catalog.formatAsWritten("02079460958", region: .gb)     // "020 7946 0958"
  /// try catalog.formatAsWritten("2079460958", region: .gb)      // "20 7946 0958"
  /// try catalog.formatAsWritten("+442079460958", region: .gb)   // "+44 20 7946 0958"
  /// try catalog.formatAsWritten("011 44 20 7946 0958", region: .us)  // "011 44 20 7946 0958"
  /// ```
  /// - Throws: `ParseError` when the text is not a phone number, `.rulesDoNotCompile` when
  ///   the formats of its calling code do not compile.
  /// - Complexity: one parse, a few formattings and at most one more parse (to tell whether a
  ///   leading digit was a national prefix).
  public func formatAsWritten(_ text: String, region: RegionCode) throws(ParseError) -> String {
    let number = try parse(text, region: region)
    try requireFormats(number, style: .international)
    return formatAsWritten(number, text: text, callingFrom: region)
  }

  /// `formatInOriginalFormat` of `number`, parsed from `text` (its raw input).
  func formatAsWritten(_ number: PhoneNumber, text: String, callingFrom: RegionCode) -> String {
    // Formats that do not compile (`formatAsWritten(_:region:)` throws for them first): no
    // format fits, the text as written.
    let rules: CompiledRegion?
    do { rules = try compiled(for: number) } catch { return text }
    guard let compiled = rules, let format = nationalFormat(number, compiled) else { return text }
    let formatted: String
    switch number.source {
    case .plusSign:
      formatted = self.format(number, style: .international)
    case .internationalPrefix:
      formatted = formatOutOfCountry(number, callingFrom: callingFrom)
    case .withoutPlusSign:
      formatted = String(self.format(number, style: .international).dropFirst())
    case .defaultRegion:
      formatted = nationalAsWritten(number, text: text, compiled: compiled, format: format)
    }
    return Self.diallable(formatted) == Self.diallable(text) ? formatted : text
  }

  /// The national style, without the national prefix the format would add when the person
  /// wrote none (`_format_original_allow_mods` for a number without calling code).
  private func nationalAsWritten(
    _ number: PhoneNumber, text: String, compiled: CompiledRegion, format: CompiledFormat
  ) -> String {
    let national = self.format(number, style: .national)
    let main = mainRegion(code: number.callingCode.rawValue)
    guard let main, main != .nonGeographic,
      let prefix = regions[main]?.nationalPrefix?.filter({ $0 != "~" }), !prefix.isEmpty
    else { return national }
    if writtenWithNationalPrefix(text, prefix: prefix, region: main) { return national }
    // The rule's text before the first group: a national prefix only when it has a digit.
    guard let rule = format.nationalPrefixPieces,
      let first = rule.firstIndex(where: { if case .group(1) = $0 { true } else { false } }),
      first > 0
    else { return national }
    let addsDigits = rule[..<first].contains { piece in
      guard case .literal(let units) = piece else { return false }
      return units.contains { Unicode.Scalar($0).flatMap(DigitFolding.value(of:)) != nil }
    }
    guard addsDigits else { return national }
    var out: [UInt16] = []
    let written = number.withDigits { digits in
      CompiledFormat.renderNumber(format.pieces, of: format, digits: digits, into: &out)
    }
    if !written { out = Array(number.nationalNumber.utf16) }
    var result = String(decoding: out, as: UTF16.self)
    if let ext = number.extensionNumber {
      result += (compiled.region.preferredExtensionPrefix ?? " ext. ") + ext
    }
    return result
  }

  /// `_raw_input_contains_national_prefix`: the text's digits start with the national prefix
  /// and what follows it is a valid number of the region.
  private func writtenWithNationalPrefix(_ text: String, prefix: String, region: RegionCode)
    -> Bool
  {
    var digits = ""
    for c in text.unicodeScalars {
      if let d = DigitFolding.value(of: c) { digits.unicodeScalars.append(Unicode.Scalar(48 + d)) }
    }
    guard digits.hasPrefix(prefix) else { return false }
    do {
      return isValid(try parse(String(digits.dropFirst(prefix.count)), region: region))
    } catch {
      return false
    }
  }

  /// libphonenumber's `normalize_diallable_chars_only`: ASCII digits, `+`, `*` and `#`.
  static func diallable(_ text: String) -> [UInt8] {
    text.utf8.filter { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2B || $0 == 0x2A || $0 == 0x23 }
  }

  /// The first national format whose last leading-digits pattern and pattern fit the number
  /// (libphonenumber's `_choose_formatting_pattern_for_number` on the national list).
  func nationalFormat(_ number: PhoneNumber, _ compiled: CompiledRegion) -> CompiledFormat? {
    number.withDigits { digits -> CompiledFormat? in
      guard digits.count <= CompiledFormat.maxNationalLength else { return nil }
      let automaton = compiled.nationalAutomaton
      let state = automaton.state(after: digits)
      let fits = automaton.survivors(state, length: Int.max / 2)
        .intersection(automaton.complete(state))
      return fits.first.map { compiled.nationalFormats[$0] }
    }
  }
}
