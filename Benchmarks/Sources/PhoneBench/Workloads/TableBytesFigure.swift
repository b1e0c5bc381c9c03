// tables/bytes and tables/file-bytes: the size of the core pack's compiled tables in memory,
// and of the table file shipped inside the library.

import PhoneCore
import PhoneCoreData
import PhonePacks

/// `tables/bytes`: every automaton of the core pack in memory once every region was used:
/// `CompiledRegion.byteCount` (format automata) over every calling code plus
/// `RegionRules.byteCount` (type, prefix and leading-digits automata) over every region, of
/// the shipped tables with every section decoded.
///
/// `tables/file-bytes`: `CorePack.tables.count`, the table file linked into the product.
enum TableBytesFigure {
  static let figure = Figure(
    name: "tables/bytes", unit: "bytes",
    summary: "every automaton in memory after every region was used (format, type, prefix)"
  ) { _ in
    let catalog = try TableFile.decode(CorePack.tables, verification: .everySection)
    var bytes = 0
    for code in catalog.codes {
      bytes += try catalog.compiled(callingCode: code)?.byteCount ?? 0
    }
    for region in catalog.allRegions { bytes += try catalog.regionRules(for: region).byteCount }
    return Double(bytes)
  }

  static let fileBytes = Figure(
    name: "tables/file-bytes", unit: "bytes",
    summary: "the core pack's table file as shipped in the library (CorePack.tables)"
  ) { _ in Double(CorePack.tables.count) }
}
