// PhoneCatalog+Hints: a region's example number as a placeholder, and the shape of its format.

/// What a phone field can show before anything is typed: a type's example number formatted,
/// and the format's template (`(xxx) xxx-xxxx`), nationally and internationally.
///
/// ```swift
/// let hint = catalog.hint(for: .gb, type: .mobile)!
/// hint.national               // "07400 123456"
/// hint.nationalTemplate       // "0xxxx xxxxxx"
/// hint.international          // "+44 7400 123456"
/// hint.internationalTemplate  // "+44 xxxx xxxxxx"
/// ```
public struct NumberHint: Hashable, Sendable {
  public var region: RegionCode
  public var type: NumberType
  /// The example number's national significant number (libphonenumber's `exampleNumber`).
  public var example: String
  /// The example written nationally, e.g. `020 7946 0958`.
  public var national: String
  /// `national` with the national significant number's digits replaced by `x`; the national
  /// prefix and the formatting stay (`0xx xxxx xxxx`).
  public var nationalTemplate: String
  /// The example written internationally, e.g. `+44 20 7946 0958`.
  public var international: String
  /// `international` with the national significant number's digits replaced by `x`
  /// (`+44 xx xxxx xxxx`).
  public var internationalTemplate: String
}

extension PhoneCatalog {
  /// The number types a hint can be given for, in the order `hints(for:)` lists them.
  public static let hintTypes: [NumberType] = [
    .fixedLine, .mobile, .tollFree, .premiumRate, .sharedCost, .voip, .personalNumber, .pager,
    .uan, .voicemail,
  ]

  /// The hint for `type` in `region`, or nil when the region has no example of that type.
  ///
  /// The example is formatted as ``format(_:style:)`` formats any number (the calling code's
  /// formats, so a region sharing +1 with the US gets the US format).
  /// - Complexity: one pass of the format automaton per style.
  public func hint(for region: RegionCode, type: NumberType) -> NumberHint? {
    guard let key = PatternType(type), let r = regions[region],
      let example = r.types[key]?.example, !example.isEmpty,
      example.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 })
    else { return nil }
    let number = PhoneNumber(
      callingCode: CallingCode(unchecked: r.callingCode), nationalNumber: example)
    let national = format(number, style: .national)
    let international = format(number, style: .international)
    return NumberHint(
      region: region, type: type, example: example, national: national,
      nationalTemplate: Self.template(national, significantDigits: example.utf8.count),
      international: international,
      internationalTemplate: Self.template(international, significantDigits: example.utf8.count))
  }

  /// The hints of every type of `region` that has an example, in ``hintTypes`` order.
  public func hints(for region: RegionCode) -> [NumberHint] {
    Self.hintTypes.compactMap { hint(for: region, type: $0) }
  }

  /// `text` with its last `significantDigits` ASCII digits replaced by `x`: the national
  /// significant number comes last, after any calling code or national prefix.
  static func template(_ text: String, significantDigits: Int) -> String {
    let total = text.unicodeScalars.filter { $0.value >= 48 && $0.value <= 57 }.count
    var skip = total - significantDigits
    var out = String.UnicodeScalarView()
    for s in text.unicodeScalars {
      if s.value >= 48 && s.value <= 57 {
        if skip > 0 {
          skip -= 1
          out.append(s)
        } else {
          out.append("x")
        }
      } else {
        out.append(s)
      }
    }
    return String(out)
  }
}
