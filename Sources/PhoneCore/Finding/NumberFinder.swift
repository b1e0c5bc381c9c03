// NumberFinder: the phone numbers in a text, as libphonenumber's PhoneNumberMatcher finds them.
//
// The text's scalars are read once by `CandidateScanner` for candidates (see there). Each
// candidate is refused when it holds a date written with slashes or ends in a time stamp;
// otherwise it is parsed and verified at the leniency asked, and when that fails, the places
// where an inner number may start (after a slash, at a bracket, after a spaced dash, a dot or a
// space) are tried in libphonenumber's order. Every failed parse counts against `maxTries`
// (libphonenumber's `max_tries`, 65,535 by default): hostile text (thousands of digit runs
// that are no numbers) stops costing after that many, whatever its length.

/// How sure the finder must be that a candidate is a phone number (libphonenumber's
/// `Leniency`), from the least strict.
public enum Leniency: String, Hashable, Sendable, CaseIterable {
  /// A possible number: its length fits its calling code (`POSSIBLE`).
  case possible
  /// A valid number, written with the national prefix where its format needs one, and
  /// nothing but an extension after an `x` (`VALID`, the default).
  case valid
  /// Valid, and its digits grouped as a format groups them, groups possibly run together
  /// (`STRICT_GROUPING`).
  case strictGrouping = "strict-grouping"
  /// Valid, and its digits grouped exactly as a format groups them (`EXACT_GROUPING`).
  case exactGrouping = "exact-grouping"
}

/// A phone number found in text (libphonenumber's `PhoneNumberMatch`).
///
/// ```swift
/// let text = "Call +44 20 7946 0958 today"
/// let found = catalog.findNumbers(in: text, region: .gb)[0]
/// text[found.range]          // "+44 20 7946 0958"
/// found.utf16Range           // 5..<21, for an NSAttributedString
/// found.number.description   // "+442079460958"
/// ```
public struct FoundNumber: Hashable, Sendable {
  /// Where the number is in the text searched.
  public let range: Range<String.Index>
  /// `range` as UTF-16 offsets (what `NSRange` and attributed strings count).
  public let utf16Range: Range<Int>
  /// `range` as offsets in Unicode scalars (what `phonefmt find` prints).
  public let scalarRange: Range<Int>
  /// The text of the number as written (`text[range]`).
  public let rawText: String
  /// The number, its extension included.
  public let number: PhoneNumber
}

extension PhoneCatalog {
  /// The default bound on failed candidates (libphonenumber's `max_tries`).
  public static let defaultFinderTries = 65_535

