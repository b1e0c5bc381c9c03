// SharedRegionData: what every country list reads of a region whatever its locale, read once.

import PhoneCore

/// What ICU says of a region that is the same for every display locale: its English name
/// (`uloc_getDisplayCountry` in `en`), CLDR's English short and variant names, and its
/// ISO 3166-1 alpha-3 code (`uloc_getISO3Country`). Every country list searches the English
/// names and codes, and English ends every name fallback chain, so a list in German and the
/// next one in Japanese would each ask ICU for the same three hundred names and codes; they
/// are read once per process instead, when a list first needs each, and shared.
///
/// Only ICU's answers are kept: pack names (``PackRegionNames``) still come first where
/// ``RegionNames`` looks, and an ICU failure is thrown each time, never kept.
enum SharedRegionData {
  private static let englishNames = Locked<[RegionCode: String?]>([:])
  private static let alpha3Codes = Locked<[RegionCode: String]>([:])
  private static let englishAlternatives = Locked<AlternativeNames?>(nil)
  private static let codeMasks = Locked<[String: PrimaryMask]>([:])

  /// ICU's English name of `region`, or nil when ICU has none (as
  /// `ICU.displayCountry(_:in:)` answers in `en`).
  /// - Throws: ``ICUError/callFailed(function:status:name:)`` when the ICU call fails.
  static func englishName(of region: RegionCode) throws(ICUError) -> String? {
    if let known = englishNames.withLock({ $0[region] }) { return known }
    let name = try ICU.displayCountry(region.description, in: DisplayLocale.english.identifier)
    englishNames.withLock { $0[region] = name }
    return name
  }

  /// The ISO 3166-1 alpha-3 code of `region` (`GBR` for `GB`); empty when ICU has none.
  static func alpha3Code(of region: RegionCode) -> String {
    if let known = alpha3Codes.withLock({ $0[region] }) { return known }
    let code = ICU.iso3Country(region.description)
    alpha3Codes.withLock { $0[region] = code }
    return code
  }

  /// CLDR's English short and variant names (``AlternativeNames`` of `en`).
  /// - Throws: ``ICUError`` when an ICU call fails.
  static func englishAlternativeNames() throws(ICUError) -> AlternativeNames {
    if let known = englishAlternatives.withLock({ $0 }) { return known }
    let names = try AlternativeNames(locale: .english)
    englishAlternatives.withLock { $0 = names }
    return names
  }

  /// The primary-weight masks of `codes` (ISO codes: `GB`, `GBR`) under `masker`, which must
  /// read root's search collator (the same for every list): a search compares a two- or
  /// three-letter query with every row's codes, and asks ICU only where the masks allow.
  /// Read once per process, with one lock to look and one to add what was missing.
  static func rootMasks(of codes: [String], masker: PrimaryMasker) -> [PrimaryMask] {
    let known = codeMasks.withLock { $0 }
    var added: [String: PrimaryMask] = [:]
    let masks = codes.map { (code) -> PrimaryMask in
      if let mask = known[code] ?? added[code] { return mask }
      let mask = masker.textMask(ICU.utf16(of: code))
      added[code] = mask
      return mask
    }
    if !added.isEmpty { codeMasks.withLock { $0.merge(added) { old, _ in old } } }
    return masks
  }
}
