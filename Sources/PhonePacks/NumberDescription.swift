// NumberDescription: what a caller-ID line says about a number (carrier, place, time zones),
// and RulePackCatalog.describe, which answers it as libphonenumber's mappers do.

import PhoneCompiler
public import PhoneCore

/// What is known about a number beyond its digits: the mobile carrier it was allocated to, the
/// place inside its country, and its time zones.
///
/// ```swift
/// let packs = try RulePackCatalog()
/// let number = try packs.catalog.parse("+44 7400 123456", region: nil)
/// let about = try packs.describe(number, locale: "en")
/// about.carrier     // "Three"
/// about.timeZones   // ["Europe/Guernsey", "Europe/Isle_of_Man", "Europe/Jersey", "Europe/London"]
/// ```
public struct NumberDescription: Sendable, Hashable {
  /// The carrier's name in the locale's language (libphonenumber's
  /// `PhoneNumberToCarrierMapper.getNameForNumber`): only for valid mobile, fixed-line-or-mobile
  /// and pager numbers, nil where the data names none. With mobile number portability the
  /// number may have moved to another carrier since.
  public var carrier: String?
  /// The place inside the country (libphonenumber's `PhoneNumberOfflineGeocoder`, without the
  /// country's own name): only with the geocoding pack loaded (`RulePacks/geocoding`), and
  /// only for valid fixed-line, mobile and fixed-line-or-mobile numbers; nil otherwise.
  public var location: String?
  /// The number's IANA time zones (libphonenumber's `PhoneNumberToTimeZonesMapper
  /// .getTimeZonesForNumber`): `["Etc/Unknown"]` for a number that is not valid or where the
  /// data has none.
  public var timeZones: [String]

  public init(carrier: String? = nil, location: String? = nil, timeZones: [String]) {
    self.carrier = carrier
    self.location = location
    self.timeZones = timeZones
  }
}

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
  /// Carriers and time zones are linked into the product; places come from the last loaded
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
    var about = NumberDescription(timeZones: [PrefixData.unknownTimeZone])
    do throws(DataBlobError) {
      let data = try openedPrefixes()
      if type == .mobile || type == .fixedLineOrMobile || type == .pager {
        about.carrier = try data.name(callingCode: code, national: national, locale: language)
      }
      if type != .unknown {
        let geographical =
          type == .fixedLine || type == .fixedLineOrMobile
          || (type == .mobile && data.geographicalMobileCodes.contains(code))
        about.timeZones = try data.timeZones(
          callingCode: code, national: national, geographical: geographical)
      }
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
