// RegionCode+Flag: the flag emoji of a region, from its two regional indicator symbols.

public import PhoneCore

extension RegionCode {
  /// The flag emoji: the region's two letters as Unicode regional indicator symbols
  /// (U+1F1E6 REGIONAL INDICATOR SYMBOL LETTER A ...), which platforms draw as the flag.
  ///
  /// ```swift
  /// .gb.flagEmoji  // "🇬🇧" (U+1F1EC U+1F1E7)
  /// RegionCode.nonGeographic.flagEmoji  // nil
  /// ```
  /// Nil for `RegionCode.nonGeographic` (`001`), which has no flag.
  public var flagEmoji: String? {
    if self == .nonGeographic { return nil }
    var flag = ""
    for letter in description.unicodeScalars {
      flag.unicodeScalars.append(Unicode.Scalar(0x1F1E6 + letter.value - 65)!)
    }
    return flag
  }
}
