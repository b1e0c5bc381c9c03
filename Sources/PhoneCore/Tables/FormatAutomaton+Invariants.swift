// Invariants of compiled tables. Where they are checked: in debug builds, by `debugCheck`
// right after the compiler builds a region's tables (`CompiledRegion.init`: format and prefix
// automata; `RegionRules.init`: type, prefix and leading-digits automata); in every build, on
// every table read from a table file (`ByteReader` in TableFile+Coding.swift), where a violation
// is a `TableFileError.corrupt` naming the byte offset.

/// A table that breaks one of its invariants (a compiler bug or a corrupt table).
public struct InvariantViolation: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

/// Checks a table the compiler just built, in debug builds only: a violation there is a
/// compiler bug, not bad input (tables read from files are checked in every build).
@inline(__always)
func debugCheck(_ what: @autoclosure () -> String, _ check: () throws(InvariantViolation) -> Void) {
  #if DEBUG
    do { try check() } catch { assertionFailure("\(what()): \(error)") }
  #endif
}

extension DFA {
  /// Every target is a state, the dead state loops to itself and rejects, the start exists.
  public func checkInvariants() throws(InvariantViolation) {
    guard table.count == stateCount * 10 else {
      throw InvariantViolation(message: "table has \(table.count) cells for \(stateCount) states")
    }
    guard Int(start) < stateCount else { throw InvariantViolation(message: "start out of range") }
    for (i, t) in table.enumerated() where Int(t) >= stateCount {
      throw InvariantViolation(message: "cell \(i) targets state \(t) of \(stateCount)")
    }
    guard stateCount > 0, !accepting[0], table[0..<10].allSatisfy({ $0 == 0 }) else {
      throw InvariantViolation(message: "state 0 is not a rejecting dead state")
    }
  }
}

extension FormatAutomaton {
  /// Targets in range, dead state 0 loops to itself and carries no format, every label and
  /// order is well formed (each order a permutation of the formats), masks name real formats.
  public func checkInvariants() throws(InvariantViolation) {
    try transitions.checkInvariants()
    let states = stateCount
    guard formatCount <= Self.maxFormats, survivorColumns >= 1 else {
      throw InvariantViolation(message: "\(formatCount) formats, \(survivorColumns) columns")
    }
    // The start may be the dead state only when no format can ever apply (an empty list).
    guard Int(start) < states, start != 0 || completeSets.allSatisfy({ $0 == 0 }) else {
      throw InvariantViolation(message: "start state \(start) invalid")
    }
    guard stateLabel.count == states else {
      throw InvariantViolation(message: "\(stateLabel.count) labels for \(states) states")
    }
    // Labels and their parts before anything that reads through them (`complete(0)` below).
    if states > 0, Int(stateLabel.largest) >= labelCount {
      throw InvariantViolation(message: "label \(stateLabel.largest) out of range")
    }
    guard labelSurvivors.count == labelCount, labelOrder.count == labelCount,
      survivorSets.count % survivorColumns == 0,
      formatCount == 0 ? orderLists.isEmpty : orderLists.count % formatCount == 0
    else {
      throw InvariantViolation(message: "label tables have the wrong size")
    }
    let orderCount = formatCount == 0 ? 1 : orderLists.count / formatCount
    if labelCount > 0,
      Int(labelComplete.largest) >= completeSets.count
        || Int(labelSurvivors.largest) >= survivorSets.count / survivorColumns
        || Int(labelOrder.largest) >= orderCount
    {
      throw InvariantViolation(message: "a part of a label is out of range")
    }
    guard complete(0) == 0 else { throw InvariantViolation(message: "state 0 is not dead") }
    let formatMask: UInt64 = formatCount == 64 ? ~0 : (1 << UInt64(formatCount)) - 1
    let outside =
      completeSets.reduce(0) { $0 | $1 & ~formatMask }
      | survivorSets.reduce(0) { $0 | $1 & ~formatMask }
    guard outside == 0 else {
      throw InvariantViolation(message: "a mask names a format that does not exist")
    }
    // Each order a permutation: every format once (formatCount <= 64, so one bit set each).
    for i in 0..<(orderLists.count / Swift.max(formatCount, 1)) {
      var seen: UInt64 = 0
      for k in (i * formatCount)..<((i + 1) * formatCount) {
        let f = orderLists[k]
        guard Int(f) < formatCount, seen & (1 << UInt64(f)) == 0 else {
          throw InvariantViolation(message: "order \(i) is not a permutation")
        }
        seen |= 1 << UInt64(f)
      }
    }
  }
}
