// DataBlob: bytes linked into the product (picker data, carriers, time zones) read in place,
// every read bounds-checked, so that a truncated or corrupt blob is a typed error, never a trap.
//
// The layouts are drawn in Scripts/generate-shipped-data.py, which writes them. Integers are
// LEB128 varints, fixed widths little-endian; a string table is a count, count+1 u32 offsets and
// the UTF-8 bytes they point into, so that one string decodes without the others.
//
// Its own module (the standard library only) because two products read blobs: PhoneCallerID
// (carriers, time zones, and the geocoding pack's places) and PhonePickerData; neither links the
// other's data.

/// Why linked-in data (or a data file of a pack) cannot be read.
public enum DataBlobError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data ends before a value that should be there.
  case truncated(offset: Int)
  /// A value is out of range, or the data is not what its header says.
  case corrupt(offset: Int, reason: String)

  public var description: String {
    switch self {
    case .truncated(let offset): return "truncated at byte \(offset)"
    case .corrupt(let offset, let reason): return "corrupt at byte \(offset): \(reason)"
    }
  }
}

/// Bytes that live as long as the process (a C array) or that this object owns (a copy, in
/// tests and for pack files).
package final class BlobStorage: @unchecked Sendable {
  // Sendable: the bytes are never written after init.
  package let bytes: UnsafeRawBufferPointer
  private let owned: UnsafeMutableRawBufferPointer?

  /// Static bytes, such as a C array of the product; not copied.
  package init(static pointer: UnsafePointer<UInt8>?, count: Int) {
    bytes = UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : count)
    owned = nil
  }

  /// A copy of `array`.
  package init(copying array: [UInt8]) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: array.count, alignment: 8)
    array.withUnsafeBytes { buffer.copyMemory(from: $0) }
    owned = buffer
    bytes = UnsafeRawBufferPointer(buffer)
  }

  deinit { owned?.deallocate() }
}

/// Reads `bytes[offset..<end]`; every read checks its bounds and throws `DataBlobError`.
package struct BlobReader {
  package let bytes: UnsafeRawBufferPointer
  package var offset: Int
  package let end: Int

  package init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0, end: Int? = nil) {
    self.bytes = bytes
    self.offset = offset
    self.end = Swift.min(end ?? bytes.count, bytes.count)
  }

  package var remaining: Int { end - offset }

  package mutating func u8() throws(DataBlobError) -> UInt8 {
    guard offset >= 0, offset < end else { throw .truncated(offset: offset) }
    defer { offset += 1 }
    return bytes[offset]
  }

  package mutating func u32() throws(DataBlobError) -> UInt32 {
    guard offset >= 0, remaining >= 4 else { throw .truncated(offset: offset) }
    var v: UInt32 = 0
    for i in 0..<4 { v |= UInt32(bytes[offset + i]) << (8 * UInt32(i)) }
    offset += 4
    return v
  }

  package mutating func varint() throws(DataBlobError) -> UInt64 {
    let at = offset
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let b = try u8()
      guard shift < 63 || b <= 1 else { throw .corrupt(offset: at, reason: "a number is too long") }
      value |= UInt64(b & 0x7f) << shift
      if b & 0x80 == 0 { return value }
      shift += 7
    }
  }

  /// A varint that must be below `limit` (an index, or a count of items that each take at
  /// least one byte): never a reason to allocate more than the data can hold.
  package mutating func int(below limit: Int, _ what: String) throws(DataBlobError) -> Int {
    let at = offset
    let v = try varint()
    guard v < UInt64(Swift.max(limit, 0)) else {
      throw .corrupt(offset: at, reason: "\(what) \(v) is out of range (below \(limit))")
    }
    return Int(v)
  }

  /// A count of items that take at least one byte each.
  package mutating func count(_ what: String) throws(DataBlobError) -> Int {
    try int(below: remaining + 1, what)
  }

  package mutating func expect(_ magic: String) throws(DataBlobError) {
    for byte in magic.utf8 {
      let at = offset
      guard try u8() == byte else {
        throw .corrupt(offset: at, reason: "not \(magic) data (wrong magic)")
      }
    }
  }
}

/// A string table read in place: a count, count+1 u32 offsets, the UTF-8 bytes.
package struct BlobStringTable {
  package let count: Int
  /// Where the offsets start.
  package let offsets: Int
  /// Where the bytes start, and how many there are.
  package let start: Int
  package let length: Int

  /// Reads the table's header at the reader's position and moves past the whole table.
  package init(_ r: inout BlobReader) throws(DataBlobError) {
    count = try r.int(below: r.remaining / 4, "string count")
    offsets = r.offset
    r.offset += 4 * count
    var last = BlobReader(r.bytes, offset: r.offset, end: r.end)
    length = Int(try last.u32())
    start = last.offset
    guard length <= last.remaining else { throw .truncated(offset: start) }
    r.offset = start + length
  }

  /// String `i`.
  package func string(_ i: Int, in bytes: UnsafeRawBufferPointer) throws(DataBlobError) -> String {
    guard i >= 0, i < count else {
      throw .corrupt(offset: offsets, reason: "string \(i) is out of range (below \(count))")
    }
    var r = BlobReader(bytes, offset: offsets + 4 * i)
    let from = Int(try r.u32())
    let to = Int(try r.u32())
    guard from <= to, to <= length else {
      throw .corrupt(offset: offsets + 4 * i, reason: "string \(i) has bad offsets")
    }
    let slice = UnsafeRawBufferPointer(rebasing: bytes[(start + from)..<(start + to)])
    guard let s = String(validating: slice, as: UTF8.self) else {
      throw .corrupt(offset: start + from, reason: "string \(i) is not UTF-8")
    }
    return s
  }
}

/// A set table read in place: a count, count+1 u32 offsets, then each set as its length and
/// its values (varints), so that one set decodes without the others.
package struct BlobSetTable {
  package let strings: BlobStringTable

  package init(_ r: inout BlobReader) throws(DataBlobError) {
    strings = try BlobStringTable(&r)
  }

  package var count: Int { strings.count }

  /// Set `i`, each value checked to be below `limit`.
  package func values(_ i: Int, below limit: Int, in bytes: UnsafeRawBufferPointer)
    throws(DataBlobError)
    -> [Int]
  {
    guard i >= 0, i < count else {
      throw .corrupt(offset: strings.offsets, reason: "set \(i) is out of range (below \(count))")
    }
    var o = BlobReader(bytes, offset: strings.offsets + 4 * i)
    let from = Int(try o.u32())
    let to = Int(try o.u32())
    guard from <= to, to <= strings.length else {
      throw .corrupt(offset: strings.offsets + 4 * i, reason: "set \(i) has bad offsets")
    }
    var r = BlobReader(bytes, offset: strings.start + from, end: strings.start + to)
    var out: [Int] = []
    for _ in 0..<(try r.count("set size")) { out.append(try r.int(below: limit, "set value")) }
    return out
  }
}
