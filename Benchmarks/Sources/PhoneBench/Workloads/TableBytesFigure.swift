// tables/bytes: the size of every region's compiled tables, a figure beside the timings.

import PhoneCore

/// `tables/bytes`: `CompiledRegion.byteCount` summed over every calling code of the core pack,
/// compiled in a catalog of its own.
enum TableBytesFigure {
  static let figure = Figure(
    name: "tables/bytes", unit: "bytes",
    summary: "CompiledRegion.byteCount summed over every calling code"
  ) { context in
    let catalog = PhoneCatalog(regions: try context.regions())
    var bytes = 0
    for code in catalog.callingCodes {
      bytes += try catalog.compiled(callingCode: code)?.byteCount ?? 0
    }
    return Double(bytes)
  }
}