  /// The phone numbers in `text`, in order: libphonenumber's `findNumbers` with the same
  /// answers. Numbers without a calling code are read in `region` (nil: only numbers written
  /// with `+` are found).
  ///
  /// ```swift
  /// let found = catalog.findNumbers(in: "Ring 020 7946 0958 or +1 650 253 0000", region: .gb)
  /// found.map(\.number.description)  // ["+442079460958", "+16502530000"]
  /// catalog.findNumbers(in: "on 12/03/2024 at 10:30", region: .gb)  // []: a date
  /// ```
  /// - Parameters:
  ///   - text: the text to search: a message, a note, a pasted paragraph.
  ///   - region: the region numbers without a calling code are read in; nil finds only
  ///     numbers written with `+`.
  ///   - leniency: how sure the finder must be (`.valid` by default).
  ///   - maxTries: how many candidates may fail before the finder gives up on the text
  ///     (libphonenumber's `max_tries`); bounds the work on hostile text.
  /// - Complexity: O(text length): each candidate is at most a few hundred scalars and is
  ///   parsed a bounded number of times; after `maxTries` failures the rest of the text is
  ///   not read for numbers.
  public func findNumbers(
    in text: String, region: RegionCode?, leniency: Leniency = .valid,
    maxTries: Int = defaultFinderTries
  ) -> [FoundNumber] {
    // The text's scalars in a buffer of their own (on the stack when small), read once. A text
    // of up to 256 UTF-8 bytes (a chat message) is not counted first: it has at most that many
    // scalars, and 256 of them fit the stack.
    let bytes = text.utf8.count
    let capacity = bytes <= 256 ? bytes : Self.scalarCount(text)
    return withUnsafeTemporaryAllocation(
      of: Unicode.Scalar.self, capacity: Swift.max(capacity, 1)
    ) { buffer -> [FoundNumber] in
      let n = Self.decodeScalars(text, into: buffer)
      // One scalar per byte: every offset is the same in scalars, UTF-8 and UTF-16.
      let ascii = n == bytes
      let t = UnsafeBufferPointer(rebasing: buffer[0..<n])
      // Scalar offsets to UTF-8 and UTF-16 offsets, counted as matches come; a string index
      // from a UTF-8 offset costs no decoding in a native string.
      var out: [FoundNumber] = []
      var offset = 0
      var utf8 = 0
      var utf16 = 0
      func advance(to target: Int) {
        if ascii {
          (offset, utf8, utf16) = (target, target, target)
          return
        }
        while offset < target {
          let v = t[offset].value
          utf8 += v < 0x80 ? 1 : v < 0x800 ? 2 : v < 0x10000 ? 3 : 4
          utf16 += v < 0x10000 ? 1 : 2
          offset += 1
        }
      }
      forEachNumber(t, region: region, leniency: leniency, maxTries: maxTries) { range, number in
        advance(to: range.lowerBound)
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: utf8)
        let startUTF16 = utf16
        advance(to: range.upperBound)
        let end = text.utf8.index(text.utf8.startIndex, offsetBy: utf8)
        out.append(
          FoundNumber(
            range: start..<end, utf16Range: startUTF16..<utf16, scalarRange: range,
            rawText: String(text.unicodeScalars[start..<end]), number: number))
      }
      return out
    }
  }

  /// How many scalars `text` has: its UTF-8 bytes that start one, counted in place (no
  /// decoding); the UTF-8 length when the bytes are not contiguous. (What sizes the buffer:
  /// the UTF-8 length would put a message of Cyrillic over the stack's 1 KB and allocate.)
  static func scalarCount(_ text: String) -> Int {
    let counted = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
      var n = 0
      for b in bytes where b & 0xC0 != 0x80 { n &+= 1 }
      return n
    }
    return counted ?? text.utf8.count
  }

  /// Writes the scalars of `text` into `buffer` and returns how many (at most
  /// `buffer.count`), decoded from its UTF-8 in place (`WellFormedUTF8`): the standard
  /// library's scalar iterator cost about a quarter of finding the numbers in a chat message.
  static func decodeScalars(_ text: String, into buffer: UnsafeMutableBufferPointer<Unicode.Scalar>)
    -> Int
  {
    let capacity = buffer.count
    guard capacity > 0 else { return 0 }
    let decoded = text.utf8.withContiguousStorageIfAvailable { utf8 -> Int in
      var n = 0
      WellFormedUTF8.forEachScalar(utf8) { v in
        // ASCII needs no check of the value (most of a chat message is ASCII).
        buffer[n] =
          v < 0x80 ? Unicode.Scalar(UInt8(truncatingIfNeeded: v)) : Unicode.Scalar(v) ?? "\u{FFFD}"
        n &+= 1
        return n < capacity
      }
      return n
    }
    if let decoded { return decoded }
    var n = 0
    for c in text.unicodeScalars where n < capacity {
      buffer[n] = c
      n += 1
    }
    return n
  }

  /// `findNumbers` on scalars: `body` gets the range (in scalars) and number of each number
  /// found, in order.
  package func forEachNumber(
    _ t: UnsafeBufferPointer<Unicode.Scalar>, region: RegionCode?, leniency: Leniency,
    maxTries: Int, _ body: (Range<Int>, PhoneNumber) -> Void
  ) {
    var finder = Finder(catalog: self, text: t, region: region, leniency: leniency, tries: maxTries)
    var index = 0
    while let (range, number) = finder.find(from: index) {
      body(range, number)
      index = range.upperBound
    }
  }
}

