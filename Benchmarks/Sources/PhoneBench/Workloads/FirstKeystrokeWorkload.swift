// first-keystroke/new-region and first-keystroke/from-tables: the first keystroke in a region
// nothing has used yet, compiled from its rules or read from the shipped tables.

import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhonePacks

/// `first-keystroke/new-region`: for each region with golden typings, a fresh `PhoneCatalog`
/// of the JSON core pack's regions (built outside the timing), then, timed: creating an
/// `AsYouTypeFormatter` for the region, which compiles its tables, and typing the first key of
/// its national example. Each operation is its own sample, so p99 is the slowest regions to
/// compile.
///
/// `first-keystroke/from-tables`: the same, but the fresh catalog is the shipped core tables
/// opened (outside the timing) with `TableFile.decode(_:verification: .index)`, so the timed
/// part decodes the calling code's block, regions and tables instead of compiling them.
///
/// The peer creates a new libphonenumber formatter and types the same key; libphonenumber has
/// no per-region compile step, and its regex cache is shared by the process.
///
/// The report names the slowest regions (the median of each region's samples): those are what
/// the p99 is made of, a few calling codes with large format lists.
enum FirstKeystrokeWorkload {
  static let workload = Workload(
    name: "first-keystroke/new-region", unit: "first key",
    summary: "fresh catalog per sample: create the region's formatter (compiles it) + one key"
  ) { context in
    let run = try FirstKeystrokeRun(context, source: .compile)
    return .ready(run, peer: run.peerInputs)
  }

  static let fromTables = Workload(
    name: "first-keystroke/from-tables", unit: "first key",
    summary: "shipped tables opened per sample: the region's formatter (decodes it) + one key"
  ) { context in
    let run = try FirstKeystrokeRun(context, source: .tables)
    return .ready(run, peer: run.peerInputs)
  }
}

final class FirstKeystrokeRun: WorkloadRun {
  /// Where each sample's fresh catalog comes from, and what is timed.
  enum Source {
    /// JSON regions; compiling is timed.
    case compile
    /// The shipped tables, opened untimed; decoding is timed.
    case tables
    /// The shipped tables; opening them is timed too (`coldstart/binary`).
    case openTables
  }

  let items: [(code: RegionCode, key: Unicode.Scalar)]
  private let source: Source
  private let regions: [Region]
  private let tables: [UInt8]
  private var next = 0
  /// Each item's timed samples, in nanoseconds.
  private var perItem: [[Double]]
  var operationsPerRun: Int { 1 }
  let sampling: Sampling

  init(_ context: BenchContext, source: Source) throws {
    var seen: Set<RegionCode> = []
    var items: [(code: RegionCode, key: Unicode.Scalar)] = []
    for t in context.typings where t.mode == "national" && !seen.contains(t.code) {
      guard let key = t.keys.unicodeScalars.first else { continue }
      seen.insert(t.code)
      items.append((t.code, key))
    }
    self.items = items
    perItem = Array(repeating: [], count: items.count)
    self.source = source
    regions = source == .compile ? try context.regions() : []
    tables = source == .compile ? [] : CorePack.tables
    // Every region once per round.
    sampling = .single(runsPerRound: items.count)
  }

  /// `slowest: JP 116 µs, CN 102 µs, ...`: the five regions with the largest median sample.
  var detail: String? {
    let medians = zip(items, perItem).compactMap { item, samples in
      samples.isEmpty ? nil : (item.code, Summary.median(samples))
    }
    guard !medians.isEmpty else { return nil }
    let slowest = medians.sorted { $0.1 > $1.1 }.prefix(5)
    return "slowest: " + slowest.map { "\($0.0) \(Units.time($0.1))" }.joined(separator: ", ")
  }

  var peerInputs: PeerInputs {
    PeerInputs(
      mode: "first-keystroke",
      lines: items.map { PeerLine(region: "\($0.code)", text: String($0.key)) },
      perLine: true)
  }

  func run(_ meter: inout Meter) throws -> UInt64 {
    let index = next
    let item = items[index]
    next = (next + 1) % items.count
    var catalog: PhoneCatalog
    switch source {
    case .compile: catalog = PhoneCatalog(regions: regions)
    case .tables: catalog = try TableFile.decode(tables, verification: .index)
    case .openTables:
      meter.start()
      catalog = try TableFile.decode(tables, verification: .index)
    }
    let before = meter.elapsedNs
    if source != .openTables { meter.start() }
    var formatter = try AsYouTypeFormatter(region: item.code, catalog: catalog)
    formatter.input(scalar: item.key)
    meter.stop()
    perItem[index].append(meter.elapsedNs - before)
    return UInt64(formatter.output.count)
  }
}
