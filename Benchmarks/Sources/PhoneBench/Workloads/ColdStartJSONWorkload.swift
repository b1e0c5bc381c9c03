// coldstart/json: loading the core pack from JSON and compiling every region.

import PhoneCompiler
import PhoneCore
import PhonePacks

/// `coldstart/json`: `RulePack.load(directory:)` of the core pack, a `PhoneCatalog`, and
/// `compiled(callingCode:)` for every calling code: what an app pays when it compiles all of
/// its rules at launch. One operation is one whole load. There is no peer: libphonenumber's
/// metadata is compiled into the library.
enum ColdStartJSONWorkload {
  static let workload = Workload(
    name: "coldstart/json", unit: "load",
    summary: "load the core pack from JSON and compile every region"
  ) { context in
    .ready(ColdStartJSONRun(directory: context.corePackDirectory, quick: context.quick), peer: nil)
  }
}

final class ColdStartJSONRun: WorkloadRun {
  let directory: String
  var operationsPerRun: Int { 1 }
  let sampling: Sampling

  init(directory: String, quick: Bool) {
    self.directory = directory
    sampling = .single(runsPerRound: quick ? 1 : 2)
  }

  func run(_ meter: inout Meter) throws -> UInt64 {
    meter.start()
    let pack = try RulePack.load(directory: directory)
    let catalog = PhoneCatalog(regions: pack.regions)
    var bytes = 0
    for code in catalog.codes {
      bytes += try catalog.compiled(callingCode: code)?.byteCount ?? 0
    }
    meter.stop()
    return UInt64(bytes)
  }
}
