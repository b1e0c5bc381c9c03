// CMallocShim: replaces the process's malloc family with counting wrappers around glibc's.
//
// Linked only into the phonefmt-bench executable (never into a library or a test binary), so
// the interposition covers exactly the benchmark process. It has no API of its own: the
// counters live in CBenchCounters.
#ifndef PHONEFMT_CMALLOCSHIM_H
#define PHONEFMT_CMALLOCSHIM_H
#endif
