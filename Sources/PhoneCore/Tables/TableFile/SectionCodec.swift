// SectionCodec: the byte-oriented LZ77 compression of table-file sections, written for this
// project (a few dozen lines each way, so that PhoneCore needs no compression library).
//
// A compressed section is a run of sequences. Each sequence is
//
//   varint L   literal byte count
//   L bytes    literals, copied as they are
//   varint M   match length minus `minMatch`      } absent when the output is complete
//   varint D   distance back minus 1              } after the literals
//
// and the match copies M + minMatch bytes from D + 1 bytes back in the output (overlapping
// copies repeat a run). The decoder is told the decompressed size and refuses anything that
// would exceed it, reach before the start, or leave bytes over, so a damaged section is an
// error, never a trap or an over-allocation. Varints are LEB128, at most five bytes.
//
// The compressor searches a hash chain of four-byte prefixes (64 KiB window, 256 links), takes
// a match only where it is shorter than the bytes it replaces, and looks one byte ahead for a
// longer one (lazy matching). Table sections are small integers, repeated rows and pattern strings; on the core
// pack this gives about the ratio of deflate's LZ77 stage without its entropy coding.

/// Compresses and decompresses table-file sections.
package enum SectionCodec {
  static let minMatch = 4
  static let window = 1 << 16
  static let maxChain = 256

  /// Compresses `input`.
  package static func compress(_ input: [UInt8]) -> [UInt8] {
    var out = ByteWriter()
    out.bytes.reserveCapacity(input.count / 2)
    let n = input.count
    let hashBits = 15
    var head = [Int32](repeating: -1, count: 1 << hashBits)
    var prev = [Int32](repeating: -1, count: Swift.max(n, 1))
    func hash(_ i: Int) -> Int {
      let v =
        UInt32(input[i]) | UInt32(input[i + 1]) << 8 | UInt32(input[i + 2]) << 16
        | UInt32(input[i + 3]) << 24
      return Int((v &* 2_654_435_761) >> UInt32(32 - hashBits))
    }
    func insert(_ i: Int) {
      guard i + minMatch <= n else { return }
      let h = hash(i)
      prev[i] = head[h]
      head[h] = Int32(i)
    }
    /// The longest earlier match at `i` (length, distance), searching `maxChain` links.
    func longest(at i: Int) -> (length: Int, distance: Int) {
      var best = (length: 0, distance: 0)
      guard i + minMatch <= n else { return best }
      var candidate = Int(head[hash(i)])
      var links = 0
      while candidate >= 0, i - candidate <= window, links < maxChain {
        var length = 0
        while i + length < n, input[candidate + length] == input[i + length] { length += 1 }
        // Equal lengths: the nearer one (found first) has the shorter distance.
        if length > best.length { best = (length, i - candidate) }
        candidate = Int(prev[candidate])
        links += 1
      }
      return best
    }
    func bytes(_ v: Int) -> Int { v < 0x80 ? 1 : v < 0x4000 ? 2 : v < 0x20_0000 ? 3 : 4 }
    var literalStart = 0
    var i = 0
    while i + minMatch <= n {
      let here = longest(at: i)
      // A match pays for itself only when it is longer than its own encoding (the lengths and
      // distance as varints, and the literal count it ends); otherwise the bytes stay literals.
      let cost = bytes(i - literalStart) + bytes(here.length - minMatch) + bytes(here.distance - 1)
      guard here.length >= minMatch, here.length > cost else {
        insert(i)
        i += 1
        continue
      }
      // Lazy matching: a longer match one byte later wins over this one.
      insert(i)
      let later = longest(at: i + 1)
      if later.length > here.length + 1 {
        i += 1
        continue
      }
      out.count(i - literalStart)
      out.bytes += input[literalStart..<i]
      out.count(here.length - minMatch)
      out.count(here.distance - 1)
      for k in (i + 1)..<(i + here.length) { insert(k) }
      i += here.length
      literalStart = i
    }
    out.count(n - literalStart)
    out.bytes += input[literalStart..<n]
    return out.bytes
  }

  /// Decompresses `input`, which must expand to exactly `size` bytes.
  /// - Throws: `TableFileError.corrupt` naming the offset (`base` + position in `input`).
  /// - Complexity: O(size); every read and write is checked before it is made.
  package static func decompress(_ input: ArraySlice<UInt8>, size: Int, base: Int)
    throws(TableFileError) -> [UInt8]
  {
    var failure: (position: Int, reason: String)?
    let out = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      initialized = 0
      input.withUnsafeBufferPointer { source in
        var p = 0
        var n = 0
        func varint() -> Int? {
          var value = 0
          var shift = 0
          while p < source.count, shift < 35 {
            let b = source[p]
            p += 1
            value |= Int(b & 0x7f) << shift
            if b & 0x80 == 0 { return value }
            shift += 7
          }
          return nil
        }
        while true {
          guard let literals = varint() else {
            failure = (p, "ends inside a number")
            break
          }
          guard literals <= size - n, literals <= source.count - p else {
            failure = (p, "literals run past the end")
            break
          }
          if literals > 0, let to = buffer.baseAddress, let from = source.baseAddress {
            (to + n).update(from: from + p, count: literals)
          }
          n += literals
          p += literals
          if n == size {
            if p != source.count { failure = (p, "bytes after the end") }
            break
          }
          guard let extra = varint(), let back = varint() else {
            failure = (p, "ends inside a number")
            break
          }
          let length = extra + minMatch
          let distance = back + 1
          guard distance <= n else {
            failure = (p, "a match reaches before the start")
            break
          }
          guard length <= size - n else {
            failure = (p, "a match runs past the end")
            break
          }
          if distance >= length, let base = buffer.baseAddress {
            // Apart: one copy.
            (base + n).update(from: base + n - distance, count: length)
          } else {
            // Overlapping: the copy repeats the last `distance` bytes, byte by byte.
            for k in 0..<length { buffer[n + k] = buffer[n - distance + k] }
          }
          n += length
        }
        initialized = n
      }
    }
    if let failure {
      throw .corrupt(offset: base + failure.position, reason: "compressed block: \(failure.reason)")
    }
    return out
  }
}
