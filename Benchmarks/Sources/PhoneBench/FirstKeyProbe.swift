// --first-key-probe REGION: one first keystroke from the shipped tables, alone in a warm
// process, for Benchmarks/callgrind-first-key to count in instructions.

import PhoneCore
import PhoneCoreData
import PhonePacks

/// What `first-keystroke/from-tables` times for one region, made countable: callgrind counts
/// only inside `measured` (`--toggle-collect`), so the figure is that region's formatter
/// created in a fresh catalog opened from the shipped tables, plus one key, in a process whose
/// runtime (type metadata, first-use paths) five other regions warmed first, as the
/// benchmark's rounds do. The same count for the same binary whatever the machine is doing.
enum FirstKeyProbe {
  static let warmRegions = ["FR", "IT", "BR", "IN", "RU", "MX"]

  static func run(_ name: String) throws(BenchError) -> Int32 {
    guard let code = RegionCode(name) else {
      throw .usage("--first-key-probe needs a region code such as JP, not '\(name)'")
    }
    do {
      var shown = 0
      for warm in warmRegions.filter({ $0 != name }).prefix(5) {
        shown += try self.warm(RegionCode(warm)!, try fresh())
      }
      shown += try measured(code, try fresh())
      print("\(name): formatter and first key measured (\(shown) characters shown)")
      return 0
    } catch {
      throw .workload(name: "--first-key-probe \(name)", reason: "\(error)")
    }
  }

  static func fresh() throws -> PhoneCatalog {
    try TableFile.decode(CorePack.tables, verification: .index)
  }

  /// A first keystroke outside the count (two keys, so that the optimizer does not merge it
  /// with `measured`).
  @inline(never)
  static func warm(_ code: RegionCode, _ catalog: PhoneCatalog) throws -> Int {
    var formatter = try AsYouTypeFormatter(region: code, catalog: catalog)
    formatter.input(scalar: "0")
    formatter.input(scalar: "1")
    return formatter.output.count
  }

  /// The counted part: the region's formatter in `catalog`, never used before, and the key 0.
  @inline(never)
  static func measured(_ code: RegionCode, _ catalog: PhoneCatalog) throws -> Int {
    var formatter = try AsYouTypeFormatter(region: code, catalog: catalog)
    formatter.input(scalar: "0")
    return formatter.output.count
  }
}
