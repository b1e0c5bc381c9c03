// A field and a formatter with the core pack's rules: nothing to catch for a region constant.

public import PhoneCore

extension PhoneNumberField {
  /// A field for numbers typed in `region`, with the core pack's rules (the shipped tables).
  ///
  /// ```swift
  /// var field = PhoneNumberField(region: .gb)
  /// field.insert("07400 123456")  // "07400 123456"
  /// ```
  /// Every region of the core pack compiles (`ShippedTablesTests` types in each of them), so
  /// this cannot fail for a region constant. A region the core pack does not have (a
  /// `RegionCode("XA")` of a private pack) is a programming error here and stops the
  /// program; open such a field with `init(region:catalog:)` on the pack's catalog, which
  /// throws `FormatterError` instead.
  public init(region: RegionCode) {
    do {
      try self.init(region: region, catalog: CorePack.catalog())
    } catch {
      preconditionFailure("PhoneNumberField(region: \(region)): \(error)")
    }
  }
}

extension AsYouTypeFormatter {
  /// A formatter for numbers typed in `region`, with the core pack's rules (the shipped
  /// tables); as `PhoneNumberField(region:)`, it cannot fail for a region of the core pack.
  public init(region: RegionCode) {
    do {
      try self.init(region: region, catalog: CorePack.catalog())
    } catch {
      preconditionFailure("AsYouTypeFormatter(region: \(region)): \(error)")
    }
  }
}
