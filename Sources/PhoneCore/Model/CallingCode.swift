// CallingCode: a country calling code (ITU-T E.164), such as 44 for +44.

/// A country calling code: 1 to 999 (`44` for the United Kingdom, `1` for the NANP regions,
/// `800` for international freephone). Its description is the way people write it, `+44`.
///
/// libphonenumber calls it the country code; it is what follows `+` in an international
/// number. Write one as an integer literal (`let uk: CallingCode = 44`) or, from input,
/// with `init?(rawValue:)`, which refuses what no calling code can be.
public struct CallingCode: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible, ExpressibleByIntegerLiteral
{
  /// The code's digits as a number: 44 for `+44`.
  public let rawValue: Int

  /// The code `rawValue`, or nil unless it is 1...999.
  public init?(rawValue: Int) {
    guard (1...999).contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// A code written in the source: `44`. A literal outside 1...999 is a programming error
  /// and stops the program.
  public init(integerLiteral value: Int) {
    precondition((1...999).contains(value), "a calling code is 1 to 999, not \(value)")
    rawValue = value
  }

  /// A code the engine has read from rules or digits, already known to be in range (or 0 in
  /// a number set by hand, which no region matches).
  package init(unchecked value: Int) { rawValue = value }

  /// `+44`.
  public var description: String { "+\(rawValue)" }

  public static func < (l: CallingCode, r: CallingCode) -> Bool { l.rawValue < r.rawValue }
}
