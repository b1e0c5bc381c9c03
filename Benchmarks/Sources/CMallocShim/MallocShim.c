// Counting wrappers for malloc, calloc, realloc, free, memalign, posix_memalign,
// aligned_alloc, valloc and pvalloc, forwarding to glibc's own entry points (__libc_malloc...).
//
// An executable's definitions of these symbols take precedence over libc's for every shared
// library in the process (the Swift runtime, Foundation, libstdc++), so each allocation passes
// through here. Counting is off until the harness switches it on, and costs one relaxed atomic
// load when off.

#include "CBenchCounters.h"

#include <errno.h>
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

void *malloc(size_t size) {
  phonefmt_bench_count_allocation(size);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  phonefmt_bench_count_allocation((uint64_t)count * size);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  if (size != 0 || pointer == NULL) phonefmt_bench_count_allocation(size);
  if (size == 0 && pointer != NULL) phonefmt_bench_count_free();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  if (pointer != NULL) phonefmt_bench_count_free();
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  phonefmt_bench_count_allocation(size);
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  phonefmt_bench_count_allocation(size);
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) {
    return EINVAL;
  }
  phonefmt_bench_count_allocation(size);
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *valloc(size_t size) {
  phonefmt_bench_count_allocation(size);
  return __libc_valloc(size);
}

void *pvalloc(size_t size) {
  phonefmt_bench_count_allocation(size);
  return __libc_pvalloc(size);
}
