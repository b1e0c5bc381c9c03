// TableStorage: the memory under compiled tables (`CompactIntegers`, `FormatSets`,
// `TableBytes`), one allocation that several of them can share.
//
// A table used to be an array: its own allocation, with a header (count, capacity) in front of
// its elements, read on every access for the bounds check. A keystroke of a region whose tables
// are not in cache read a line per array for that; a `FormatAutomaton` had five of them. Now a
// table is a view (the storage that keeps the memory alive, a pointer, its count and width held
// inline), and an automaton packs its parts into one storage, one after the other:
//
//   storage.bytes: [ cells | state parts | complete sets | survivor sets | orders ]
//                    ^ each part at a multiple of 8 bytes, the first at 64 (a cache line)
//
// Tables are immutable once built, so sharing a storage is safe between threads: the views are
// `@unchecked Sendable` for their pointer into it (never written through).

/// Memory that compiled tables read: allocated once, written while they are built, then only
/// read (hence `@unchecked Sendable`), given back when the last table using it goes.
final class TableStorage: @unchecked Sendable {
  let bytes: UnsafeMutableRawPointer

  /// Storage of `byteCount` bytes (uninitialised), aligned to `alignment`.
  init(byteCount: Int, alignment: Int = 16) {
    bytes = .allocate(byteCount: Swift.max(byteCount, 1), alignment: alignment)
  }

  deinit { bytes.deallocate() }

  /// Storage holding a copy of `source`.
  static func copy(of source: UnsafeRawBufferPointer) -> (TableStorage, UnsafeRawPointer) {
    let storage = TableStorage(byteCount: source.count)
    if let base = source.baseAddress, source.count > 0 {
      storage.bytes.copyMemory(from: base, byteCount: source.count)
    }
    return (storage, UnsafeRawPointer(storage.bytes))
  }

  /// One storage holding a copy of each of `parts`, one after the other at multiples of 8
  /// bytes, the first on a cache line; returns where each part's copy starts.
  static func pack(_ parts: [UnsafeRawBufferPointer]) -> (TableStorage, [UnsafeRawPointer]) {
    var offsets: [Int] = []
    var end = 0
    for p in parts {
      offsets.append(end)
      end += (p.count + 7) & ~7
    }
    let storage = TableStorage(byteCount: end, alignment: 64)
    var starts: [UnsafeRawPointer] = []
    for (p, offset) in zip(parts, offsets) {
      if let base = p.baseAddress, p.count > 0 {
        (storage.bytes + offset).copyMemory(from: base, byteCount: p.count)
      }
      starts.append(UnsafeRawPointer(storage.bytes + offset))
    }
    return (storage, starts)
  }
}

/// Bytes of a compiled table (a format automaton's orders), a view of a `TableStorage`.
package struct TableBytes: @unchecked Sendable, Hashable {
  private let storage: TableStorage
  private let base: UnsafePointer<UInt8>
  package let count: Int

  init(_ values: [UInt8]) {
    let (storage, base) = values.withUnsafeBytes { TableStorage.copy(of: $0) }
    self.init(storage: storage, base: base, count: values.count)
  }

  init(storage: TableStorage, base: UnsafeRawPointer, count: Int) {
    self.storage = storage
    self.base = base.assumingMemoryBound(to: UInt8.self)
    self.count = count
  }

  /// The bytes in place, valid while this view lives.
  var raw: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  @inline(__always) package subscript(i: Int) -> UInt8 {
    precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
    return base[i]
  }

  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: base, count: count)) }
  }

  /// Every byte, in order.
  package var values: [UInt8] { withUnsafeBufferPointer { Array($0) } }

  package static func == (a: TableBytes, b: TableBytes) -> Bool { a.values == b.values }
  package func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