/// One search through a text (libphonenumber's `PhoneNumberMatcher` state).
struct Finder {
  let catalog: PhoneCatalog
  let text: UnsafeBufferPointer<Unicode.Scalar>
  let region: RegionCode?
  let leniency: Leniency
  var tries: Int

  typealias Scan = CandidateScanner

  /// `_find`: the next number at or after `index`.
  mutating func find(from index: Int) -> (Range<Int>, PhoneNumber)? {
    var index = index
    while tries > 0, let raw = Scan.nextCandidate(text, from: index) {
      let candidate = Scan.trimSecondNumber(text, raw)
      if !candidate.isEmpty {
        if let found = extract(candidate) { return found }
        tries -= 1
      }
      index = candidate.upperBound
      if candidate.isEmpty { index = raw.lowerBound + 1 }
    }
    return nil
  }

  /// `_extract_match`.
  mutating func extract(_ candidate: Range<Int>) -> (Range<Int>, PhoneNumber)? {
    if Scan.hasSlashDate(text, candidate) { return nil }
    if Scan.isTimeStamp(text, candidate) { return nil }
    if let found = parseAndVerify(candidate) { return found }
    return extractInner(candidate)
  }

  /// `_extract_inner_match`.
  mutating func extractInner(_ candidate: Range<Int>) -> (Range<Int>, PhoneNumber)? {
    var result: (Range<Int>, PhoneNumber)? = nil
    let patterns = Scan.innerPatterns(text, candidate)
    for pattern in 0..<6 where patterns & (1 << pattern) != 0 {
      var first = true
      Scan.forEachInnerMatch(text, candidate, pattern: pattern) { start, group in
        guard tries > 0 else { return true }
        if first {
          let before = Scan.trimUnwantedEnd(text, candidate.lowerBound..<start)
          result = parseAndVerify(before)
          if result != nil { return true }
          tries -= 1
          first = false
        }
        result = parseAndVerify(Scan.trimUnwantedEnd(text, group))
        if result != nil { return true }
        tries -= 1
        return false
      }
      if result != nil { return result }
    }
    return nil
  }

  /// `_parse_and_verify`.
  func parseAndVerify(_ candidate: Range<Int>) -> (Range<Int>, PhoneNumber)? {
    guard Scan.hasMatchingBrackets(text, candidate),
      !Scan.hasPublicationPages(text, candidate)
    else { return nil }
    if leniency != .possible {
      if candidate.lowerBound > 0 && !Scan.isLead(text[candidate.lowerBound])
        && Scan.isBadNeighbour(text[candidate.lowerBound - 1])
      {
        return nil
      }
      if candidate.upperBound < text.count && Scan.isBadNeighbour(text[candidate.upperBound]) {
        return nil
      }
    }
    guard candidate.count <= PhoneCatalog.maxInputScalars else { return nil }
    let window = UnsafeBufferPointer(rebasing: text[candidate])
    guard let number = parse(window) else { return nil }
    return verify(number, window) ? (candidate, number) : nil
  }

