// ByteWriter: appends what ByteReader (ByteCoding.swift) reads: little-endian fixed widths, LEB128
// varints, arrays at their narrowest width. In a file of its own so that an app that only reads
// tables links none of it.

package import PhoneCore

/// Appends little-endian values to a byte array.
package struct ByteWriter {
  package var bytes: [UInt8] = []

  package init() {}

  mutating func u8(_ v: UInt8) { bytes.append(v) }
  mutating func bool(_ v: Bool) { bytes.append(v ? 1 : 0) }
  mutating func u16(_ v: UInt16) {
    for i in 0..<2 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * i))) }
  }
  mutating func u32(_ v: UInt32) {
    for i in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * i))) }
  }
  mutating func u64(_ v: UInt64) {
    for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * i))) }
  }
  mutating func varint(_ v: UInt64) {
    var v = v
    while v >= 0x80 {
      bytes.append(UInt8(v & 0x7f) | 0x80)
      v >>= 7
    }
    bytes.append(UInt8(v))
  }
  mutating func int(_ v: Int) {
    let z = (UInt64(bitPattern: Int64(v)) << 1) ^ UInt64(bitPattern: Int64(v) >> 63)
    varint(z)
  }
  mutating func count(_ n: Int) { varint(UInt64(n)) }
  mutating func string(_ s: String) {
    count(s.utf8.count)
    bytes.append(contentsOf: s.utf8)
  }
  mutating func optionalString(_ s: String?) {
    bool(s != nil)
    if let s { string(s) }
  }
  mutating func u32s(_ values: [UInt32]) {
    packed(values.lazy.map(UInt64.init), count: values.count)
  }
  mutating func u64s(_ values: [UInt64]) { packed(values, count: values.count) }
  /// `count` values at the narrowest of 1, 2, 4 or 8 bytes that holds the largest.
  mutating func packed(_ values: some Sequence<UInt64>, count n: Int) {
    count(n)
    let largest = values.max() ?? 0
    let width = largest <= 0xff ? 1 : largest <= 0xffff ? 2 : largest <= 0xffff_ffff ? 4 : 8
    u8(UInt8(width))
    bytes.reserveCapacity(bytes.count + n * width)
    for v in values {
      for i in 0..<width { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) }
    }
  }
  mutating func ints(_ values: [Int]) {
    count(values.count)
    for v in values { int(v) }
  }
  /// A region of a models section: its length, then the region, so that one region of a
  /// calling code decodes without the others.
  mutating func regionEntry(_ r: Region) {
    var one = ByteWriter()
    one.region(r)
    count(one.bytes.count)
    bytes += one.bytes
  }
}

extension FileHeader {
  /// A file of the engine's binary kinds: the header (`magic`, `version`, the index's length
  /// and checksum), then `index`; the kind's own bytes follow.
  package static func file(magic: [UInt8], version: UInt32, index: [UInt8]) -> [UInt8] {
    var file = ByteWriter()
    file.bytes = magic
    file.u32(version)
    file.u32(UInt32(index.count))
    file.u64(checksum64(index[...]))
    file.bytes += index
    return file.bytes
  }
}
