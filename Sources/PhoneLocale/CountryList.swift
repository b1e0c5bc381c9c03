// CountryList: every region with its name, flag and dial code, in the display locale's collation order.

public import PhoneCore

/// One row of the country list.
public struct CountryEntry: Hashable, Sendable, Identifiable {
  /// The region, e.g. `GB`.
  public let region: RegionCode
  /// The country calling code: `+44` as its description.
  public let callingCode: CallingCode
  /// The name in the list's locale (or along its fallback chain): "Storbritannien" (sv).
  public let name: String
  /// Where ``name`` came from: a pack, ICU, or the region code itself.
  public let nameSource: RegionName.Source
  /// How ``name`` is read, in hiragana, where the list sorts the row by it: ICU's Japanese
  /// names written with kanji (`にほん` for 日本, `ちゅうごく` for 中国); nil for every other
  /// name, a pack's included. A search matches it as it matches the name.
  public let reading: String?
  /// The English name (a pack's `en` name, else ICU's), searched as well.
  public let englishName: String
  /// Other names a person may search for ("UK"), from the packs.
  public let searchNames: [String]
  /// CLDR's short names in the list's locale, then in English, without repeats: `UK` for `GB`
  /// (en), `USA` for `US` (de), `R.-U.` (fr). Searched, never shown.
  public let shortNames: [String]
  /// CLDR's variant names in the list's locale, then in English, without repeats:
  /// `Ivory Coast`, `Czech Republic`, `Elfenbeinküste` (de). Searched, never shown.
  public let variantNames: [String]
  /// The ISO 3166-1 alpha-3 code (`uloc_getISO3Country`), e.g. `GBR`; empty when ICU has none.
  public let alpha3Code: String
  /// Whether this region is its calling code's main region (libphonenumber's main country
  /// for the code: `GB` for +44, `US` for +1), which a dial-code search lists first.
  public let isMainRegion: Bool

  /// The region code identifies the row.
  public var id: RegionCode { region }
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
/// Japanese names written with kanji are sorted by their reading (``CountryEntry/reading``),
/// then by the name: ICU's Japanese collation orders kana by the gojūon and puts all kanji
/// after them, so 日本 would follow ロシア; read as にほん it sits between ニジェール and
/// ニュージーランド, and 中国 (ちゅうごく) among the names read with ち. Other locales are
/// sorted by the names as ICU collates them: simplified Chinese (`zh`) by pinyin, traditional
/// Chinese (`zh_Hant`) by stroke count (ICU's default collation there), Korean by hangul, which
/// is phonetic already (ICU even sorts a hanja by its hangul reading).
///
/// ```swift
/// let names = try RegionNames(locale: DisplayLocale("sv"))
/// let list = try CountryList(catalog: catalog, names: names)
/// list.entries.last?.name  // "Österrike"
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
  // Primary-strength collators for search that ignore spaces and punctuation: the display
  // locale's first and root's second, or root's alone when the locale has no tailoring.
  let searchCollators: [ICUCollator]
  let rootSearchCollator: ICUCollator
  // Per row (parallel to `entries`), the texts a search looks at, folded once here, with
  // their primary-weight masks per search collator (SearchPrefilter).
  let searchTexts: [[SearchText]]
  // Per row, the masks of its region code and alpha-3 code under root's search collator.
  let codeMasks: [CodeMasks]

  /// The list of every geographic region of `catalog` (not `001`).
  /// - Throws: ``ICUError`` when an ICU call fails.
  public init(catalog: PhoneCatalog, names: RegionNames) throws(ICUError) {
    // The region codes and calling codes the catalog knows without decoding its tables: a
    // list needs no formats, and decoding every region was a tenth of building one.
    try self.init(
      regions: catalog.regions.callingCodes.map {
        (region: $0.region, callingCode: CallingCode(unchecked: $0.callingCode))
      },
      names: names,
      mainRegions: Set(catalog.regionsByCallingCode.values.compactMap(\.first)))
  }

