// CountryList: every region with its name, flag and dial code, in the display locale's collation order.

public import PhoneCore

/// One row of the country list.
public struct CountryEntry: Hashable, Sendable, Identifiable {
  /// The region, e.g. `GB`.
  public let region: RegionCode
  /// The country calling code, e.g. 44.
  public let callingCode: Int
  /// The name in the list's locale (or along its fallback chain), and its source.
  public let name: RegionName
  /// The English name (a pack's `en` name, else ICU's), searched as well.
  public let englishName: String
  /// Other names a person may search for ("UK"), from the packs.
  public let searchNames: [String]

  /// The region code identifies the row.
  public var id: RegionCode { region }
  /// The dial code as shown, with ASCII digits: `+44`.
  public var dialCode: String { "+\(callingCode)" }
  /// The flag emoji, e.g. 🇬🇧 (see `RegionCode.flagEmoji`).
  public var flag: String { region.flagEmoji ?? "" }
}

/// The regions of a catalog, named in one locale and sorted by that locale's collation.
///
/// Sorting follows the ICU collator of the display locale (`ucol_open`): Swedish puts Å, Ä and
/// Ö after Z, Spanish Ñ after N, Turkish Ç after C, Chinese sorts by pinyin, German treats Ö as
/// O. Each name's sort key (`ucol_getSortKey`) is computed once, when the list is built; rows
/// with equal keys keep region-code order.
///
/// ```swift
/// let names = try RegionNames(locale: DisplayLocale("sv"))
/// let list = try CountryList(catalog: catalog, names: names)
/// list.entries.last?.name.text  // "Österrike"
/// ```
/// - Complexity: building is O(n log n) key comparisons for n regions, plus one ICU name
///   lookup and one sort key per region.
public struct CountryList: Sendable {
  /// The names (locale, fallback chain, pack names) the list was built with.
  public let names: RegionNames
  /// The rows in collation order.
  public let entries: [CountryEntry]
  /// The locale whose collation rules ICU loaded (`ucol_getLocaleByType`, actual locale):
  /// `sv` for `sv_SE`, `root` for a locale without tailoring of its own.
  public var collationLocale: String { collator.actualLocale }

  let collator: ICUCollator
  // Primary-strength collators for search: the display locale's, and root's for English and
  // the packs' search names.
  let localSearchCollator: ICUCollator
  let rootSearchCollator: ICUCollator

  /// The list of every geographic region of `catalog` (not `001`).
  /// - Throws: ``ICUError`` when an ICU call fails.
  public init(catalog: PhoneCatalog, names: RegionNames) throws(ICUError) {
    try self.init(
      regions: catalog.regions.values.map { (region: $0.code, callingCode: $0.callingCode) },
      names: names)
  }

  /// The list of `regions`, each with its calling code.
  /// - Throws: ``ICUError`` when an ICU call fails.
  public init(regions: [(region: RegionCode, callingCode: Int)], names: RegionNames)
    throws(ICUError)
  {
    self.names = names
    collator = try ICUCollator(locale: names.locale.identifier)
    localSearchCollator = try ICUCollator(locale: names.locale.identifier, primary: true)
    rootSearchCollator = try ICUCollator(locale: "root", primary: true)
    var keyed: [(key: [UInt8], entry: CountryEntry)] = []
    keyed.reserveCapacity(regions.count)
    for (region, callingCode) in regions {
      let name = try names.name(of: region)
      let entry = CountryEntry(
        region: region, callingCode: callingCode, name: name,
        englishName: try names.englishName(of: region).text,
        searchNames: names.searchNames[region] ?? [])
      keyed.append((try collator.sortKey(Array(name.text.utf16)), entry))
    }
    keyed.sort { a, b in
      a.key == b.key ? a.entry.region < b.entry.region : a.key.lexicographicallyPrecedes(b.key)
    }
    entries = keyed.map(\.entry)
  }

  /// The locale the names are shown in.
  public var locale: DisplayLocale { names.locale }

  /// The row of `region`, if the list has it.
  /// - Complexity: O(n).
  public func entry(for region: RegionCode) -> CountryEntry? {
    entries.first { $0.region == region }
  }

  /// Compares two strings with the list's collator (`ucol_strcoll`): `true` when `a` sorts
  /// before `b` in the display locale.
  public func sortsBefore(_ a: String, _ b: String) -> Bool {
    collator.compare(Array(a.utf16), Array(b.utf16)) < 0
  }
}
