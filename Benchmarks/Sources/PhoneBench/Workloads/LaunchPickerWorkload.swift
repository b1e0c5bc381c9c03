// launch/picker: an app's sign-up screen as a fresh process meets it: the country picker's
// first list in a display locale and its first search, each sample a process of its own
// (`phonefmt-launch-picker`, built beside `phonefmt-bench`).

import Foundation
import PhoneCore
import PhoneLocale

/// `launch/picker`: per sample, a fresh `phonefmt-launch-picker LOCALE QUERY`, and the CPU
/// time it reports for the picker's country list in LOCALE (`RegionNames`, `CountryList`,
/// `CountryPicker`) plus its first `CountryPicker.search` (the first three letters of
/// Germany's name there). The catalog is opened before and not counted (`launch/catalog`
/// measures it). Nothing of ICU is loaded yet in such a process: its data is mapped but not
/// read, no collator is open, no resource bundle cached, which a warm harness's
/// `picker/first-search` meets only in its first round. Locales take turns, one per sample;
/// `detail` gives each one's median. No peer: libphonenumber has no country list.
enum LaunchPickerWorkload {
  static let workload = Workload(
    name: "launch/picker", unit: "process",
    summary: "a fresh process's first country picker in a locale, and its first search"
  ) { context in
    guard let path = LaunchWorkload.executable(named: "phonefmt-launch-picker") else {
      return .notAvailableYet(
        reason: "phonefmt-launch-picker is not built beside phonefmt-bench: swift build "
          + "--product phonefmt-launch-picker (with the same -c and --scratch-path)", peer: nil)
    }
    var starts: [(locale: String, query: String)] = []
    for id in locales {
      let name = try RegionNames(locale: DisplayLocale(id)).name(of: .de).text
      starts.append((id, String(name.prefix(3))))
    }
    return .ready(LaunchPickerRun(path: path, quick: context.quick, starts: starts), peer: nil)
  }

  /// The display locales of issue 55: two without a tailoring of their own (de, fr use
  /// root's collation), four with one, of three scripts.
  static let locales = ["de", "fr", "ar", "ja", "sv", "tr"]
}

final class LaunchPickerRun: WorkloadRun {
  let path: String
  let starts: [(locale: String, query: String)]
  private var next = 0
  private var byLocale: [String: [Double]] = [:]
  private var lists: [Double] = []
  private var searches: [Double] = []
  var operationsPerRun: Int { 1 }
  let sampling: Sampling
  /// The work is `phonefmt-launch-picker`'s: its allocations are not this process's to count.
  var countsInProcess: Bool { false }

  init(path: String, quick: Bool, starts: [(locale: String, query: String)]) {
    self.path = path
    self.starts = starts
    sampling = .single(runsPerRound: starts.count * (quick ? 1 : 2))
  }

  /// `de 5.41 ms, fr 5.33 ms, ...; list 5.9 ms + search 0.21 ms`: each locale's median,
  /// then the medians of the two parts over all samples.
  var detail: String? {
    let parts = starts.compactMap { s in
      byLocale[s.locale].map { "\(s.locale) \(Units.time(Summary.median($0)))" }
    }
    guard !parts.isEmpty else { return nil }
    return parts.joined(separator: ", ")
      + "; list \(Units.time(Summary.median(lists))) + search \(Units.time(Summary.median(searches)))"
  }

  func run(_ meter: inout Meter) throws -> UInt64 {
    let start = starts[next]
    next = (next + 1) % starts.count
    // catalog, list, search, process, rows, matches, the first match's region: the query is
    // the start of Germany's name, so a search that does not put DE first is a failure.
    let words = try LaunchWorkload.runProbe(
      path, [start.locale, start.query], name: "launch/picker",
      accept: { words in
        let fields = words.prefix(6).compactMap { Double($0) }
        return words.count == 7 && fields.count == 6 && fields[4] > 0 && words[6] == "DE"
      })
    let fields = words.prefix(6).compactMap { Double($0) }
    let ns = fields[1] + fields[2]
    meter.add(nanoseconds: ns)
    byLocale[start.locale, default: []].append(ns)
    lists.append(fields[1])
    searches.append(fields[2])
    return UInt64(fields[5])
  }
}
