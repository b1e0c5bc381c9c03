// Region: everything the engine knows about one region's numbers (libphonenumber's PhoneMetadata).

/// The kinds of number a region's patterns describe.
public enum NumberType: String, Hashable, Sendable, CaseIterable {
  case generalDesc, fixedLine, mobile, tollFree, premiumRate, sharedCost, personalNumber, voip
  case pager, uan, voicemail, noInternationalDialling
}

/// The pattern of one number type, with its possible lengths and example number.
public struct NumberPattern: Hashable, Sendable {
  public var pattern: String
  public var possibleLengths: [Int]
  public var localOnlyLengths: [Int]
  public var example: String?

  public init(
    pattern: String, possibleLengths: [Int] = [], localOnlyLengths: [Int] = [],
    example: String? = nil
  ) {
    self.pattern = pattern
    self.possibleLengths = possibleLengths
    self.localOnlyLengths = localOnlyLengths
    self.example = example
  }
}

/// One region's rules.
///
/// Corresponds to libphonenumber's `PhoneMetadata`. Non-geographic calling codes (+800, ...)
/// are regions with code `001`, told apart by `callingCode`.
public struct Region: Hashable, Sendable {
  public var code: RegionCode
  public var callingCode: Int
  /// Whether this region's formats serve every region of its calling code
  /// (libphonenumber's main country for the code).
  public var mainRegionForCode: Bool
  /// For regions sharing a calling code: the leading digits that identify this region.
  public var leadingDigits: String?
  /// The international dialling prefix pattern, e.g. `00` or `0(?:0|1[3-9])`.
  public var internationalPrefix: String?
  public var preferredInternationalPrefix: String?
  public var nationalPrefix: String?
  public var preferredExtensionPrefix: String?
  /// libphonenumber's `nationalPrefixForParsing`.
  public var nationalPrefixForParsing: String?
  /// libphonenumber's `nationalPrefixTransformRule`, with `$1` group references.
  public var nationalPrefixTransformRule: String?
  public var mobileNumberPortable: Bool
  public var sameMobileAndFixedLinePattern: Bool
  public var formats: [NumberFormat]
  /// The formats for international use, when they differ from `formats`.
  public var internationalFormats: [NumberFormat]?
  public var types: [NumberType: NumberPattern]
  /// Names by locale identifier (`en`, `es`, `zh_Hant`) that override ICU's display names.
  public var names: [String: String]
  /// Other names people search for (`UK`, `USA`, `Holland`).
  public var searchNames: [String]
  /// The pack's `maxDigits` field, as written (1 to ``PhoneNumber/maxNationalDigits``), or nil
  /// when the pack leaves it out. Only a setting: what the engine uses is ``digitLimit``.
  public var maxDigits: Int?

  /// The name messages and tables use: the region code (`GB`), or `001-` and the calling
  /// code for a non-geographic entity (`001-800`). The one place that name is made.
  public var name: String { Self.name(code: code, callingCode: callingCode) }

  /// `name` for a region known by its code and calling code (a pack's key for it, before the
  /// region itself is at hand).
  public static func name(code: RegionCode, callingCode: Int) -> String {
    code == .nonGeographic ? "001-\(callingCode)" : code.description
  }

  public init(
    code: RegionCode, callingCode: Int, mainRegionForCode: Bool = true,
    leadingDigits: String? = nil, internationalPrefix: String? = nil,
    preferredInternationalPrefix: String? = nil, nationalPrefix: String? = nil,
    preferredExtensionPrefix: String? = nil, nationalPrefixForParsing: String? = nil,
    nationalPrefixTransformRule: String? = nil, mobileNumberPortable: Bool = false,
    sameMobileAndFixedLinePattern: Bool = false, formats: [NumberFormat] = [],
    internationalFormats: [NumberFormat]? = nil, types: [NumberType: NumberPattern] = [:],
    names: [String: String] = [:], searchNames: [String] = [], maxDigits: Int? = nil
  ) {
    self.code = code
    self.callingCode = callingCode
    self.mainRegionForCode = mainRegionForCode
    self.leadingDigits = leadingDigits
    self.internationalPrefix = internationalPrefix
    self.preferredInternationalPrefix = preferredInternationalPrefix
    self.nationalPrefix = nationalPrefix
    self.preferredExtensionPrefix = preferredExtensionPrefix
    self.nationalPrefixForParsing = nationalPrefixForParsing
    self.nationalPrefixTransformRule = nationalPrefixTransformRule
    self.mobileNumberPortable = mobileNumberPortable
    self.sameMobileAndFixedLinePattern = sameMobileAndFixedLinePattern
    self.formats = formats
    self.internationalFormats = internationalFormats
    self.types = types
    self.names = names
    self.searchNames = searchNames
    self.maxDigits = maxDigits
  }

  /// The region's digit limit: the most digits a national significant number may have.
  /// ``maxDigits`` when the pack sets it, else the largest possible length over all number
  /// types; nil when the region lists no lengths. The one name of this limit in the engine
  /// (`PhoneCatalog.digitLimit(for:)`, ``DigitLimit/regionMaximum``); not to be confused with
  /// ``PhoneNumber/maxNationalDigits``, the bound for every region.
  public var digitLimit: Int? {
    if let maxDigits { return maxDigits }
    return types.values.flatMap(\.possibleLengths).max()
  }
}
