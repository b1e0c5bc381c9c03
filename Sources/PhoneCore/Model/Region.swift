// Region: everything the engine knows about one region's numbers (libphonenumber's PhoneMetadata).

/// The kinds of number a region's patterns describe.
/// (The metadata's keys; the public API says `NumberType`, see `init(_:)`.)
package enum PatternType: String, Hashable, Sendable, CaseIterable {
  case generalDesc, fixedLine, mobile, tollFree, premiumRate, sharedCost, personalNumber, voip
  case pager, uan, voicemail, noInternationalDialling
}

/// The pattern of one number type, with its possible lengths and example number.
package struct NumberPattern: Hashable, Sendable {
  package var pattern: String
  package var possibleLengths: [Int]
  package var localOnlyLengths: [Int]
  package var example: String?

  package init(
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
package struct Region: Hashable, Sendable {
  package var code: RegionCode
  package var callingCode: Int
  /// Whether this region's formats serve every region of its calling code
  /// (libphonenumber's main country for the code).
  package var mainRegionForCode: Bool
  /// For regions sharing a calling code: the leading digits that identify this region.
  package var leadingDigits: String?
  /// The international dialling prefix pattern, e.g. `00` or `0(?:0|1[3-9])`.
  package var internationalPrefix: String?
  package var preferredInternationalPrefix: String?
  package var nationalPrefix: String?
  package var preferredExtensionPrefix: String?
  /// libphonenumber's `nationalPrefixForParsing`.
  package var nationalPrefixForParsing: String?
  /// libphonenumber's `nationalPrefixTransformRule`, with `$1` group references.
  package var nationalPrefixTransformRule: String?
  package var mobileNumberPortable: Bool
  package var sameMobileAndFixedLinePattern: Bool
  package var formats: [NumberFormat]
  /// The formats for international use, when they differ from `formats`.
  package var internationalFormats: [NumberFormat]?
  package var types: [PatternType: NumberPattern]
  /// Names by locale identifier (`en`, `es`, `zh_Hant`) that override ICU's display names.
  package var names: [String: String]
  /// Other names people search for (`UK`, `USA`, `Holland`).
  package var searchNames: [String]
  /// The pack's `maxDigits` field, as written (1 to ``PhoneNumber/maxNationalDigits``), or nil
  /// when the pack leaves it out. Only a setting: what the engine uses is ``digitLimit``.
  package var maxDigits: Int?

  /// The name messages and tables use: the region code (`GB`), or `001-` and the calling
  /// code for a non-geographic entity (`001-800`). The one place that name is made.
  package var name: String { Self.name(code: code, callingCode: callingCode) }

  /// `name` for a region known by its code and calling code (a pack's key for it, before the
  /// region itself is at hand).
  package static func name(code: RegionCode, callingCode: Int) -> String {
    code == .nonGeographic ? "001-\(callingCode)" : code.description
  }

  package init(
    code: RegionCode, callingCode: Int, mainRegionForCode: Bool = true,
    leadingDigits: String? = nil, internationalPrefix: String? = nil,
    preferredInternationalPrefix: String? = nil, nationalPrefix: String? = nil,
    preferredExtensionPrefix: String? = nil, nationalPrefixForParsing: String? = nil,
    nationalPrefixTransformRule: String? = nil, mobileNumberPortable: Bool = false,
    sameMobileAndFixedLinePattern: Bool = false, formats: [NumberFormat] = [],
    internationalFormats: [NumberFormat]? = nil, types: [PatternType: NumberPattern] = [:],
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
  package var digitLimit: Int? {
    if let maxDigits { return maxDigits }
    return types.values.flatMap(\.possibleLengths).max()
  }
}

extension PatternType {
  /// The metadata key of a number type; nil for the types no pattern describes on its own
  /// (`fixedLineOrMobile`, `unknown`).
  package init?(_ type: NumberType) {
    switch type {
    case .fixedLine: self = .fixedLine
    case .mobile: self = .mobile
    case .tollFree: self = .tollFree
    case .premiumRate: self = .premiumRate
    case .sharedCost: self = .sharedCost
    case .voip: self = .voip
    case .personalNumber: self = .personalNumber
    case .pager: self = .pager
    case .uan: self = .uan
    case .voicemail: self = .voicemail
    case .fixedLineOrMobile, .unknown: return nil
    }
  }

  /// The number type this key's pattern describes; nil for the keys that are no type
  /// (`generalDesc`, `noInternationalDialling`).
  package var numberType: NumberType? {
    switch self {
    case .fixedLine: .fixedLine
    case .mobile: .mobile
    case .tollFree: .tollFree
    case .premiumRate: .premiumRate
    case .sharedCost: .sharedCost
    case .voip: .voip
    case .personalNumber: .personalNumber
    case .pager: .pager
    case .uan: .uan
    case .voicemail: .voicemail
    case .generalDesc, .noInternationalDialling: nil
    }
  }
}
