// CallerID: carrier and time zones of a number from the data linked into the product, as
// libphonenumber's carrier and time-zone mappers answer them; no pack, no Foundation.

public import PhoneCore
public import PhoneDataBlob

/// What a caller-ID line shows about a number, from libphonenumber's carrier names and time
/// zones linked into the product (`Sources/CPhoneCallerData`): an app links this module, not
/// the pack tooling.
///
/// ```swift
/// let catalog = CorePack.catalog()
/// let number = try catalog.parse("+1 650 253 0000", region: nil)
/// let about = try CallerID.describe(number, catalog: catalog, locale: "en")
/// about.timeZones   // ["America/Los_Angeles"]
/// about.location    // nil: places come from the geocoding pack (PhonePacks)
/// ```
public enum CallerID {
  /// The linked data, opened once per process on first use (its headers and two indexes); a
  /// calling code's prefixes are decoded on its first description and kept.
  static let linked = Result { () throws(DataBlobError) in try PrefixData.openLinked() }

  /// Describes a number for a caller-ID line: its carrier and time zones, with the same
  /// answers as libphonenumber's carrier mapper and time-zone mapper. `location` stays nil:
  /// places come from the geocoding pack (`RulePackCatalog.describe(_:locale:)` in PhonePacks).
  ///
  /// `locale` is a language with an optional script and region (`de`, `zh_Hant`, `zh-TW`,
  /// `pt-BR`). Where the data has no name in that language for the longest matching prefix,
  /// the look-up tries the language with the script or region dropped, then English (except
  /// for Chinese, Japanese and Korean), then shorter prefixes: libphonenumber's fallback.
  ///
  /// - Parameters:
  ///   - number: the number to describe, as parsed by `catalog`.
  ///   - catalog: classifies the number (a carrier only for valid mobile,
  ///     fixed-line-or-mobile and pager numbers; time zones only for valid numbers).
  ///   - locale: the language of the carrier's name, as above.
  /// - Throws: `DataBlobError` when the linked-in data does not decode.
  /// - Complexity: one classification of the number, then a binary search per prefix length
  ///   (at most nine).
  public static func describe(_ number: PhoneNumber, catalog: PhoneCatalog, locale: String)
    throws(DataBlobError) -> NumberDescription
  {
    try describe(
      number, type: catalog.numberType(of: number), locale: DescribeLocale(locale),
      data: linked.get())
  }

  /// Carrier and time zones of a number of kind `type` from `data` (the linked data, opened by
  /// the caller: `RulePackCatalog` keeps one per catalog); `location` nil.
  package static func describe(
    _ number: PhoneNumber, type: NumberType, locale: DescribeLocale, data: PrefixData
  ) throws(DataBlobError) -> NumberDescription {
    let code = number.callingCode.rawValue
    let national = number.nationalNumber
    var about = NumberDescription(timeZones: [PrefixData.unknownTimeZone])
    if type == .mobile || type == .fixedLineOrMobile || type == .pager {
      about.carrier = try data.name(callingCode: code, national: national, locale: locale)
    }
    if type != .unknown {
      let geographical =
        type == .fixedLine || type == .fixedLineOrMobile
        || (type == .mobile && data.geographicalMobileCodes.contains(code))
      about.timeZones = try data.timeZones(
        callingCode: code, national: national, geographical: geographical)
    }
    return about
  }
}
