// RegionNames: a region's name in a locale, from rule packs or ICU (CLDR), along a fallback chain.

public import PhoneCore

/// Region names and search names that rule packs supply, on top of ICU's.
///
/// ```swift
/// let names = PackRegionNames(
///   names: [.gb: ["en": "Britain", "cy": "Prydain"]],
///   searchNames: [.gb: ["UK", "Great Britain"]])
/// ```
public struct PackRegionNames: Hashable, Sendable {
  /// Names per region, keyed by locale: an ICU ID or a BCP 47 tag (`de`, `pt_BR`, `pt-BR`).
  /// These take precedence over ICU's names for the same locale.
  public var names: [RegionCode: [String: String]]
  /// Other names a person may search for, per region, in any language ("UK", "USA",
  /// "Holland"). They are searched, never shown.
  public var searchNames: [RegionCode: [String]]

  /// Pack names; both tables default to empty.
  public init(
    names: [RegionCode: [String: String]] = [:], searchNames: [RegionCode: [String]] = [:]
  ) {
    self.names = names
    self.searchNames = searchNames
  }
}

/// A region's name and where it came from.
public struct RegionName: Hashable, Sendable {
  /// Where a name was found.
  public enum Source: Hashable, Sendable {
    /// A rule pack's name for this locale ID (canonical, e.g. `pt_BR`).
    case pack(locale: String)
    /// ICU's CLDR display name (`uloc_getDisplayCountry`) in this locale ID.
    case icu(locale: String)
    /// No name anywhere in the chain: the region code itself.
    case code
  }

  /// The name to show, e.g. "Storbritannien".
  public let text: String
  /// Where ``text`` came from.
  public let source: Source

  /// A name and its source.
  public init(text: String, source: Source) {
    self.text = text
    self.source = source
  }
}

/// Region names in one display locale, with the fallback chain
/// display locale → preferred languages → English → the region code.
///
/// At each locale of the chain a rule pack's name comes first, looked up from the most
/// specific form of the locale to its language (`pt_BR`, then `pt`); then ICU's CLDR name
/// (`uloc_getDisplayCountry`). ICU's own fallback to the *process's* default locale or to root
/// (`U_USING_DEFAULT_WARNING`) is not taken as a name, so the result never depends on `LANG`.
///
/// ```swift
/// let names = try RegionNames(locale: DisplayLocale("haw"), preferredLanguages: [DisplayLocale("fr")])
/// try names.name(of: .gb).text  // "Aupuni Mōʻī Hui Pū ʻIa" (Hawaiian, ICU)
/// try names.name(of: .ax).text  // "Îles Åland" (no Hawaiian name: French)
/// ```
public struct RegionNames: Sendable {
  /// The locale names are shown in.
  public let locale: DisplayLocale
  /// The chain of locales a name is looked up in: ``locale``, the preferred languages, then
  /// English, each once.
  public let chain: [DisplayLocale]
  /// Search names from the packs, per region.
  public let searchNames: [RegionCode: [String]]
  // Pack names per region, keyed by canonical locale ID.
  private let packNames: [RegionCode: [String: String]]

  /// Names for `locale`, falling back to `preferredLanguages` in order, then English.
  /// - Throws: ``ICUError/unknownLocale(_:)`` for a pack name keyed by a locale ICU does not
  ///   know.
  public init(
    locale: DisplayLocale, preferredLanguages: [DisplayLocale] = [],
    packNames: PackRegionNames = PackRegionNames()
  ) throws(ICUError) {
    self.locale = locale
    var chain: [DisplayLocale] = []
    for l in [locale] + preferredLanguages + [.english] where !chain.contains(l) {
      chain.append(l)
    }
    self.chain = chain
    self.searchNames = packNames.searchNames
    var canonical: [RegionCode: [String: String]] = [:]
    for (region, byLocale) in packNames.names {
      for (key, name) in byLocale {
        let id = try DisplayLocale(key).identifier
        canonical[region, default: [:]][String(id.split(separator: "@").first ?? "")] = name
      }
    }
    self.packNames = canonical
  }

  /// The name of `region` in ``locale``, or along the fallback chain.
  /// - Complexity: one ICU call per link of the chain tried, at most.
  /// - Throws: ``ICUError/callFailed(function:status:name:)`` when an ICU call fails.
  public func name(of region: RegionCode) throws(ICUError) -> RegionName {
    try name(of: region, along: chain, localNames: nil)
  }

  /// ``name(of:)``, reading ICU's names in ``locale`` from `localNames` (the locale's own
  /// `Countries` table, ``ICUResourceBundle/ownCountryNames(locale:)``) where it has the
  /// region: a country list names every region, and `uloc_getDisplayCountry` opens the
  /// locale's bundle again for each. Where the table lacks a region, ICU is asked as before.
  func name(of region: RegionCode, localNames: ICUResourceBundle?) throws(ICUError)
    -> RegionName
  {
    try name(of: region, along: chain, localNames: localNames)
  }

  /// The English name of `region`: a pack's `en` name, else ICU's, else the code.
  /// - Throws: ``ICUError/callFailed(function:status:name:)`` when an ICU call fails.
  public func englishName(of region: RegionCode) throws(ICUError) -> RegionName {
    try name(of: region, along: Self.englishChain, localNames: nil)
  }

  /// The chain of ``englishName(of:)``, made once rather than per region.
  private static let englishChain: [DisplayLocale] = [.english]

  private func name(
    of region: RegionCode, along chain: [DisplayLocale], localNames: ICUResourceBundle?
  ) throws(ICUError) -> RegionName {
    let code = region.description
    let pack = packNames[region] ?? [:]
    for link in chain {
      for id in link.lookupChain {
        if let name = pack[id] { return RegionName(text: name, source: .pack(locale: id)) }
      }
      if region != .nonGeographic,
        let name = try icuName(code: code, region: region, in: link, localNames: localNames)
      {
        return RegionName(text: name, source: .icu(locale: link.identifier))
      }
    }
    return RegionName(text: code, source: .code)
  }

  /// ICU's name of `region` (whose code is `code`) in `link`, as ``ICU/displayCountry(_:in:)``
  /// answers: English from ``SharedRegionData`` (read once per process), ``locale``'s from
  /// `localNames` when that table has the region, else from ICU.
  private func icuName(
    code: String, region: RegionCode, in link: DisplayLocale, localNames: ICUResourceBundle?
  ) throws(ICUError) -> String? {
    if link.identifier == DisplayLocale.english.identifier {
      return try SharedRegionData.englishName(of: region)
    }
    if let localNames, link.identifier == locale.identifier,
      let text = localNames.string(forKey: code)
    {
      // What uloc_getDisplayCountry answers from the same table; the code itself, or nothing,
      // is no name (as in ICU.displayCountry).
      return text.isEmpty || text == code ? nil : text
    }
    return try ICU.displayCountry(code, in: link.identifier)
  }
}
