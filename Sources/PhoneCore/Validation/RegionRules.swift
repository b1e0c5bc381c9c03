// RegionRules: one region's parsing and validation rules, compiled (types, prefixes, lengths).

/// A region's rules for complete numbers, compiled into automata.
///
/// Corresponds to the parts of libphonenumber's `PhoneMetadata` used by `parse`,
/// `is_valid_number`, `number_type` and `region_code_for_number`.
///
/// An immutable final class, shared by reference: the catalog hands out the one instance it
/// keeps for a region (see `SetOnceSlots`), so a look-up costs one reference, not a copy of
/// every automaton and of the region.
package final class RegionRules: Sendable {
  package let region: Region
  /// Bit order of `types`' labels.
  package static let typeOrder: [PatternType] = [
    .generalDesc, .premiumRate, .tollFree, .sharedCost, .voip, .personalNumber, .pager, .uan,
    .voicemail, .fixedLine, .mobile, .noInternationalDialling,
  ]
  /// One automaton for every number-type pattern of the region (see `typeOrder`).
  package let types: MultiPatternDFA
  /// Possible lengths per type, indexed like `typeOrder`; nil when the type is absent.
  let lengths: [[Int]?]
  let localOnlyLengths: [[Int]?]
  /// `lengths` as bits (bit n: length n), per type; every bit set for a type that is absent or
  /// lists no length (any length then). Lengths from 64 on are left to `lengths`.
  let lengthBits: [UInt64]
  /// The general description's lengths, read by `lengthCheck` for every parse.
  let generalLengths: GeneralLengths

  /// The general description's possible and local-only lengths, as `lengthCheck` reads them:
  /// its first and last possible length, and both lists as bits (lengths 0–63).
  struct GeneralLengths: Sendable {
    var first: Int?
    var last: Int
    var possible: UInt64
    var localOnly: UInt64
    /// Whether any length is 64 or more (then `lengthCheck` reads the lists).
    var long: Bool

    init(possible: [Int], localOnly: [Int]) {
      first = possible.first
      last = possible.last ?? 0
      self.possible = RegionRules.bits(possible)
      self.localOnly = RegionRules.bits(localOnly)
      long = (possible + localOnly).contains { $0 < 0 || $0 >= 64 }
    }
  }

  /// A type's entry of `lengthBits`.
  static func typeLengthBits(_ lengths: [Int]?) -> UInt64 {
    guard let lengths, !lengths.isEmpty else { return .max }
    return bits(lengths)
  }

  /// Lengths 0–63 of a list as bits.
  static func bits(_ lengths: [Int]) -> UInt64 {
    lengths.reduce(0) { $1 >= 0 && $1 < 64 ? $0 | 1 << UInt64($1) : $0 }
  }
  package let internationalPrefix: FirstMatchDFA?
  package let nationalPrefixForParsing: FirstMatchDFA?
  /// The national-prefix pattern for capture groups, used only when a transform rule needs
  /// them (parse time only; see `PhoneNumberParser`).
  package let nationalPrefixPattern: DigitPattern?
  /// The reference matcher over `nationalPrefixPattern` and the transform rule's steps, made
  /// once (nil when the region has no transform rule, or an empty one).
  let nationalPrefixTransform: (matcher: ReferenceMatcher, steps: [TransformStep])?

  /// One step of a national-prefix transform rule (`9$1`): a group of the national-prefix
  /// pattern's match, or a digit. Other characters of the rule write nothing.
  enum TransformStep: Sendable {
    case group(Int)
    case digit(UInt8)
  }

  /// The steps of a transform rule: `$` and a digit is a group, a digit is itself.
  static func transformSteps(_ rule: String) -> [TransformStep] {
    var steps: [TransformStep] = []
    let t = Array(rule.unicodeScalars)
    var i = 0
    while i < t.count {
      if t[i] == "$", i + 1 < t.count, let g = TextScanner.asciiDigit(t[i + 1]) {
        steps.append(.group(Int(g)))
        i += 2
      } else {
        if let d = TextScanner.asciiDigit(t[i]) { steps.append(.digit(d)) }
        i += 1
      }
    }
    return steps
  }

  static func transform(_ region: Region, pattern: DigitPattern?)
    -> (matcher: ReferenceMatcher, steps: [TransformStep])?
  {
    guard let rule = region.nationalPrefixTransformRule, !rule.isEmpty, let pattern else {
      return nil
    }
    return (ReferenceMatcher(pattern), transformSteps(rule))
  }
  package let leadingDigits: LeadingDigitsAutomaton?

  package var name: String { region.name }

  /// Bytes of the automata: types, prefix rules and leading digits.
  package var byteCount: Int { typesByteCount + prefixByteCount + leadingDigitsByteCount }
  /// Bytes of the type automaton.
  package var typesByteCount: Int { types.byteCount }
  /// Bytes of the prefix automata (international prefix, national prefix for parsing).
  package var prefixByteCount: Int {
    (internationalPrefix?.byteCount ?? 0) + (nationalPrefixForParsing?.byteCount ?? 0)
  }
  /// Bytes of the leading-digits automaton (0 without one).
  package var leadingDigitsByteCount: Int { leadingDigits?.byteCount ?? 0 }

  /// Rules from automata compiled before (a table file); lengths are taken from the region, and
  /// `nationalPrefixPattern` is the national-prefix pattern's tree the file stores where the
  /// region has a transform rule (nothing is parsed).
  convenience init(
    _ region: Region, types: MultiPatternDFA, internationalPrefix: FirstMatchDFA?,
    nationalPrefixForParsing: FirstMatchDFA?, leadingDigits: LeadingDigitsAutomaton?,
    nationalPrefixPattern: DigitPattern?
  ) {
    self.init(
      compiled: region, types: types, internationalPrefix: internationalPrefix,
      nationalPrefixForParsing: nationalPrefixForParsing,
      nationalPrefixPattern: nationalPrefixPattern, leadingDigits: leadingDigits)
  }

  /// Rules from automata the compiler built (`RegionRules.compile` in PhoneCompiler), with the
  /// national-prefix pattern parsed when a transform rule needs its groups.
  package init(
    compiled region: Region, types: MultiPatternDFA, internationalPrefix: FirstMatchDFA?,
    nationalPrefixForParsing: FirstMatchDFA?, nationalPrefixPattern: DigitPattern?,
    leadingDigits: LeadingDigitsAutomaton?
  ) {
    self.region = region
    self.types = types
    let lengths = Self.typeOrder.map { region.types[$0]?.possibleLengths }
    let local = Self.typeOrder.map { region.types[$0]?.localOnlyLengths }
    self.lengths = lengths
    self.localOnlyLengths = local
    self.lengthBits = lengths.map(Self.typeLengthBits)
    self.generalLengths = GeneralLengths(possible: lengths[0] ?? [], localOnly: local[0] ?? [])
    self.internationalPrefix = internationalPrefix
    self.nationalPrefixForParsing = nationalPrefixForParsing
    self.nationalPrefixPattern = nationalPrefixPattern
    self.nationalPrefixTransform = Self.transform(region, pattern: nationalPrefixPattern)
    self.leadingDigits = leadingDigits
    debugCheck("\(region.name) rules") { () throws(InvariantViolation) in
      try types.checkInvariants()
      try internationalPrefix?.checkInvariants()
      try nationalPrefixForParsing?.checkInvariants()
      try leadingDigits?.checkInvariants()
    }
  }

  /// Whether `type`'s pattern matches all of `digits` (lengths aside).
  package func matches(_ type: PatternType, _ digits: some Sequence<UInt8>) -> Bool {
    guard let i = Self.typeOrder.firstIndex(of: type) else { return false }
    return types.matches(digits) & (1 << UInt32(i)) != 0
  }

  /// libphonenumber's `_match_national_number` on the general description: a full match.
  func matchesGeneralPattern(_ digits: some Sequence<UInt8>) -> Bool {
    types.matches(digits) & 1 != 0
  }

  /// `matchesGeneralPattern` on digits in a buffer (the parser's), through the faster walk.
  func matchesGeneralPattern(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
    types.matches(digits) & 1 != 0
  }

  /// Bits of the types whose pattern and possible lengths both accept `digits`.
  func matchingTypes(_ digits: some Collection<UInt8>) -> UInt32 {
    matchingTypes(types.matches(digits), length: digits.count)
  }

  /// `matchingTypes` on digits in a buffer (a parsed number's), through the faster walk.
  func matchingTypes(_ digits: UnsafeBufferPointer<UInt8>) -> UInt32 {
    matchingTypes(types.matches(digits), length: digits.count)
  }

  /// The types of `matches` (patterns that match a number of `length` digits) whose possible
  /// lengths accept that length.
  @inline(__always)
  private func matchingTypes(_ matches: UInt32, length count: Int) -> UInt32 {
    var bits = matches
    var out: UInt32 = 0
    while bits != 0 {
      let i = bits.trailingZeroBitCount
      bits &= bits - 1
      guard i < lengthBits.count else { break }
      if count < 64 {
        if lengthBits[i] >> UInt64(count) & 1 == 0 { continue }
      } else if let l = lengths[i], !l.isEmpty, !l.contains(count) {
        continue
      }
      out |= 1 << UInt32(i)
    }
    return out
  }

  /// The bit of `type` in `matchingTypes` (its place in `typeOrder`; a test checks they agree).
  static func bit(_ type: PatternType) -> UInt32 {
    switch type {
    case .generalDesc: return 1 << 0
    case .premiumRate: return 1 << 1
    case .tollFree: return 1 << 2
    case .sharedCost: return 1 << 3
    case .voip: return 1 << 4
    case .personalNumber: return 1 << 5
    case .pager: return 1 << 6
    case .uan: return 1 << 7
    case .voicemail: return 1 << 8
    case .fixedLine: return 1 << 9
    case .mobile: return 1 << 10
    case .noInternationalDialling: return 1 << 11
    }
  }

  /// libphonenumber's `_number_type_helper`.
  package func numberType(of digits: some Collection<UInt8>) -> NumberType {
    numberType(matching: matchingTypes(digits))
  }

  /// `numberType(of:)` on digits in a buffer (a parsed number's), through the faster walk.
  package func numberType(of digits: UnsafeBufferPointer<UInt8>) -> NumberType {
    numberType(matching: matchingTypes(digits))
  }

  /// The type of a number whose `matchingTypes` are `m`.
  private func numberType(matching m: UInt32) -> NumberType {
    func has(_ t: PatternType) -> Bool {
      m & Self.bit(t) != 0
    }
    if !has(.generalDesc) { return .unknown }
    if has(.premiumRate) { return .premiumRate }
    if has(.tollFree) { return .tollFree }
    if has(.sharedCost) { return .sharedCost }
    if has(.voip) { return .voip }
    if has(.personalNumber) { return .personalNumber }
    if has(.pager) { return .pager }
    if has(.uan) { return .uan }
    if has(.voicemail) { return .voicemail }
    if has(.fixedLine) {
      if region.sameMobileAndFixedLinePattern || has(.mobile) { return .fixedLineOrMobile }
      return .fixedLine
    }
    if !region.sameMobileAndFixedLinePattern && has(.mobile) { return .mobile }
    return .unknown
  }

  /// libphonenumber's `_test_number_length` for an unknown type (the general lengths).
  package func lengthCheck(_ length: Int) -> LengthCheck {
    let general = generalLengths
    if !general.long && length >= 0 && length < 64 {
      if general.localOnly >> UInt64(length) & 1 != 0 { return .possibleLocalOnly }
      guard let minimum = general.first else { return .invalidLength }
      if minimum == length { return .possible }
      if minimum > length { return .tooShort }
      if general.last < length { return .tooLong }
      return general.possible >> UInt64(length) & 1 != 0 ? .possible : .invalidLength
    }
    let possible = lengths[0] ?? []
    let local = localOnlyLengths[0] ?? []
    if local.contains(length) { return .possibleLocalOnly }
    guard let minimum = possible.first else { return .invalidLength }
    if minimum == length { return .possible }
    if minimum > length { return .tooShort }
    if possible.last! < length { return .tooLong }
    return possible.dropFirst().contains(length) ? .possible : .invalidLength
  }

  /// Whether digits typed so far can still become a number of some specific type of this
  /// region (the general pattern alone is too broad to tell regions apart).
  func canContinue(_ digits: [UInt8]) -> Bool {
    types.othersCanMatch(types.state(after: digits))
  }
}

/// How a national number's length compares with a region's possible lengths
/// (libphonenumber's `ValidationResult`).
public enum LengthCheck: Hashable, Sendable {
  case possible, possibleLocalOnly, tooShort, tooLong, invalidLength
}
