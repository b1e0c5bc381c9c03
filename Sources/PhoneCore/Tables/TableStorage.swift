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
//                    ^ each part at a multiple of 8 bytes, the first on a cache line
//
// Tables are immutable once built, so sharing a storage is safe between threads: the views are
// `@unchecked Sendable` for their pointer into it (never written through).

/// Memory that compiled tables read: allocated once, written while they are built, then only
/// read, given back when the last table using it goes. Not `Sendable` itself (a
/// `ManagedBuffer` cannot be): the views that hold it are, `@unchecked`, for that reason.
///
/// The bytes are the object's own tail (a `ManagedBuffer` of 8-byte words): one allocation
/// per storage, as an array was (an object and a separate block cost a first keystroke, which
/// makes and packs a few hundred tables, 10 % more instructions). A packed storage starts its
/// bytes at the first cache line of its tail (its header says where), so that a small
/// automaton's parts take as few lines as they can.
package final class TableStorage: ManagedBuffer<Int, UInt64> {
  /// The first byte (8-byte aligned, or 64 when made so), valid while the storage lives.
  var bytes: UnsafeMutableRawPointer {
    withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0) + header }
  }

  /// Storage of at least `byteCount` bytes (uninitialised), starting at a multiple of
  /// `alignment` (8 or 64).
  static func make(byteCount: Int, alignment: Int = 8) -> TableStorage {
    let words = Swift.max((byteCount + alignment - 1) / 8, 1)
    let storage = unsafeDowncast(
      TableStorage.create(minimumCapacity: words) { _ in 0 }, to: TableStorage.self)
    let tail = storage.withUnsafeMutablePointerToElements { UInt(bitPattern: $0) }
    storage.header = Int((UInt(alignment) - tail % UInt(alignment)) % UInt(alignment))
    return storage
  }

  /// Storage holding a copy of `source`.
  static func copy(of source: UnsafeRawBufferPointer) -> (TableStorage, UnsafeRawPointer) {
    let storage = make(byteCount: source.count)
    let bytes = storage.bytes
    if let base = source.baseAddress, source.count > 0 {
      bytes.copyMemory(from: base, byteCount: source.count)
    }
    return (storage, UnsafeRawPointer(bytes))
  }

  /// One storage holding a copy of each of up to five parts, one after the other at multiples
  /// of 8 bytes from a cache line; returns where each part's copy starts (a part not given is
  /// empty: it starts where the part before it ends).
  /// Fixed arguments, not arrays: a first keystroke packs a few hundred tables.
  package static func pack(
    _ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer,
    _ c: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0),
    _ d: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0),
    _ e: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0)
  ) -> (
    TableStorage,
    (UnsafeRawPointer, UnsafeRawPointer, UnsafeRawPointer, UnsafeRawPointer, UnsafeRawPointer)
  ) {
    func rounded(_ p: UnsafeRawBufferPointer) -> Int { (p.count + 7) & ~7 }
    let oa = 0
    let ob = oa + rounded(a)
    let oc = ob + rounded(b)
    let od = oc + rounded(c)
    let oe = od + rounded(d)
    let storage = make(byteCount: oe + rounded(e), alignment: 64)
    let bytes = storage.bytes
    func put(_ p: UnsafeRawBufferPointer, at offset: Int) -> UnsafeRawPointer {
      if let base = p.baseAddress, p.count > 0 {
        (bytes + offset).copyMemory(from: base, byteCount: p.count)
      }
      return UnsafeRawPointer(bytes + offset)
    }
    let starts = (put(a, at: oa), put(b, at: ob), put(c, at: oc), put(d, at: od), put(e, at: oe))
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
