// NumberDescription: what a caller-ID line says about a number (carrier, place, time zones).

/// What is known about a number beyond its digits: the mobile carrier it was allocated to, the
/// place inside its country, and its time zones.
///
/// ```swift
/// let catalog = CorePack.catalog()
/// let number = try catalog.parse("+44 7400 123456", region: nil)
/// let about = try CallerID.describe(number, catalog: catalog, locale: "en")
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
  /// country's own name): only from `RulePackCatalog.describe(_:locale:)` (PhonePacks) with the
  /// geocoding pack loaded (`RulePacks/geocoding`), and only for valid fixed-line, mobile and
  /// fixed-line-or-mobile numbers; nil otherwise (`CallerID.describe` leaves it nil).
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
