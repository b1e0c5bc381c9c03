// The instruction counter: perf_event_open(PERF_COUNT_HW_INSTRUCTIONS) on the calling thread.

#include "CBenchCounters.h"

#include <errno.h>
#include <linux/perf_event.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

static int counter_fd = -1;

int phonefmt_bench_instructions_open(void) {
  if (counter_fd >= 0) return 0;
  struct perf_event_attr attr;
  memset(&attr, 0, sizeof attr);
  attr.type = PERF_TYPE_HARDWARE;
  attr.size = sizeof attr;
  attr.config = PERF_COUNT_HW_INSTRUCTIONS;
  attr.disabled = 1;
  attr.exclude_kernel = 1;
  attr.exclude_hv = 1;
  long fd = syscall(SYS_perf_event_open, &attr, 0 /* this thread */, -1 /* any CPU */,
                    -1 /* no group */, 0);
  if (fd < 0) return errno;
  counter_fd = (int)fd;
  return 0;
}

void phonefmt_bench_instructions_start(void) {
  if (counter_fd < 0) return;
  ioctl(counter_fd, PERF_EVENT_IOC_RESET, 0);
  ioctl(counter_fd, PERF_EVENT_IOC_ENABLE, 0);
}

uint64_t phonefmt_bench_instructions_stop(void) {
  if (counter_fd < 0) return 0;
  ioctl(counter_fd, PERF_EVENT_IOC_DISABLE, 0);
  uint64_t value = 0;
  if (read(counter_fd, &value, sizeof value) != (ssize_t)sizeof value) return 0;
  return value;
}
