// RegionPatch: what one region file of a pack says, before it is applied to the catalog.

package import PhoneCompiler
package import PhoneCore

/// How a region file applies to the regions loaded before it.
package enum RegionOperation: String, Sendable, Hashable {
  /// A new region; an error if the region exists already.
  case add
  /// More formats, names, search names or types for an existing region; scalar fields given
  /// replace the existing ones.
  case extend
  /// The whole region anew; an error if it does not exist.
  case replace
}

/// A format as a region file gives it: written out (`pattern` + `format`), or as a template
/// whose national prefix is only known once the pack applies (an `extend` may rely on the
/// region's existing prefix).
package enum FormatEntry: Sendable, Hashable {
  case format(NumberFormat)
  /// A template, with the other fields given beside it (`leadingDigits`,
  /// `nationalPrefixFormattingRule`, `priority`, ...) in `fields`; empty leading digits and a
  /// nil rule mean "derive them from the template".
  case template(FormatTemplate, fields: NumberFormat)

  /// The format, for a region whose national prefix is `nationalPrefix`.
  func resolved(nationalPrefix: String?) -> NumberFormat {
    switch self {
    case .format(let f): return f
    case .template(let t, let fields):
      var f = t.numberFormat(nationalPrefix: nationalPrefix)
      if !fields.leadingDigits.isEmpty { f.leadingDigits = fields.leadingDigits }
      if let rule = fields.nationalPrefixFormattingRule { f.nationalPrefixFormattingRule = rule }
      f.nationalPrefixOptionalWhenFormatting = fields.nationalPrefixOptionalWhenFormatting
      f.carrierCodeFormattingRule = fields.carrierCodeFormattingRule
      f.priority = fields.priority
      return f
    }
  }
}

extension [FormatEntry] {
  func resolved(nationalPrefix: String?) -> [NumberFormat] {
    map { $0.resolved(nationalPrefix: nationalPrefix) }
  }
}

/// One region file, decoded and checked for types, not yet applied.
package struct RegionPatch: Sendable, Hashable {
  package var file: String
  package var operation: RegionOperation
  package var code: RegionCode
  package var callingCode: Int?
  package var mainRegionForCode: Bool?
  package var leadingDigits: String?
  package var internationalPrefix: String?
  package var preferredInternationalPrefix: String?
  package var nationalPrefix: String?
  package var preferredExtensionPrefix: String?
  package var nationalPrefixForParsing: String?
  package var nationalPrefixTransformRule: String?
  package var mobileNumberPortable: Bool?
  package var sameMobileAndFixedLinePattern: Bool?
  package var formats: [FormatEntry]?
  package var internationalFormats: [FormatEntry]?
  package var types: [PatternType: NumberPattern]
  package var names: [String: String]
  package var searchNames: [String]
  package var maxDigits: Int?
  /// The types an `extend` gives only an example of (`{"mobile": {"example": "..."}}`): the
  /// region keeps the type's pattern and lengths and takes the example.
  package var examplesOnly: [PatternType: String] = [:]

  /// The region this patch describes on its own (for `add` and `replace`).
  func standalone() -> Region {
    Region(
      code: code, callingCode: callingCode ?? 0, mainRegionForCode: mainRegionForCode ?? true,
      leadingDigits: leadingDigits, internationalPrefix: internationalPrefix,
      preferredInternationalPrefix: preferredInternationalPrefix, nationalPrefix: nationalPrefix,
      preferredExtensionPrefix: preferredExtensionPrefix,
      nationalPrefixForParsing: nationalPrefixForParsing,
      nationalPrefixTransformRule: nationalPrefixTransformRule,
      mobileNumberPortable: mobileNumberPortable ?? false,
      sameMobileAndFixedLinePattern: sameMobileAndFixedLinePattern ?? false,
      formats: formats?.resolved(nationalPrefix: nationalPrefix) ?? [],
      internationalFormats: internationalFormats?.resolved(nationalPrefix: nationalPrefix),
      types: types, names: names, searchNames: searchNames, maxDigits: maxDigits)
  }

  /// `base` extended by this patch: formats given go before the existing ones (so they win
  /// ties of the ranking), types and names given replace those of the same key, search names
  /// are added, and every scalar field given replaces the existing value.
  func extending(_ base: Region) -> Region {
    var r = base
    if let v = callingCode { r.callingCode = v }
    if let v = mainRegionForCode { r.mainRegionForCode = v }
    if let v = leadingDigits { r.leadingDigits = v }
    if let v = internationalPrefix { r.internationalPrefix = v }
    if let v = preferredInternationalPrefix { r.preferredInternationalPrefix = v }
    if let v = nationalPrefix { r.nationalPrefix = v }
    if let v = preferredExtensionPrefix { r.preferredExtensionPrefix = v }
    if let v = nationalPrefixForParsing { r.nationalPrefixForParsing = v }
    if let v = nationalPrefixTransformRule { r.nationalPrefixTransformRule = v }
    if let v = mobileNumberPortable { r.mobileNumberPortable = v }
    if let v = sameMobileAndFixedLinePattern { r.sameMobileAndFixedLinePattern = v }
    if let v = maxDigits { r.maxDigits = v }
    let formats = formats?.resolved(nationalPrefix: r.nationalPrefix)
    let internationalFormats = internationalFormats?.resolved(nationalPrefix: r.nationalPrefix)
    if let v = formats {
      r.formats = v + r.formats
      // A region with an international list gets the new formats there too, so that
      // international formatting follows the extension as well.
      if internationalFormats == nil, let intl = r.internationalFormats {
        r.internationalFormats = v + intl
      }
    }
    if let v = internationalFormats { r.internationalFormats = v + (r.internationalFormats ?? []) }
    for (k, v) in types { r.types[k] = v }
    for (k, v) in examplesOnly { r.types[k]?.example = v }
    for (k, v) in names { r.names[k] = v }
    for n in searchNames where !r.searchNames.contains(n) { r.searchNames.append(n) }
    return r
  }
}
