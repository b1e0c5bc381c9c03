// Meter: times the bracketed part of a run, and in counting mode also counts its heap
// allocations (malloc shim) and retired instructions (perf_event_open).
//
// Times are the thread's CPU time (CLOCK_THREAD_CPUTIME_ID), not the wall clock: on a machine
// shared with builds (four engineers on two cores), a sample of a few milliseconds is
// descheduled more often than not, and the wall clock counts the other processes' turns as
// ours (keystrokes measured at 2 µs instead of 0.2). The CPU clock leaves those out; what is
// left of the sharing (caches and a hyperthread sibling) is handled by rounds and intervals.
// The peer driver uses the same clock.

internal import CBenchCounters
import Foundation

/// Accumulates what happens between `start()` and `stop()` over one or more runs.
///
/// Timing runs use `.time`, which reads the clock only, so counters cannot perturb the
/// timings; a separate pass with `.counters` counts allocations and instructions.
package struct Meter {
  package enum Mode: Sendable { case time, counters }

  package let mode: Mode
  package private(set) var elapsedNs: Double = 0
  package private(set) var allocations: UInt64 = 0
  package private(set) var allocatedBytes: UInt64 = 0
  package private(set) var instructions: UInt64 = 0
  private var startedNs: Double = 0

  package init(_ mode: Mode) { self.mode = mode }

  @inline(__always)
  package mutating func start() {
    if mode == .counters {
      phonefmt_bench_allocations_reset()
      phonefmt_bench_allocations_enable(1)
      if Counters.instructionsAvailable { phonefmt_bench_instructions_start() }
    }
    startedNs = Self.threadCPUNanoseconds()
  }

  @inline(__always)
  package mutating func stop() {
    let end = Self.threadCPUNanoseconds()
    if mode == .counters {
      if Counters.instructionsAvailable { instructions &+= phonefmt_bench_instructions_stop() }
      phonefmt_bench_allocations_enable(0)
      let counts = phonefmt_bench_allocations_read()
      allocations &+= counts.allocations
      allocatedBytes &+= counts.bytes
    }
    elapsedNs += end - startedNs
  }

  /// Adds time measured elsewhere: by a process the run started (`launch/*`), whose own
  /// clocks time what it did. Counting mode counts nothing for it (the allocations and
  /// instructions are the other process's).
  package mutating func add(nanoseconds: Double) {
    elapsedNs += nanoseconds
  }

  /// This thread's CPU time in nanoseconds.
  @inline(__always)
  package static func threadCPUNanoseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
  }

  package static func nanoseconds(_ d: Duration) -> Double {
    let (seconds, attoseconds) = d.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

/// Which counters this process has.
package enum Counters {
  /// Whether heap allocations are counted (the malloc shim is linked in: the executable).
  package static let allocationsAvailable: Bool = phonefmt_bench_allocations_probe() > 0

  /// 0 when the instruction counter opened, else perf_event_open's errno.
  package static let instructionOpenError: Int32 = phonefmt_bench_instructions_open()

  package static var instructionsAvailable: Bool { instructionOpenError == 0 }

  /// For the report: `available`, or `unavailable: why`.
  package static var instructionStatus: String {
    switch instructionOpenError {
    case 0: return "available (perf_event_open, PERF_COUNT_HW_INSTRUCTIONS, user space)"
    case 2, 95:  // ENOENT, EOPNOTSUPP
      return
        "unavailable: perf_event_open found no hardware instruction counter (errno \(instructionOpenError); usual in virtual machines and containers)"
    case 1, 13:  // EPERM, EACCES
      return
        "unavailable: perf_event_open not permitted (errno \(instructionOpenError); see kernel.perf_event_paranoid)"
    default:
      return "unavailable: perf_event_open failed with errno \(instructionOpenError)"
    }
  }

  package static var allocationStatus: String {
    allocationsAvailable
      ? "available (malloc shim: malloc, calloc, realloc, memalign, posix_memalign, aligned_alloc)"
      : "unavailable: the malloc shim is not linked into this process"
  }
}
