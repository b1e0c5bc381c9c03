// CorePack: the bundled core rule pack's compiled tables, linked into the product, opened by index.

import CPhoneTables
public import PhoneCore

/// The bundled core rule pack: its compiled tables ship inside the library.
///
/// ```swift
/// let catalog = CorePack.catalog()       // every region of libphonenumber's metadata
/// var typing = try AsYouTypeFormatter(region: .gb, catalog: catalog)
/// ```
/// The tables are bytes linked into the product (the `CPhoneTables` target), so this works in
/// an app, or a `phonefmt` copied to another machine, with no file and no source tree. They
/// are `RulePacks/core` compiled by `Scripts/update-core-tables`; a test requires them to equal
/// that compilation byte for byte.
public enum CorePack {
  /// The core pack's table file, as shipped.
  public static var tables: [UInt8] {
    Array(UnsafeBufferPointer(start: phonefmt_core_tables(), count: phonefmt_core_tables_size()))
  }

  /// The shipped tables opened once per process: the index is read on first use, each calling
  /// code's regions and tables when it is first typed, parsed or formatted.
  private static let shipped: Result<PhoneCatalog, TableFileError> = Result {
    () throws(TableFileError) in
    try TableFile.decode(
      .linked(
        UnsafeBufferPointer(start: phonefmt_core_tables(), count: phonefmt_core_tables_size())),
      verification: .index, openShortNumbers: { shortNumberTable })
  }

  /// The core pack's catalog, from the shipped tables.
  ///
  /// ```swift
  /// let catalog = CorePack.catalog()
  /// var field = PhoneNumberField(region: .gb, catalog: catalog)
  /// ```
  /// Nothing here can fail at run time: the tables are part of the library, and a test
  /// (`ShippedTablesTests`) requires them to decode, to be valid and to equal the compilation
  /// of `RulePacks/core` byte for byte. Tables that do not decode are a build defect
  /// (regenerate them with `Scripts/update-core-tables`), stopped here with that message.
  /// - Complexity: the first call opens the tables (tens of microseconds); later calls return
  ///   the same catalog.
  public static func catalog() -> PhoneCatalog {
    switch shipped {
    case .success(let catalog): return catalog
    case .failure(let error):
      preconditionFailure(
        "the core tables linked into this build do not open (\(error)); "
          + "regenerate them with Scripts/update-core-tables")
    }
  }
}
