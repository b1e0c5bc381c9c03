// coldstart/binary: the shipped core tables, in memory, to the first formatted keystroke; and
// coldstart/binary-all: the same tables opened and every section decoded and checked.

import PhoneCore
import PhoneCoreData
import PhonePacks

/// `coldstart/binary`: per sample, `TableFile.decode(CorePack.tables, verification: .index)`
/// (what `CorePack.catalog()` does once per process: header, index checksum, index) then, in
/// one region, a new `AsYouTypeFormatter` and the first key of its national example, which
/// decodes that calling code's block, regions and tables. Regions take turns, one per sample,
/// so p99 is the slowest calling codes to open. There is no peer (libphonenumber's metadata is
/// compiled into its library and initialised on first use).
///
/// `coldstart/binary-all`: `TableFile.decode(CorePack.tables)` with every section decoded and
/// checked (`.everySection`, what `CompiledTables.load(path:)` does for a file of unknown
/// origin): the cost of opening all of it at once.
enum ColdStartBinaryWorkload {
  static let workload = Workload(
    name: "coldstart/binary", unit: "load",
    summary: "shipped tables in memory -> open (index only) + a region's first formatted key"
  ) { context in
    .ready(try FirstKeystrokeRun(context, source: .openTables), peer: nil)
  }

  static let all = Workload(
    name: "coldstart/binary-all", unit: "load",
    summary: "shipped tables in memory -> open with every section decoded and checked"
  ) { context in
    .ready(ColdStartAllRun(quick: context.quick), peer: nil)
  }
}

final class ColdStartAllRun: WorkloadRun {
  let bytes = CorePack.tables
  var operationsPerRun: Int { 1 }
  let sampling: Sampling

  init(quick: Bool) {
    sampling = .single(runsPerRound: quick ? 2 : 4)
  }

  func run(_ meter: inout Meter) throws -> UInt64 {
    meter.start()
    let catalog = try TableFile.decode(bytes, verification: .everySection)
    meter.stop()
    return UInt64(catalog.codes.count)
  }
}
