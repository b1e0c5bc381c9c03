// RulePackCatalog.describe: carrier and time zones from PhoneCallerID, places from the geocoding
// pack, as libphonenumber's mappers answer them.

public import PhoneCallerID
public import PhoneCore
import PhoneDataBlob

extension RulePackCatalog {
  /// Describes a number for a caller-ID line: carrier, place and time zones, with the same
  /// answers as libphonenumber's carrier mapper, geocoder and time-zone mapper.
  ///
  /// ```swift
  /// let number = try packs.catalog.parse("+1 650 253 0000", region: nil)
  /// let about = try packs.describe(number, locale: "en")
  /// about.timeZones   // ["America/Los_Angeles"]
  /// ```
  /// `locale` is a language with an optional script and region (`de`, `zh_Hant`, `zh-TW`,
  /// `pt-BR`). Where the data has no name in that language for the longest matching prefix,
  /// the look-up tries the language with the script or region dropped, then English (except
  /// for Chinese, Japanese and Korean), then shorter prefixes: libphonenumber's fallback.
  ///
  /// Carriers and time zones are `CallerID.describe`'s (PhoneCallerID: the data linked into
  /// the product, opened once per catalog); places come from the last loaded
  /// pack that has them (the geocoding pack: `try packs.load(directory: "RulePacks/geocoding")`)
  /// and are nil without one. Each calling code's prefixes are decoded on its first
  /// description.
  /// - Throws: `PackErrors` (`.corruptData`) when linked-in data, or the places of the
  ///   geocoding pack, do not decode.
  /// - Complexity: one classification of the number, then a binary search per prefix length
  ///   (at most nine).
  public func describe(_ number: PhoneNumber, locale: String) throws(PackErrors)
    -> NumberDescription
  {
    let (catalog, packs) = state.withLock { ($0.catalog, $0.dataPacks) }
    let type = catalog.numberType(of: number)
    let code = number.callingCode.rawValue
    let national = number.nationalNumber
    let language = DescribeLocale(locale)
    var about: NumberDescription
    do throws(DataBlobError) {
      about = try CallerID.describe(
        number, type: type, locale: language, data: openedPrefixes())
    } catch {
      throw PackErrors(errors: [.corruptData(pack: "core", file: PrefixData.label, error: error)])
    }
    guard let places = packs.last(where: { $0.geocoding != nil }),
      let geocoding = places.geocoding,
      type == .fixedLine || type == .mobile || type == .fixedLineOrMobile,
      catalog.isValid(number)
    else { return about }
    // libphonenumber's geocoder drops a mobile token (Argentina's 9) and parses the rest again
    // in the region of the calling code, keeping the number where that fails.
    var subject = number
    if let token = Self.mobileTokens[code], national.hasPrefix(token),
      let main = catalog.mainRegion(forCallingCode: number.callingCode),
      let reparsed = try? catalog.parse(String(national.dropFirst(token.count)), region: main)
    {
      subject = reparsed
    }
    do throws(DataBlobError) {
      about.location = try geocoding.name(
        callingCode: subject.callingCode.rawValue, national: subject.nationalNumber,
        locale: language)
    } catch {
      throw PackErrors(errors: [
        .corruptData(pack: places.label, file: RulePack.geocodingFile, error: error)
      ])
    }
    return about
  }

  /// libphonenumber's `MOBILE_TOKEN_MAPPINGS`: a digit that starts mobile numbers of a calling
  /// code after the calling code (Argentina's `9`), which the geocoder drops.
  static let mobileTokens: [Int: String] = [54: "9"]
}
