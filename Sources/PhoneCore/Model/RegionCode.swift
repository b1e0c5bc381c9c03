// RegionCode: an ISO 3166-1 alpha-2 code, or "001" for non-geographic calling codes.

/// A region: two ASCII capital letters (`GB`), or `001` for the non-geographic entities.
///
/// Packed into a `UInt16` so it can be stored in flat tables.
public struct RegionCode: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The packed code (two ASCII letters, or 1 for `001`), as table files store it.
  package let rawValue: UInt16

  /// The code for non-geographic calling codes such as +800 (libphonenumber's `001`).
  public static let nonGeographic = RegionCode(rawValue: 1)

  private init(rawValue: UInt16) { self.rawValue = rawValue }

  /// A constant of `RegionCode+Known.swift`: two ASCII capital letters packed (a test checks
  /// every constant against its name).
  init(constant packed: UInt16) { self.rawValue = packed }

  /// The code whose `rawValue` is `packed` (as table files store it), or nil when `packed` is
  /// no code's.
  package init?(packed: UInt16) {
    let a = packed >> 8
    let b = packed & 0xff
    guard packed == 1 || ((65...90).contains(a) && (65...90).contains(b)) else { return nil }
    rawValue = packed
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
    self.rawValue = packed
  }

  public var description: String {
    if self == .nonGeographic { return "001" }
    let a = Unicode.Scalar(UInt8(rawValue >> 8))
    let b = Unicode.Scalar(UInt8(rawValue & 0xFF))
    return String(Character(a)) + String(Character(b))
  }

  public static func < (l: RegionCode, r: RegionCode) -> Bool { l.rawValue < r.rawValue }
}
