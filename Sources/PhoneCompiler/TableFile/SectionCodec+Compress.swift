// SectionCodec+Compress: the compressor of table-file sections (the runtime only decompresses).

package import PhoneCore

extension SectionCodec {
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
    /// Bytes a four-bit field of `v` takes beyond the token: none below 15.
    func extra(_ v: Int) -> Int { v < 15 ? 0 : bytes(v - 15) }
    /// The token, literals and extra bytes of the literal count.
    func literals(_ range: Range<Int>, matchField: Int) {
      let count = range.count
      out.u8(UInt8(Swift.min(count, 15) << 4 | Swift.min(matchField, 15)))
      if count >= 15 { out.count(count - 15) }
      out.bytes += input[range]
    }
    var literalStart = 0
    var i = 0
    while i + minMatch <= n {
      let here = longest(at: i)
      // A match pays for itself only when it is longer than its own encoding (token, distance,
      // the extra bytes of long literal runs and matches); otherwise the bytes stay literals.
      // And it must save `minSaving` bytes: each sequence costs the decoder a few dozen
      // instructions, and a first keystroke decodes about a thousand of them.
      let cost = 3 + extra(i - literalStart) + extra(here.length - minMatch)
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
      let field = here.length - minMatch
      literals(literalStart..<i, matchField: field)
      out.u8(UInt8((here.distance - 1) & 0xff))
      out.u8(UInt8((here.distance - 1) >> 8))
      if field >= 15 { out.count(field - 15) }
      for k in (i + 1)..<(i + here.length) { insert(k) }
      i += here.length
      literalStart = i
    }
    literals(literalStart..<n, matchField: 0)
    return out.bytes
  }
}
