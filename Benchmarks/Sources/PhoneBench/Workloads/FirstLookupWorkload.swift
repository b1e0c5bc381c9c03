// carrier/first and picker/first: the first carrier look-up, and the first picker data of a
// region, from a catalog that has decoded nothing of the data linked into the product.

import PhoneCallerID
import PhoneCore
import PhoneCoreData
import PhonePacks
import PhonePickerData

/// `carrier/first`: for each region with a mobile example number, a fresh `RulePackCatalog`
/// (made outside the timing), then, timed: `describe(number, locale: "en")`, which opens the
/// linked carrier and time-zone data and decodes the number's calling code. Each operation is
/// its own sample, so p99 is the calling codes with the most prefixes.
///
/// `picker/first`: the same, timing `pickerData(for: region)`, which opens the linked picker
/// data and decodes that region's record.
///
/// libphonenumber has no matching step (its Python and Java ports load the whole carrier
/// and picker tables), so there is no peer.
enum FirstLookupWorkload {
  static let carrier = Workload(
    name: "carrier/first", unit: "look-up",
    summary: "fresh catalog per sample: describe a mobile number (carrier + time zones)"
  ) { context in
    .ready(try FirstLookupRun(kind: .carrier), peer: nil)
  }

  static let picker = Workload(
    name: "picker/first", unit: "look-up",
    summary: "fresh catalog per sample: one region's picker data (postal code, subdivisions)"
  ) { context in
    .ready(try FirstLookupRun(kind: .picker), peer: nil)
  }
}

final class FirstLookupRun: WorkloadRun {
  enum Kind { case carrier, picker }

  let kind: Kind
  let items: [(code: RegionCode, number: PhoneNumber)]
  private var next = 0
  private var perItem: [[Double]]
  var operationsPerRun: Int { 1 }
  let sampling: Sampling

  init(kind: Kind) throws {
    self.kind = kind
    let catalog = CorePack.catalog()
    var items: [(code: RegionCode, number: PhoneNumber)] = []
    let codes = catalog.callingCodes.flatMap { catalog.regions(forCallingCode: $0) }
    for code in codes where code != .nonGeographic {
      guard let hint = catalog.hint(for: code, type: .mobile),
        let number = try? catalog.parse(hint.example, region: code)
      else { continue }
      items.append((code, number))
    }
    self.items = items
    perItem = Array(repeating: [], count: items.count)
    sampling = .single(runsPerRound: items.count)
  }

  /// `slowest: CN 310 µs, ...`: the five regions with the largest median sample.
  var detail: String? {
    let medians = zip(items, perItem).compactMap { item, samples in
      samples.isEmpty ? nil : (item.code, Summary.median(samples))
    }
    guard !medians.isEmpty else { return nil }
    let slowest = medians.sorted { $0.1 > $1.1 }.prefix(5)
    return "slowest: " + slowest.map { "\($0.0) \(Units.time($0.1))" }.joined(separator: ", ")
  }

  func run(_ meter: inout Meter) throws -> UInt64 {
    let index = next
    let item = items[index]
    next = (next + 1) % items.count
    let packs = RulePackCatalog()
    let before = meter.elapsedNs
    var result: UInt64 = 0
    switch kind {
    case .carrier:
      meter.start()
      let about = try packs.describe(item.number, locale: "en")
      meter.stop()
      result = UInt64(about.carrier?.utf8.count ?? 0) + UInt64(about.timeZones.count)
    case .picker:
      meter.start()
      let picker = try packs.pickerData(for: item.code)
      meter.stop()
      result = UInt64(picker?.subdivisions.count ?? 0) + UInt64(picker?.mobileCarriers.count ?? 0)
    }
    perItem[index].append(meter.elapsedNs - before)
    return result
  }
}
