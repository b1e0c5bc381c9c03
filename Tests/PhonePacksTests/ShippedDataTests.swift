// The data linked into the product (picker data, carriers, time zones): equal to its sources,
// decoded per region without a file, and truncated or corrupt bytes give errors, never traps.

import PhoneCallerID
import PhoneCompiler
import PhoneCore
import PhoneDataBlob
import PhonePacks
import PhonePickerData
import PhoneTestSupport
import Testing

@Suite("Linked-in data")
struct ShippedDataTests {
  @Test("The linked picker data is the core pack's picker folder, region for region")
  func pickerEqualsJSON() throws {
    let json = try PickerData.load(directory: coreDirectory, pack: "core")
    let shipped = try ShippedPickerData.openLinked()
    let regions = try shipped.regions()
    #expect(Set(regions) == Set(json.keys))
    var differences: [String] = []
    for (code, expected) in json.sorted(by: { $0.key < $1.key }) {
      let got = try shipped.record(for: code)
      if got != expected {
        differences.append(
          "\(code): postal \(got?.postalCode == expected.postalCode), subdivisions "
            + "\(got?.subdivisions == expected.subdivisions), carriers "
            + "\(got?.mobileCarriers == expected.mobileCarriers)")
      }
    }
    #expect(
      differences.isEmpty, "\(differences.count) regions differ, first: \(differences.prefix(5))")
    let missing = try #require(RegionCode("ZZ"))
    #expect(try shipped.record(for: missing) == nil)
  }

  @Test("A fresh catalog answers carriers, postal codes and subdivisions without the JSON pack")
  func catalogWithoutSource() throws {
    let packs = RulePackCatalog()
    let us = try #require(try packs.pickerData(for: .us))
    #expect(us.postalCode?.name == "zip")
    #expect(us.subdivisions.first { $0.code == "US-CA" }?.name == "California")
    let gb = try #require(try packs.pickerData(for: .gb))
    let expected = try PickerData.load(directory: coreDirectory, pack: "core")[.gb]
    #expect(gb == expected)
    #expect(gb.mobileCarrier(forNationalNumber: "7400123456") != nil)
  }

  @Test("PickerData.shipped answers without the packs, as the core pack's picker folder does")
  func shippedWithoutPacks() throws {
    let json = try PickerData.load(directory: coreDirectory, pack: "core")
    #expect(Set(try PickerData.shippedRegions()) == Set(json.keys))
    let gb = try #require(try PickerData.shipped(for: .gb))
    #expect(gb == json[.gb])
    #expect(gb.mobileCarrier(forNationalNumber: "7400123456") != nil)
    #expect(try PickerData.shipped(for: .us)?.postalCode?.name == "zip")
    #expect(try PickerData.shipped(for: #require(RegionCode("ZZ"))) == nil)
  }

  /// Opens a blob and decodes every region; what it throws, if anything.
  func decodeAll(_ bytes: [UInt8]) -> DataBlobError? {
    do throws(DataBlobError) {
      let data = try ShippedPickerData(BlobStorage(copying: bytes))
      for code in try data.regions() { _ = try data.record(for: code) }
      return nil
    } catch {
      return error
    }
  }

  @Test("Truncated picker data is an error at every cut, never a trap")
  func pickerTruncated() throws {
    let bytes = ShippedPickerData.linkedBytes
    for cut in cutPoints(bytes.count) {
      #expect(decodeAll(Array(bytes[..<cut])) != nil, "cut at \(cut) decoded")
    }
    #expect(decodeAll(bytes) == nil)
  }

  @Test("Corrupt picker data decodes or fails with an error, never traps")
  func pickerCorrupt() throws {
    let bytes = ShippedPickerData.linkedBytes
    // Each copy must come back (decoded or with an error); a trap ends the test run.
    for copy in damagedCopies(of: bytes, seed: 40) { _ = decodeAll(copy) }
    var wrongMagic = bytes
    wrongMagic[0] = 0
    #expect(decodeAll(wrongMagic) == .corrupt(offset: 0, reason: "not PHFMPCK1 data (wrong magic)"))
  }
}

@Suite("Linked-in carrier and time-zone data")
struct ShippedDescribeDataTests {
  /// Opens a blob and describes one number of each of a few calling codes.
  func describeSome(_ bytes: [UInt8]) -> DataBlobError? {
    do throws(DataBlobError) {
      let data = try PrefixData(BlobStorage(copying: bytes), magic: "PHFMDSC1")
      let locale = DescribeLocale("ru")
      for (code, national) in [(44, "7400123456"), (7, "7011234567"), (1, "6502530000")] {
        _ = try data.name(callingCode: code, national: national, locale: locale)
        _ = try data.timeZones(callingCode: code, national: national, geographical: true)
      }
      return nil
    } catch {
      return error
    }
  }

  @Test("Truncated carrier and time-zone data is an error, never a trap")
  func truncated() {
    let bytes = PrefixData.linkedBytes
    for cut in cutPoints(bytes.count) {
      #expect(describeSome(Array(bytes[..<cut])) != nil, "cut at \(cut) decoded")
    }
    #expect(describeSome(bytes) == nil)
  }

  @Test("Corrupt carrier and time-zone data describes or fails with an error, never traps")
  func corrupt() {
    let bytes = PrefixData.linkedBytes
    for copy in damagedCopies(of: bytes, seed: 41) { _ = describeSome(copy) }
    var wrongLength = bytes
    wrongLength[8] ^= 1
    #expect(describeSome(wrongLength) != nil)
  }
}

/// Where the truncation tests cut a blob of `count` bytes: every one of the first 64 bytes
/// (the headers), 40 places spread over the rest, and one byte short of the end.
func cutPoints(_ count: Int) -> [Int] {
  Array(0..<64) + stride(from: 64, to: count, by: count / 40).map { $0 } + [count - 1]
}

/// 40 copies of `bytes`, each with 8 bytes overwritten at random places (`SeededRandom`, so
/// a failing copy replays).
func damagedCopies(of bytes: [UInt8], seed: UInt64) -> [[UInt8]] {
  var rng = SeededRandom(seed: seed)
  return (0..<40).map { _ in
    var copy = bytes
    for _ in 0..<8 {
      let i = Int(rng.next() % UInt64(copy.count))
      copy[i] = UInt8(truncatingIfNeeded: rng.next())
    }
    return copy
  }
}
