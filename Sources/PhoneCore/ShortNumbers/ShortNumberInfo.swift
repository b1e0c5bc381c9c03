// ShortNumberInfo: libphonenumber's ShortNumberInfo questions (possible, valid, cost,
// emergency, carrier-specific, SMS) for short numbers dialled in one region.

/// The expected cost of calling a short number (libphonenumber's `ShortNumberCost`).
/// `rawValue` is `phonefmt short`'s spelling.
public enum ShortNumberCost: String, Hashable, Sendable, CaseIterable {
  case tollFree = "toll-free"
  case standardRate = "standard-rate"
  case premiumRate = "premium-rate"
  case unknown = "unknown-cost"
}

/// What a region's short-number metadata says about short numbers (`112`, `999`, `116123`)
/// dialled there: libphonenumber's `ShortNumberInfo` for one region.
///
/// ```swift
/// let gb = CorePack.shortNumbers(for: .gb)
/// gb.isEmergencyNumber("999")                              // true
/// gb.connectsToEmergencyNumber("9994")                     // true (extra digits still connect)
/// let n = try catalog.parse("116123", region: .gb)
/// gb.isValid(n)                                            // true
/// gb.expectedCost(n)                                       // .tollFree
/// ```
/// The number-based questions answer for numbers parsed in this region (its calling code);
/// a number of another calling code is neither possible nor valid here, and its cost is
/// unknown, as in libphonenumber's `…ForRegion` functions. The emergency questions take the
/// text as dialled, because `+1 911` and `911` differ.
public struct ShortNumberInfo: Sendable {
  /// The region the numbers are dialled in.
  public let region: RegionCode
  /// The region's calling code; nil when the region has no short-number metadata.
  package let callingCode: Int?
  /// One automaton for the region's patterns, in `Field` order; nil without metadata.
  package let automaton: MultiPatternDFA?
  /// Possible lengths per field (empty: any length), in `Field` order.
  package let lengths: [[Int]]

  /// The metadata's descriptions of short numbers, in automaton order.
  package enum Field: String, CaseIterable, Sendable {
    case generalDesc, shortCode, tollFree, standardRate, premiumRate, emergency
    case carrierSpecific, smsServices

    var bit: UInt32 { 1 << UInt32(Self.allCases.firstIndex(of: self)!) }
  }

  /// The regions where an emergency number must be dialled exactly: extra digits after it do
  /// not connect (libphonenumber's `REGIONS_WHERE_EMERGENCY_NUMBERS_MUST_BE_EXACT`).
  static let exactEmergencyRegions: Set<RegionCode> = [.br, .cl, .ni]

  /// A region without short-number metadata: nothing is possible, valid or an emergency.
  package init(emptyFor region: RegionCode) {
    self.region = region
    callingCode = nil
    automaton = nil
    lengths = Array(repeating: [], count: Field.allCases.count)
  }

  /// Whether the region has short-number metadata at all.
  public var hasMetadata: Bool { automaton != nil }

  /// Whether the number's length is one of the region's short-number lengths
  /// (libphonenumber's `isPossibleShortNumberForRegion`).
  public func isPossible(_ number: PhoneNumber) -> Bool {
    guard dialledHere(number) else { return false }
    return lengths[0].contains(number.nationalNumber.utf8.count)
  }

  /// Whether the number is a short number of the region: the general description and the
  /// short-code pattern accept it, lengths included (libphonenumber's
  /// `isValidShortNumberForRegion`). Whether it is in use cannot be told.
  public func isValid(_ number: PhoneNumber) -> Bool {
    let m = matching(number)
    return m & Field.generalDesc.bit != 0 && m & Field.shortCode.bit != 0
  }

