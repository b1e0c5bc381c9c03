// CompactIntegers: an immutable array of unsigned integers stored at the narrowest width (1, 2
// or 4 bytes) that holds the largest, for the state IDs, labels and indexes of compiled tables.

/// Unsigned integers below 2^32, each stored in 1, 2 or 4 bytes (the same for all of them).
///
/// ```swift
/// let ids = CompactIntegers([0, 3, 250])   // one byte each
/// ids[2]                                    // 250
/// ```
/// - Complexity: reading an element is O(1): a switch on the width and one array read.
public struct CompactIntegers: Sendable, Hashable {
  /// Bytes per element: 1, 2 or 4.
  public let width: Int
  private let narrow: [UInt8]
  private let medium: [UInt16]
  private let wide: [UInt32]

  public init(_ values: [UInt32]) {
    let largest = values.max() ?? 0
    width = largest <= 0xff ? 1 : largest <= 0xffff ? 2 : 4
    narrow = width == 1 ? values.map { UInt8(truncatingIfNeeded: $0) } : []
    medium = width == 2 ? values.map { UInt16(truncatingIfNeeded: $0) } : []
    wide = width == 4 ? values : []
  }

  /// Integers stored little-endian at `width` bytes each (1, 2 or 4), as a table file holds
  /// them: copied, not converted one by one.
  init(littleEndian raw: UnsafeRawBufferPointer, width: Int) {
    self.width = width
    let n = raw.count / width
    narrow = width == 1 ? [UInt8](raw) : []
    medium = width == 2 ? Self.load(raw, count: n) : []
    wide = width == 4 ? Self.load(raw, count: n) : []
  }

  /// `count` little-endian integers of `T`'s width from `raw`, copied into an array (one
  /// memory copy on a little-endian machine: a first keystroke loads thousands of cells).
  private static func load<T: FixedWidthInteger>(_ raw: UnsafeRawBufferPointer, count n: Int)
    -> [T]
  {
    [T](unsafeUninitializedCapacity: n) { out, initialized in
      #if _endian(little)
        UnsafeMutableRawBufferPointer(out).copyMemory(
          from: UnsafeRawBufferPointer(rebasing: raw[0..<(n * MemoryLayout<T>.size)]))
      #else
        for i in 0..<n {
          out[i] = T(
            littleEndian: raw.loadUnaligned(fromByteOffset: i * MemoryLayout<T>.size, as: T.self))
        }
      #endif
      initialized = n
    }
  }

  /// Calls `body` with every element, in order (one switch on the width, not one per element).
  @inline(__always) func forEach(_ body: (UInt32) -> Void) {
    switch width {
    case 1: for v in narrow { body(UInt32(v)) }
    case 2: for v in medium { body(UInt32(v)) }
    default: for v in wide { body(v) }
    }
  }

  /// The largest element (0 when empty).
  public var largest: UInt32 {
    switch width {
    case 1: return UInt32(narrow.max() ?? 0)
    case 2: return UInt32(medium.max() ?? 0)
    default: return wide.max() ?? 0
    }
  }

  public var count: Int { narrow.count + medium.count + wide.count }
  public var byteCount: Int { count * width }

  @inline(__always) public subscript(i: Int) -> UInt32 {
    switch width {
    case 1: return UInt32(narrow[i])
    case 2: return UInt32(medium[i])
    default: return wide[i]
    }
  }

  /// Every element, in order.
  public var values: [UInt32] { (0..<count).map { self[$0] } }
}
