// SetOnceSlots: a fixed row of slots, each set at most once and then read without a lock.
//
// The warm path of parsing, validating and formatting asks the catalog for a calling code's
// compiled region and for a region's rules several times per number. Those answers never
// change once made, so each lives in a slot that is published once (a compare-and-swap from
// empty, acquiring and releasing) and read with one acquiring load: no lock, no dictionary, no
// copy. Two threads racing to fill one slot both compute the value; the first store wins and
// both return the winner, so every reader sees one instance. A slot holds its object's
// address with one retain, given back when the slots go. The thread sanitizer understands the
// atomics, so this is checked like the rest (`swift test --sanitize=thread --filter
// Concurrency`).
//
// (`AtomicLazyReference` does the same, but its `load` is not inlined into our code and asked
// the runtime for generic metadata on every call: 12 % of parse+validate.)

import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `count` slots of `Value`, each empty until set once.
///
/// A struct over one non-generic object (`SetOnceStorage`, which holds the slots as addresses):
/// a generic class would ask the Swift runtime to instantiate its metadata the first time each
/// `Value` is made in a process, which is launch time for the catalog's caches (see `Locked`).
///
/// `@unchecked Sendable` is sound: the slots are only reached through atomic loads and
/// compare-and-swaps, a slot's object is published with release ordering after it is built,
/// and `Value` is `Sendable`.
struct SetOnceSlots<Value: AnyObject & Sendable>: @unchecked Sendable {
  private let storage: SetOnceStorage
  var count: Int { storage.count }

  init(count: Int) { storage = SetOnceStorage(count: count) }

  /// The value of slot `i`, or nil when it is not set (or `i` is out of range).
  @inline(__always) func load(_ i: Int) -> Value? {
    guard i >= 0 && i < storage.count else { return nil }
    let bits = storage.slots[i].load(ordering: .acquiring)
    guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
    return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Sets slot `i` unless it is set already; returns what the slot holds afterwards (`value`
  /// when `i` is out of range: nothing is kept then).
  @discardableResult func store(_ value: Value, at i: Int) -> Value {
    guard i >= 0 && i < storage.count else { return value }
    let retained = Unmanaged.passRetained(value)
    let bits = UInt(bitPattern: retained.toOpaque())
    let (exchanged, original) = storage.slots[i].compareExchange(
      expected: 0, desired: bits, ordering: .acquiringAndReleasing)
    if exchanged { return value }
    retained.release()
    return Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: original)!)
      .takeUnretainedValue()
  }
}

/// The slots of a `SetOnceSlots`: each 0 or the address of an object it holds one retain of,
/// given back when the last copy goes.
final class SetOnceStorage: @unchecked Sendable {
  let slots: UnsafeMutablePointer<Atomic<UInt>>
  let count: Int
  /// The bytes mapped for the row (0: it came from calloc).
  private var mappedLength = 0
  /// Rows of at least this many bytes are mapped rather than allocated.
  static let mappedBytes = 4096

  init(count: Int) {
    self.count = Swift.max(count, 0)
    // Empty slots are zero bits. A row of a page or more (a catalog's cache has rows of 676 to
    // 1,676 slots, made at launch) is mapped from the system, whose pages are zero until first
    // written: a page of slots costs its page fault when a slot on it is first used, not when
    // the catalog opens (writing the zeros made 11 pages fault then). A smaller row comes from
    // calloc. Either is then bound to the atomics, whose layout is `UInt`'s.
    let bytes = Swift.max(self.count, 1) * MemoryLayout<Atomic<UInt>>.stride
    var raw: UnsafeMutableRawPointer?
    if bytes >= Self.mappedBytes {
      let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      if let mapped, mapped != MAP_FAILED {
        raw = mapped
        mappedLength = bytes
      }
    }
    if raw == nil { raw = calloc(Swift.max(self.count, 1), MemoryLayout<Atomic<UInt>>.stride) }
    precondition(raw != nil, "out of memory for \(self.count) slots")
    slots = raw!.bindMemory(to: Atomic<UInt>.self, capacity: self.count)
  }

  deinit {
    for i in 0..<count {
      let bits = slots[i].load(ordering: .acquiring)
      if bits != 0 {
        Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release()
      }
    }
    slots.deinitialize(count: count)
    if mappedLength > 0 {
      munmap(UnsafeMutableRawPointer(slots), mappedLength)
    } else {
      free(slots)
    }
  }
}

/// Values by integer key, each kept once: keys with a slot (`slot >= 0`) in `SetOnceSlots`,
/// read without a lock; any other key (a pack's unusual calling code) in a dictionary under a
/// lock. As with the slots, the first value stored for a key is the one every caller gets.
struct SlotCache<Value: AnyObject & Sendable>: Sendable {
  private let slots: SetOnceSlots<Value>
  private let overflow = Locked<[Int: Value]>([:])

  init(slots count: Int) { slots = SetOnceSlots(count: count) }

  /// The value kept for `key`, whose slot is `slot` (-1: none).
  @inline(__always) func load(_ key: Int, slot: Int) -> Value? {
    if slot >= 0 { return slots.load(slot) }
    return overflow.withLock { $0[key] }
  }

  /// Keeps `value` for `key` unless one is kept already; returns what is kept.
  @discardableResult func store(_ value: Value, for key: Int, slot: Int) -> Value {
    if slot >= 0 { return slots.store(value, at: slot) }
    return overflow.withLock { kept in
      if let first = kept[key] { return first }
      kept[key] = value
      return value
    }
  }
}

/// `count` small answers (1–255), each 0 (not known yet) until set, then read with one
/// acquiring load: `SetOnceSlots` for a value that needs no object (a flag per calling code was
/// a boxed array there, and reading it cost a retain and a release per number formatted).
///
/// `@unchecked Sendable` is sound: the slots are only reached through atomic operations.
final class SetOnceFlags: @unchecked Sendable {
  private let slots: UnsafeMutablePointer<Atomic<UInt8>>
  let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
    for i in 0..<count { (slots + i).initialize(to: Atomic(0)) }
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  /// The answer kept in slot `i`: 0 when none is (or `i` is out of range).
  @inline(__always) func load(_ i: Int) -> UInt8 {
    guard i >= 0 && i < count else { return 0 }
    return slots[i].load(ordering: .acquiring)
  }

  /// Keeps `value` (not 0) in slot `i` unless one is kept already; returns what is kept
  /// (`value` when `i` is out of range: nothing is kept then).
  @discardableResult func store(_ value: UInt8, at i: Int) -> UInt8 {
    guard i >= 0 && i < count else { return value }
    let (exchanged, original) = slots[i].compareExchange(
      expected: 0, desired: value, ordering: .acquiringAndReleasing)
    return exchanged ? value : original
  }
}
