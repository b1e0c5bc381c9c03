// bulk/format: lines of text streamed through `phonefmt format --style e164`'s per-line path.

import PhoneCore
import PhonePacks

/// `bulk/format`: every golden number as typed (national, `+`, international prefix), laid out
/// as lines of one UTF-8 block, each parsed for its region and written as E.164 into an output
/// block with `PhoneCatalog.formatLine(_:region:style:into:)` (PhonePacks), the function
/// `phonefmt format` calls per line (numbers that do not parse get `error: REASON`, as there).
/// The output block is emptied at 64 KiB, where the tool writes it out. One operation is one line; lines per
/// second are 10⁹ / the median. The peer does libphonenumber's `Parse` + `Format(E164)` on the
/// same lines.
enum BulkFormatWorkload {
  static let workload = Workload(
    name: "bulk/format", unit: "line",
    summary: "format lines of text as E.164, as phonefmt format does per line"
  ) { context in
    let run = BulkFormatRun(context.typings, catalog: try context.catalog())
    return .ready(
      run,
      peer: PeerInputs(
        mode: "format-e164",
        lines: context.typings.map { PeerLine(region: $0.region, text: $0.keys) }))
  }
}

/// The lines as one block of bytes with their regions; a run formats every line once.
final class BulkFormatRun: WorkloadRun {
  private let catalog: PhoneCatalog
  private let block: [UInt8]
  private let lines: [Range<Int>]
  private let regions: [RegionCode]
  private var output: [UInt8] = []
  var operationsPerRun: Int { lines.count }
  var sampling: Sampling { .batched }

  init(_ typings: [Typing], catalog: PhoneCatalog) {
    self.catalog = catalog
    var block: [UInt8] = []
    var lines: [Range<Int>] = []
    for t in typings {
      let start = block.count
      block.append(contentsOf: t.keys.utf8)
      lines.append(start..<block.count)
      block.append(10)
    }
    self.block = block
    self.lines = lines
    regions = typings.map(\.code)
    output.reserveCapacity(72 * 1024)
  }

  func run(_ meter: inout Meter) -> UInt64 {
    var sink: UInt64 = 0
    meter.start()
    block.withUnsafeBufferPointer { bytes in
      for i in 0..<lines.count {
        let line = UnsafeBufferPointer(rebasing: bytes[lines[i]])
        if catalog.formatLine(line, region: regions[i], style: .e164, into: &output) {
          sink &+= 1
        }
        if output.count >= 64 * 1024 {
          sink &+= UInt64(output.count)
          output.removeAll(keepingCapacity: true)
        }
      }
    }
    meter.stop()
    sink &+= UInt64(output.count)
    output.removeAll(keepingCapacity: true)
    return sink
  }
}