  /// The cost of calling the number from the region (libphonenumber's
  /// `expectedCostForRegion`): premium, standard or toll-free by the patterns, emergency
  /// numbers toll-free, else unknown (also for a number of impossible length). Says nothing of
  /// validity: check ``isValid(_:)`` first where that matters.
  public func expectedCost(_ number: PhoneNumber) -> ShortNumberCost {
    guard isPossible(number) else { return .unknown }
    let m = matching(number)
    if m & Field.premiumRate.bit != 0 { return .premiumRate }
    if m & Field.standardRate.bit != 0 { return .standardRate }
    if m & Field.tollFree.bit != 0 { return .tollFree }
    if let automaton,
      number.withDigits({ automaton.matches($0) }) & Field.emergency.bit != 0
    {
      return .tollFree
    }
    return .unknown
  }

  /// Whether the number reaches a different place, or none, depending on the caller's carrier
  /// (libphonenumber's `isCarrierSpecificForRegion`). Says nothing of validity.
  public func isCarrierSpecific(_ number: PhoneNumber) -> Bool {
    matching(number) & Field.carrierSpecific.bit != 0
  }

  /// Whether the number is mainly for sending or receiving text messages (libphonenumber's
  /// `isSmsServiceForRegion`). Says nothing of validity.
  public func isSMSService(_ number: PhoneNumber) -> Bool {
    matching(number) & Field.smsServices.bit != 0
  }

  /// Whether the text, as dialled, is exactly an emergency number of the region
  /// (libphonenumber's `isEmergencyNumber`): formatting is ignored, extra digits are not,
  /// and a number written with `+` never is one. A dialer shows "Emergency call" for it and
  /// never reformats it.
  ///
  /// ```swift
  /// CorePack.shortNumbers(for: .us).isEmergencyNumber("911")    // true
  /// CorePack.shortNumbers(for: .us).isEmergencyNumber("+1 911") // false
  /// ```
  /// - Complexity: O(text length).
  public func isEmergencyNumber(_ text: String) -> Bool {
    emergencyMatch(text.unicodeScalars, allowingPrefix: false)
  }

  /// ``isEmergencyNumber(_:)`` of text as UTF-16 code units, read in place: what a dialer asks
  /// of a field's text at every keystroke without making a `String`.
  ///
  /// ```swift
  /// let emergency = here.isEmergencyNumber(utf16: field.utf16)   // no allocation
  /// ```
  /// - Complexity: O(text length); no allocation.
  public func isEmergencyNumber(utf16 text: some Sequence<UInt16>) -> Bool {
    emergencyMatch(UTF16Scalars(units: text), allowingPrefix: false)
  }

  /// ``connectsToEmergencyNumber(_:)`` of text as UTF-16 code units, read in place.
  /// - Complexity: O(text length); no allocation.
  public func connectsToEmergencyNumber(utf16 text: some Sequence<UInt16>) -> Bool {
    emergencyMatch(
      UTF16Scalars(units: text), allowingPrefix: !Self.exactEmergencyRegions.contains(region))
  }

  /// Whether dialling the text in the region might connect to an emergency service
  /// (libphonenumber's `connectsToEmergencyNumber`): as ``isEmergencyNumber(_:)``, and also
  /// when digits follow an emergency number, except in regions where it must be exact (BR,
  /// CL, NI).
  /// - Complexity: O(text length).
  public func connectsToEmergencyNumber(_ text: String) -> Bool {
    emergencyMatch(
      text.unicodeScalars, allowingPrefix: !Self.exactEmergencyRegions.contains(region))
  }

  /// libphonenumber's `_region_dialing_from_matches_number` with metadata present.
  func dialledHere(_ number: PhoneNumber) -> Bool {
    automaton != nil && number.callingCode.rawValue == callingCode
  }

  /// The fields whose pattern and lengths both accept the number's national digits; none for
  /// a number not dialled here.
  func matching(_ number: PhoneNumber) -> UInt32 {
    guard dialledHere(number) else { return 0 }
    return number.withDigits { matching(digits: $0) }
  }

  /// The fields whose pattern and lengths both accept `digits` (values 0–9) as the national
  /// digits of a number dialled here.
  func matching(digits: some Collection<UInt8>) -> UInt32 {
    guard let automaton else { return 0 }
    let count = digits.count
    var bits = automaton.matches(digits)
    for (i, allowed) in lengths.enumerated() where !allowed.isEmpty && !allowed.contains(count) {
      bits &= ~(1 << UInt32(i))
    }
    return bits
  }

