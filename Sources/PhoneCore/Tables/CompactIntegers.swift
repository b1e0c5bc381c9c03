// CompactIntegers: an immutable array of unsigned integers stored at the narrowest width (1, 2
// or 4 bytes) that holds the largest, for the state IDs, labels and indexes of compiled tables.

/// Unsigned integers below 2^32, each stored in 1, 2 or 4 bytes (the same for all of them).
///
/// ```swift
/// let ids = CompactIntegers([0, 3, 250])   // one byte each
/// ids[2]                                    // 250
/// ```
/// A view of a `TableStorage` (its count and width held inline, so that a read touches the
/// elements' memory only), which several tables may share: a `FormatAutomaton` packs its parts
/// into one (`TableStorage.pack`).
/// - Complexity: reading an element is O(1): a bounds check, a switch on the width and a load.
package struct CompactIntegers: @unchecked Sendable, Hashable {
  private let storage: TableStorage
  private let base: UnsafeRawPointer
  package let count: Int
  /// Bytes per element: 1, 2 or 4.
  package let width: Int

  package init(_ values: [UInt32]) {
    let largest = values.max() ?? 0
    let width = largest <= 0xff ? 1 : largest <= 0xffff ? 2 : 4
    let storage = TableStorage.make(byteCount: values.count * width)
    let bytes = storage.bytes
    for (i, v) in values.enumerated() {
      switch width {
      case 1: bytes.storeBytes(of: UInt8(truncatingIfNeeded: v), toByteOffset: i, as: UInt8.self)
      case 2:
        bytes.storeBytes(of: UInt16(truncatingIfNeeded: v), toByteOffset: i * 2, as: UInt16.self)
      default: bytes.storeBytes(of: v, toByteOffset: i * 4, as: UInt32.self)
      }
    }
    self.init(storage: storage, base: bytes, count: values.count, width: width)
  }

  /// Integers stored little-endian at `width` bytes each (1, 2 or 4), as a table file holds
  /// them: copied, not converted one by one (on a little-endian machine).
  init(littleEndian raw: UnsafeRawBufferPointer, width: Int) {
    let n = raw.count / width
    let used = UnsafeRawBufferPointer(rebasing: raw[0..<(n * width)])
    #if _endian(little)
      let (storage, base) = TableStorage.copy(of: used)
    #else
      let storage = TableStorage.make(byteCount: n * width)
      for i in 0..<n {
        switch width {
        case 1: storage.bytes.storeBytes(of: raw[i], toByteOffset: i, as: UInt8.self)
        case 2:
          storage.bytes.storeBytes(
            of: UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: i * 2, as: UInt16.self)),
            toByteOffset: i * 2, as: UInt16.self)
        default:
          storage.bytes.storeBytes(
            of: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)),
            toByteOffset: i * 4, as: UInt32.self)
        }
      }
      let base = UnsafeRawPointer(storage.bytes)
    #endif
    self.init(storage: storage, base: base, count: n, width: width)
  }

  /// A view of `count` elements of `width` bytes at `base`, in `storage`.
  init(storage: TableStorage, base: UnsafeRawPointer, count: Int, width: Int) {
    self.storage = storage
    self.base = base
    self.count = count
    self.width = width
  }

  /// The elements' bytes in place, valid while this view lives (what `TableStorage.pack`
  /// copies).
  package var raw: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: byteCount) }

  /// The same integers in `storage` at `base` (where `TableStorage.pack` copied `raw`).
  package func moved(to storage: TableStorage, at base: UnsafeRawPointer) -> CompactIntegers {
    CompactIntegers(storage: storage, base: base, count: count, width: width)
  }

  /// Calls `body` with every element, in order (one switch on the width, not one per element).
  @inline(__always) func forEach(_ body: (UInt32) -> Void) {
    withExtendedLifetime(storage) {
      switch width {
      case 1:
        for i in 0..<count { body(UInt32(base.load(fromByteOffset: i, as: UInt8.self))) }
      case 2:
        for i in 0..<count { body(UInt32(base.load(fromByteOffset: i &* 2, as: UInt16.self))) }
      default:
        for i in 0..<count { body(base.load(fromByteOffset: i &* 4, as: UInt32.self)) }
      }
    }
  }

  /// The largest element (0 when empty): a first keystroke asks it of every table it reads
  /// (their invariant checks), so over the elements in place, one loop per width.
  package var largest: UInt32 {
    withExtendedLifetime(storage) {
      switch width {
      case 1: return UInt32(Self.largest(of: UInt8.self, base, count))
      case 2: return UInt32(Self.largest(of: UInt16.self, base, count))
      default: return Self.largest(of: UInt32.self, base, count)
      }
    }
  }

  private static func largest<T: FixedWidthInteger & UnsignedInteger>(
    of type: T.Type, _ base: UnsafeRawPointer, _ count: Int
  ) -> T {
    var largest: T = 0
    for v in UnsafeBufferPointer(start: base.bindMemory(to: T.self, capacity: count), count: count)
    {
      largest = largest > v ? largest : v
    }
    return largest
  }

  package var byteCount: Int { count * width }

  @inline(__always) package subscript(i: Int) -> UInt32 {
    precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
    return Self.element(i, at: base, width: width)
  }

  /// The elements' first byte, for `body` (which must not keep it): what a walk over a
  /// table reads, its width settled once instead of at every element.
  @inline(__always) func withBase<R>(_ body: (UnsafeRawPointer) -> R) -> R {
    withExtendedLifetime(storage) { body(base) }
  }

  /// Element `i` of integers `width` bytes each (1, 2 or 4) at `base`, unchecked: what the
  /// subscript reads, and what a `FormatAutomaton` reads through the pointers it keeps.
  @inline(__always)
  static func element(_ i: Int, at base: UnsafeRawPointer, width: Int) -> UInt32 {
    switch width {
    case 1: return UInt32(base.load(fromByteOffset: i, as: UInt8.self))
    case 2: return UInt32(base.load(fromByteOffset: i &* 2, as: UInt16.self))
    default: return base.load(fromByteOffset: i &* 4, as: UInt32.self)
    }
  }

  /// Every element, in order.
  package var values: [UInt32] {
    var out: [UInt32] = []
    out.reserveCapacity(count)
    forEach { out.append($0) }
    return out
  }

  package static func == (a: CompactIntegers, b: CompactIntegers) -> Bool {
    a.width == b.width && a.count == b.count
      && withExtendedLifetime((a.storage, b.storage)) { a.raw.elementsEqual(b.raw) }
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    withExtendedLifetime(storage) { hasher.combine(bytes: raw) }
  }
}
