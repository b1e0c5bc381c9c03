// PickerData.CarrierIndex: longest-prefix look-up of mobile carrier prefixes, by binary search
// over prefixes packed into integers.

extension PickerData {
  /// Carrier prefixes packed as integers, for a longest-prefix look-up that does not allocate.
  ///
  /// A prefix of *d* digits is packed as the decimal number `1` followed by its digits, so
  /// prefixes of different lengths never share a key, leading zeros included:
  ///
  /// ```
  ///   "7400" -> 17400      "0" -> 10      "00" -> 100      "074" -> 1074
  ///
  ///   keys     [ 10 | 100 | 1074 | 17400 | 174001 | ... ]   sorted, unique
  ///   entries  [  3 |   7 |    2 |     0 |      1 | ... ]   index into mobileCarriers
  ///   lengths  bit d set when some prefix has d digits (d = 1...12)
  /// ```
  ///
  /// A look-up packs the first *n* ≤ 12 digits of the number the same way (one multiply-add a
  /// digit). The key of its first *d* digits is that key divided by 10^(n-d), so it walks
  /// *d* from *n* down to 1, dividing by ten each step, and binary-searches the lengths that
  /// `lengths` has. The first hit is the longest prefix.
  package struct CarrierIndex: Sendable {
    /// The longest prefix the look-up considers (and the loader accepts).
    package static let maxDigits = 12

    let keys: [UInt64]
    let entries: [Int32]
    let lengths: UInt16

    /// Indexes `carriers`; a prefix that is not 1–12 ASCII digits is left out, and of two
    /// equal prefixes the first is kept (the loader rejects both cases).
    init(_ carriers: [MobileCarrier]) {
      var keys: [UInt64?] = []
      keys.reserveCapacity(carriers.count)
      for c in carriers {
        if let (key, count) = Self.pack(c.prefix.utf8), count == c.prefix.utf8.count {
          keys.append(key)
        } else {
          keys.append(nil)
        }
      }
      self.init(packedKeys: keys)
    }

    /// Indexes carriers whose prefixes are already packed (nil: left out), entry `i` being
    /// `keys[i]`'s: what the linked picker data decodes, without reading the prefixes again.
    init(packedKeys: [UInt64?]) {
      var pairs: [(key: UInt64, entry: Int32)] = []
      pairs.reserveCapacity(packedKeys.count)
      var lengths: UInt16 = 0
      for (i, key) in packedKeys.enumerated() {
        guard let key else { continue }
        var count = 0
        var k = key
        while k >= 10 {
          k /= 10
          count += 1
        }
        pairs.append((key, Int32(i)))
        lengths |= 1 << count
      }
      if pairs.count < 1 << 20 {
        // Keys are below 2^41 ("1" and 12 digits): key and entry packed into one integer, so
        // the sort compares integers, not pairs.
        var packed = pairs.map { $0.key << 20 | UInt64($0.entry) }
        packed.sort()
        for (i, p) in packed.enumerated() { pairs[i] = (p >> 20, Int32(p & 0xF_FFFF)) }
      } else {
        pairs.sort { ($0.key, $0.entry) < ($1.key, $1.entry) }
      }
      var keys: [UInt64] = []
      var entries: [Int32] = []
      keys.reserveCapacity(pairs.count)
      entries.reserveCapacity(pairs.count)
      for p in pairs where keys.last != p.key {
        keys.append(p.key)
        entries.append(p.entry)
      }
      self.keys = keys
      self.entries = entries
      self.lengths = lengths
    }

    /// Packs the leading ASCII digits (at most `maxDigits`): the key and how many digits it
    /// holds, or nil when there is no leading digit.
    static func pack(_ utf8: some Collection<UInt8>) -> (key: UInt64, count: Int)? {
      var key: UInt64 = 1
      var count = 0
      for byte in utf8 {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), count < maxDigits else {
          break
        }
        key = key &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
        count += 1
      }
      return count == 0 ? nil : (key, count)
    }

    /// The `mobileCarriers` index of the longest prefix of the number's leading digits.
    func lookup(_ utf8: some Collection<UInt8>) -> Int? {
      guard !keys.isEmpty, var (key, count) = Self.pack(utf8) else { return nil }
      while count > 0 {
        if lengths & (1 << count) != 0, let i = find(key) { return Int(entries[i]) }
        key /= 10
        count -= 1
      }
      return nil
    }

    /// Binary search for an exact key.
    func find(_ key: UInt64) -> Int? {
      var low = 0
      var high = keys.count
      while low < high {
        let mid = (low &+ high) >> 1
        if keys[mid] < key { low = mid + 1 } else { high = mid }
      }
      return low < keys.count && keys[low] == key ? low : nil
    }
  }
}
