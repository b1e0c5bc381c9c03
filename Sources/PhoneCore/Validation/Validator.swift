// Validator: possible length, validity, number type and region of a parsed number.

/// The outcome of validating text: a valid number of some kind, or the reason it is not.
public enum ValidationResult: Hashable, Sendable, CustomStringConvertible {
  case valid(NumberType)
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
  /// No region has the calling code (libphonenumber's `INVALID_COUNTRY_CODE`, whose name
  /// the CLI's reason keeps).
  case invalidCallingCode = "invalid-country-code"
  case notANumber = "not-a-number"
  case invalidNumber = "invalid-number"
  /// The number is valid, but for another region than the one it was required to belong to
  /// (a `+1 416` number in a US form): `validate(_:region:requireRegion:)` with
  /// `requireRegion: true` (libphonenumber's `isValidNumberForRegion` is false).
  case wrongRegion = "wrong-region"
  /// The rules of the region the number belongs to do not compile (`ParseError.rulesDoNotCompile`).
  case rulesDoNotCompile = "rules-do-not-compile"
}

extension PhoneCatalog {
  /// The region a number belongs to, as libphonenumber's `region_code_for_number` decides for
  /// calling codes shared by several regions: a region whose leading digits match, else the
  /// first region without leading digits (main region first) whose number types accept it.
  /// `.nonGeographic` for +800 and the like; nil for an unknown code or no match, and for a
  /// code shared by several regions when one of them has rules that do not compile (which of
  /// them the number belongs to cannot be told; `validate` says `rules-do-not-compile`).
  public func region(for number: PhoneNumber) -> RegionCode? {
    let callingCode = number.callingCode.rawValue
    switch regionCount(callingCode: callingCode) {
    case 0: return nil
    case 1: return mainRegion(code: callingCode)
    default:
      return number.withDigits { digits in
        try? regionCode(sharedCallingCode: callingCode, digits: digits)
      }
    }
  }

  /// `region(for:)` for a calling code of several regions.
  /// - Throws: the `RuleError` of a region of the code whose rules do not compile.
  func regionCode(sharedCallingCode callingCode: Int, digits: UnsafeBufferPointer<UInt8>)
    throws(RuleError) -> RegionCode?
  {
    let shared = try sharedRegions(callingCode: callingCode)
    let rules = shared.rules
    // A region whose leading digits match is more specific than one whose patterns merely
    // accept the number, so those are asked first (libphonenumber asks in list order, main
    // region first; with its metadata both orders agree, and a pack adding a region with
    // leading digits beside a broad main region, such as IC beside ES, needs this one). The
    // index of the first three digits answers most numbers without running the automata.
    switch shared.answer(digits) {
    case SharedRegions.undecided:
      for r in rules {
        if let leading = r.leadingDigits, leading.matchesPrefix(digits) { return r.region.code }
      }
    case SharedRegions.noLeadingDigitsMatch:
      break
    case let position:
      return rules[Int(position) - 1].region.code
    }
    for r in rules where r.leadingDigits == nil {
      if r.numberType(of: digits) != .unknown { return r.region.code }
    }
    return nil
  }

  /// The rules of the region a number belongs to and its kind there (`.unknown` when it
  /// belongs to none); the digits are read once.
  /// - Throws: the `RuleError` of rules that do not compile, when they are needed.
  func classify(_ number: PhoneNumber) throws(RuleError) -> (
    rules: RegionRules?, kind: NumberType
  ) {
    // Only the calling code and the digits go into the closure: a captured `PhoneNumber` is
    // copied, strings and all.
    let callingCode = number.callingCode.rawValue
    let count = regionCount(callingCode: callingCode)
    guard count > 0 else { return (nil, .unknown) }
    let result = number.withDigits {
      digits -> Result<(rules: RegionRules?, kind: NumberType), RuleError> in
      Result { () throws(RuleError) in
        try classify(callingCode: callingCode, regions: count, digits: digits)
      }
    }
    return try result.get()
  }

  /// `classify`, with rules that do not compile answering as a number of no region.
  func classifyOrUnknown(_ number: PhoneNumber) -> (rules: RegionRules?, kind: NumberType) {
    (try? classify(number)) ?? (nil, .unknown)
  }

  /// `classify` on a national number's digits, whose calling code has `count` regions.
  /// - Throws: the `RuleError` of rules that do not compile, when they are needed.
  func classify(callingCode: Int, regions count: Int, digits: UnsafeBufferPointer<UInt8>)
    throws(RuleError) -> (rules: RegionRules?, kind: NumberType)
  {
    let code =
      count == 1
      ? mainRegion(code: callingCode)
      : try regionCode(sharedCallingCode: callingCode, digits: digits)
    guard let code, let rules = try self.rules(forRegion: code, callingCode: callingCode) else {
      return (nil, .unknown)
    }
    return (rules, rules.numberType(of: digits))
  }

  /// The kind of number (libphonenumber's `number_type`); `.unknown` also when the rules of
  /// its region do not compile (`validate` says so).
  public func numberType(of number: PhoneNumber) -> NumberType {
    classifyOrUnknown(number).kind
  }