  /// The list of `regions`, each with its calling code; `mainRegions` are the main regions of
  /// their calling codes (see ``CountryEntry/isMainRegion``).
  /// - Throws: ``ICUError`` when an ICU call fails.
  package init(
    regions: [(region: RegionCode, callingCode: CallingCode)], names: RegionNames,
    mainRegions: Set<RegionCode> = []
  ) throws(ICUError) {
    self.names = names
    collator = try ICUCollator(locale: names.locale.identifier)
    let localSearchCollator = try ICUCollator(
      locale: names.locale.identifier, primary: true, ignoringPunctuation: true)
    rootSearchCollator = try ICUCollator(locale: "root", primary: true, ignoringPunctuation: true)
    searchCollators =
      localSearchCollator.actualLocale == "root"
      ? [rootSearchCollator] : [localSearchCollator, rootSearchCollator]
    let local = try AlternativeNames(locale: names.locale)
    let english =
      names.locale.lookupChain.contains("en")
      ? AlternativeNames() : try SharedRegionData.englishAlternativeNames()
    func unique(_ names: String?...) -> [String] {
      var result: [String] = []
      for case let name? in names where !result.contains(name) { result.append(name) }
      return result
    }
    // The display locale's own table of names, opened once for every region.
    let localNames = ICUResourceBundle.ownCountryNames(locale: names.locale.identifier)
    var unsorted: [CountryEntry] = []
    var keys: [[UInt8]] = []
    var nameUnits: [[UInt16]] = []
    var readingKeys: [Int: [UInt8]] = [:]
    unsorted.reserveCapacity(regions.count)
    keys.reserveCapacity(regions.count)
    nameUnits.reserveCapacity(regions.count)
    for (region, callingCode) in regions {
      let name = try names.name(of: region, localNames: localNames)
      let reading = JapaneseReadings.reading(of: name)
      let entry = CountryEntry(
        region: region, callingCode: callingCode, name: name.text, nameSource: name.source,
        reading: reading,
        englishName: try names.englishName(of: region).text,
        searchNames: names.searchNames[region] ?? [],
        shortNames: unique(local.short[region], english.short[region]),
        variantNames: unique(local.variant[region], english.variant[region]),
        alpha3Code: region == .nonGeographic ? "" : SharedRegionData.alpha3Code(of: region),
        isMainRegion: mainRegions.contains(region))
      unsorted.append(entry)
      let units = ICU.utf16(of: name.text)
      keys.append(try collator.sortKey(units))
      nameUnits.append(units)
      if let reading { readingKeys[keys.count - 1] = try collator.sortKey(ICU.utf16(of: reading)) }
    }
    // With readings, a row's key is the key of its reading (or of its name, without one)
    // followed by its name's key. A sort key ends with its only zero byte, so comparing the
    // joined keys compares the first keys, then, where those are equal, the names' keys.
    if !readingKeys.isEmpty {
      keys = keys.indices.map { (readingKeys[$0] ?? keys[$0]) + keys[$0] }
    }
    // Positions are sorted, not rows: a row is a dozen words to move at each swap.
    let order = unsorted.indices.sorted { a, b in
      keys[a] == keys[b]
        ? unsorted[a].region < unsorted[b].region : keys[a].lexicographicallyPrecedes(keys[b])
    }
    entries = order.map { unsorted[$0] }
    // One element iterator per search collator reads every text's masks. Should ICU not open
    // one, the texts get masks that let every pattern through: the search is then as slow as
    // without the prefilter, never different.
    let maskers = searchCollators.map { (collator) -> PrimaryMasker? in
      do {
        return try PrimaryMasker(collator: collator)
      } catch {
        return nil
      }
    }
    searchTexts = order.map {
      SearchText.texts(of: unsorted[$0], maskers: maskers, nameUnits: nameUnits[$0])
    }
    // Root's search collator is the last; its masks of the codes are the same for every list.
    if let rootMasker = maskers.last ?? nil {
      var codes: [String] = []
      codes.reserveCapacity(entries.count * 2)
      for entry in entries {
        codes.append(entry.region.description)
        codes.append(entry.alpha3Code)
      }
      let masks = SharedRegionData.rootMasks(of: codes, masker: rootMasker)
      codeMasks = entries.indices.map {
        CodeMasks(alpha2: masks[2 * $0], alpha3: masks[2 * $0 + 1])
      }
    } else {
      codeMasks = Array(
        repeating: CodeMasks(alpha2: .everyWeight, alpha3: .everyWeight), count: entries.count)
    }
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
