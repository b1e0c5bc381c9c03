// NumberFormatter+Dialing: a number written as a person dials it from another region, from a
// mobile phone, and whether it can be dialled from abroad at all.
//
// These mirror libphonenumber's `formatOutOfCountryCallingNumber`,
// `formatNumberForMobileDialing` and `canBeInternationallyDialled` branch for branch: NANPA
// regions dial each other with `1` and the national format, regions sharing a calling code
// (RU and KZ, GB and GG) dial nationally, a region with one international dialling prefix
// (or a preferred one) writes it before the calling code, and a region with several writes
// the number internationally (`+`). The number's body is always the international format's.

extension PhoneCatalog {
  /// The number as dialled from `callingFrom` (libphonenumber's
  /// `formatOutOfCountryCallingNumber`).
  ///
  /// ```swift
  /// let london = try catalog.parse("020 7946 0958", region: .gb)
  /// catalog.formatOutOfCountry(london, callingFrom: .us)   // "011 44 20 7946 0958"
  /// catalog.formatOutOfCountry(london, callingFrom: .de)   // "00 44 20 7946 0958"
  /// catalog.formatOutOfCountry(london, callingFrom: .gg)   // "020 7946 0958" (same calling code)
  /// let toronto = try catalog.parse("+1 416 555 0123", region: nil)
  /// catalog.formatOutOfCountry(toronto, callingFrom: .us)  // "1 (416) 555-0123"
  /// ```
  /// A calling region with several international prefixes and no preferred one gets the
  /// international format (`+44 20 7946 0958`); so does a region this catalog does not have.
  /// An extension is written as the international format writes it. A number whose calling
  /// code the catalog does not know is written as its digits.
  /// - Complexity: O(digits), as `format(_:style:)`.
  public func formatOutOfCountry(_ number: PhoneNumber, callingFrom: RegionCode) -> String {
    guard callingFrom != .nonGeographic, let from = regions[callingFrom] else {
      return format(number, style: .international)
    }
    let callingCode = number.callingCode.rawValue
    guard isKnown(code: callingCode) else { return number.nationalNumber }
    if callingCode == Self.nanpaCallingCode {
      if from.callingCode == Self.nanpaCallingCode {
        return "1 " + format(number, style: .national)
      }
    } else if callingCode == from.callingCode {
      return format(number, style: .national)
    }
    let international = format(number, style: .international)
    guard let prefix = Self.internationalDiallingPrefix(of: from), !prefix.isEmpty else {
      return international
    }
    let head = "+\(callingCode) "
    let body =
      international.hasPrefix(head)
      ? international.dropFirst(head.count)
      : Substring(
        international)
    return prefix + " \(callingCode) " + body
  }

  /// The number as dialled from a mobile phone in `callingFrom`, formatted (libphonenumber's
  /// `formatNumberForMobileDialing` with formatting), or nil where the number cannot be dialled
  /// from there (where libphonenumber returns an empty string).
  ///
  /// ```swift
  /// let london = try catalog.parse("020 7946 0958", region: .gb)
  /// catalog.formatForMobileDialing(london, callingFrom: .gb)   // "020 7946 0958"
  /// catalog.formatForMobileDialing(london, callingFrom: .us)   // "+44 20 7946 0958"
  /// ```
  /// Within the main region of the number's calling code: the national format, except the
  /// international one for NANPA numbers that can be dialled internationally and are not too
  /// short for the region, for non-geographic numbers, and for fixed-line and mobile numbers of
  /// MX, CL and UZ (where it always works); nil for Brazilian fixed-line and mobile numbers,
  /// which need a carrier code there. From elsewhere: the international format of a valid
  /// number that can be dialled internationally, else nil. The extension is dropped.
  /// - Complexity: O(digits), plus one automaton pass per region of the calling code.
  public func formatForMobileDialing(_ number: PhoneNumber, callingFrom: RegionCode) -> String? {
    let callingCode = number.callingCode.rawValue
    guard let main = mainRegion(code: callingCode) else { return nil }
    var plain = number
    plain.extensionNumber = nil
    let kind = numberType(of: plain)
    guard callingFrom == main else {
      guard kind != .unknown, canBeInternationallyDialled(plain) else { return nil }
      return format(plain, style: .international)
    }
    let fixedOrMobile = kind == .fixedLine || kind == .mobile || kind == .fixedLineOrMobile
    if main == .br && fixedOrMobile {
      // Dialled within Brazil with a carrier code, which a parsed number does not keep.
      return nil
    }
    let international: Bool
    if callingCode == Self.nanpaCallingCode {
      let rules = try? rules(forRegion: callingFrom, callingCode: callingCode)
      let tooShort = rules?.lengthCheck(plain.nationalNumber.utf8.count) == .tooShort
      international = canBeInternationallyDialled(plain) && !tooShort
    } else {
      international =
        (main == .nonGeographic || ([.mx, .cl, .uz].contains(main) && fixedOrMobile))
        && canBeInternationallyDialled(plain)
    }
    let text = format(plain, style: international ? .international : .national)
    return text.isEmpty ? nil : text
  }

  /// Whether the number can be dialled from outside its region (libphonenumber's
  /// `canBeInternationallyDialled`): false when it matches its region's
  /// no-international-dialling pattern (`noInternationalDialling` in a pack), true otherwise,
  /// also for non-geographic numbers and numbers of no region. Validity is not checked.
  ///
  /// ```swift
  /// catalog.canBeInternationallyDialled(try catalog.parse("1800 123 456", region: .au))     // false
  /// catalog.canBeInternationallyDialled(try catalog.parse("+44 20 7946 0958", region: nil)) // true
  /// ```
  /// - Complexity: O(digits), plus one automaton pass per region of the calling code.
  public func canBeInternationallyDialled(_ number: PhoneNumber) -> Bool {
    let callingCode = number.callingCode.rawValue
    guard let code = region(for: number), code != .nonGeographic,
      let rules = try? rules(forRegion: code, callingCode: callingCode)
    else { return true }
    let bit = RegionRules.bit(.noInternationalDialling)
    return number.withDigits { rules.matchingTypes($0) & bit == 0 }
  }

  /// The calling code of the North American Numbering Plan (US, CA and 23 more regions).
  static let nanpaCallingCode = 1

  /// The prefix a region writes before a calling code when formatting for dialling: its
  /// preferred international prefix, else its international prefix when that is one prefix
  /// (digits, or digits `~` digits for a second dial tone), else nil (libphonenumber's
  /// `_SINGLE_INTERNATIONAL_PREFIX` rule).
  static func internationalDiallingPrefix(of region: Region) -> String? {
    if let preferred = region.preferredInternationalPrefix { return preferred }
    guard let prefix = region.internationalPrefix else { return nil }
    return isSinglePrefix(prefix) ? prefix : nil
  }

  /// Whether `prefix` is `\d+(?:[~⁓∼～]\d+)?` as a whole.
  static func isSinglePrefix(_ prefix: String) -> Bool {
    let waits: Set<Unicode.Scalar> = ["~", "\u{2053}", "\u{223C}", "\u{FF5E}"]
    var digitsBefore = 0
    var digitsAfter = 0
    var waited = false
    for s in prefix.unicodeScalars {
      if s.value >= 0x30 && s.value <= 0x39 {
        if waited { digitsAfter += 1 } else { digitsBefore += 1 }
      } else if waits.contains(s), !waited, digitsBefore > 0 {
        waited = true
      } else {
        return false
      }
    }
    return digitsBefore > 0 && (!waited || digitsAfter > 0)
  }
}