  /// `parse(candidate, region)`: an ASCII candidate as its bytes through the parser's one-pass
  /// path when it is a plain number (the common case), else through the scanners.
  func parse(_ window: UnsafeBufferPointer<Unicode.Scalar>) -> PhoneNumber? {
    let plain = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: window.count) {
      bytes -> Result<PhoneNumber, ParseError>? in
      for i in 0..<window.count {
        let v = window[i].value
        if v >= 0x80 { return nil }
        bytes[i] = UInt8(truncatingIfNeeded: v)
      }
      return catalog.parsePlain(UnsafeBufferPointer(bytes), region: region)
    }
    switch plain {
    case .success(let number): return number
    case .failure: return nil
    case nil: break
    }
    do {
      return try catalog.parse(window, region: region)
    } catch {
      return nil
    }
  }

  /// `_verify` at the finder's leniency.
  func verify(_ number: PhoneNumber, _ candidate: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
    switch leniency {
    case .possible:
      switch catalog.lengthCheck(number) {
      case .possible, .possibleLocalOnly: return true
      default: return false
      }
    case .valid:
      return catalog.isValid(number) && hasOnlyValidX(number, candidate)
        && nationalPrefixPresentIfRequired(number, candidate)
    case .strictGrouping, .exactGrouping:
      guard catalog.isValid(number), hasOnlyValidX(number, candidate),
        !hasMoreThanOneSlash(number, candidate),
        nationalPrefixPresentIfRequired(number, candidate)
      else { return false }
      return catalog.groupingIsValid(number, candidate, exact: leniency == .exactGrouping)
    }
  }

  /// `_contains_only_valid_x_chars`: an `x` starts the extension, or `xx` a second form of
  /// the number itself.
  func hasOnlyValidX(_ number: PhoneNumber, _ c: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
    var i = 0
    while i < c.count - 1 {
      if c[i] == "x" || c[i] == "X" {
        let next = c[i + 1]
        if next == "x" || next == "X" {
          i += 1
          let rest = PhoneNumber.string(scalars: UnsafeBufferPointer(rebasing: c[i...]))
          if catalog.match(number, rest) != .nsn { return false }
        } else if Self.digits(UnsafeBufferPointer(rebasing: c[i...])) != number.extensionNumber {
          return false
        }
      }
      i += 1
    }
    return true
  }

  /// `normalize_digits_only`.
  static func digits(_ c: UnsafeBufferPointer<Unicode.Scalar>) -> String {
    var s = ""
    for ch in c {
      if let d = DigitFolding.value(of: ch) { s.unicodeScalars.append(Unicode.Scalar(48 + d)) }
    }
    return s
  }

  /// `_contains_more_than_one_slash_in_national_number`.
  func hasMoreThanOneSlash(_ number: PhoneNumber, _ c: UnsafeBufferPointer<Unicode.Scalar>)
    -> Bool
  {
    guard let first = c.firstIndex(of: "/") else { return false }
    guard let second = c[(first + 1)...].firstIndex(of: "/") else { return false }
    let hasCode = number.source == .plusSign || number.source == .withoutPlusSign
    if hasCode
      && Self.digits(UnsafeBufferPointer(rebasing: c[..<first]))
        == String(number.callingCode.rawValue)
    {
      return c[(second + 1)...].contains("/")
    }
    return true
  }

  /// `_is_national_prefix_present_if_required`.
  func nationalPrefixPresentIfRequired(
    _ number: PhoneNumber, _ c: UnsafeBufferPointer<Unicode.Scalar>
  ) -> Bool {
    guard number.source == .defaultRegion else { return true }
    let code = number.callingCode.rawValue
    guard let main = catalog.mainRegion(code: code), main != .nonGeographic else { return true }
    let compiled: CompiledRegion?
    let rules: RegionRules?
    do {
      compiled = try catalog.compiled(callingCode: code)
      rules = try catalog.rules(forRegion: main, callingCode: code)
    } catch {
      return true
    }
    guard let compiled, let rules, let format = catalog.nationalFormat(number, compiled),
      let rule = format.rule.nationalPrefixRule, !rule.isEmpty
    else { return true }
    if format.nationalPrefixOptional { return true }
    if rule.hasPrefix("$1") || rule.hasPrefix("($1") { return true }
    // normalize_digits_only(raw input), on the stack.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: c.count + 512) { buffer in
      var n = 0
      for ch in c {
        if let d = DigitFolding.value(of: ch) {
          buffer[n] = d
          n += 1
        }
      }
      return PhoneCatalog.stripNationalPrefixReporting(
        UnsafeBufferPointer(rebasing: buffer[0..<n]), rules: rules,
        scratch: UnsafeMutableBufferPointer(rebasing: buffer[n...])
      ).stripped
    }
  }
}
