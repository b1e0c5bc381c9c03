// DigitFolding: the value of a decimal digit in any Unicode script.

/// Folds Unicode decimal digits (ASCII, Arabic-Indic `٠١٢`, Persian `۰۱۲`, full-width `０１２`,
/// Devanagari, ...) to their values. Only `Numeric_Type=Decimal` counts, as in libphonenumber.
package enum DigitFolding {
  /// The digit's value 0–9, or nil when the scalar is not a decimal digit.
  @inline(__always) package static func value(of scalar: Unicode.Scalar) -> UInt8? {
    if scalar.value >= 48 && scalar.value <= 57 { return UInt8(scalar.value - 48) }
    if scalar.value < 0x660 { return nil }
    return otherScriptValue(of: scalar)
  }

  /// `value(of:)` past ASCII, from the scalar's Unicode properties. Out of line: inlined, it
  /// made every keystroke instantiate the properties' type metadata (two runtime calls,
  /// about 14 instructions a keystroke when that was measured) even for an ASCII digit.
  @inline(never)
  static func otherScriptValue(of scalar: Unicode.Scalar) -> UInt8? {
    let p = scalar.properties
    guard p.numericType == .decimal, let v = p.numericValue, v >= 0, v <= 9 else { return nil }
    return UInt8(v)
  }
}
