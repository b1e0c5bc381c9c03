// picker/first-search and picker/search: the country picker a phone screen opens first, built
// in a display locale and searched, and a search of a list already built.

import PhoneCore
import PhoneCoreData
import PhoneLocale
import PhonePacks

/// `picker/first-search`: per sample, timed: the names of the next display locale
/// (`RegionNames(locale:)`), the country list of the core pack sorted by that locale's ICU
/// collation (`CountryList(catalog:names:)`: a name, sort key and search texts per region),
/// and a first search (`list.search`, the first three letters of the locale's name for
/// Germany). The locales cycle through `locales`; ICU keeps what it opened for a locale (its
/// collation rules, resource bundles) for the process, so only the first round meets a locale
/// ICU has not loaded: `detail` gives that round's median beside the others'.
///
/// `picker/search`: per sample, a search of a list built before the timing (the locale's
/// first three letters of Germany's name, then the next locale), so: the search alone.
///
/// libphonenumber has no country list; there is no peer.
enum PickerSearchWorkload {
  static let firstSearch = Workload(
    name: "picker/first-search", unit: "list + search",
    summary: "a locale's country list (names, ICU collation) built, then its first search"
  ) { _ in
    .ready(try PickerSearchRun(buildTimed: true), peer: nil)
  }

  static let search = Workload(
    name: "picker/search", unit: "search",
    summary: "a search of a country list already built in its locale"
  ) { _ in
    .ready(try PickerSearchRun(buildTimed: false), peer: nil)
  }

  /// Display locales of several scripts and collations.
  static let locales = [
    "de", "fr", "es", "sv", "tr", "pl", "cs", "ru", "uk", "el", "ar", "he", "fa", "hi", "bn",
    "th", "zh", "zh_Hant", "ja", "ko", "vi", "id", "pt_BR", "it", "nl", "fi", "hu", "ro", "da",
    "nb",
  ]
}

final class PickerSearchRun: WorkloadRun {
  let buildTimed: Bool
  let catalog: PhoneCatalog
  let locales: [DisplayLocale]
  /// Lists built before the timing (`picker/search`).
  private var lists: [CountryList] = []
  private var queries: [String] = []
  private var next = 0
  private var rounds = 0
  private var firstRound: [Double] = []
  private var later: [Double] = []
  var operationsPerRun: Int { 1 }
  let sampling: Sampling

  init(buildTimed: Bool) throws {
    self.buildTimed = buildTimed
    catalog = CorePack.catalog()
    var locales: [DisplayLocale] = []
    for id in PickerSearchWorkload.locales { locales.append(try DisplayLocale(id)) }
    self.locales = locales
    for locale in locales {
      let names = try RegionNames(locale: locale)
      let list = try CountryList(catalog: catalog, names: names)
      // The first three characters of Germany's name in the locale: a query people type.
      queries.append(String((list.entry(for: .de)?.name ?? "ger").prefix(3)))
      if !buildTimed { lists.append(list) }
    }
    sampling = .single(runsPerRound: locales.count)
  }

  /// `first round 2.1 ms (ICU loads the locale), later rounds 0.9 ms`.
  var detail: String? {
    guard buildTimed, !firstRound.isEmpty else { return nil }
    var text = "first round \(Units.time(Summary.median(firstRound))) (ICU loads the locale)"
    if !later.isEmpty { text += ", later rounds \(Units.time(Summary.median(later)))" }
    return text
  }

  func run(_ meter: inout Meter) throws -> UInt64 {
    let index = next
    next = (next + 1) % locales.count
    defer { if next == 0 { rounds += 1 } }
    let before = meter.elapsedNs
    var found = 0
    if buildTimed {
      meter.start()
      let names = try RegionNames(locale: locales[index])
      let list = try CountryList(catalog: catalog, names: names)
      found = list.search(queries[index]).count
      meter.stop()
      if rounds == 0 {
        firstRound.append(meter.elapsedNs - before)
      } else {
        later.append(meter.elapsedNs - before)
      }
    } else {
      meter.start()
      found = lists[index].search(queries[index]).count
      meter.stop()
    }
    return UInt64(found)
  }
}
