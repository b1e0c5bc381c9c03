// AlternativeNames: CLDR's short and variant region names ("UK", "Ivory Coast") in one locale.

import PhoneCore

/// The other names CLDR gives regions in one locale, which a country search also accepts:
/// the short forms (`Countries%short`: `GB` "UK" in English, "R.-U." in French; `US` "USA" in
/// German) and the variants (`Countries%variant`: `CI` "Ivory Coast", `CZ` "Czech Republic",
/// `SZ` "Swaziland", `TL` "East Timor").
///
/// They come from ICU's region-name tree (`ures_open(U_ICUDATA_NAME "-region", ...)`, the data
/// behind `uloc_getDisplayCountry`), read along the locale's lookup chain (`de_CH`, then `de`),
/// a more specific locale's name winning. A locale without data of its own (ICU answers
/// `U_USING_DEFAULT_WARNING`) and root have none, so nothing depends on `LANG`.
struct AlternativeNames: Sendable {
  /// `Countries%short` per region.
  var short: [RegionCode: String] = [:]
  /// `Countries%variant` per region.
  var variant: [RegionCode: String] = [:]

  /// No alternative names.
  init() {}

  /// The short and variant names of `locale`.
  /// - Throws: ``ICUError`` when an ICU call fails.
  init(locale: DisplayLocale) throws(ICUError) {
    for link in locale.lookupChain {
      guard let bundle = try ICUResourceBundle.regionNames(locale: link) else { continue }
      Self.merge(try bundle.strings(inTable: "Countries%short"), into: &short)
      Self.merge(try bundle.strings(inTable: "Countries%variant"), into: &variant)
    }
  }

  /// Adds the regions of `table` that `names` lacks (keys that are not region codes, such as
  /// `UN` or `EU`, are kept: they simply match no row).
  private static func merge(_ table: [String: String]?, into names: inout [RegionCode: String]) {
    for (key, name) in table ?? [:] {
      guard let region = RegionCode(key), names[region] == nil else { continue }
      names[region] = name
    }
  }
}
