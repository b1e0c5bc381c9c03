// keystroke/*: every example number typed keystroke by keystroke into a reused formatter.

import PhoneCore

/// `keystroke/all-regions` and `keystroke/RR`: the golden typings (national, `+`,
/// international prefix) of every region, or of one, fed one scalar at a time through
/// `AsYouTypeFormatter.input(scalar:)`, reading the text shown after each keystroke.
///
/// One formatter per region is created while preparing (which compiles the region) and
/// cleared before each number, as an app reuses its field's formatter; the peer does the same
/// with libphonenumber's formatter and `Clear()`. One operation is one keystroke.
enum KeystrokeWorkload {
  /// The single regions measured besides all regions: large, varied format lists.
  static let singleRegions = ["GB", "US", "DE", "FR", "IN", "BR", "JP", "CN"]

  static var all: [Workload] {
    [make(name: "keystroke/all-regions", regions: nil)]
      + singleRegions.map { make(name: "keystroke/\($0)", regions: [$0]) }
      + [make(name: "keystroke/digit-limit", regions: nil, digitLimit: .regionMaximum)]
  }

  /// `keystroke/digit-limit` types the same keys as `keystroke/all-regions` with the digit
  /// limit on (`DigitLimit.regionMaximum`): the two medians side by side are the limit's cost
  /// (the peer has no such mode and types as in `keystroke/all-regions`).
  static func make(name: String, regions: Set<String>?, digitLimit: DigitLimit = .off) -> Workload {
    let scope = regions.map { "region \($0.sorted().joined(separator: ","))" } ?? "every region"
    let limit = digitLimit == .off ? "" : ", digit limit on"
    return Workload(
      name: name, unit: "keystroke",
      summary:
        "example numbers of \(scope) typed key by key\(limit); formatter reused, cleared per number"
    ) { context in
      let typings = context.typings(in: regions)
      guard !typings.isEmpty else {
        throw BenchError.workload(name: name, reason: "no golden typings for \(scope)")
      }
      let run = try KeystrokeRun(
        typings, catalog: context.catalog(), name: name, digitLimit: digitLimit)
      let peer = PeerInputs(
        mode: "keystroke", lines: typings.map { PeerLine(region: $0.region, text: $0.keys) })
      return .ready(run, peer: peer)
    }
  }
}

/// The typings flattened into arrays, and one formatter per region.
final class KeystrokeRun: WorkloadRun {
  private var formatters: [AsYouTypeFormatter] = []
  /// Per number: its formatter, and its keystrokes `scalars[starts[n]..<starts[n + 1]]`.
  private let formatterOfNumber: [Int]
  private let starts: [Int]
  private let scalars: [Unicode.Scalar]
  let operationsPerRun: Int
  var sampling: Sampling { .batched }
  var workCounter: Int? { formatters.reduce(0) { $0 &+ $1.work } }

  init(_ typings: [Typing], catalog: PhoneCatalog, name: String, digitLimit: DigitLimit = .off)
    throws
  {
    var index: [RegionCode: Int] = [:]
    var formatterOfNumber: [Int] = []
    var starts: [Int] = [0]
    var scalars: [Unicode.Scalar] = []
    for t in typings {
      if index[t.code] == nil {
        do {
          var formatter = try AsYouTypeFormatter(region: t.code, catalog: catalog)
          formatter.digitLimit = digitLimit
          formatters.append(formatter)
        } catch {
          throw BenchError.workload(name: name, reason: "\(t.region): \(error)")
        }
        index[t.code] = formatters.count - 1
      }
      formatterOfNumber.append(index[t.code]!)
      scalars.append(contentsOf: t.scalars)
      starts.append(scalars.count)
    }
    self.formatterOfNumber = formatterOfNumber
    self.starts = starts
    self.scalars = scalars
    operationsPerRun = scalars.count
  }

  func run(_ meter: inout Meter) -> UInt64 {
    // A local array: mutating a class's stored array in the loop would add exclusivity checks
    // that are the harness's cost, not the engine's.
    var fs: [AsYouTypeFormatter] = []
    swap(&fs, &formatters)
    defer { swap(&fs, &formatters) }
    var sink: UInt64 = 0
    meter.start()
    for n in 0..<formatterOfNumber.count {
      let f = formatterOfNumber[n]
      fs[f].clear()
      for k in starts[n]..<starts[n + 1] {
        fs[f].input(scalar: scalars[k])
        sink &+= UInt64(truncatingIfNeeded: fs[f].output.count)
      }
    }
    meter.stop()
    return sink
  }
}
