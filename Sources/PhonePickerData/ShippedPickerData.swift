// ShippedPickerData: the core pack's picker data as linked into the product, one region decoded
// on first use.

import CPhonePickerData
package import PhoneCore
package import PhoneDataBlob

/// The core pack's `picker/` folder compiled into bytes (`Scripts/generate-shipped-data.py`
/// draws the layout): a string table, an index of regions, one record per region.
///
/// ```
///   "PHFMPCK1" | u32 total | strings | u32 n | n x (AB, u32 offset, u32 length) | records
/// ```
/// Opening reads the header and checks the index's bounds; `record(for:)` decodes one region
/// (a binary search of the index, then its record) and keeps it.
package final class ShippedPickerData: Sendable {
  let storage: BlobStorage
  let strings: BlobStringTable
  let indexStart: Int
  let regionCount: Int
  private let cache = Locked<[RegionCode: PickerData]>([:])

  static let magic = "PHFMPCK1"
  /// The bytes linked into the product.
  package static var linkedBytes: [UInt8] {
    Array(UnsafeBufferPointer(start: phonefmt_picker_data(), count: phonefmt_picker_data_size()))
  }
  /// How messages name it.
  package static let label = "picker data linked into the product"

  /// Opens the blob linked into the product (reads its header; nothing is copied).
  package static func openLinked() throws(DataBlobError) -> ShippedPickerData {
    try ShippedPickerData(
      BlobStorage(static: phonefmt_picker_data(), count: phonefmt_picker_data_size()))
  }

  package init(_ storage: BlobStorage) throws(DataBlobError) {
    self.storage = storage
    var r = BlobReader(storage.bytes)
    try r.expect(Self.magic)
    let total = Int(try r.u32())
    guard total == storage.bytes.count else {
      throw .corrupt(offset: 8, reason: "says \(total) bytes, has \(storage.bytes.count)")
    }
    strings = try BlobStringTable(&r)
    regionCount = Int(try r.u32())
    indexStart = r.offset
    guard regionCount <= r.remaining / 10 else { throw .truncated(offset: r.offset) }
  }

  /// The regions that have a record, in code order.
  package func regions() throws(DataBlobError) -> [RegionCode] {
    var out: [RegionCode] = []
    for i in 0..<regionCount { out.append(try entry(i).code) }
    return out
  }

  /// Index entry `i`: the region and where its record is.
  func entry(_ i: Int) throws(DataBlobError) -> (code: RegionCode, offset: Int, length: Int) {
    var r = BlobReader(storage.bytes, offset: indexStart + 10 * i)
    let a = try r.u8()
    let b = try r.u8()
    let at = r.offset - 2
    guard let code = RegionCode(packed: UInt16(a) << 8 | UInt16(b)), code != .nonGeographic else {
      throw .corrupt(offset: at, reason: "not a region code")
    }
    let offset = Int(try r.u32())
    let length = Int(try r.u32())
    guard offset <= storage.bytes.count, length <= storage.bytes.count - offset else {
      throw .corrupt(offset: at + 2, reason: "the record of \(code) lies outside the data")
    }
    return (code, offset, length)
  }

  /// The picker data of `region`, nil when the core pack has none for it.
  /// - Complexity: O(log *n*) for the index, then (first time only) the region's record.
  package func record(for region: RegionCode) throws(DataBlobError) -> PickerData? {
    if let hit = cache.withLock({ $0[region] }) { return hit }
    var low = 0
    var high = regionCount
    while low < high {
      let mid = (low + high) / 2
      if try entry(mid).code < region { low = mid + 1 } else { high = mid }
    }
    guard low < regionCount else { return nil }
    let found = try entry(low)
    guard found.code == region else { return nil }
    let value = try decode(region, offset: found.offset, length: found.length)
    cache.withLock { $0[region] = value }
    return value
  }

  private func decode(_ region: RegionCode, offset: Int, length: Int) throws(DataBlobError)
    -> PickerData
  {
    let bytes = storage.bytes
    var r = BlobReader(bytes, offset: offset, end: offset + length)
    func string(_ r: inout BlobReader) throws(DataBlobError) -> String {
      try strings.string(r.int(below: strings.count, "string index"), in: bytes)
    }
    func optional(_ r: inout BlobReader) throws(DataBlobError) -> String? {
      let i = try r.int(below: strings.count + 1, "string index")
      return i == 0 ? nil : try strings.string(i - 1, in: bytes)
    }
    let flags = try r.u8()
    guard flags & ~3 == 0, flags != 2 else {
      throw .corrupt(offset: offset, reason: "unknown flags \(flags)")
    }
    var postal: PickerData.PostalCode?
    if flags & 1 != 0 {
      let pattern = try string(&r)
      var examples: [String] = []
      for _ in 0..<(try r.count("example count")) { examples.append(try string(&r)) }
      let name = flags & 2 != 0 ? try string(&r) : nil
      postal = PickerData.PostalCode(pattern: pattern, examples: examples, name: name)
    }
    var subdivisions: [PickerData.Subdivision] = []
    for _ in 0..<(try r.count("subdivision count")) {
      let code = try string(&r)
      let name = try string(&r)
      let latin = try optional(&r)
      let prefix = try optional(&r)
      subdivisions.append(
        PickerData.Subdivision(code: code, name: name, latinName: latin, postalCodePrefix: prefix))
    }
    var carriers: [PickerData.MobileCarrier] = []
    let carrierCount = try r.count("carrier count")
    carriers.reserveCapacity(carrierCount)
    // A region's carriers share a few names: each is decoded once.
    var names: [Int: String] = [:]
    var packed: [UInt64?] = []
    packed.reserveCapacity(carrierCount)
    for _ in 0..<carrierCount {
      let at = r.offset
      let key = try r.varint()
      packed.append(key)
      guard let prefix = Self.unpack(key) else {
        throw .corrupt(offset: at, reason: "not a packed carrier prefix")
      }
      let index = try r.int(below: strings.count, "string index")
      let name: String
      if let known = names[index] {
        name = known
      } else {
        name = try strings.string(index, in: bytes)
        names[index] = name
      }
      carriers.append(PickerData.MobileCarrier(prefix: prefix, carrier: name))
    }
    guard r.remaining == 0 else {
      throw .corrupt(offset: r.offset, reason: "\(r.remaining) bytes after the record of \(region)")
    }
    return PickerData(
      region: region, postalCode: postal, subdivisions: subdivisions, mobileCarriers: carriers,
      packedPrefixes: packed)
  }

  /// "1" followed by 1 to 12 digits, as a number -> the digits; nil for anything else.
  static func unpack(_ key: UInt64) -> String? {
    guard key >= 10 else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer -> String? in
      var end = buffer.count
      var k = key
      while k >= 10 {
        end -= 1
        buffer[end] = UInt8(ascii: "0") + UInt8(k % 10)
        k /= 10
      }
      let count = buffer.count - end
      guard k == 1, count <= PickerData.CarrierIndex.maxDigits else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
    }
  }
}