  /// ``isValid(_:)`` of the number whose national digits are `digits` (values 0–9), dialled
  /// here: what the as-you-type formatter asks of the digits typed so far, to show a short
  /// number as typed (``AsYouTypeFormatter/shortNumbers``). No allocation.
  package func isValid(digits: some Collection<UInt8>) -> Bool {
    let m = matching(digits: digits)
    return m & Field.generalDesc.bit != 0 && m & Field.shortCode.bit != 0
  }

  /// The most digits a valid short number of the region has (0 without metadata; the formatter's
  /// bound for asking ``isValid(digits:)``): the longest of the general description's and the
  /// short codes' lengths, or, where both accept any length, the longest national number.
  var longestValidLength: Int {
    guard automaton != nil else { return 0 }
    let general = lengths[0].max() ?? .max
    let short = lengths[1].max() ?? .max
    return Swift.min(general, short, CompiledFormat.maxNationalLength)
  }

  /// The emergency pattern against the digits of the text's possible number (libphonenumber's
  /// `_matches_emergency_number_helper`): all of them, or with `allowingPrefix` any prefix.
  ///
  /// One pass over the scalars, with no copy: the possible number starts at the first `+` or
  /// digit (a `+` there answers no) and ends at a second number (`/` or `\`, spaces, `x`);
  /// its trailing non-word characters, which `_extract_possible_number` also drops, hold no
  /// digit, and every other character is skipped as `normalize_digits_only` skips it.
  func emergencyMatch(_ scalars: some Sequence<Unicode.Scalar>, allowingPrefix: Bool) -> Bool {
    guard let automaton else { return false }
    let bit = Field.emergency.bit
    var state = automaton.start
    var started = false
    var afterSlash = false
    for c in scalars {
      let digit = DigitFolding.value(of: c)
      if !started {
        if TextScanner.isPlus(c) { return false }
        guard digit != nil else { continue }
        started = true
      }
      if afterSlash {
        if c == " " { continue }
        if c == "x" { break }
        afterSlash = false
      }
      if c == "/" || c == "\\" {
        afterSlash = true
        continue
      }
      guard let digit else { continue }
      state = automaton.transitions.next(state, digit)
      if state.isDead { return false }
      if allowingPrefix && automaton.label(state) & bit != 0 { return true }
    }
    return started && automaton.label(state) & bit != 0
  }
}

/// The scalars of UTF-16 code units, decoded as they are read (U+FFFD for a lone surrogate).
struct UTF16Scalars<Units: Sequence<UInt16>>: Sequence {
  let units: Units

  struct Iterator: IteratorProtocol {
    var units: Units.Iterator
    var decoder = UTF16()

    mutating func next() -> Unicode.Scalar? {
      switch decoder.decode(&units) {
      case .scalarValue(let s): return s
      case .emptyInput: return nil
      case .error: return "\u{FFFD}"
      }
    }
  }

  func makeIterator() -> Iterator { Iterator(units: units.makeIterator()) }
}

extension PhoneNumberField {
  /// Whether the field's text is exactly an emergency number of its region (libphonenumber's
  /// `isEmergencyNumber`, as ``ShortNumberInfo/isEmergencyNumber(_:)``): what a dialer reads
  /// after each keystroke to show "Emergency call" and leave the digits as typed.
  ///
  /// ```swift
  /// var field = PhoneNumberField(region: .gb)   // the core pack's catalog
  /// field.insert("999")
  /// field.isEmergencyNumber                      // true
  /// ```
  /// False when the field's catalog has no short-number metadata (one made of regions alone;
  /// the core pack's catalogs, and packs loaded on them, have it).
  /// - Complexity: O(text length); no allocation. Typing does no work for it: it is worked out
  ///   when read.
  public var isEmergencyNumber: Bool {
    guard let table = formatter.catalog.shortNumberTable,
      let info = try? table.info(for: region)
    else { return false }
    return info.isEmergencyNumber(utf16: utf16)
  }
}