  /// Whether the number is valid in the region it belongs to (libphonenumber's
  /// `is_valid_number`).
  /// False also when the rules of its region do not compile (`validate` says so).
  public func isValid(_ number: PhoneNumber) -> Bool {
    // `classify` without handing the rules back: they are looked at where they are found
    // (returning them cost a retain and a release more per number).
    let callingCode = number.callingCode.rawValue
    let count = regionCount(callingCode: callingCode)
    guard count > 0 else { return false }
    return number.withDigits { digits in
      do throws(RuleError) {
        let code =
          count == 1
          ? mainRegion(code: callingCode)
          : try regionCode(sharedCallingCode: callingCode, digits: digits)
        guard let code, let rules = try self.rules(forRegion: code, callingCode: callingCode),
          rules.region.callingCode == callingCode
        else { return false }
        return rules.numberType(of: digits) != .unknown
      } catch {
        return false
      }
    }
  }

  /// The length check against the calling code's main region (libphonenumber's
  /// `is_possible_number_with_reason`); nil for an unknown calling code, and when the main
  /// region's rules do not compile (`validate` says so).
  public func lengthCheck(_ number: PhoneNumber) -> LengthCheck? {
    guard let rules = try? regionRules(callingCode: number.callingCode.rawValue) else { return nil }
    return rules.lengthCheck(number.nationalNumberLength)
  }

  /// Parses and validates text: `valid TYPE` or the first reason it is not.
  ///
  /// With `requireRegion`, a number valid for another region than `region` is
  /// `.invalid(.wrongRegion)`: a German form refuses a valid Austrian number, a US form a
  /// `+1 416` (Canadian) one. The number must then be valid for `region` itself
  /// (libphonenumber's `isValidNumberForRegion`); other answers are as without it.
  ///
  /// ```swift
  /// catalog.validate("+1 416 555 0123", region: .us)                       // .valid(.fixedLineOrMobile)
  /// catalog.validate("+1 416 555 0123", region: .us, requireRegion: true)  // .invalid(.wrongRegion)
  /// ```
  /// - Parameters:
  ///   - text: the number as typed or pasted, with or without its calling code.
  ///   - region: the region a number without a calling code is read in (nil: only numbers
  ///     written with `+` are accepted).
  ///   - requireRegion: whether the number must be valid for `region` itself (no effect when
  ///     `region` is nil).
  public func validate(_ text: String, region: RegionCode?, requireRegion: Bool = false)
    -> ValidationResult
  {
    do {
      let number = try parse(text, region: region)
      return validity(of: number, requiring: requireRegion ? region : nil)
    } catch {
      return .invalid(InvalidReason(error))
    }
  }

  /// `validity(of:)`, and for a valid number `.invalid(.wrongRegion)` unless it is valid for
  /// `required` itself (when given); `rules-do-not-compile` when `required`'s rules do not.
  func validity(of number: PhoneNumber, requiring required: RegionCode?) -> ValidationResult {
    let result = validity(of: number)
    guard let required, case .valid = result else { return result }
    do throws(RuleError) {
      return try isValid(number, forRegion: required) ? result : .invalid(.wrongRegion)
    } catch {
      return .invalid(.rulesDoNotCompile)
    }
  }

  /// Whether the number is valid for `region` itself, by that region's own patterns and
  /// calling code (libphonenumber's `is_valid_number_for_region`); for `.nonGeographic`, the
  /// entity of the number's calling code. False for a region this catalog does not have.
  /// - Throws: the `RuleError` of `region`'s rules when they do not compile.
  package func isValid(_ number: PhoneNumber, forRegion region: RegionCode) throws(RuleError)
    -> Bool
  {
    let callingCode = number.callingCode.rawValue
    guard let rules = try rules(forRegion: region, callingCode: callingCode),
      rules.region.callingCode == callingCode
    else { return false }
    return number.withDigits { rules.numberType(of: $0) } != .unknown
  }

  /// The validity of a parsed number: its length against the calling code's main region,
  /// then its kind in the region it belongs to; `rules-do-not-compile` when rules it needs do
  /// not compile.
  func validity(of number: PhoneNumber) -> ValidationResult {
    do throws(RuleError) {
      guard let main = try regionRules(callingCode: number.callingCode.rawValue) else {
        return .invalid(.invalidCallingCode)
      }
      switch main.lengthCheck(number.nationalNumberLength) {
      case .tooShort: return .invalid(.tooShort)
      case .tooLong: return .invalid(.tooLong)
      case .invalidLength: return .invalid(.invalidLength)
      case .possible, .possibleLocalOnly: break
      }
      let (rules, kind) = try classify(number)
      guard let rules, rules.region.callingCode == number.callingCode.rawValue, kind != .unknown
      else {
        return .invalid(.invalidNumber)
      }
      return .valid(kind)
    } catch {
      return .invalid(.rulesDoNotCompile)
    }
  }
}

extension InvalidReason {
  /// The reason a parse error gives for text not being a valid number.
  init(_ error: ParseError) {
    switch error {
    case .notANumber: self = .notANumber
    case .invalidCallingCode: self = .invalidCallingCode
    case .tooShort: self = .tooShort
    case .tooLong: self = .tooLong
    case .rulesDoNotCompile: self = .rulesDoNotCompile
    }
  }
}
