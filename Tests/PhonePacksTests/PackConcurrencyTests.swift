// Many tasks at once on one RulePackCatalog: packs loaded and unloaded while other tasks take
// snapshots, type, parse and ask for picker data. Every snapshot must be one the catalog could
// have had between two operations: each pack's regions all from that pack or all without it
// (a load is atomic), never a mix. Run under the thread sanitizer by CI
// (`swift test --sanitize=thread --filter Concurrency`).

import PhoneCompiler
import PhoneCore
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Concurrent loads, unloads and lookups on one pack catalog")
struct PackConcurrencyTests {
  static let packNames = ["canary-islands", "uae-mobile-dashes", "iphone-templates"]

  /// The regions of a catalog by key.
  static func byKey(_ catalog: PhoneCatalog) -> [RegionKey: Region] {
    Dictionary(uniqueKeysWithValues: catalog.allRegions.map { (RegionKey($0), $0) })
  }

  /// Per pack, the regions it changes, each as loading that pack alone leaves it.
  static func changes() throws -> [String: [RegionKey: Region]] {
    let core = byKey(try RulePackCatalog(coreDirectory: coreDirectory).catalog)
    var out: [String: [RegionKey: Region]] = [:]
    for name in packNames {
      let packs = try RulePackCatalog(coreDirectory: coreDirectory)
      try packs.load(directory: examples + "/" + name)
      out[name] = byKey(packs.catalog).filter { core[$0.key] != $0.value }
    }
    return out
  }

  /// Whether each pack's regions in `catalog` are all the pack's or all the core's.
  static func consistent(
    _ catalog: PhoneCatalog, core: [RegionKey: Region], changes: [String: [RegionKey: Region]]
  ) -> String? {
    let now = byKey(catalog)
    for (name, changed) in changes {
      let loaded = changed.map { now[$0.key] == $0.value }
      let unloaded = changed.map { now[$0.key] == core[$0.key] }
      if !(loaded.allSatisfy { $0 } || unloaded.allSatisfy { $0 }) {
        return "\(name) is half loaded: \(changed.keys.sorted())"
      }
    }
    for (key, region) in now {
      let known =
        core[key] == region || changes.values.contains { $0[key] == region }
      if !known { return "\(key) is neither the core's nor a pack's" }
    }
    return nil
  }

  @Test("Loads and unloads racing with readers: every snapshot is whole, the end is the core")
  func loadsUnloadsAndReaders() async throws {
    let changes = try Self.changes()
    // The packs change different regions (so each snapshot can be checked pack by pack), and
    // each changes at least one.
    let touched = changes.values.map { Set($0.keys) }
    #expect(touched.allSatisfy { !$0.isEmpty })
    #expect(touched.reduce(0) { $0 + $1.count } == Set(touched.joined()).count)

    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    let core = Self.byKey(packs.catalog)
    // The check sees a half-loaded pack: GB from iphone-templates, US from the core.
    var mixed = core
    let gb = RegionKey(core.values.first { $0.code == RegionCode("GB") }!)
    mixed[gb] = changes["iphone-templates"]?[gb]
    #expect(
      Self.consistent(PhoneCatalog(regions: Array(mixed.values)), core: core, changes: changes)
        != nil)
    #expect(Self.consistent(packs.catalog, core: core, changes: changes) == nil)
    let rounds = 3
    let problems = await withTaskGroup(of: [String].self) { group in
      // One writer per pack: load, unload, again.
      for name in Self.packNames {
        group.addTask {
          var problems: [String] = []
          for round in 0..<rounds {
            do {
              let pack = try packs.load(directory: examples + "/" + name)
              if pack.name != name { problems.append("loaded \(pack.name) for \(name)") }
              if try !packs.unload(name: name) { problems.append("\(name) did not unload") }
            } catch {
              problems.append("\(name) round \(round): \(error)")
            }
          }
          return problems
        }
      }
      // Readers: snapshots checked whole, typing and parsing on them while they change.
      for reader in 0..<4 {
        group.addTask {
          var problems: [String] = []
          for step in 0..<(rounds * 6) {
            let catalog = packs.catalog
            if let problem = Self.consistent(catalog, core: core, changes: changes) {
              problems.append("reader \(reader) step \(step): \(problem)")
            }
            do {
              let region = ["AE", "GB", "ES", "US"][(reader + step) % 4]
              var typing = try AsYouTypeFormatter(region: RegionCode(region)!, catalog: catalog)
              var shown = ""
              for c in "0501234567" { shown = typing.input(c) }
              let digits = shown.filter(\.isNumber)
              if digits != "0501234567" { problems.append("\(region) shows \(shown)") }
              let number = try catalog.parse("+34 928 123 456", region: nil)
              let code = catalog.region(for: number)
              if code != RegionCode("ES") && code != RegionCode("IC") {
                problems.append("+34 928 123 456 is in \(String(describing: code))")
              }
            } catch {
              problems.append("reader \(reader) step \(step): \(error)")
            }
            if step == 0 && reader == 0 {
              do {
                if try packs.pickerData(for: .gb) == nil {
                  problems.append("no picker data for GB")
                }
              } catch {
                problems.append("picker data: \(error)")
              }
            }
          }
          return problems
        }
      }
      var all: [String] = []
      for await p in group { all += p }
      return all
    }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
    #expect(packs.packs.isEmpty)
    #expect(Self.byKey(packs.catalog) == core)
  }
}
