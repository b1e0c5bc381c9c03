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
//
// Memory: the text's scalars (at most 250) and its digits live in buffers on the stack, and
// every step narrows a window of them, so a parse allocates nothing: the `PhoneNumber` keeps
// its digits in place of a string (and an extension's string is stored inline up to 15 bytes).
// Text that is all ASCII is copied from its UTF-8 bytes without decoding; anything else is
// decoded scalar by scalar, and both go through the same scanners after that.

extension PhoneCatalog {
  /// The longest text, in scalars, that `parse` reads (libphonenumber's `_MAX_INPUT_STRING_LENGTH`).
  static let maxInputScalars = 250
  /// Digits of a national-prefix transform's result kept at most (the number is far too long
  /// well before that).
  static let maxTransformedDigits = 512

  /// A window of digit values (0–9) in one of the parse's buffers.
  typealias Digits = UnsafeBufferPointer<UInt8>

  /// Parses `text` as a number written in `region` (nil: only `+` numbers are accepted).
  ///
  /// ```swift
  /// let n = try catalog.parse("020 7946 0958", region: RegionCode("GB"))
  /// n.description  // "+442079460958"
  /// ```
  /// - Throws: `ParseError` with the reason.
  /// - Complexity: O(text length) plus one automaton pass per rule applied; no allocation
  ///   beyond the returned number's strings.
  public func parse(_ text: String, region: RegionCode?) throws(ParseError) -> PhoneNumber {
    try parse(text, region: region, withoutCallingCode: false)
  }

