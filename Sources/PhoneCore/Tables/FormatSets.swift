// FormatSets: an immutable array of format bit sets, two bytes each for a list of at most 16
// formats (all but the core pack's four largest lists), eight bytes each otherwise.

/// Bit sets over a format list (bit f = format f), each stored in 2 bytes when every set fits
/// there, else in 8.
///
/// ```swift
/// let sets = FormatSets([0, 0b101, 0b11])   // two bytes each
/// sets[1]                                    // 5
/// ```
/// - Complexity: reading an element is O(1): one branch on the width and one array read (two
///   widths, not the four of `CompactIntegers`: these are read on every keystroke).
package struct FormatSets: @unchecked Sendable, Hashable {
  private let storage: TableStorage
  private let base: UnsafeRawPointer
  package let count: Int
  private let isNarrow: Bool

  package init(_ values: [UInt64]) {
    let isNarrow = (values.max() ?? 0) <= 0xffff
    let storage = TableStorage.make(byteCount: values.count * (isNarrow ? 2 : 8))
    let bytes = storage.bytes
    for (i, v) in values.enumerated() {
      if isNarrow {
        bytes.storeBytes(of: UInt16(truncatingIfNeeded: v), toByteOffset: i * 2, as: UInt16.self)
      } else {
        bytes.storeBytes(of: v, toByteOffset: i * 8, as: UInt64.self)
      }
    }
    self.init(storage: storage, base: bytes, count: values.count, isNarrow: isNarrow)
  }

  private init(storage: TableStorage, base: UnsafeRawPointer, count: Int, isNarrow: Bool) {
    self.storage = storage
    self.base = base
    self.count = count
    self.isNarrow = isNarrow
  }

  /// Bytes per element: 2 or 8.
  package var width: Int { isNarrow ? 2 : 8 }
  package var byteCount: Int { count * width }

  /// The sets' bytes in place, valid while this view lives (what `TableStorage.pack` copies).
  package var raw: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: byteCount) }

  /// The same sets in `storage` at `base` (where `TableStorage.pack` copied `raw`; a multiple
  /// of 8 bytes into it).
  package func moved(to storage: TableStorage, at base: UnsafeRawPointer) -> FormatSets {
    FormatSets(storage: storage, base: base, count: count, isNarrow: isNarrow)
  }

  @inline(__always) package subscript(i: Int) -> FormatSet {
    precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
    return Self.element(i, at: base, narrow: isNarrow)
  }

  /// Set `i` of sets 2 (`narrow`) or 8 bytes each at `base`, unchecked: what the subscript
  /// reads, and what a `FormatAutomaton` reads through the pointers it keeps.
  @inline(__always)
  static func element(_ i: Int, at base: UnsafeRawPointer, narrow: Bool) -> FormatSet {
    FormatSet(
      bits: narrow
        ? UInt64(base.load(fromByteOffset: i &* 2, as: UInt16.self))
        : base.load(fromByteOffset: i &* 8, as: UInt64.self))
  }

  /// The union of every set (what an invariant check compares with the formats there are).
  package var union: FormatSet {
    var bits: UInt64 = 0
    withExtendedLifetime(storage) { for i in 0..<count { bits |= self[i].bits } }
    return FormatSet(bits: bits)
  }

  /// Every element's bits, in order (what a table file stores).
  package var values: [UInt64] {
    withExtendedLifetime(storage) { (0..<count).map { self[$0].bits } }
  }

  package static func == (a: FormatSets, b: FormatSets) -> Bool { a.values == b.values }
  package func hash(into hasher: inout Hasher) { hasher.combine(values) }
}

/// A set of formats of one format list: format f is in it when bit f is set (so at most
/// `FormatAutomaton.maxFormats`, 64, formats a list).
///
/// ```swift
/// var set = FormatSet.only(2).union(.only(5))
/// set.first        // 2
/// set.remove(2)
/// set.isSingle     // true
/// ```
/// A type of its own rather than a bare `UInt64`, so that a set of formats is never mixed up
/// with a state, a length mask or a count; in release builds it is the `UInt64` it wraps.
package struct FormatSet: Hashable, Sendable, CustomStringConvertible {
  /// Bit f set: format f is in the set.
  package var bits: UInt64

  @inline(__always) package init(bits: UInt64) { self.bits = bits }

  package static let empty = FormatSet(bits: 0)

  /// The set of the one format `f` (0..<64).
  @inline(__always) package static func only(_ f: Int) -> FormatSet {
    FormatSet(bits: 1 &<< UInt64(truncatingIfNeeded: f))
  }

  /// Every format of a list of `count` formats: `0..<count` (count at most 64).
  package init(allOf count: Int) {
    bits = count >= 64 ? ~0 : (1 << UInt64(Swift.max(count, 0))) - 1
  }

  @inline(__always) package var isEmpty: Bool { bits == 0 }
  /// Exactly one format.
  @inline(__always) package var isSingle: Bool { bits != 0 && bits & (bits &- 1) == 0 }
  /// The lowest-numbered format; nil for the empty set.
  @inline(__always) package var first: Int? { bits == 0 ? nil : bits.trailingZeroBitCount }

  @inline(__always) package func contains(_ f: Int) -> Bool {
    bits &>> UInt64(truncatingIfNeeded: f) & 1 != 0
  }
  @inline(__always) package mutating func insert(_ f: Int) { bits |= FormatSet.only(f).bits }
  @inline(__always) package mutating func remove(_ f: Int) { bits &= ~FormatSet.only(f).bits }
  @inline(__always) package func union(_ other: FormatSet) -> FormatSet {
    FormatSet(bits: bits | other.bits)
  }
  @inline(__always) package func intersection(_ other: FormatSet) -> FormatSet {
    FormatSet(bits: bits & other.bits)
  }
  @inline(__always) package func isSubset(of other: FormatSet) -> Bool { bits & ~other.bits == 0 }

  /// The formats, lowest first.
  package var formats: [Int] {
    var out: [Int] = []
    var rest = bits
    while rest != 0 {
      out.append(rest.trailingZeroBitCount)
      rest &= rest &- 1
    }
    return out
  }

  package var description: String { "formats \(formats)" }
}
