// PhoneTextStyle: the row text (flag, name, calling code) and field text of a locale, laid out for it.

public import PhoneCore

/// How phone text is shown in one locale: its direction, its alignment, its digits, and
/// whether numbers are isolated with directional marks.
///
/// In a right-to-left locale a row is a right-to-left line: the flag at the right edge, then
/// the name, then the dial code at the left, which is isolated (LRI ... PDI) so that it reads
/// `+44`, not `44+`. The phone field aligns right and its text is isolated too, so the number
/// reads left to right; ``FieldText`` maps carets across the marks.
///
/// ```swift
/// let style = try PhoneTextStyle(locale: DisplayLocale("ar"), digits: .latin)
/// style.alignment                     // .right
/// style.rowText(for: gb)              // "🇬🇧 المملكة المتحدة \u{2066}+44\u{2069}"
/// style.fieldText("+44 20").display   // "\u{2066}+44 20\u{2069}"
/// ```
public struct PhoneTextStyle: Hashable, Sendable {
  /// The base direction of rows and of the text around the field.
  public let direction: TextDirection
  /// The digits numbers are shown in (stored text stays ASCII).
  public let digits: LocaleDigits
  /// Whether numbers are wrapped in LRI ... PDI: by default in right-to-left locales only.
  public let isolatesNumbers: Bool

  /// The style of `locale`, showing `digits` (ASCII unless given).
  /// - Parameters:
  ///   - locale: gives the direction, and by default whether numbers are isolated.
  ///   - digits: the digits numbers are shown in; ``LocaleDigits/latin`` by default.
  ///   - isolatesNumbers: nil (the default) isolates in right-to-left locales only.
  public init(locale: DisplayLocale, digits: LocaleDigits = .latin, isolatesNumbers: Bool? = nil) {
    self.direction = locale.direction
    self.digits = digits
    self.isolatesNumbers = isolatesNumbers ?? locale.isRightToLeft
  }

  /// The edge rows and the field align to: right in a right-to-left locale.
  public var alignment: TextAlignment { direction.leadingEdge }

  /// A number as shown: in the style's digits, isolated when the style isolates numbers.
  public func number(_ ascii: String) -> String {
    let shown = digits.localize(ascii)
    return isolatesNumbers ? BidiIsolation.isolate(shown) : shown
  }

  /// The calling code as shown: `+44`, `+٤٤`, isolated when the style isolates numbers.
  public func callingCode(_ code: CallingCode) -> String { number(code.description) }

  /// The row of `entry` in logical order: flag, name, dial code, separated by spaces. Laid
  /// out in ``direction`` (the paragraph level of the row), the flag is at the leading edge.
  public func rowText(for entry: CountryEntry) -> String {
    let flag = entry.flag
    return (flag.isEmpty ? "" : flag + " ") + entry.name + " " + callingCode(entry.callingCode)
  }

  /// The field text as shown for `stored` (as PhoneCore's formatter or field produced it),
  /// with the caret mapping between the two.
  public func fieldText(_ stored: String) -> FieldText {
    FieldText(display: number(stored))
  }
}
