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
/// `@unchecked Sendable` is sound here: `value` is private and only touched inside
/// `withLock`, and `Value` is itself `Sendable`, so nothing it holds escapes unguarded.
package final class Locked<Value: Sendable>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  package init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value while holding the lock; the lock is released however `body`
  /// ends.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
