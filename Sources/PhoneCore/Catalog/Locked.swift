// Locked: a value guarded by a POSIX mutex, for the caches and pack state shared across threads.
//
// Why not `Synchronization.Mutex`: on Linux it locks with futexes the thread sanitizer does not
// see, so every guarded access was reported as a race and CI had to suppress whole types. A
// pthread mutex is intercepted by the sanitizer, which then checks these types like any other.
// Uncontended, both cost about the same (one atomic exchange to lock, one to unlock).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that is only read or changed while its lock is held.
///
/// A struct over one non-generic object (`LockedStorage`): copies share the value and its lock,
/// as a class would, but making one asks the Swift runtime for no generic class metadata. A
/// generic class costs a metadata instantiation (a mangled-name look-up and protocol-conformance
/// scans) the first time each `Value` is made in a process, which was most of what
/// `CorePack.catalog()` cost in a fresh process (Documentation/Internals.md, "Launch").
///
/// `@unchecked Sendable` is sound here: the value is only touched inside `withLock`, and
/// `Value` is itself `Sendable`, so nothing it holds escapes unguarded.
package struct Locked<Value: Sendable>: @unchecked Sendable {
  private let storage: LockedStorage

  package init(_ value: Value) {
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<Value>.size, alignment: MemoryLayout<Value>.alignment)
    raw.initializeMemory(as: Value.self, to: value)
    storage = LockedStorage(value: raw) { raw in
      raw.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
    }
  }

  /// Runs `body` with the value while holding the lock; the lock is released however `body`
  /// ends.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(storage.mutex)
    defer { pthread_mutex_unlock(storage.mutex) }
    return try body(&storage.value.assumingMemoryBound(to: Value.self).pointee)
  }
}

/// The mutex and the value's memory of a `Locked`, freed with the last copy.
final class LockedStorage: @unchecked Sendable {
  let mutex: UnsafeMutablePointer<pthread_mutex_t>
  let value: UnsafeMutableRawPointer
  private let deinitializeValue: (UnsafeMutableRawPointer) -> Void

  init(value: UnsafeMutableRawPointer, deinitialize: @escaping (UnsafeMutableRawPointer) -> Void) {
    self.value = value
    self.deinitializeValue = deinitialize
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
    deinitializeValue(value)
    value.deallocate()
  }
}
