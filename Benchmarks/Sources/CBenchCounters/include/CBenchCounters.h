// CBenchCounters: heap-allocation counters (filled by the CMallocShim target when it is linked)
// and a hardware instruction counter (perf_event_open), for phonefmt-bench.
#ifndef PHONEFMT_CBENCHCOUNTERS_H
#define PHONEFMT_CBENCHCOUNTERS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Totals since the last reset, counted only while counting is switched on.
typedef struct {
  /// Calls that returned new storage: malloc, calloc, realloc, memalign and friends.
  uint64_t allocations;
  /// Calls to free with a non-null pointer.
  uint64_t frees;
  /// Bytes requested by those allocations.
  uint64_t bytes;
} phonefmt_bench_allocation_counts;

/// Switches allocation counting on (1) or off (0) for every thread.
void phonefmt_bench_allocations_enable(int on);
/// Zeroes the allocation totals.
void phonefmt_bench_allocations_reset(void);
/// The allocation totals now.
phonefmt_bench_allocation_counts phonefmt_bench_allocations_read(void);
/// Allocates and frees one small block with counting on; returns how many allocations were
/// counted (0 when no malloc shim is linked into the process).
uint64_t phonefmt_bench_allocations_probe(void);

/// Called by the malloc shim on each event (not meant for other callers).
void phonefmt_bench_count_allocation(uint64_t bytes);
void phonefmt_bench_count_free(void);

/// Opens the instruction counter of the calling thread (user space only). Returns 0 when it
/// works, else the errno of perf_event_open (ENOENT or EOPNOTSUPP: no hardware PMU, as in many
/// virtual machines; EACCES or EPERM: kernel.perf_event_paranoid forbids it).
int phonefmt_bench_instructions_open(void);
/// Resets and starts the instruction counter.
void phonefmt_bench_instructions_start(void);
/// Stops the instruction counter and returns the instructions retired since the start.
uint64_t phonefmt_bench_instructions_stop(void);

#ifdef __cplusplus
}
#endif

#endif
