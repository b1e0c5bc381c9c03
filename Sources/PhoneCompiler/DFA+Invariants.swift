// DFA+Invariants: what every DFA the compiler builds must satisfy.

package import PhoneCore

extension DFA {
  /// Every target is a state, the dead state loops to itself and rejects, the start exists.
  package func checkInvariants() throws(InvariantViolation) {
    guard table.count == stateCount * 10 else {
      throw InvariantViolation(message: "table has \(table.count) cells for \(stateCount) states")
    }
    guard start.index < stateCount else { throw InvariantViolation(message: "start out of range") }
    for (i, t) in table.enumerated() where Int(t) >= stateCount {
      throw InvariantViolation(message: "cell \(i) targets state \(t) of \(stateCount)")
    }
    guard stateCount > 0, !accepting[0], table[0..<10].allSatisfy({ $0 == 0 }) else {
      throw InvariantViolation(message: "state 0 is not a rejecting dead state")
    }
  }
}
