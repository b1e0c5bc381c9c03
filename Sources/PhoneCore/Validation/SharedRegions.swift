// SharedRegions: the regions of a calling code shared by several, and an index of their
// leading digits by a number's first three digits.

/// The rules of the regions sharing a calling code (main region first), with the answer of
/// their leading digits for each first three digits of a national number where the answer is
/// settled by them.
///
/// `regionCode(sharedCallingCode:digits:)` asks the regions with leading digits in order and
/// takes the first whose leading digits match a prefix of the number. For most first three
/// digits that answer is the same whatever follows: a region matches already, every region
/// before it can no longer match, or none can. The index holds those answers, so a number of
/// +1 (25 regions, 24 with leading digits) costs one look-up instead of 24 automaton runs; the
/// first three digits whose answer depends on later digits (and shorter numbers) still walk
/// the regions.
final class SharedRegions: Sendable {
  let rules: [RegionRules]
  /// Per first three digits (`100 * d0 + 10 * d1 + d2`): `undecided`, `noLeadingDigitsMatch`,
  /// or 1 + the index in `rules` of the region whose leading digits match. Empty when there
  /// are too many regions to index.
  let byFirstDigits: [UInt8]

  static let undecided: UInt8 = 0
  static let noLeadingDigitsMatch: UInt8 = 255

  init(_ rules: [RegionRules]) {
    self.rules = rules
    guard rules.count < Int(Self.noLeadingDigitsMatch) else {
      byFirstDigits = []
      return
    }
    var index = [UInt8](repeating: Self.undecided, count: 1000)
    for key in 0..<1000 {
      let prefix: [UInt8] = [UInt8(key / 100), UInt8(key / 10 % 10), UInt8(key % 10)]
      index[key] = Self.answer(rules, prefix)
    }
    byFirstDigits = index
  }

  /// What the regions' leading digits say about every number starting with `prefix`.
  static func answer(_ rules: [RegionRules], _ prefix: [UInt8]) -> UInt8 {
    for (i, r) in rules.enumerated() {
      guard let leading = r.leadingDigits else { continue }
      if leading.matchesPrefix(prefix) { return UInt8(i + 1) }
      // A region that a longer number could still match comes first: not settled.
      if !leading.state(after: prefix).isDead { return undecided }
    }
    return noLeadingDigitsMatch
  }

  /// The index's answer for `digits` (`undecided` for fewer than three).
  @inline(__always) func answer(_ digits: UnsafeBufferPointer<UInt8>) -> UInt8 {
    guard digits.count >= 3, !byFirstDigits.isEmpty else { return Self.undecided }
    let key = Int(digits[0]) &* 100 &+ Int(digits[1]) &* 10 &+ Int(digits[2])
    guard key < byFirstDigits.count else { return Self.undecided }
    return byFirstDigits[key]
  }
}
