// PhoneNumberParser: text as people write or paste it -> PhoneNumber, as libphonenumber parses.
//
// The steps are libphonenumber's `parse`: find the number in the text (or in a `tel:` URI),
// check it is viable, take off an extension, take off `+` or the international dialling prefix
// and the calling code (or recognise the default region's code written without `+`), take off
// a national prefix or carrier code where the region's rules say and the rest is still a
// possible number, then check the length. Every metadata pattern involved is a compiled
// automaton; the text-level expressions are the scanners of `TextScanner`. The one exception:
// a national-prefix transform rule needs the capture groups of the national-prefix pattern,
// which the reference matcher supplies, once per parse, for the 32 regions that have one.

extension PhoneCatalog {
  /// Parses `text` as a number written in `region` (nil: only `+` numbers are accepted).
  ///
  /// ```swift
  /// let n = try catalog.parse("020 7946 0958", region: RegionCode("GB"))
  /// n.description  // "+442079460958"
  /// ```
  /// - Throws: `ParseError` with the reason.
  /// - Complexity: O(text length) plus one automaton pass per rule applied.
  public func parse(_ text: String, region: RegionCode?) throws(ParseError) -> PhoneNumber {
    let scalars = Array(text.unicodeScalars.prefix(251))
    if scalars.count > 250 { throw .tooLong }
    guard var number = TextScanner.nationalNumberForParsing(scalars) else { throw .notANumber }
    if !TextScanner.isViable(number) { throw .notANumber }
    let defaultRules: RegionRules?
    if let region, region != .nonGeographic, let r = regions[region] {
      do { defaultRules = try regionRules(for: r) } catch { throw .notANumber }
    } else {
      defaultRules = nil
    }
    if defaultRules == nil && !(number.first.map(TextScanner.isPlus) ?? false) {
      throw .invalidCountryCode
    }
    let stripped = TextScanner.stripExtension(number)
    number = stripped.number
    let extensionNumber = stripped.extensionNumber.map {
      String(String.UnicodeScalarView($0))
    }

    var found: (code: Int, national: [UInt8], source: PhoneNumber.CallingCodeSource)?
    do {
      found = try extractCallingCode(number, rules: defaultRules)
    } catch ParseError.invalidCountryCode {
      let pluses = number.prefix(while: TextScanner.isPlus).count
      guard pluses > 0 else { throw .invalidCountryCode }
      found = try extractCallingCode(Array(number[pluses...]), rules: defaultRules)
      if found == nil { throw .invalidCountryCode }
    }
    var rules = defaultRules
    var callingCode: Int
    var national: [UInt8]
    var source: PhoneNumber.CallingCodeSource
    if let found {
      callingCode = found.code
      national = found.national
      source = found.source
      if let main = mainRegion(forCallingCode: callingCode), main != region {
        rules = try? regionRules(callingCode: callingCode)
      }
    } else {
      national = TextScanner.normalize(number)
      guard let defaultRules else { throw .invalidCountryCode }
      callingCode = defaultRules.region.callingCode
      source = .defaultRegion
    }
    if national.count < 2 { throw .tooShort }
    if let rules {
      let potential = Self.stripNationalPrefix(national, rules: rules)
      switch rules.lengthCheck(potential.count) {
      case .tooShort, .possibleLocalOnly, .invalidLength: break
      case .possible, .tooLong: national = potential
      }
    }
    if national.count < 2 { throw .tooShort }
    if national.count > 17 { throw .tooLong }
    return PhoneNumber(
      callingCode: callingCode,
      nationalNumber: String(decoding: national.map { $0 + 48 }, as: UTF8.self),
      extensionNumber: extensionNumber, source: source)
  }

  /// `_maybe_extract_country_code`. Nil when the number has no calling code of its own.
  func extractCallingCode(_ number: [Unicode.Scalar], rules: RegionRules?) throws(ParseError)
    -> (code: Int, national: [UInt8], source: PhoneNumber.CallingCodeSource)?
  {
    if number.isEmpty { return nil }
    var full: [UInt8]
    var source = PhoneNumber.CallingCodeSource.defaultRegion
    let pluses = number.prefix(while: TextScanner.isPlus).count
    if pluses > 0 {
      full = TextScanner.normalize(number[pluses...])
      source = .plusSign
    } else {
      full = TextScanner.normalize(number)
      if let idd = rules?.internationalPrefix, let end = idd.matchEnd(full) {
        // A 0 right after the prefix means it was not a dialling prefix after all.
        if end >= full.count || full[end] != 0 {
          full.removeFirst(end)
          source = .internationalPrefix
        }
      }
    }
    if source != .defaultRegion {
      if full.count <= 2 { throw .tooShort }
      if let (code, length) = callingCodePrefix(full) {
        return (code, Array(full[length...]), source)
      }
      throw .invalidCountryCode
    }
    guard let rules else { return nil }
    let code = rules.region.callingCode
    let codeDigits = String(code).utf8.map { $0 - 48 }
    if full.starts(with: codeDigits) {
      var potential = Array(full[codeDigits.count...])
      potential = Self.stripNationalPrefix(potential, rules: rules)
      if (!rules.matchesGeneralPattern(full) && rules.matchesGeneralPattern(potential))
        || rules.lengthCheck(full.count) == .tooLong
      {
        return (code, potential, .withoutPlusSign)
      }
    }
    return nil
  }

  /// libphonenumber's `_extract_country_code`: the 1–3 digit calling code at the start.
  func callingCodePrefix(_ digits: [UInt8]) -> (Int, Int)? {
    guard let first = digits.first, first != 0 else { return nil }
    var code = 0
    for i in 0..<Swift.min(3, digits.count) {
      code = code * 10 + Int(digits[i])
      if isKnownCallingCode(code) { return (code, i + 1) }
    }
    return nil
  }

  /// `_maybe_strip_national_prefix_carrier_code`: the number without its national prefix (or
  /// transformed by the region's rule), unless that would spoil a number that was fine.
  static func stripNationalPrefix(_ number: [UInt8], rules: RegionRules) -> [UInt8] {
    guard !number.isEmpty, let npp = rules.nationalPrefixForParsing,
      let end = npp.matchEnd(number)
    else { return number }
    let viableOriginal = rules.matchesGeneralPattern(number)
    var result = Array(number[end...])
    if let transform = rules.region.nationalPrefixTransformRule, !transform.isEmpty,
      let pattern = rules.nationalPrefixPattern,
      let m = ReferenceMatcher(pattern).matchPrefix(number),
      let lastGroup = m.groups.last, lastGroup != nil
    {
      var transformed: [UInt8] = []
      let t = Array(transform.unicodeScalars)
      var i = 0
      while i < t.count {
        if t[i] == "$", i + 1 < t.count, let g = PatternParser.digit(t[i + 1]) {
          if g >= 1, Int(g) <= m.groups.count, let span = m.groups[Int(g) - 1] {
            transformed += number[span]
          }
          i += 2
        } else {
          if let d = PatternParser.digit(t[i]) { transformed.append(d) }
          i += 1
        }
      }
      transformed += number[m.end...]
      result = transformed
    }
    if viableOriginal && !rules.matchesGeneralPattern(result) { return number }
    return result
  }
}
