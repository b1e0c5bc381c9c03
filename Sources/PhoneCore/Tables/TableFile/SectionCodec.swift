// SectionCodec: the byte-oriented LZ77 compression of table-file sections, written for this
// project (a few dozen lines each way, so that PhoneCore needs no compression library).
//
// A compressed section is a run of sequences. Each sequence is
//
//   1 byte     token: literal count L (high four bits), match length M - `minMatch` (low four)
//   varint     L - 15, when the high bits are 15                         } the literal run
//   L bytes    literals, copied as they are                              }
//   2 bytes    match distance D - 1, little-endian     } absent when the output is complete
//   varint     M - `minMatch` - 15, when the low bits are 15   } after the literals
//
// and the match copies M bytes from D bytes back in the output (overlapping copies repeat a
// run). The last sequence has literals only (its low four bits are 0). The decoder is told the
// decompressed size and refuses anything that would exceed it, reach before the start, or leave
// bytes over, so a damaged section is an error, never a trap or an over-allocation. Varints are
// LEB128, at most five bytes.
//
// Why a token byte (format 4; format 3 wrote the literal count, match length and distance as
// three varints): a first keystroke decodes about a thousand sequences, and a token is one load
// and two shifts where three varints were three loops; the file is also smaller (238,889 bytes
// of blocks instead of 247,737 for the same matches, measured on the core pack: most distances
// took two varint bytes anyway, and most lengths fit in four bits).
//
// The compressor searches a hash chain of four-byte prefixes (64 KiB window, 256 links), takes
// a match only where it is shorter than the bytes it replaces, and looks one byte ahead for a
// longer one (lazy matching). Table sections are small integers, repeated rows and pattern
// strings; on the core pack this gives about the ratio of deflate's LZ77 stage without its
// entropy coding.

