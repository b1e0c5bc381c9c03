// NumberFormat: one way of writing numbers of a region, as in libphonenumber's metadata.

/// A format rule: which numbers it applies to and how they are written.
///
/// Corresponds to libphonenumber's `NumberFormat` (`<numberFormat>` in its XML).
package struct NumberFormat: Hashable, Sendable {
  /// The national number pattern with capturing groups, e.g. `(\d{3})(\d{4})`.
  package var pattern: String
  /// How the groups are written, e.g. `$1 $2`.
  package var format: String
  /// Leading-digits patterns, tried with the number's first 3, 4, ... digits
  /// (libphonenumber's `leadingDigitsPattern` list).
  package var leadingDigits: [String]
  /// How the national prefix is written before the first group, e.g. `0$1` or `($1)`
  /// (libphonenumber's `nationalPrefixFormattingRule`, with `$NP` and `$FG` resolved).
  package var nationalPrefixFormattingRule: String?
  /// libphonenumber's `nationalPrefixOptionalWhenFormatting`.
  package var nationalPrefixOptionalWhenFormatting: Bool
  /// libphonenumber's `domesticCarrierCodeFormattingRule`.
  package var carrierCodeFormattingRule: String?
  /// Explicit preference among formats that fit the same digits: higher wins before the
  /// computed ranking applies (see the Ranking article). Zero unless a pack sets it.
  package var priority: Int

  package init(
    pattern: String, format: String, leadingDigits: [String] = [],
    nationalPrefixFormattingRule: String? = nil,
    nationalPrefixOptionalWhenFormatting: Bool = false,
    carrierCodeFormattingRule: String? = nil, priority: Int = 0
  ) {
    self.pattern = pattern
    self.format = format
    self.leadingDigits = leadingDigits
    self.nationalPrefixFormattingRule = nationalPrefixFormattingRule
    self.nationalPrefixOptionalWhenFormatting = nationalPrefixOptionalWhenFormatting
    self.carrierCodeFormattingRule = carrierCodeFormattingRule
    self.priority = priority
  }
}
