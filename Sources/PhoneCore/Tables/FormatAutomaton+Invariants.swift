// Invariants of compiled tables. Where they are checked: in debug builds, by `debugCheck`
// right after the compiler builds a region's tables (`CompiledRegion.init`: format and prefix
// automata; `RegionRules.init`: type, prefix and leading-digits automata); in every build, on
// every table read from a table file (`ByteReader` in TableFile+Coding.swift), where a violation
// is a `TableFileError.corrupt` naming the byte offset.

/// A table that breaks one of its invariants (a compiler bug or a corrupt table).
package struct InvariantViolation: Error, Hashable, Sendable, CustomStringConvertible {
  package var message: String
  package var description: String { message }
  package init(message: String) { self.message = message }
}

/// Checks a table the compiler just built, in debug builds only: a violation there is a
/// compiler bug, not bad input (tables read from files are checked in every build).
@inline(__always)
package func debugCheck(
  _ what: @autoclosure () -> String, _ check: () throws(InvariantViolation) -> Void
) {
  #if DEBUG
    do { try check() } catch { assertionFailure("\(what()): \(error)") }
  #endif
}

extension FormatAutomaton {
  /// The bit of order entry `e`: format `e`'s, none past 63.
  static let entryBits: [UInt64] = (0..<256).map { $0 < 64 ? 1 << UInt64($0) : 0 }

  /// Targets in range, dead state 0 loops to itself and carries no format, every state's
  /// answer numbers are in range, every order is a permutation of the formats, masks name real
  /// formats.
  package func checkInvariants() throws(InvariantViolation) {
    try transitions.checkInvariants()
    let states = stateCount
    guard formatCount <= Self.maxFormats, survivorColumns >= 1 else {
      throw InvariantViolation(message: "\(formatCount) formats, \(survivorColumns) columns")
    }
    guard 0 <= survivorShift, survivorShift <= orderShift, orderShift <= 32 else {
      throw InvariantViolation(message: "label fields at bits \(survivorShift), \(orderShift)")
    }
    // The start may be the dead state only when no format can ever apply (an empty list).
    guard start.index < states, !start.isDead || completeSets.union.isEmpty else {
      throw InvariantViolation(message: "start state \(start) invalid")
    }
    guard stateParts.count == states else {
      throw InvariantViolation(message: "\(stateParts.count) labels for \(states) states")
    }
    guard survivorSets.count % survivorColumns == 0,
      orderLists.count == orderCount * formatCount
    else {
      throw InvariantViolation(message: "label tables have the wrong size")
    }
    // Every state's numbers before anything that reads through them (`complete(.dead)` below).
    // The largest number of each part, in one pass of masks and shifts (the shifts are at
    // most 32, checked above): a first keystroke checks every state of its lists.
    let survivorCount = survivorSets.count / survivorColumns
    let completeCount = completeSets.count
    var (largestComplete, largestSurvivors, largestOrder) = (0, 0, 0)
    let (cMask, sMask, sShift, oShift) = (completeMask, survivorMask, survivorShift, orderShift)
    stateParts.forEach { p in
      let v = Int(p)
      largestComplete = Swift.max(largestComplete, v & cMask)
      largestSurvivors = Swift.max(largestSurvivors, (v &>> sShift) & sMask)
      largestOrder = Swift.max(largestOrder, v &>> oShift)
    }
    let inRange =
      states == 0
      || (largestComplete < completeCount && largestSurvivors < survivorCount
        && largestOrder < Swift.max(orderCount, formatCount == 0 ? 1 : 0))
    guard inRange else {
      throw InvariantViolation(message: "a state's label is out of range")
    }
    guard complete(.dead).isEmpty else { throw InvariantViolation(message: "state 0 is not dead") }
    var failure: String?
    let formats = FormatSet(allOf: formatCount)
    guard completeSets.union.union(survivorSets.union).isSubset(of: formats) else {
      throw InvariantViolation(message: "a mask names a format that does not exist")
    }
    // Each order a permutation: `formatCount` entries whose bits together are every format's
    // (an entry past the formats sets a bit outside them, or none past 63; then, as for a
    // repeated one, the `formatCount` entries cannot set all `formatCount` bits). Two loads and
    // an or an entry (the bit from `Self.entryBits`), no branch: a first keystroke checks them
    // all (JP: 180 orders of 16 formats).
    let all = formats.bits
    Self.entryBits.withUnsafeBufferPointer { bit in
      orderLists.withUnsafeBufferPointer { entries in
        var bad = false
        var k = 0
        for _ in 0..<orderCount {
          var seen: UInt64 = 0
          for _ in 0..<formatCount {
            seen |= bit[Int(entries[k])]
            k &+= 1
          }
          bad = bad || seen != all
        }
        if bad { failure = "an order is not a permutation" }
      }
    }
    if let failure { throw InvariantViolation(message: failure) }
  }
}
