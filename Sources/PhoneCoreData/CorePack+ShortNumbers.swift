// CorePack+ShortNumbers: the shipped short-number metadata (emergency numbers, short codes).

import CPhoneTables
public import PhoneCore

extension CorePack {
  /// The short-number metadata as shipped: `RulePacks/core/short-numbers.tsv` compiled
  /// (`ShortNumberTable.compiledData()`; a test requires the two to be equal byte for byte).
  package static var shortNumberData: [UInt8] {
    Array(
      UnsafeBufferPointer(start: phonefmt_short_numbers(), count: phonefmt_short_numbers_size()))
  }

  /// The shipped short-number metadata, opened once per process: its index is read, each
  /// region decoded when first asked (nothing is compiled at run time).
  private static let shippedShortNumbers: Result<ShortNumberTable, TableFileError> =
    Result { () throws(TableFileError) in
      try ShortNumberTable(compiled: shortNumberData)
    }

  /// The shipped short-number table (what `shortNumbers(for:)` reads).
  package static var shortNumberTable: ShortNumberTable {
    switch shippedShortNumbers {
    case .success(let table): return table
    case .failure(let error):
      preconditionFailure(
        "the short-number metadata linked into this build does not read (\(error)); "
          + "regenerate it with Scripts/update-core-tables")
    }
  }

  /// libphonenumber's short-number answers for numbers dialled in `region`: emergency numbers,
  /// short codes, their cost (for the 241 regions of its short-number metadata; a region
  /// without any answers no to everything).
  ///
  /// ```swift
  /// let us = CorePack.shortNumbers(for: .us)
  /// us.isEmergencyNumber("911")                                   // true
  /// us.expectedCost(try catalog.parse("911", region: .us))        // .tollFree
  /// ```
  /// Nothing here can fail at run time: the metadata is part of the library, and a test
  /// requires every region of it to decode. Metadata that does not is a build defect,
  /// stopped here with that message.
  /// - Complexity: the first call for a region decodes its automaton (microseconds); later
  ///   calls return it from a cache.
  public static func shortNumbers(for region: RegionCode) -> ShortNumberInfo {
    do {
      return try shortNumberTable.info(for: region)
    } catch {
      preconditionFailure(
        "the short-number metadata of \(region) linked into this build does not decode "
          + "(\(error)); regenerate it with Scripts/update-core-tables")
    }
  }
}
