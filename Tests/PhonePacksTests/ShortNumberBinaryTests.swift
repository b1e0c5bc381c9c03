// Compiled short-number metadata (ShortNumberTable+Binary.swift): the same answers as the text
// compiled, opened without compiling, and damage refused with a typed error, never a trap.

import Foundation
import PhoneCompiler
import PhoneCore
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Compiled short-number metadata")
struct ShortNumberBinaryTests {
  static let text: ShortNumberTable = {
    do {
      let source = try Data(
        contentsOf: URL(fileURLWithPath: coreDirectory).appendingPathComponent("short-numbers.tsv"))
      return try ShortNumberTable(text: Array(source))
    } catch {
      fatalError("RulePacks/core/short-numbers.tsv does not read: \(error)")
    }
  }()

  @Test("Decoded regions write back the same bytes, and answer as the text compiled")
  func sameAsText() throws {
    let bytes = try Self.text.compiledData()
    let binary = try ShortNumberTable(compiled: bytes)
    #expect(try binary.compiledData() == bytes)
    // Every digit string up to three digits, and every emergency number's text, per region.
    var strings: [[UInt8]] = [[]]
    for _ in 0..<3 {
      strings += strings.filter { $0.count == strings.last!.count }.flatMap { s in
        (0...9).map { s + [UInt8($0)] }
      }
    }
    var checked = 0
    for region in Self.text.regions {
      let a = try Self.text.info(for: region)
      let b = try binary.info(for: region)
      #expect(a.region == b.region && a.hasMetadata == b.hasMetadata, "\(region)")
      for s in strings {
        #expect(a.isValid(digits: s) == b.isValid(digits: s), "\(region) \(s)")
        let text = String(decoding: s.map { $0 + 48 }, as: UTF8.self)
        #expect(a.isEmergencyNumber(text) == b.isEmergencyNumber(text), "\(region) \(text)")
        checked += 1
      }
    }
    #expect(checked == Self.text.regions.count * strings.count)
    // A region without metadata says nothing, from either.
    #expect(!(try binary.info(for: RegionCode("GQ")!)).hasMetadata)
  }

  @Test("Opening reads the index only: a damaged region is found when it is first asked")
  func lazy() throws {
    var entries = try ShortNumberTable(compiled: try Self.text.compiledData()).unpacked
    let gb = try #require(entries.firstIndex { $0.region == RegionCode("GB")! })
    entries[gb].bytes[entries[gb].bytes.count - 1] ^= 0xFF
    let table = try ShortNumberTable(compiled: ShortNumberTable.pack(entries))
    #expect(try table.info(for: RegionCode("FR")!).isEmergencyNumber("112"))
    #expect(throws: RuleError.self) { try table.info(for: RegionCode("GB")!) }
    #expect(throws: TableFileError.self) { try table.checkEveryRegion() }
  }

  @Test("A damaged header, index or entry is refused with a typed error, never a trap")
  func damaged() throws {
    let bytes = try Self.text.compiledData()
    // Every cut of the header and index, and a few of the entries.
    let index = 24 + Int(bytes[12]) + Int(bytes[13]) << 8
    for n in Array(0..<index) + [index + 1, bytes.count / 2, bytes.count - 1] {
      #expect(throws: TableFileError.self, "cut at \(n)") {
        try ShortNumberTable(compiled: Array(bytes[..<n]))
      }
    }
    var version = bytes
    version[8] = UInt8(ShortNumberTable.binaryFormatVersion + 1)
    #expect(
      throws: TableFileError.unsupportedFormatVersion(
        found: ShortNumberTable.binaryFormatVersion + 1,
        supported: ShortNumberTable.binaryFormatVersion)
    ) { try ShortNumberTable(compiled: version) }
    var indexByte = bytes
    indexByte[30] ^= 0x01
    #expect(throws: TableFileError.checksumMismatch) { try ShortNumberTable(compiled: indexByte) }
    // Entries damaged behind valid checksums: refused by their reader, or read.
    let entries = try ShortNumberTable(compiled: bytes).unpacked
    var rng = SeededRandom(seed: 7)
    var refused = 0
    for _ in 0..<300 {
      var damaged = entries
      let k = Int.random(in: 0..<damaged.count, using: &rng)
      let at = Int.random(in: 0..<damaged[k].bytes.count, using: &rng)
      damaged[k].bytes[at] = UInt8.random(in: 0...255, using: &rng)
      if Bool.random(using: &rng) {
        damaged[k].bytes.removeLast(Int.random(in: 1...3, using: &rng))
      }
      let table = try ShortNumberTable(compiled: ShortNumberTable.pack(damaged))
      do {
        try table.checkEveryRegion()
      } catch {
        refused += 1
      }
    }
    #expect(refused > 0)
  }
}
