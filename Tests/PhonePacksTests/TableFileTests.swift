// Compiled table files: the same results as compiling the JSON, and damaged files refused.

import PhoneCore
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Compiled table files", .serialized)
struct TableFileTests {
  static let bytes: [UInt8] = {
    do { return try TableFile.encode(CoreFixture.catalog) } catch { fatalError("\(error)") }
  }()

  @Test("Tables from the file give the same output as the JSON for every golden vector")
  func sameAsJSON() throws {
    let fromFile = try TableFile.decode(Self.bytes)
    let json = CoreFixture.catalog
    var checked = 0
    for v in try Golden.asYouType() {
      #expect(
        try typeAll(v.keys, region: v.region, catalog: fromFile)
          == typeAll(v.keys, region: v.region, catalog: json), "\(v.region) \(v.keys)")
      checked += 1
    }
    for row in try Golden.rows("format.tsv") {
      for style in NumberStyle.allCases {
        let a = try? fromFile.format(row[1], region: RegionCode(row[0]), style: style)
        let b = try? json.format(row[1], region: RegionCode(row[0]), style: style)
        #expect(a == b, "\(row[0]) \(row[1]) \(style)")
        checked += 1
      }
    }
    for row in try Golden.rows("validate.tsv") {
      #expect(
        fromFile.validate(row[1], region: RegionCode(row[0]))
          == json.validate(row[1], region: RegionCode(row[0])))
      checked += 1
    }
    #expect(checked > 40_000)
  }

  @Test("Random typing and numbers (seeded) give the same results from the file as from JSON")
  func randomSameAsJSON() throws {
    let fromFile = try TableFile.decode(Self.bytes)
    let json = CoreFixture.catalog
    let regions = json.regions.keys.sorted()
    var rng = SeededRandom(seed: 0x7AB1E)
    for _ in 0..<1_500 {
      let region = regions[Int.random(in: 0..<regions.count, using: &rng)]
      let callingCode = json.regions[region]!.callingCode
      // Digits, sometimes after `+` and a calling code, sometimes with separators in between.
      var text = ""
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: text = "+\(callingCode)"
      case 1: text = "0"
      default: break
      }
      for _ in 0..<Int.random(in: 1...16, using: &rng) {
        text += String(Int.random(in: 0...9, using: &rng))
        if Int.random(in: 0..<8, using: &rng) == 0 { text += " " }
      }
      #expect(
        try typeAll(text, region: "\(region)", catalog: fromFile)
          == typeAll(text, region: "\(region)", catalog: json), "\(region) \(text)")
      #expect(
        fromFile.validate(text, region: region) == json.validate(text, region: region),
        "\(region) \(text)")
      for style in NumberStyle.allCases {
        let a = try? fromFile.format(text, region: region, style: style)
        let b = try? json.format(text, region: region, style: style)
        #expect(a == b, "\(region) \(text) \(style)")
      }
    }
  }

  @Test("A file cut short anywhere is refused")
  func truncated() {
    for cut in [0, 4, 8, 20, 27, 28, 100, Self.bytes.count / 2, Self.bytes.count - 1] {
      #expect(throws: TableFileError.self) { try TableFile.decode(Array(Self.bytes[..<cut])) }
    }
    #expect(throws: TableFileError.notATableFile) { try TableFile.decode([]) }
    #expect(throws: TableFileError.truncated(offset: 1000)) {
      try TableFile.decode(Array(Self.bytes[..<1000]))
    }
  }

  @Test("A flipped byte is caught by the checksum or the magic")
  func flippedByte() {
    var rng = SeededRandom(seed: 99)
    for _ in 0..<50 {
      var damaged = Self.bytes
      let at = Int.random(in: 0..<damaged.count, using: &rng)
      damaged[at] ^= UInt8.random(in: 1...255, using: &rng)
      #expect(throws: TableFileError.self) { try TableFile.decode(damaged) }
    }
    var payload = Self.bytes
    payload[5000] ^= 0x40
    #expect(throws: TableFileError.checksumMismatch) { try TableFile.decode(payload) }
    var magic = Self.bytes
    magic[0] = UInt8(ascii: "X")
    #expect(throws: TableFileError.notATableFile) { try TableFile.decode(magic) }
  }

  @Test("Another format version or engine version is refused with what was found")
  func versions() {
    var version = Self.bytes
    version[8] = 7
    #expect(throws: TableFileError.unsupportedFormatVersion(found: 7, supported: 1)) {
      try TableFile.decode(version)
    }
    // The engine string follows the header; give it another version and a valid checksum.
    var engine = Self.bytes
    let at = 28 + 4
    engine[at] = UInt8(ascii: "9")
    Self.fixChecksum(&engine)
    #expect(throws: TableFileError.engineMismatch(file: "9.1.0", engine: engineVersion)) {
      try TableFile.decode(engine)
    }
  }

  @Test("Damage behind a valid checksum is caught by validation, never a trap")
  func corruptWithValidChecksum() {
    var rng = SeededRandom(seed: 5)
    var refused = 0
    for _ in 0..<60 {
      var damaged = Self.bytes
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let at = Int.random(in: 40..<damaged.count, using: &rng)
        damaged[at] = UInt8.random(in: 0...255, using: &rng)
      }
      Self.fixChecksum(&damaged)
      do {
        let catalog = try TableFile.decode(damaged)
        // Damage that stays consistent (a changed digit in a string) must still be usable.
        var f = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
        for c in "+442079460958" { f.input(c) }
        _ = catalog.validate("020 7946 0958", region: RegionCode("GB"))
      } catch {
        refused += 1
      }
    }
    #expect(refused > 30)
  }

  @Test("A refused file falls back to compiling the JSON, and says why")
  func fallback() throws {
    let result = try CompiledTables.catalog(tables: "/nonexistent/tables.bin") {
      () throws(PackErrors) in CoreFixture.catalog
    }
    #expect(result.refused == .notATableFile)
    #expect(
      try result.catalog.format("02079460958", region: RegionCode("GB"), style: .national)
        == "020 7946 0958")
  }

  static func fixChecksum(_ bytes: inout [UInt8]) {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes[28...] {
      h ^= UInt64(b)
      h = h &* 0x0000_0100_0000_01b3
    }
    for i in 0..<8 { bytes[20 + i] = UInt8(truncatingIfNeeded: h >> (8 * UInt64(i))) }
  }
}
