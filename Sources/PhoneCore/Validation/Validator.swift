// Validator: possible length, validity, number type and region of a parsed number.

/// The outcome of validating text: a valid number of some kind, or the reason it is not.
public enum ValidationResult: Hashable, Sendable, CustomStringConvertible {
  case valid(PhoneNumberKind)
  case invalid(InvalidReason)

  /// `valid TYPE` or `invalid REASON`, as `phonefmt validate` prints.
  public var description: String {
    switch self {
    case .valid(let kind): return "valid \(kind.rawValue)"
    case .invalid(let reason): return "invalid \(reason.rawValue)"
    }
  }
}

/// Why a number is not valid (the reasons of `phonefmt validate`).
public enum InvalidReason: String, Hashable, Sendable {
  case tooShort = "too-short"
  case tooLong = "too-long"
  case invalidLength = "invalid-length"
  case invalidCountryCode = "invalid-country-code"
  case notANumber = "not-a-number"
  case invalidNumber = "invalid-number"
}

extension PhoneCatalog {
  /// The region a number belongs to, as libphonenumber's `region_code_for_number` decides for
  /// calling codes shared by several regions: a region whose leading digits match, else the
  /// first region without leading digits (main region first) whose number types accept it.
  /// `.nonGeographic` for +800 and the like; nil for an unknown code or no match.
  public func regionCode(for number: PhoneNumber) -> RegionCode? {
    switch regionCount(callingCode: number.callingCode) {
    case 0: return nil
    case 1: return mainRegion(forCallingCode: number.callingCode)
    default:
      return number.withDigits { digits in
        regionCode(sharedCallingCode: number.callingCode, digits: digits)
      }
    }
  }

  /// `regionCode(for:)` for a calling code of several regions.
  func regionCode(sharedCallingCode callingCode: Int, digits: UnsafeBufferPointer<UInt8>)
    -> RegionCode?
  {
    let rules = sharedRules(callingCode: callingCode)
    // A region whose leading digits match is more specific than one whose patterns merely
    // accept the number, so those are asked first (libphonenumber asks in list order, main
    // region first; with its metadata both orders agree, and a pack adding a region with
    // leading digits beside a broad main region, such as IC beside ES, needs this one).
    for r in rules {
      if let leading = r.leadingDigits, leading.matchesPrefix(digits) { return r.region.code }
    }
    for r in rules where r.leadingDigits == nil {
      if r.kind(of: digits) != .unknown { return r.region.code }
    }
    return nil
  }

  /// The rules of the region a number belongs to and its kind there (`.unknown` when it
  /// belongs to none); the digits are read once.
  func classify(_ number: PhoneNumber) -> (rules: RegionRules?, kind: PhoneNumberKind) {
    let count = regionCount(callingCode: number.callingCode)
    guard count > 0 else { return (nil, .unknown) }
    return number.withDigits { digits in
      let code =
        count == 1
        ? mainRegion(forCallingCode: number.callingCode)
        : regionCode(sharedCallingCode: number.callingCode, digits: digits)
      guard let code, let rules = try? self.rules(forRegion: code, callingCode: number.callingCode)
      else {
        return (nil, .unknown)
      }
      return (rules, rules.kind(of: digits))
    }
  }

  /// The kind of number (libphonenumber's `number_type`).
  public func kind(of number: PhoneNumber) -> PhoneNumberKind {
    classify(number).kind
  }

  /// Whether the number is valid in the region it belongs to (libphonenumber's
  /// `is_valid_number`).
  public func isValid(_ number: PhoneNumber) -> Bool {
    let (rules, kind) = classify(number)
    guard let rules, rules.region.callingCode == number.callingCode else { return false }
    return kind != .unknown
  }

  /// The length check against the calling code's main region (libphonenumber's
  /// `is_possible_number_with_reason`); nil for an unknown calling code.
  public func lengthCheck(_ number: PhoneNumber) -> LengthCheck? {
    guard let rules = try? regionRules(callingCode: number.callingCode) else { return nil }
    return rules.lengthCheck(number.nationalNumber.utf8.count)
  }

  /// Parses and validates text: `valid TYPE` or the first reason it is not.
  public func validate(_ text: String, region: RegionCode?) -> ValidationResult {
    let number: PhoneNumber
    do {
      number = try parse(text, region: region)
    } catch {
      switch error {
      case .notANumber: return .invalid(.notANumber)
      case .invalidCountryCode: return .invalid(.invalidCountryCode)
      case .tooShort: return .invalid(.tooShort)
      case .tooLong: return .invalid(.tooLong)
      }
    }
    switch lengthCheck(number) {
    case nil: return .invalid(.invalidCountryCode)
    case .tooShort: return .invalid(.tooShort)
    case .tooLong: return .invalid(.tooLong)
    case .invalidLength: return .invalid(.invalidLength)
    case .possible, .possibleLocalOnly: break
    }
    let (rules, kind) = classify(number)
    guard let rules, rules.region.callingCode == number.callingCode, kind != .unknown else {
      return .invalid(.invalidNumber)
    }
    return .valid(kind)
  }
}