/// Compresses and decompresses table-file sections.
package enum SectionCodec {
  package static let minMatch = 4
  package static let window = 1 << 16
  package static let maxChain = 256
  /// Bytes a match must save over its encoding to be taken (measured on the core pack, see
  /// `TableFile.blockSize`).
  package static let minSaving = 2

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
    let out = [UInt8](unsafeUninitializedCapacity: size + slack) { buffer, initialized in
      initialized = 0
      guard let to = buffer.baseAddress else { return }
      input.withUnsafeBufferPointer { source in
        guard let from = source.baseAddress else {
          failure = (0, "ends inside a sequence")
          return
        }
        let (n, error) = run(from, source.count, to, size: size, stop: stop)
        initialized = n
        failure = error
      }
    }
    if let failure {
      throw .corrupt(offset: base + failure.position, reason: "compressed block: \(failure.reason)")
    }
    return out
  }

  /// `slack` bytes past the decoded size let short copies move eight bytes at a time; they are
  /// written but never part of the result.
  static let slack = 32

  @inline(__always)
  private static func copy8(_ target: UnsafeMutablePointer<UInt8>, _ origin: UnsafePointer<UInt8>) {
    UnsafeMutableRawPointer(target).storeBytes(
      of: UnsafeRawPointer(origin).loadUnaligned(as: UInt64.self), as: UInt64.self)
  }

  /// A varint at `p` (the rest of a four-bit field of 15), or nil when the input ends in it.
  private static func varint(_ from: UnsafePointer<UInt8>, _ end: Int, _ p: inout Int) -> Int? {
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

  /// Copies a match of `length` bytes from `distance` bytes before `at` (checked by the caller:
  /// inside the output, with `slack` bytes of room after it).
  @inline(__always)
  private static func copyMatch(_ at: UnsafeMutablePointer<UInt8>, distance: Int, length: Int) {
    if distance >= 8, length <= 16 {
      // Most matches are short: two 8-byte copies, each reading bytes written before it
      // (distance >= 8); the second may run up to 12 bytes into the slack.
      copy8(at, at - distance)
      copy8(at + 8, at - distance + 8)
    } else if distance == 1 {
      // A run of one byte (zeros, mostly).
      at.update(repeating: at[-1], count: length)
    } else {
      // Eight bytes at a time from `step` back, the smallest multiple of the distance that is
      // at least 8: the match repeats the last `distance` bytes, so the bytes `step` back are
      // the same once the first `step - distance` are written (byte by byte), and each load
      // reads bytes written before it. The last store may run up to 7 bytes into the slack.
      let step = distance >= 8 ? distance : (distance &+ 7) / distance &* distance
      let head = Swift.min(step &- distance, length)
      var k = 0
      while k < head {
        at[k] = at[k &- distance]
        k &+= 1
      }
      while k < length {
        copy8(at + k, at + (k &- step))
        k &+= 8
      }
    }
  }

  /// The decoding loop: `end` input bytes at `from` into `to` (room for `size + slack`), until
  /// `size` bytes, or the first sequence ending at or after `stop`. Returns the bytes written
  /// and the first failure. Locals only, so that the positions stay in registers (a closure
  /// capturing them kept them in memory: 100 instructions a sequence instead of about 40).
  private static func run(
    _ from: UnsafePointer<UInt8>, _ end: Int, _ to: UnsafeMutablePointer<UInt8>, size: Int,
    stop: Int
  ) -> (Int, (position: Int, reason: String)?) {
    var p = 0
    var n = 0
    while true {
      // Far from the input's end and from `stop`, a sequence whose counts fit its token needs
      // no check but its distance's: at most 14 literals and an 18-byte match, so it stays
      // within the input read and before `stop` (and the slack takes the wider copies).
      while n &+ 40 <= stop, p &+ 40 <= end {
        let token = Int(from[p])
        let literals = token &>> 4
        let field = token & 15
        guard literals < 15, field < 15 else { break }
        copy8(to + n, from + (p &+ 1))
        copy8(to + (n &+ 8), from + (p &+ 9))
        p &+= 1 &+ literals
        n &+= literals
        let distance = (Int(from[p]) | Int(from[p &+ 1]) &<< 8) &+ 1
        p &+= 2
        guard distance <= n else { return (n, (p, "a match reaches before the start")) }
        let length = field &+ minMatch
        copyMatch(to + n, distance: distance, length: length)
        n &+= length
      }
      guard p < end else { return (n, (p, "ends inside a sequence")) }
      let token = Int(from[p])
      p += 1
      var literals = token &>> 4
      if literals == 15 {
        guard let more = varint(from, end, &p) else { return (n, (p, "ends inside a number")) }
        literals += more
      }
      guard literals <= size &- n, literals <= end &- p else {
        return (n, (p, "literals run past the end"))
      }
      if literals <= 16, p &+ 16 <= end {
        // Most runs are short: two unconditional 8-byte copies (the slack takes the rest).
        copy8(to + n, from + p)
        copy8(to + (n &+ 8), from + (p &+ 8))
      } else if literals <= 32, p &+ 32 <= end {
        var k = 0
        while k < literals {
          copy8(to + (n &+ k), from + (p &+ k))
          k &+= 8
        }
      } else if literals > 0 {
        (to + n).update(from: from + p, count: literals)
      }
      n &+= literals
      p &+= literals
      if n >= stop {
        if n < size { return (n, nil) }
        return (n, p != end || token & 15 != 0 ? (p, "bytes after the end") : nil)
      }
      guard end &- p >= 2 else { return (n, (p, "ends inside a distance")) }
      let distance = (Int(from[p]) | Int(from[p &+ 1]) &<< 8) &+ 1
      p &+= 2
      var length = token & 15 &+ minMatch
      if length == 15 &+ minMatch {
        guard let more = varint(from, end, &p) else { return (n, (p, "ends inside a number")) }
        length &+= more
      }
      guard distance <= n else { return (n, (p, "a match reaches before the start")) }
      guard length <= size &- n else { return (n, (p, "a match runs past the end")) }
      copyMatch(to + n, distance: distance, length: length)
      n &+= length
      if n >= stop, n < size { return (n, nil) }
    }
  }
}
