// first-keystroke/new-region: the first keystroke in a region nothing has compiled yet.

import PhoneCore

/// `first-keystroke/new-region`: for each region with golden typings, a fresh `PhoneCatalog`
/// (built outside the timing), then, timed: creating an `AsYouTypeFormatter` for the region,
/// which compiles its tables, and typing the first key of its national example. Each operation
/// is its own sample, so p99 is the slowest regions to compile.
///
/// The peer creates a new libphonenumber formatter and types the same key; libphonenumber has
/// no per-region compile step, and its regex cache is shared by the process.
enum FirstKeystrokeWorkload {
  static let workload = Workload(
    name: "first-keystroke/new-region", unit: "first key",
    summary: "fresh catalog per sample: create the region's formatter (compiles it) + one key"
  ) { context in
    let run = try FirstKeystrokeRun(context)
    let peer = PeerInputs(
      mode: "first-keystroke",
      lines: run.items.map { PeerLine(region: "\($0.code)", text: String($0.key)) },
      perLine: true)
    return .ready(run, peer: peer)
  }
}

final class FirstKeystrokeRun: WorkloadRun {
  let items: [(code: RegionCode, key: Unicode.Scalar)]
  private let regions: [Region]
  private var next = 0
  var operationsPerRun: Int { 1 }
  let sampling: Sampling

  init(_ context: BenchContext) throws {
    var seen: Set<RegionCode> = []
    var items: [(code: RegionCode, key: Unicode.Scalar)] = []
    for t in context.typings where t.mode == "national" && !seen.contains(t.code) {
      guard let key = t.keys.unicodeScalars.first else { continue }
      seen.insert(t.code)
      items.append((t.code, key))
    }
    self.items = items
    regions = try context.regions()
    // Every region once per round.
    sampling = .single(runsPerRound: items.count)
  }

  func run(_ meter: inout Meter) throws -> UInt64 {
    let item = items[next]
    next = (next + 1) % items.count
    let catalog = PhoneCatalog(regions: regions)
    meter.start()
    var formatter = try AsYouTypeFormatter(region: item.code, catalog: catalog)
    formatter.input(scalar: item.key)
    meter.stop()
    return UInt64(formatter.output.count)
  }
}
