// phonefmt-launch REGION KEY: what an app does when it starts, in a process of its own that
// links only PhoneCore and PhoneCoreData (as an app that types and checks numbers): the core
// pack's catalog, a field in REGION, its first key. Prints, in nanoseconds of CPU time:
// the catalog's first call, the field and its first key, the process's CPU time when the
// key is shown (from the process's start: loading, the Swift runtime, all of the above), the
// key's text length, the catalog's calling codes, and the process's CPU time when main began.
// `phonefmt-bench`'s `launch/*` workloads run it (Benchmarks/README.md).

import Glibc
import PhoneCore
import PhoneCoreData

func cpuNanoseconds(_ clock: clockid_t) -> Int64 {
  var ts = timespec()
  clock_gettime(clock, &ts)
  return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
}

// What the process spent before any of this program ran (the dynamic loader, the Swift
// runtime's start): every Swift app pays it, and launch/first-key's figure includes it.
let beforeMain = cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID)
let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first, let region = RegionCode(name),
  let key = arguments.dropFirst().first, !key.isEmpty
else {
  print("usage: phonefmt-launch REGION KEY")
  exit(2)
}
let start = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
let catalog = CorePack.catalog()
let opened = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
var field = PhoneNumberField(region: region)
let edit = field.insert(key)
let typed = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
let process = cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID)
print(
  opened - start, typed - opened, process, edit.text.utf8.count, catalog.callingCodes.count,
  beforeMain)
