// ByteWriter and ByteReader: the primitives of table files; the reader never traps.
//
// Fixed-width values are little-endian. Counts and integers are LEB128 varints (integers
// zigzag-coded), and arrays of state IDs or masks are written at the narrowest width that
// holds their largest value (a width byte, 1, 2, 4 or 8, then the values), so that small
// automata cost one byte per cell on disk.

/// Reads what `ByteWriter` wrote; every read is bounds-checked and throws `TableFileError`.
///
/// Reads `bytes[offset..<end]`: a section is read in place in its decoded block, and the
/// offsets in errors are the block's.
package struct ByteReader {
  let bytes: [UInt8]
  package var offset: Int
  let end: Int

  package init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) {
    self.bytes = bytes
    self.offset = offset
    self.end = Swift.min(end ?? bytes.count, bytes.count)
  }

  package var remaining: Int { end - offset }

  package mutating func take(_ n: Int) throws(TableFileError) -> ArraySlice<UInt8> {
    guard n >= 0, n <= remaining else { throw .truncated(offset: offset) }
    defer { offset += n }
    return bytes[offset..<(offset + n)]
  }

  /// One byte. Read in place: every varint, flag and count is bytes read one at a time, so this
  /// makes no slice (a slice retains and releases the array).
  @inline(__always) mutating func u8() throws(TableFileError) -> UInt8 {
    guard offset < end else { throw .truncated(offset: offset) }
    defer { offset += 1 }
    return bytes[offset]
  }
  mutating func bool() throws(TableFileError) -> Bool {
    let v = try u8()
    guard v <= 1 else { throw .corrupt(offset: offset - 1, reason: "a flag is neither 0 nor 1") }
    return v == 1
  }
  mutating func uint(_ n: Int) throws(TableFileError) -> UInt64 {
    guard n <= remaining else { throw .truncated(offset: offset) }
    var v: UInt64 = 0
    bytes.withUnsafeBufferPointer { b in
      for i in 0..<n { v |= UInt64(b[offset + i]) << (8 * UInt64(i)) }
    }
    offset += n
    return v
  }
  mutating func u16() throws(TableFileError) -> UInt16 { try fixed(UInt16.self) }
  mutating func u32() throws(TableFileError) -> UInt32 { try fixed(UInt32.self) }
  mutating func u64() throws(TableFileError) -> UInt64 { try fixed(UInt64.self) }
  /// A little-endian integer of `T`'s width, loaded whole.
  @inline(__always) private mutating func fixed<T: FixedWidthInteger>(_: T.Type)
    throws(TableFileError) -> T
  {
    let n = MemoryLayout<T>.size
    guard n <= remaining else { throw .truncated(offset: offset) }
    let at = offset
    offset += n
    return bytes.withUnsafeBytes {
      T(littleEndian: $0.loadUnaligned(fromByteOffset: at, as: T.self))
    }
  }
  @inline(__always) mutating func varint() throws(TableFileError) -> UInt64 {
    // One byte: most counts, flags' neighbours and small integers.
    if offset < end, bytes[offset] < 0x80 {
      defer { offset += 1 }
      return UInt64(bytes[offset])
    }
    // Two bytes: most offsets and lengths in an index.
    if offset + 1 < end, bytes[offset + 1] < 0x80 {
      defer { offset += 2 }
      return UInt64(bytes[offset] & 0x7f) | UInt64(bytes[offset + 1]) << 7
    }
    return try longVarint()
  }
  private mutating func longVarint() throws(TableFileError) -> UInt64 {
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
  mutating func int() throws(TableFileError) -> Int {
    let z = try varint()
    return Int(Int64(bitPattern: (z >> 1) ^ (0 &- (z & 1))))
  }

  /// A state number or other index: a varint below 2^32 (checked against its table later).
  mutating func state() throws(TableFileError) -> StateID {
    let at = offset
    let v = try varint()
    guard v <= UInt64(UInt32.max) else {
      throw .corrupt(offset: at, reason: "a state number of \(v)")
    }
    return StateID(UInt32(v))
  }

  /// A count of items of at least `itemSize` bytes each, checked against the bytes left so a
  /// corrupt count cannot make the reader allocate more than the file holds.
  package mutating func count(itemSize: Int = 1) throws(TableFileError) -> Int {
    let at = offset
    let raw = try varint()
    guard raw <= UInt64(Int32.max) else {
      throw .corrupt(offset: at, reason: "a count of \(raw) exceeds the bytes left")
    }
    let n = Int(raw)
    guard n * Swift.max(itemSize, 1) <= remaining else {
      throw .corrupt(offset: at, reason: "a count of \(n) exceeds the bytes left")
    }
    return n
  }
  mutating func string() throws(TableFileError) -> String {
    let n = try count()
    let at = offset
    offset += n
    // ASCII (every string of the core pack) needs no validation beyond the high bits.
    let s: String? = bytes.withUnsafeBufferPointer { b in
      let part = UnsafeBufferPointer(rebasing: b[at..<(at + n)])
      var high: UInt8 = 0
      for c in part { high |= c }
      if high < 0x80 { return String(decoding: part, as: UTF8.self) }
      return String(validating: part, as: UTF8.self)
    }
    guard let s else { throw .corrupt(offset: at, reason: "a string is not valid UTF-8") }
    return s
  }
  mutating func optionalString() throws(TableFileError) -> String? {
    try bool() ? try string() : nil
  }
  mutating func u32s() throws(TableFileError) -> [UInt32] {
    let at = offset
    let values = try packed()
    guard values.allSatisfy({ $0 <= UInt64(UInt32.max) }) else {
      throw .corrupt(offset: at, reason: "a 32-bit value is too large")
    }
    return values.map { UInt32(truncatingIfNeeded: $0) }
  }
  mutating func u64s() throws(TableFileError) -> [UInt64] { try packed() }

  /// What `ByteWriter.u32s` wrote, as `CompactIntegers` at the width written, which must be the
  /// narrowest that holds the largest value (as the writer chose it), so that a table read
  /// back equals the one written.
  mutating func compact() throws(TableFileError) -> CompactIntegers {
    let n = try count()
    let at = offset
    let width = Int(try u8())
    guard [1, 2, 4].contains(width) else {
      throw .corrupt(offset: at, reason: "an array width of \(width) bytes")
    }
    guard n <= remaining / width else { throw .truncated(offset: offset) }
    let start = offset
    offset += n * width
    let values = bytes.withUnsafeBytes { raw in
      CompactIntegers(
        littleEndian: UnsafeRawBufferPointer(rebasing: raw[start..<(start + n * width)]),
        width: width)
    }
    guard width == 1 || values.largest > (width == 2 ? 0xff : 0xffff) else {
      throw .corrupt(offset: at, reason: "an array wider than its values")
    }
    return values
  }

  /// What `ByteWriter.u64s` wrote, as `FormatSets`.
  mutating func formatSets() throws(TableFileError) -> FormatSets { FormatSets(try packed()) }

  /// What `ByteWriter.packed` wrote.
  mutating func packed() throws(TableFileError) -> [UInt64] {
    let n = try count()
    let at = offset
    let width = Int(try u8())
    guard [1, 2, 4, 8].contains(width) else {
      throw .corrupt(offset: at, reason: "an array width of \(width) bytes")
    }
    guard n <= remaining / width else { throw .truncated(offset: offset) }
    // Checked once above; read straight from the bytes.
    let start = offset
    offset += n * width
    return [UInt64](unsafeUninitializedCapacity: n) { out, initialized in
      bytes.withUnsafeBytes { raw in
        let from = UnsafeRawBufferPointer(rebasing: raw[start..<(start + n * width)])
        switch width {
        case 1: for i in 0..<n { out[i] = UInt64(from[i]) }
        case 2:
          for i in 0..<n {
            out[i] = UInt64(
              UInt16(littleEndian: from.loadUnaligned(fromByteOffset: 2 * i, as: UInt16.self)))
          }
        case 4:
          for i in 0..<n {
            out[i] = UInt64(
              UInt32(littleEndian: from.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)))
          }
        default:
          for i in 0..<n {
            out[i] = UInt64(
              littleEndian: from.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self))
          }
        }
      }
      initialized = n
    }
  }
  mutating func ints() throws(TableFileError) -> [Int] {
    let n = try count(itemSize: 1)
    var out = [Int]()
    out.reserveCapacity(n)
    for _ in 0..<n { out.append(try int()) }
    return out
  }
}

