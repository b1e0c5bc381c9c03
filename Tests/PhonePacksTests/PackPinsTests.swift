// Stale overrides: `pinned.json` records the regions a pack builds on, and lint warns when one
// of them has changed below the pack since.

import Foundation
import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Rule packs: pinned regions and stale overrides")
struct PackPinsTests {
  /// A copy of the JSON core pack in a temporary directory, with `edit` applied to the text of
  /// `regions/REGION.json` for each entry.
  static func coreCopy(editing edits: [String: (String) -> String]) throws -> String {
    let dir =
      NSTemporaryDirectory() + "phonefmt-core-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for item in ["pack.json", "regions"] {
      try FileManager.default.copyItem(atPath: coreDirectory + "/" + item, toPath: dir + "/" + item)
    }
    for (region, edit) in edits {
      let path = dir + "/regions/\(region).json"
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let changed = edit(text)
      #expect(changed != text, "the edit of \(region).json changed nothing")
      try Data(changed.utf8).write(to: URL(fileURLWithPath: path))
    }
    return dir
  }

  /// A copy of an example pack in a temporary directory, pinned on `core` (nil: the JSON core).
  static func pinnedCopy(_ example: String, core: String? = nil) throws -> String {
    let dir =
      NSTemporaryDirectory() + "phonefmt-pin-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.copyItem(atPath: examples + "/" + example, toPath: dir)
    try? FileManager.default.removeItem(atPath: dir + "/" + PackPins.file)
    let packs = try RulePackCatalog(coreDirectory: core ?? coreDirectory)
    let pinned = try packs.pin(directories: [dir])
    try Data(pinned[0].1.json.utf8).write(to: URL(fileURLWithPath: dir + "/" + PackPins.file))
    return dir
  }

  @Test("A region's fingerprint is the same from the shipped tables as from the JSON core")
  func fingerprintsAgree() throws {
    let json = try RulePackCatalog(coreDirectory: coreDirectory).catalog
    let shipped = CorePack.catalog()
    var differ: [String] = []
    for region in json.allRegions {
      let name = Region.name(code: region.code, callingCode: region.callingCode)
      let other = shipped.allRegions.first {
        $0.code == region.code && $0.callingCode == region.callingCode
      }
      if other?.fingerprint != region.fingerprint { differ.append(name) }
    }
    #expect(json.allRegions.count == shipped.allRegions.count)
    #expect(differ.isEmpty, "first regions that differ: \(differ.prefix(10))")
  }

  @Test("Pins are the regions a pack extends, replaces, or adds beside, as they are below it")
  func pinsNameTheBasis() throws {
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    let core = packs.catalog
    let pinned = try packs.pin(directories: [
      examples + "/uae-mobile-dashes", examples + "/canary-islands",
    ])
    #expect(pinned.map(\.0.name) == ["uae-mobile-dashes", "canary-islands"])
    let ae = try #require(core.regions[.ae])
    let es = try #require(core.regions[RegionCode("ES")!])
    #expect(pinned[0].1 == PackPins(core: CorePack.version, regions: ["AE": ae.fingerprint]))
    // IC is added on +34: the pack builds on Spain, the main region there.
    #expect(pinned[1].1 == PackPins(core: CorePack.version, regions: ["ES": es.fingerprint]))
    let hex = String(ae.fingerprint, radix: 16)
    let padded = String(repeating: "0", count: 16 - hex.count) + hex
    let want = """
      {
        "core": "\(CorePack.version)",
        "regions": {
          "AE": "\(padded)"
        }
      }

      """
    #expect(pinned[0].1.json == want)
  }

  @Test("A pack pinned on the core it lints on has no warning; every example pack is pinned")
  func examplesArePinned() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: examples).sorted()
    #expect(names == ["canary-islands", "iphone-templates", "uae-mobile-dashes"])
    let packs = RulePackCatalog()
    for name in names {
      let dir = examples + "/" + name
      #expect(FileManager.default.fileExists(atPath: dir + "/" + PackPins.file), "\(name)")
      let lint = try #require(packs.lint(directories: [dir]).first)
      #expect(throws: Never.self) { try lint.result.get() }
      #expect(lint.stale == [], "\(name): run phonefmt pack pin \(dir)")
    }
  }

  @Test("A region changed below the pack since it was pinned: a warning with what the pack changes")
  func changedRegionWarns() throws {
    let pack = try Self.pinnedCopy("uae-mobile-dashes")
    defer { try? FileManager.default.removeItem(atPath: pack) }
    // The core's AE, as a later phonenumbers might have it: another mobile example.
    let core = try Self.coreCopy(editing: [
      "AE": { $0.replacingOccurrences(of: "\"501234567\"", with: "\"521234567\"") }
    ])
    defer { try? FileManager.default.removeItem(atPath: core) }

    let packs = try RulePackCatalog(coreDirectory: core)
    let before = packs.catalog
    let lint = try #require(packs.lint(directories: [pack]).first)
    #expect(throws: Never.self) { try lint.result.get() }
    let differences = PackDiff.lines(before: before, after: packs.catalog, regions: [.ae])
    #expect(!differences.isEmpty)
    #expect(
      lint.stale == [
        StaleRegion(
          region: "AE", pinnedCore: CorePack.version, reason: .changed, differences: differences)
      ])
    let lines = try #require(lint.stale.first).lines(pack: "uae")
    let v = CorePack.version
    let want =
      "warning: uae/pinned.json: $.regions.AE: AE has changed below this pack since it was "
      + "pinned (core \(v) then, \(v) now): check the pack against it, then run phonefmt pack "
      + "pin again; what the pack changes in AE now: \(differences.count) answers"
    #expect(lines.first == want)
    #expect(Array(lines.dropFirst()) == differences.map { "  " + $0 })

    // The same core with the change undone: no warning.
    let same = try RulePackCatalog(coreDirectory: coreDirectory).lint(directories: [pack])
    #expect(same.first?.stale == [])
  }

  @Test("A pinned region no longer below the pack, and one the pins leave out, are warnings")
  func goneAndUnpinned() throws {
    let pack = try Self.pinnedCopy("uae-mobile-dashes")
    defer { try? FileManager.default.removeItem(atPath: pack) }
    try Data(#"{"core": "8.0.0", "regions": {"YU": "0123456789abcdef"}}"#.utf8).write(
      to: URL(fileURLWithPath: pack + "/pinned.json"))
    let lint = try #require(
      RulePackCatalog(coreDirectory: coreDirectory).lint(directories: [pack]).first)
    #expect(
      lint.stale == [
        StaleRegion(region: "YU", pinnedCore: "8.0.0", reason: .gone, differences: []),
        StaleRegion(region: "AE", pinnedCore: "8.0.0", reason: .notPinned, differences: []),
      ])
    let want: [String] = [
      "warning: p/pinned.json: $.regions.YU: YU is no longer there below this pack (pinned on core 8.0.0)",
      "warning: p/pinned.json: $.regions.AE: the pack builds on AE, which is not pinned: run "
        + "phonefmt pack pin once the pack is checked",
    ]
    #expect(lint.stale.flatMap { $0.lines(pack: "p") } == want)
  }

  @Test("A malformed pinned.json is a lint error at its path")
  func malformedPins() throws {
    let pack = try Self.pinnedCopy("uae-mobile-dashes")
    defer { try? FileManager.default.removeItem(atPath: pack) }
    let name = pack
    try Data(#"{"core": 1, "regions": {"AE": "xyz"}, "extra": true}"#.utf8).write(
      to: URL(fileURLWithPath: pack + "/pinned.json"))
    let lint = try #require(
      RulePackCatalog(coreDirectory: coreDirectory).lint(directories: [pack]).first)
    guard case .failure(let errors) = lint.result else {
      Issue.record("a malformed pinned.json passed lint")
      return
    }
    #expect(
      errors.errors.map(\.description) == [
        "\(name)/pinned.json: $.extra: unknown field",
        "\(name)/pinned.json: $.core: expected a string (the core data version)",
        "\(name)/pinned.json: $.regions.AE: expected 16 hexadecimal digits (a region's fingerprint)",
      ])
  }
}