  /// `parse`; with `withoutCallingCode`, a number written without `+` and read without a
  /// region is not refused but has calling code 0 and all its digits as its national number
  /// (libphonenumber's `parse` with `_check_region=False` and no region, which
  /// `is_number_match` uses for two numbers that have no calling code).
  func parse(_ text: String, region: RegionCode?, withoutCallingCode: Bool) throws(ParseError)
    -> PhoneNumber
  {
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
      parsePlain(bytes, region: region, withoutCallingCode: withoutCallingCode)
    }
    if let result = plain ?? nil { return try result.get() }
    let limit = Self.maxInputScalars + 1
    let result = withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: limit) {
      buffer -> Result<PhoneNumber, ParseError> in
      let count = Self.scalars(of: text, into: buffer)
      if count > Self.maxInputScalars { return .failure(.tooLong) }
      return Result { () throws(ParseError) in
        try parse(
          TextScanner.Text(rebasing: buffer[0..<count]), region: region,
          withoutCallingCode: withoutCallingCode)
      }
    }
    return try result.get()
  }

  /// Copies the first scalars of `text` (up to the buffer's capacity) into `buffer`; returns
  /// how many. ASCII text is copied from its UTF-8 bytes without decoding.
  static func scalars(of text: String, into buffer: UnsafeMutableBufferPointer<Unicode.Scalar>)
    -> Int
  {
    let ascii = text.utf8.withContiguousStorageIfAvailable { scalars(ascii: $0, into: buffer) }
    if let ascii = ascii ?? nil { return ascii }
    var n = 0
    for c in text.unicodeScalars {
      if n == buffer.count { break }
      buffer[n] = c
      n += 1
    }
    return n
  }

  /// Copies the first bytes of ASCII text (up to the buffer's capacity) into `buffer` as
  /// scalars; returns how many, or nil when a byte outside ASCII comes first.
  @inline(__always)
  static func scalars(
    ascii bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<Unicode.Scalar>
  ) -> Int? {
    let n = Swift.min(bytes.count, buffer.count)
    for i in 0..<n {
      let b = bytes[i]
      if b >= 0x80 { return nil }
      buffer[i] = Unicode.Scalar(b)
    }
    return n
  }

  /// `parse` on the text's scalars (at most 250).
  func parse(_ text: TextScanner.Text, region: RegionCode?, withoutCallingCode: Bool = false)
    throws(ParseError) -> PhoneNumber
  {
    switch TextScanner.nationalNumberForParsing(text, scratch: nil) {
    case .invalidContext:
      throw .notANumber
    case .window(let number):
      return try parseNumber(number, region: region, withoutCallingCode: withoutCallingCode)
    case .assembled:
      // Put together from a URI's parts: in a buffer of its own, the text being still needed.
      let result = withUnsafeTemporaryAllocation(
        of: Unicode.Scalar.self, capacity: Swift.max(text.count, 1)
      ) { scratch -> Result<PhoneNumber, ParseError> in
        guard
          case .assembled(let count) = TextScanner.nationalNumberForParsing(
            text, scratch: scratch)
        else { return .failure(.notANumber) }
        return Result { () throws(ParseError) in
          try parseNumber(
            TextScanner.Text(rebasing: scratch[0..<count]), region: region,
            withoutCallingCode: withoutCallingCode)
        }
      }
      return try result.get()
    }
  }

  /// A number that is plain ASCII text (see `TextScanner.plainNumber`) parsed in one pass over
  /// its bytes; nil when the text needs the full scanners. Same answers as `parse`.
  @inline(__always)
  func parsePlain(
    _ bytes: UnsafeBufferPointer<UInt8>, region: RegionCode?, withoutCallingCode: Bool = false
  ) -> Result<PhoneNumber, ParseError>? {
    guard bytes.count <= Self.maxInputScalars else { return nil }
    return withUnsafeTemporaryAllocation(
      of: UInt8.self, capacity: Self.maxInputScalars + Self.maxTransformedDigits
    ) { buffer -> Result<PhoneNumber, ParseError>? in
      let digits = UnsafeMutableBufferPointer(rebasing: buffer[0..<Self.maxInputScalars])
      guard let plain = TextScanner.plainNumber(bytes, digits: digits) else { return nil }
      return Result { () throws(ParseError) in
        if !plain.viable { throw .notANumber }
        let defaultRules = try self.defaultRules(
          region, plus: plain.pluses > 0 || withoutCallingCode)
        let ext = plain.extensionDigits
        return try parseDigits(
          Digits(rebasing: digits[0..<plain.digits]), pluses: plain.pluses, region: region,
          defaultRules: defaultRules, withoutCallingCode: withoutCallingCode,
          extensionNumber: ext.isEmpty
            ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[ext]), as: UTF8.self),
          scratch: UnsafeMutableBufferPointer(rebasing: buffer[Self.maxInputScalars...]))
      }
    }
  }

  /// The rules of the region numbers are read in (nil: none given, only `+` numbers parse).
  /// - Throws: `.notANumber` for a region without rules, `.invalidCallingCode` for a number
  ///   without `+` and no region.
  @inline(__always)
  func defaultRules(_ region: RegionCode?, plus: Bool) throws(ParseError) -> RegionRules? {
    var rules: RegionRules? = nil
    if let region, region != .nonGeographic {
      do {
        rules = try self.rules(forRegion: region, callingCode: nil)
      } catch { throw .rulesDoNotCompile }
    }
    if rules == nil && !plus { throw .invalidCallingCode }
    return rules
  }

  /// The rest of `parse`, from the number found in the text.
  func parseNumber(
    _ found: TextScanner.Text, region: RegionCode?, withoutCallingCode: Bool = false
  ) throws(ParseError) -> PhoneNumber {
    var number = found
    if !TextScanner.isViable(number) { throw .notANumber }
    let defaultRules = try self.defaultRules(
      region, plus: withoutCallingCode || (!number.isEmpty && TextScanner.isPlus(number[0])))
    let stripped = TextScanner.stripExtension(number)
    number = stripped.number
    var extensionNumber: String? = nil
    if let digits = stripped.extensionNumber {
      extensionNumber = PhoneNumber.string(scalars: digits)
    }
    // Digits: the normalised number, then a national-prefix transform's result. The pluses
    // are neither digits nor letters, so the digits after them are the number's digits.
    let capacity = number.count + Self.maxTransformedDigits
    let pluses = number.prefix(while: TextScanner.isPlus).count
    let result = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) {
      buffer -> Result<PhoneNumber, ParseError> in
      let digits = UnsafeMutableBufferPointer(rebasing: buffer[0..<number.count])
      let count = TextScanner.normalize(number, into: digits)
      return Result { () throws(ParseError) in
        try parseDigits(
          Digits(rebasing: digits[0..<count]), pluses: pluses, region: region,
          defaultRules: defaultRules, withoutCallingCode: withoutCallingCode,
          extensionNumber: extensionNumber,
          scratch: UnsafeMutableBufferPointer(rebasing: buffer[number.count...]))
      }
    }
    return try result.get()
  }

  /// The calling code and national number of a number whose digits are `digits`, written
  /// after `pluses` plus signs (its extension taken off already).
  private func parseDigits(
    _ digits: Digits, pluses: Int, region: RegionCode?, defaultRules: RegionRules?,
    withoutCallingCode: Bool = false, extensionNumber: String?,
    scratch: UnsafeMutableBufferPointer<UInt8>
  ) throws(ParseError) -> PhoneNumber {
    var found: (code: Int, national: Digits, source: PhoneNumber.CallingCodeSource)?
    do {
      found = try extractCallingCode(
        digits, plus: pluses > 0, rules: defaultRules, scratch: scratch)
    } catch ParseError.invalidCallingCode {
      // libphonenumber tries again on the text after the pluses.
      guard pluses > 0 else { throw .invalidCallingCode }
      found = try extractCallingCode(digits, plus: false, rules: defaultRules, scratch: scratch)
      if found == nil { throw .invalidCallingCode }
    }
    let callingCode: Int
    var national: Digits
    let source: PhoneNumber.CallingCodeSource
    // The rules are passed on, never taken into a variable: each copy of the reference was a
    // retain and a release (three per number).
    if let found {
      callingCode = found.code
      national = found.national
      source = found.source
      if let main = mainRegion(code: callingCode), main != region {
        let rules: RegionRules?
        do {
          rules = try self.rules(forRegion: main, callingCode: callingCode)
        } catch { throw .rulesDoNotCompile }
        if national.count < 2 { throw .tooShort }
        national = Self.withoutNationalPrefix(national, rules: rules, scratch: scratch)
      } else {
        if national.count < 2 { throw .tooShort }
        national = Self.withoutNationalPrefix(national, rules: defaultRules, scratch: scratch)
      }
    } else {
      national = digits
      source = .defaultRegion
      if let defaultRules {
        callingCode = defaultRules.region.callingCode
      } else if withoutCallingCode {
        callingCode = 0
      } else {
        throw .invalidCallingCode
      }
      if national.count < 2 { throw .tooShort }
      national = Self.withoutNationalPrefix(national, rules: defaultRules, scratch: scratch)
    }
    if national.count < 2 { throw .tooShort }
    if national.count > PhoneNumber.maxNationalDigits { throw .tooLong }
    return PhoneNumber(
      callingCode: CallingCode(unchecked: callingCode), nationalDigits: national,
      extensionNumber: extensionNumber, source: source)
  }

  /// The national number without its national prefix when the rest still has a possible
  /// length (or is too long), as `parse` takes it off; `national` itself without rules.
  @inline(__always)
  static func withoutNationalPrefix(
    _ national: Digits, rules: RegionRules?, scratch: UnsafeMutableBufferPointer<UInt8>
  ) -> Digits {
    guard let rules else { return national }
    let potential = stripNationalPrefix(national, rules: rules, scratch: scratch)
    switch rules.lengthCheck(potential.count) {
    case .tooShort, .possibleLocalOnly, .invalidLength: return national
    case .possible, .tooLong: return potential
    }
  }

  /// `_maybe_extract_country_code` on the number's digits, written after a plus sign or not.
  /// Nil when the number has no calling code of its own. The national number returned is a
  /// window of `digits`, or of `scratch` when a national prefix was transformed.
  func extractCallingCode(
    _ digits: Digits, plus: Bool, rules: RegionRules?, scratch: UnsafeMutableBufferPointer<UInt8>
  ) throws(ParseError) -> (code: Int, national: Digits, source: PhoneNumber.CallingCodeSource)? {
    var full = digits
    var source = PhoneNumber.CallingCodeSource.defaultRegion
    if plus {
      source = .plusSign
    } else {
      if full.isEmpty { return nil }
      // (Matched in place: binding the automaton first copies it, a retain and a release.)
      if let end = rules?.internationalPrefix?.matchEnd(full) {
        // A 0 right after the prefix means it was not a dialling prefix after all.
        if end >= full.count || full[end] != 0 {
          full = Digits(rebasing: full[end...])
          source = .internationalPrefix
        }
      }
    }
    if source != .defaultRegion {
      if full.count <= 2 { throw .tooShort }
      if let (code, length) = callingCodePrefix(full) {
        return (code, Digits(rebasing: full[length...]), source)
      }
      throw .invalidCallingCode
    }
    guard let rules else { return nil }
    let code = rules.region.callingCode
    // The default region's calling code written without `+`.
    var codeLength = 0
    var rest = code
    repeat {
      codeLength += 1
      rest /= 10
    } while rest > 0
    guard full.count >= codeLength else { return nil }
    var prefix = 0
    for i in 0..<codeLength { prefix = prefix * 10 + Int(full[i]) }
    if prefix == code {
      let potential = Self.stripNationalPrefix(
        Digits(rebasing: full[codeLength...]), rules: rules, scratch: scratch)
      if (!rules.matchesGeneralPattern(full) && rules.matchesGeneralPattern(potential))
        || rules.lengthCheck(full.count) == .tooLong
      {
        return (code, potential, .withoutPlusSign)
      }
    }
    return nil
  }

  /// libphonenumber's `_extract_country_code`: the 1–3 digit calling code at the start
  /// (digit values), and its length.
  package func callingCodePrefix(_ digits: some Collection<UInt8>) -> (Int, Int)? {
    guard let first = digits.first, first != 0 else { return nil }
    var code = 0
    var length = 0
    for d in digits.prefix(3) {
      code = code * 10 + Int(d)
      length += 1
      if isKnown(code: code) { return (code, length) }
    }
    return nil
  }

  /// `_maybe_strip_national_prefix_carrier_code`: the number without its national prefix (or
  /// transformed by the region's rule, written to `scratch`), unless that would spoil a number
  /// that was fine.
  static func stripNationalPrefix(
    _ number: Digits, rules: RegionRules, scratch: UnsafeMutableBufferPointer<UInt8>
  ) -> Digits {
    stripNationalPrefixReporting(number, rules: rules, scratch: scratch).number
  }

  /// `stripNationalPrefix`, and whether a national prefix (or carrier code) was taken off
  /// (the third answer of `_maybe_strip_national_prefix_carrier_code`; true also for a prefix
  /// pattern that matched nothing).
  static func stripNationalPrefixReporting(
    _ number: Digits, rules: RegionRules, scratch: UnsafeMutableBufferPointer<UInt8>
  ) -> (number: Digits, stripped: Bool) {
    guard !number.isEmpty, let end = rules.nationalPrefixForParsing?.matchEnd(number)
    else { return (number, false) }
    let viableOriginal = rules.matchesGeneralPattern(number)
    var result = Digits(rebasing: number[end...])
    if let transform = rules.nationalPrefixTransform,
      let m = transform.matcher.matchPrefix(Array(number)),
      let lastGroup = m.groups.last, lastGroup != nil
    {
      var count = 0
      func append(_ d: UInt8) {
        guard count < scratch.count else { return }
        scratch[count] = d
        count += 1
      }
      for step in transform.steps {
        switch step {
        case .group(let g):
          if g >= 1, g <= m.groups.count, let span = m.groups[g - 1] {
            for k in span { append(number[k]) }
          }
        case .digit(let d):
          append(d)
        }
      }
      for k in m.end..<number.count { append(number[k]) }
      result = Digits(rebasing: scratch[0..<count])
    }
    if viableOriginal && !rules.matchesGeneralPattern(result) { return (number, false) }
    return (result, true)
  }
}
