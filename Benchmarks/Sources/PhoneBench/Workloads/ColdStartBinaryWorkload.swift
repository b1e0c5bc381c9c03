// coldstart/binary: loading every region's compiled tables from a binary table file.

import Foundation
import PhoneCore
import PhonePacks

/// `coldstart/binary`: `CompiledTables.load(path:)` of a table file holding the core pack (what
/// `phonefmt pack compile --output FILE` writes): read, checksum, validate every table, and
/// build a catalog whose regions need no compiling. One operation is one whole load; compare
/// with `coldstart/json`. The file is written once while preparing. There is no peer.
enum ColdStartBinaryWorkload {
  static let workload = Workload(
    name: "coldstart/binary", unit: "load",
    summary: "load every region's compiled tables from a binary table file"
  ) { context in
    let path = NSTemporaryDirectory() + "phonefmt-bench-\(getpid()).tbl"
    let catalog = PhoneCatalog(
      regions: try RulePack.load(directory: context.corePackDirectory).regions)
    _ = try CompiledTables.write(catalog, to: path)
    return .ready(ColdStartBinaryRun(path: path, quick: context.quick), peer: nil)
  }
}

final class ColdStartBinaryRun: WorkloadRun {
  let path: String
  var operationsPerRun: Int { 1 }
  let sampling: Sampling

  init(path: String, quick: Bool) {
    self.path = path
    sampling = .single(runsPerRound: quick ? 1 : 2)
  }

  deinit { unlink(path) }

  func run(_ meter: inout Meter) throws -> UInt64 {
    meter.start()
    let catalog = try CompiledTables.load(path: path)
    var bytes = 0
    for code in catalog.callingCodes {
      bytes += try catalog.compiled(callingCode: code)?.byteCount ?? 0
    }
    meter.stop()
    return UInt64(bytes)
  }
}
