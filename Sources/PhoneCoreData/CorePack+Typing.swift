// A field and a formatter with the core pack's rules: nothing to catch, whatever the region code.

public import PhoneCore

extension PhoneNumberField {
  /// A field for numbers typed in `region`, with the core pack's rules (the shipped tables).
  ///
  /// ```swift
  /// var field = PhoneNumberField(region: .gb)
  /// field.insert("07400 123456")  // "07400 123456"
  /// ```
  /// Every region of the core pack compiles (`ShippedTablesTests` types in each of them). A
  /// region code the core pack does not have (`RegionCode("UK")` from a server or a setting)
  /// opens a field without national rules, as libphonenumber's formatter for an unknown
  /// region: `regionError` says why, digits typed without `+` are shown as typed, and a
  /// number typed with `+` is formatted by its calling code's rules. Open a field of a private
  /// pack's region with `init(region:catalog:)`, which throws `FormatterError` instead.
  public init(region: RegionCode) {
    self.init(orWithoutRules: region, catalog: CorePack.catalog())
  }
}

extension AsYouTypeFormatter {
  /// A formatter for numbers typed in `region`, with the core pack's rules (the shipped
  /// tables); for a region code the core pack does not have, a formatter without national
  /// rules whose `regionError` says why (see `PhoneNumberField(region:)`).
  public init(region: RegionCode) {
    self.init(orWithoutRules: region, catalog: CorePack.catalog())
  }
}
