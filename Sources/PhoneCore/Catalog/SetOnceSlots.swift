// SetOnceSlots: a fixed row of slots, each set at most once and then read without a lock.
//
// The warm path of parsing, validating and formatting asks the catalog for a calling code's
// compiled region and for a region's rules several times per number. Those answers never
// change once made, so each lives in a slot that is published once (an atomic compare-and-swap
// from nil, release ordering) and read with one acquiring load: no lock, no dictionary, no
// copy. Two threads racing to fill one slot both compute the value; the first store wins and
// both return the winner, so every reader sees one instance. The thread sanitizer understands
// the atomics, so this is checked like the rest (`swift test --sanitize=thread --filter
// Concurrency`).

import Synchronization

/// `count` slots of `Value`, each nil until set once.
///
/// `@unchecked Sendable` is sound: the slots are only reached through `AtomicLazyReference`'s
/// atomic load and compare-and-swap, and `Value` is `Sendable`.
final class SetOnceSlots<Value: AnyObject & Sendable>: @unchecked Sendable {
  private let slots: UnsafeMutablePointer<AtomicLazyReference<Value>>
  let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
    for i in 0..<count { (slots + i).initialize(to: AtomicLazyReference()) }
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  /// The value of slot `i`, or nil when it is not set (or `i` is out of range).
  @inline(__always) func load(_ i: Int) -> Value? {
    guard i >= 0 && i < count else { return nil }
    return slots[i].load()
  }

  /// Sets slot `i` unless it is set already; returns what the slot holds afterwards (`value`
  /// when `i` is out of range: nothing is kept then).
  @discardableResult func store(_ value: Value, at i: Int) -> Value {
    guard i >= 0 && i < count else { return value }
    return slots[i].storeIfNil(value)
  }
}

/// An immutable array in a box, so that it fits a slot.
final class SharedList<Element: Sendable>: Sendable {
  let elements: [Element]
  init(_ elements: [Element]) { self.elements = elements }
}
