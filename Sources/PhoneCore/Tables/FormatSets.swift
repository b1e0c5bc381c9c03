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
public struct FormatSets: Sendable, Hashable {
  private let narrow: [UInt16]
  private let full: [UInt64]
  private let isNarrow: Bool

  public init(_ values: [UInt64]) {
    isNarrow = (values.max() ?? 0) <= 0xffff
    narrow = isNarrow ? values.map { UInt16(truncatingIfNeeded: $0) } : []
    full = isNarrow ? [] : values
  }

  /// Bytes per element: 2 or 8.
  public var width: Int { isNarrow ? 2 : 8 }
  public var count: Int { narrow.count + full.count }
  public var byteCount: Int { count * width }

  @inline(__always) public subscript(i: Int) -> UInt64 {
    isNarrow ? UInt64(narrow[i]) : full[i]
  }

  /// The union of every set (what an invariant check compares with the formats there are).
  public var union: UInt64 { isNarrow ? UInt64(narrow.reduce(0, |)) : full.reduce(0, |) }

  /// Every element, in order.
  public var values: [UInt64] { (0..<count).map { self[$0] } }
}
