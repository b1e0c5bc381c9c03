// LocaleDigits: a locale's digits (ICU numbering system) for display; stored text stays ASCII.

import PhoneCore

/// The ten digits of a numbering system, used to show a number in a locale's digits.
///
/// The value a field stores, and everything PhoneCore formats, stays ASCII; only what is shown
/// changes. The digits come from ICU's numbering system for the locale (`unumsys_open`):
///
/// ```swift
/// let digits = try LocaleDigits(locale: DisplayLocale("ar-EG"))
/// digits.numberingSystem               // "arab"
/// digits.localize("010 1234 5678")     // "٠١٠ ١٢٣٤ ٥٦٧٨"
/// LocaleDigits.ascii("٠١٠ ١٢٣٤")       // "010 1234"
/// try LocaleDigits(locale: DisplayLocale("ar-AE")).numberingSystem  // "latn"
/// ```
public struct LocaleDigits: Hashable, Sendable {
  /// The CLDR numbering system, e.g. `latn`, `arab` (Arabic-Indic), `arabext` (Persian).
  public let numberingSystem: String
  /// The digits zero to nine.
  public let digits: [Unicode.Scalar]

  /// ASCII digits (`latn`): showing a number changes nothing.
  public static let latin = LocaleDigits(
    numberingSystem: "latn", digits: (48...57).map { Unicode.Scalar(UInt8($0)) })

  private init(numberingSystem: String, digits: [Unicode.Scalar]) {
    self.numberingSystem = numberingSystem
    self.digits = digits
  }

  /// The digits of `locale`'s default numbering system (`arab` for `ar_EG`, `latn` for
  /// `ar_AE`, `arabext` for `fa`), or of its native one when `native` is set (`arab` for
  /// `ar_AE`: the locale ID's `@numbers=native` keyword).
  /// - Throws: ``ICUError/unsupportedNumberingSystem(_:)`` for a system without ten decimal
  ///   digits; ``ICUError/callFailed(function:status:name:)`` when ICU fails.
  public init(locale: DisplayLocale, native: Bool = false) throws(ICUError) {
    var id = locale.identifier
    if native { id += id.contains("@") ? ";numbers=native" : "@numbers=native" }
    try self.init(ICUNumberingSystem(locale: id))
  }

  /// The digits of the numbering system `name` (`unumsys_openByName`): `arab`, `arabext`,
  /// `fullwide`, `deva`, `beng`, ...
  /// - Throws: ``ICUError/unsupportedNumberingSystem(_:)`` for a system without ten decimal
  ///   digits (`roman`); ``ICUError/callFailed(function:status:name:)`` for an unknown name.
  public init(numberingSystem name: String) throws(ICUError) {
    try self.init(ICUNumberingSystem(name: name))
  }

  private init(_ system: ICUNumberingSystem) throws(ICUError) {
    let name = system.name
    guard !system.isAlgorithmic, system.radix == 10 else {
      throw .unsupportedNumberingSystem(name)
    }
    let digits = Array(try system.description().unicodeScalars)
    guard digits.count == 10,
      digits.enumerated().allSatisfy({ DigitFolding.value(of: $1) == UInt8($0) })
    else { throw .unsupportedNumberingSystem(name) }
    self.init(numberingSystem: name, digits: digits)
  }

  /// Whether these are the ASCII digits.
  public var isLatin: Bool { numberingSystem == "latn" }

  /// `text` with its ASCII digits in these digits; everything else unchanged.
  /// - Complexity: O(n) in the length of `text`.
  public func localize(_ text: String) -> String {
    if isLatin { return text }
    var out = String.UnicodeScalarView()
    for s in text.unicodeScalars {
      out.append(s.value >= 48 && s.value <= 57 ? digits[Int(s.value - 48)] : s)
    }
    return String(out)
  }

  /// `text` with every Unicode decimal digit (Arabic-Indic, Persian, full-width, ...) as
  /// ASCII (PhoneCore's `DigitFolding`); everything else unchanged.
  /// - Complexity: O(n) in the length of `text`.
  public static func ascii(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for s in text.unicodeScalars {
      if let v = DigitFolding.value(of: s) {
        out.append(Unicode.Scalar(48 + v))
      } else {
        out.append(s)
      }
    }
    return String(out)
  }
}
