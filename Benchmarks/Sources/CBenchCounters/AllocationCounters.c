// Allocation totals shared by the malloc shim (which counts) and the harness (which reads).

#include "CBenchCounters.h"

#include <stdatomic.h>
#include <stdlib.h>

static _Atomic int counting;
static _Atomic uint64_t allocations;
static _Atomic uint64_t frees;
static _Atomic uint64_t bytes;

void phonefmt_bench_allocations_enable(int on) {
  atomic_store_explicit(&counting, on ? 1 : 0, memory_order_seq_cst);
}

void phonefmt_bench_allocations_reset(void) {
  atomic_store_explicit(&allocations, 0, memory_order_relaxed);
  atomic_store_explicit(&frees, 0, memory_order_relaxed);
  atomic_store_explicit(&bytes, 0, memory_order_relaxed);
}

phonefmt_bench_allocation_counts phonefmt_bench_allocations_read(void) {
  phonefmt_bench_allocation_counts c;
  c.allocations = atomic_load_explicit(&allocations, memory_order_relaxed);
  c.frees = atomic_load_explicit(&frees, memory_order_relaxed);
  c.bytes = atomic_load_explicit(&bytes, memory_order_relaxed);
  return c;
}

void phonefmt_bench_count_allocation(uint64_t size) {
  if (atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&bytes, size, memory_order_relaxed);
  }
}

void phonefmt_bench_count_free(void) {
  if (atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
  }
}

uint64_t phonefmt_bench_allocations_probe(void) {
  phonefmt_bench_allocations_reset();
  phonefmt_bench_allocations_enable(1);
  // volatile: the compiler may not remove a malloc/free pair whose result is unused.
  void *volatile block = malloc(24);
  free(block);
  phonefmt_bench_allocations_enable(0);
  uint64_t counted = phonefmt_bench_allocations_read().allocations;
  phonefmt_bench_allocations_reset();
  return counted;
}
