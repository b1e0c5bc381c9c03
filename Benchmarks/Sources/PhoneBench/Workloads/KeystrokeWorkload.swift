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
///
/// The keys are stored as compactly as the peer's driver stores its lines (a byte per ASCII
/// key): a pass of every region reads its input as a stream, and at four bytes a key plus two
/// words a number that stream was a quarter of the pass's misses in a 1 MiB L2 (callgrind's
/// cache model), evicting the engine's tables rather than measuring them.
final class KeystrokeRun: WorkloadRun {
  private var formatters: [AsYouTypeFormatter] = []
  /// Per number: where its keys start in `keys`, and its formatter; one more entry at the end
  /// (the end of the last number's keys).
  private let numbers: [NumberEntry]
  /// Every number's keys, one after the other: ASCII keys as bytes; a typing with another key
  /// stores every key as its scalar value in `wideKeys` instead (`keys` is then empty).
  private let keys: [UInt8]
  private let wideKeys: [UInt32]
  let operationsPerRun: Int
  var sampling: Sampling { .batched }
  var workCounter: Int? { formatters.reduce(0) { $0 &+ $1.work } }

  /// A number's first key and formatter, in 8 bytes.
  struct NumberEntry {
    var start: UInt32
    var formatter: UInt32
  }

  init(_ typings: [Typing], catalog: PhoneCatalog, name: String, digitLimit: DigitLimit = .off)
    throws
  {
    var index: [RegionCode: Int] = [:]
    var numbers: [NumberEntry] = []
    var scalars: [UInt32] = []
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
      numbers.append(NumberEntry(start: UInt32(scalars.count), formatter: UInt32(index[t.code]!)))
      scalars.append(contentsOf: t.scalars.map(\.value))
    }
    numbers.append(NumberEntry(start: UInt32(scalars.count), formatter: 0))
    self.numbers = numbers
    if scalars.allSatisfy({ $0 < 0x80 }) {
      keys = scalars.map { UInt8($0) }
      wideKeys = []
    } else {
      keys = []
      wideKeys = scalars
    }
    operationsPerRun = scalars.count
  }

  func run(_ meter: inout Meter) -> UInt64 {
    keys.isEmpty ? type(wideKeys, &meter) : type(keys, &meter)
  }

  /// Types every number's keys (`Key` is a byte or a scalar value).
  @inline(__always)
  private func type<Key: FixedWidthInteger>(_ keys: [Key], _ meter: inout Meter) -> UInt64 {
    // A local array: mutating a class's stored array in the loop would add exclusivity checks
    // that are the harness's cost, not the engine's.
    var fs: [AsYouTypeFormatter] = []
    swap(&fs, &formatters)
    defer { swap(&fs, &formatters) }
    var sink: UInt64 = 0
    meter.start()
    for n in 0..<(numbers.count - 1) {
      let f = Int(numbers[n].formatter)
      fs[f].clear()
      for k in Int(numbers[n].start)..<Int(numbers[n + 1].start) {
        fs[f].input(scalar: Unicode.Scalar(UInt32(keys[k])).unsafelyUnwrapped)
        sink &+= UInt64(truncatingIfNeeded: fs[f].output.count)
      }
    }
    meter.stop()
    return sink
  }
}
