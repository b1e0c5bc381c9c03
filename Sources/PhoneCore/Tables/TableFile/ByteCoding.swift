// ByteWriter and ByteReader: the primitives of table files; the reader never traps.
//
// Fixed-width values are little-endian. Counts and integers are LEB128 varints (integers
// zigzag-coded), and arrays of state IDs or masks are written at the narrowest width that
// holds their largest value (a width byte, 1, 2, 4 or 8, then the values), so that small
// automata cost one byte per cell on disk.

/// Appends little-endian values to a byte array.
struct ByteWriter {
  var bytes: [UInt8] = []

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
}

/// Reads what `ByteWriter` wrote; every read is bounds-checked and throws `TableFileError`.
struct ByteReader {
  let bytes: [UInt8]
  var offset: Int

  init(_ bytes: [UInt8], offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
  }

  var remaining: Int { bytes.count - offset }

  mutating func take(_ n: Int) throws(TableFileError) -> ArraySlice<UInt8> {
    guard n >= 0, n <= remaining else { throw .truncated(offset: offset) }
    defer { offset += n }
    return bytes[offset..<(offset + n)]
  }

  /// One byte. Read in place: every varint, flag and count is bytes read one at a time, so this
  /// makes no slice (a slice retains and releases the array).
  @inline(__always) mutating func u8() throws(TableFileError) -> UInt8 {
    guard offset < bytes.count else { throw .truncated(offset: offset) }
    defer { offset += 1 }
    return bytes[offset]
  }
  mutating func bool() throws(TableFileError) -> Bool {
    let v = try u8()
    guard v <= 1 else { throw .corrupt(offset: offset - 1, reason: "a flag is neither 0 nor 1") }
    return v == 1
  }
  mutating func uint(_ n: Int) throws(TableFileError) -> UInt64 {
    var v: UInt64 = 0
    for (i, b) in try take(n).enumerated() { v |= UInt64(b) << (8 * UInt64(i)) }
    return v
  }
  mutating func u16() throws(TableFileError) -> UInt16 { UInt16(try uint(2)) }
  mutating func u32() throws(TableFileError) -> UInt32 { UInt32(try uint(4)) }
  mutating func u64() throws(TableFileError) -> UInt64 { try uint(8) }
  mutating func varint() throws(TableFileError) -> UInt64 {
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
  mutating func state() throws(TableFileError) -> UInt32 {
    let at = offset
    let v = try varint()
    guard v <= UInt64(UInt32.max) else {
      throw .corrupt(offset: at, reason: "a state number of \(v)")
    }
    return UInt32(v)
  }

  /// A count of items of at least `itemSize` bytes each, checked against the bytes left so a
  /// corrupt count cannot make the reader allocate more than the file holds.
  mutating func count(itemSize: Int = 1) throws(TableFileError) -> Int {
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
    let raw = try take(n)
    guard let s = String(validating: raw, as: UTF8.self) else {
      throw .corrupt(offset: at, reason: "a string is not valid UTF-8")
    }
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
      bytes.withUnsafeBufferPointer { b in
        for i in 0..<n {
          var v: UInt64 = 0
          let at = start + i * width
          for k in 0..<width { v |= UInt64(b[at + k]) << (8 * UInt64(k)) }
          out[i] = v
        }
      }
      initialized = n
    }
  }
  mutating func ints() throws(TableFileError) -> [Int] {
    let n = try count(itemSize: 1)
    var out = [Int]()
    for _ in 0..<n { out.append(try int()) }
    return out
  }
}

/// FNV-1a, 64 bits: the table file's checksum (fast, no tables, catches flipped bytes).
func fnv1a64(_ bytes: ArraySlice<UInt8>) -> UInt64 {
  var h: UInt64 = 0xcbf2_9ce4_8422_2325
  for b in bytes {
    h ^= UInt64(b)
    h = h &* 0x0000_0100_0000_01b3
  }
  return h
}
