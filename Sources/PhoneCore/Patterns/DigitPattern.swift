// The syntax tree of a digit pattern: the regular-expression subset libphonenumber's metadata uses.

/// A set of the digits 0–9, one bit per digit.
///
/// Corresponds to a character class such as `[2-9]` or `\d` in libphonenumber's patterns.
package struct DigitSet: Hashable, Sendable, CustomStringConvertible {
  package var bits: UInt16

  package init(bits: UInt16) { self.bits = bits & 0x3FF }
  package static let all = DigitSet(bits: 0x3FF)
  package static let none = DigitSet(bits: 0)
  package static func single(_ digit: UInt8) -> DigitSet { DigitSet(bits: 1 << UInt16(digit)) }

  @inline(__always) package func contains(_ digit: UInt8) -> Bool {
    bits & (1 << UInt16(digit)) != 0
  }
  package var isEmpty: Bool { bits == 0 }
  package var count: Int { bits.nonzeroBitCount }
  package func union(_ other: DigitSet) -> DigitSet { DigitSet(bits: bits | other.bits) }
  package var inverted: DigitSet { DigitSet(bits: ~bits) }

  package var description: String {
    if self == .all { return "\\d" }
    let digits = (0..<10).filter { contains(UInt8($0)) }.map(String.init).joined()
    return digits.count == 1 ? digits : "[\(digits)]"
  }
}

/// A parsed digit pattern.
///
/// The grammar is the subset of regular expressions found in libphonenumber's metadata:
/// digit literals, `\d`, classes with ranges (`[2-9]`, `[^0]`), capturing and non-capturing
/// groups, alternation, the quantifiers `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}` (greedy, with
/// an optional lazy `?` accepted and treated as greedy for matching purposes), and `$` as an
/// end anchor (used by some national-prefix-for-parsing rules).
package indirect enum DigitPattern: Hashable, Sendable {
  case empty
  case digits(DigitSet)
  case concat([DigitPattern])
  case alternation([DigitPattern])
  /// A group; `capture` is the 1-based capture index, or nil for `(?:...)`.
  case group(DigitPattern, capture: Int?)
  /// `max == nil` means unbounded.
  case repetition(DigitPattern, min: Int, max: Int?)
  case endAnchor

  /// The number of capturing groups.
  package var captureCount: Int {
    switch self {
    case .empty, .digits, .endAnchor: return 0
    case .concat(let items), .alternation(let items):
      return items.reduce(0) { $0 + $1.captureCount }
    case .group(let inner, let capture): return inner.captureCount + (capture == nil ? 0 : 1)
    case .repetition(let inner, _, _): return inner.captureCount
    }
  }

  /// The shortest and longest number of digits this pattern can match (`nil` = unbounded).
  package var lengthRange: (min: Int, max: Int?) {
    switch self {
    case .empty, .endAnchor: return (0, 0)
    case .digits: return (1, 1)
    case .concat(let items):
      var lo = 0
      var hi: Int? = 0
      for item in items {
        let r = item.lengthRange
        lo += r.min
        if let h = hi, let m = r.max { hi = h + m } else { hi = nil }
      }
      return (lo, hi)
    case .alternation(let items):
      var lo = Int.max
      var hi: Int? = 0
      for item in items {
        let r = item.lengthRange
        lo = Swift.min(lo, r.min)
        if let h = hi, let m = r.max { hi = Swift.max(h, m) } else { hi = nil }
      }
      return (items.isEmpty ? 0 : lo, hi)
    case .group(let inner, _): return inner.lengthRange
    case .repetition(let inner, let min, let max):
      let r = inner.lengthRange
      let hi: Int?
      if let max, let m = r.max { hi = max * m } else if r.max == 0 { hi = 0 } else { hi = nil }
      return (r.min * min, hi)
    }
  }
}

extension DigitPattern {
  /// The most repetitions a `{n,m}` may ask for; larger counts are refused as syntax errors so
  /// that a hostile pattern cannot make the compiler build an enormous automaton.
  package static let maxRepetition = 64
}
