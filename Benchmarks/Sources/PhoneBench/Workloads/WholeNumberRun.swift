// WholeNumberRun: whole numbers parsed (and then formatted or validated), for the
// format/international and parse+validate workloads.

import PhoneCore

/// Parses every number (and does `then` with it) per run; shared by the whole-number
/// workloads. Numbers that do not parse still count (libphonenumber's side times them too).
final class WholeNumberRun: WorkloadRun {
  private let catalog: PhoneCatalog
  private let texts: [String]
  private let regions: [RegionCode]
  private let then: (PhoneCatalog, PhoneNumber) -> UInt64
  var operationsPerRun: Int { texts.count }
  var sampling: Sampling { .batched }

  init(
    _ typings: [Typing], catalog: PhoneCatalog,
    then: @escaping (PhoneCatalog, PhoneNumber) -> UInt64
  ) throws {
    self.catalog = catalog
    texts = typings.map(\.keys)
    regions = typings.map(\.code)
    self.then = then
  }

  func run(_ meter: inout Meter) -> UInt64 {
    var sink: UInt64 = 0
    meter.start()
    for i in 0..<texts.count {
      do {
        let number = try catalog.parse(texts[i], region: regions[i])
        sink &+= then(catalog, number)
      } catch {
        sink &+= 1
      }
    }
    meter.stop()
    return sink
  }
}
