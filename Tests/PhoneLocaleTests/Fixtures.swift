// Fixtures: country lists over the core catalog, and an ICU collator the tests open themselves.

import CICU
import PhoneCore
import PhoneLocale
import PhoneTestSupport

/// The country list of the core catalog in `locale`, with ICU names only.
func coreList(
  _ locale: String, preferred: [String] = [], packNames: PackRegionNames = PackRegionNames()
) throws -> CountryList {
  let names = try RegionNames(
    locale: DisplayLocale(locale), preferredLanguages: preferred.map { try DisplayLocale($0) },
    packNames: packNames)
  return try CountryList(catalog: CoreFixture.catalog, names: names)
}

/// Region codes of rows, as strings, in order.
func codes(_ entries: [CountryEntry]) -> [String] { entries.map { $0.region.description } }

/// Region codes of matches, as strings, in order.
func codes(_ matches: [CountryMatch]) -> [String] { matches.map { $0.entry.region.description } }

/// A region code the test knows is valid.
func rc(_ text: String) -> RegionCode { RegionCode(text)! }

/// An error of the tests' own ICU calls.
struct TestICUFailure: Error {
  var status: Int32
}

/// Runs `body` with a collator for `locale` opened directly through the shim: `ucol_strcoll`
/// of this collator is the independent reference for the list's sort keys.
func withReferenceCollator<T>(
  _ locale: String, _ body: (_ compare: (String, String) -> Int32) throws -> T
) throws -> T {
  var status: Int32 = 0
  guard let collator = phonefmt_ucol_open(locale, &status), status <= 0 else {
    throw TestICUFailure(status: status)
  }
  defer { phonefmt_ucol_close(collator) }
  return try body { a, b in
    let x = Array(a.utf16)
    let y = Array(b.utf16)
    return phonefmt_ucol_strcoll(collator, x, Int32(x.count), y, Int32(y.count))
  }
}
