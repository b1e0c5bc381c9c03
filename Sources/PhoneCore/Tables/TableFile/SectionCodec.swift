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
  /// Bytes a match must save over its encoding to be taken (measured on the core pack, see
  /// `TableFile.blockSize`).
  static let minSaving = 2

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
      // And it must save `minSaving` bytes: each sequence costs the decoder about fifty
      // instructions, and a first keystroke decodes a few hundred of them.
      let cost = bytes(i - literalStart) + bytes(here.length - minMatch) + bytes(here.distance - 1)
      guard here.length >= minMatch, here.length >= cost + minSaving else {
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

  /// Decompresses `input`, which must expand to exactly `size` bytes; with `prefix`, stops
  /// at the first sequence that ends at or after `prefix` bytes (what a section ending there
  /// needs: a first use of a calling code decodes half a block on average), and the rest of
  /// the stream is not checked then.
  /// - Throws: `TableFileError.corrupt` naming the offset (`base` + position in `input`).
  /// - Complexity: O(size) (O(prefix) with one); every read and write is checked before it is
  ///   made.
  package static func decompress(
    _ input: ArraySlice<UInt8>, size: Int, base: Int, prefix: Int? = nil
  ) throws(TableFileError) -> [UInt8] {
    let stop = Swift.min(prefix ?? size, size)
    var failure: (position: Int, reason: String)?
    // `slack` bytes past `size` let short copies move eight bytes at a time; they are
    // written but never part of the result.
    let slack = 32
    let out = [UInt8](unsafeUninitializedCapacity: size + slack) { buffer, initialized in
      initialized = 0
      guard let to = buffer.baseAddress else { return }
      input.withUnsafeBufferPointer { source in
        guard let from = source.baseAddress else {
          failure = (0, "ends inside a number")
          return
        }
        let end = source.count
        var p = 0
        var n = 0
        @inline(__always) func varint() -> Int? {
          if p < end, from[p] < 0x80 {
            p += 1
            return Int(from[p - 1])
          }
          var value = 0
          var shift = 0
          while p < end, shift < 35 {
            let b = from[p]
            p += 1
            value |= Int(b & 0x7f) << shift
            if b & 0x80 == 0 { return value }
            shift += 7
          }
          return nil
        }
        @inline(__always) func copy8(
          _ target: UnsafeMutablePointer<UInt8>, _ origin: UnsafePointer<UInt8>
        ) {
          UnsafeMutableRawPointer(target).storeBytes(
            of: UnsafeRawPointer(origin).loadUnaligned(as: UInt64.self), as: UInt64.self)
        }
        while true {
          guard let literals = varint() else {
            failure = (p, "ends inside a number")
            break
          }
          guard literals <= size - n, literals <= end - p else {
            failure = (p, "literals run past the end")
            break
          }
          if literals <= 16, p + 16 <= end {
            // Most runs are short: two unconditional 8-byte copies (the slack takes the rest).
            copy8(to + n, from + p)
            copy8(to + n + 8, from + p + 8)
          } else if literals <= 32, p + 32 <= end {
            var k = 0
            while k < literals {
              copy8(to + n + k, from + p + k)
              k += 8
            }
          } else if literals > 0 {
            (to + n).update(from: from + p, count: literals)
          }
          n += literals
          p += literals
          if n >= stop, n < size { break }
          if n == size {
            if p != end { failure = (p, "bytes after the end") }
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
          if distance >= 8, length <= 16 {
            // Most matches are short: two 8-byte copies, each reading bytes written before it
            // (distance >= 8); the second may run up to 12 bytes into the slack.
            copy8(to + n, to + n - distance)
            copy8(to + n + 8, to + n - distance + 8)
          } else if distance >= 8 {
            // Eight bytes at a time: each load reads bytes written before it (distance >= 8);
            // the last store may run up to 7 bytes into the slack.
            var k = 0
            while k < length {
              copy8(to + n + k, to + n - distance + k)
              k += 8
            }
          } else if distance == 1 {
            // A run of one byte (zeros, mostly).
            (to + n).update(repeating: to[n - 1], count: length)
          } else {
            // Overlapping: the copy repeats the last `distance` bytes, byte by byte.
            for k in 0..<length { to[n + k] = to[n - distance + k] }
          }
          n += length
          if n >= stop, n < size { break }
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
