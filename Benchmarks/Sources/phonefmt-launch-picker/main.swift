// phonefmt-launch-picker LOCALE QUERY: an app's sign-up screen in a process of its own that
// links what such an app links (PhoneCore, PhoneCoreData, PhoneLocale and ICU): the core
// pack's catalog, then the country picker in LOCALE (its names, the list in LOCALE's
// collation order, the picker's sections) and a first search for QUERY. Prints, in
// nanoseconds of CPU time: the catalog's first call, the picker's list, its first search, the
// process's CPU time when the search has answered (from its start: loading, the Swift
// runtime, ICU's data, all of the above); then the rows of the list, the matches found and
// the region of the first (`-` for none).
// `phonefmt-bench`'s `launch/picker` workload runs it (Benchmarks/README.md).

import Glibc
import PhoneCore
import PhoneCoreData
import PhoneLocale

func cpuNanoseconds(_ clock: clockid_t) -> Int64 {
  var ts = timespec()
  clock_gettime(clock, &ts)
  return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, !arguments[1].isEmpty else {
  print("usage: phonefmt-launch-picker LOCALE QUERY")
  exit(2)
}
let start = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
let catalog = CorePack.catalog()
let opened = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
do {
  let locale = try DisplayLocale(arguments[0])
  let names = try RegionNames(locale: locale)
  let picker = CountryPicker(
    list: try CountryList(catalog: catalog, names: names), options: CountryPickerOptions())
  let listed = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
  let matches = picker.search(arguments[1])
  let searched = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
  let process = cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID)
  print(
    opened - start, listed - opened, searched - listed, process, picker.list.entries.count,
    matches.count, matches.first.map { $0.entry.region.description } ?? "-")
} catch {
  print("phonefmt-launch-picker: \(error)")
  exit(1)
}
