// RegionCode: an ISO 3166-1 alpha-2 code, or "001" for non-geographic calling codes.

/// A region: two ASCII capital letters (`GB`), or `001` for the non-geographic entities.
///
/// Packed into a `UInt16` so it can be stored in flat tables. Its `rawValue` and its `Codable`
/// form are the code as text (`"GB"`, `"001"`), what a server or a setting stores:
///
/// ```swift
/// RegionCode(rawValue: "GB") == .gb          // true
/// RegionCode.gb.rawValue                     // "GB"
/// try JSONEncoder().encode([RegionCode.gb])  // ["GB"]
/// ```
/// A code of the right shape is not always a region the rules know (`UK`, `ZZ`):
/// ``PhoneCatalog/callingCode(for:)`` answers nil for those, and a field opened in one types
/// without national rules (see ``AsYouTypeFormatter/regionError``).
public struct RegionCode: Hashable, Sendable, Comparable, CustomStringConvertible,
  RawRepresentable, Codable
{
  /// The packed code (two ASCII letters, or 1 for `001`), as table files store it.
  package let packed: UInt16

  /// The code for non-geographic calling codes such as +800 (libphonenumber's `001`).
  public static let nonGeographic = RegionCode(packedValue: 1)

  private init(packedValue: UInt16) { self.packed = packedValue }

  /// A constant of `RegionCode+Known.swift`: two ASCII capital letters packed (a test checks
  /// every constant against its name).
  init(constant packed: UInt16) { self.packed = packed }

  /// The code whose `packed` is `packed` (as table files store it), or nil when `packed` is
  /// no code's.
  package init?(packed: UInt16) {
    let a = packed >> 8
    let b = packed & 0xff
    guard packed == 1 || ((65...90).contains(a) && (65...90).contains(b)) else { return nil }
    self.packed = packed
  }

  /// Accepts `GB`, `gb` and `001`; returns nil for anything else.
  public init?(_ text: some StringProtocol) {
    if text == "001" {
      self = .nonGeographic
      return
    }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 2 else { return nil }
    var packed: UInt16 = 0
    for s in scalars {
      var v = s.value
      if v >= 97 && v <= 122 { v -= 32 }
      guard v >= 65 && v <= 90 else { return nil }
      packed = packed << 8 | UInt16(v)
    }
    self.packed = packed
  }

  /// The code `rawValue` (`GB`, `gb` or `001`), as `init(_:)` reads it.
  public init?(rawValue: String) { self.init(rawValue) }

  /// The code as text: `GB`, or `001` for ``nonGeographic``.
  public var rawValue: String { description }

  public var description: String {
    if self == .nonGeographic { return "001" }
    let a = Unicode.Scalar(UInt8(packed >> 8))
    let b = Unicode.Scalar(UInt8(packed & 0xFF))
    return String(Character(a)) + String(Character(b))
  }

  public static func < (l: RegionCode, r: RegionCode) -> Bool { l.packed < r.packed }

  // Equality and hash on the packed code: `RawRepresentable`'s defaults would compare and
  // hash the text (`rawValue`), which `description` makes.
  public static func == (l: RegionCode, r: RegionCode) -> Bool { l.packed == r.packed }

  public func hash(into hasher: inout Hasher) { hasher.combine(packed) }

  /// Decodes the code from text (`"GB"`, `"gb"`, `"001"`).
  /// - Throws: `DecodingError.dataCorrupted` for text of another shape.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let code = RegionCode(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not a region code (two letters or 001): \(text)")
    }
    self = code
  }

  /// Encodes the code as its text, ``rawValue``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