/// The table file's checksum: 64 bits, eight bytes a step in two lanes (each step a xor and a
/// multiplication by an odd constant, so a change to any one word always changes the sum), the
/// tail byte by byte. About a tenth of the instructions of FNV-1a byte by byte, which format 2
/// used: a first keystroke checks a block.
package func checksum64(_ bytes: ArraySlice<UInt8>) -> UInt64 {
  bytes.withUnsafeBytes { raw -> UInt64 in
    let p1: UInt64 = 0x9e37_79b9_7f4a_7c15
    let p2: UInt64 = 0xc2b2_ae3d_27d4_eb4f
    var a: UInt64 = 0xcbf2_9ce4_8422_2325
    var b: UInt64 = 0x8422_2325_cbf2_9ce4 ^ UInt64(raw.count)
    var i = 0
    while i + 16 <= raw.count {
      let x = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      let y = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
      a = ((a ^ x) &* p1).rotatedLeft(31)
      b = ((b ^ y) &* p2).rotatedLeft(27)
      i += 16
    }
    while i < raw.count {
      a = (a ^ UInt64(raw[i])) &* p1
      i += 1
    }
    var h = a ^ b.rotatedLeft(32)
    h = (h ^ (h >> 29)) &* p2
    return h ^ (h >> 32)
  }
}

extension UInt64 {
  @inline(__always) fileprivate func rotatedLeft(_ n: UInt64) -> UInt64 {
    (self << n) | (self >> (64 - n))
  }
}
