// LeadingDigitsAutomaton: a region's leading digits (which national numbers of a calling code
// shared by several regions are this region's) at run time, on the one `TransitionTable`.

/// A region's leading-digits pattern compiled for run time: its DFA's transitions compacted
/// into a `TransitionTable` (state 0 dead), and its accepting states as a bit set.
///
/// ```swift
/// let jersey = LeadingDigitsAutomaton(try PatternCompiler.dfa("1534", at: site))
/// jersey.matchesPrefix([1, 5, 3, 4, 0])   // true
/// jersey.state(after: [1, 5]).isDead      // false: 15 may still become 1534
/// ```
package struct LeadingDigitsAutomaton: Sendable, Hashable {
  package let transitions: TransitionTable
  /// Bit `s % 64` of word `s / 64` set: state `s` accepts.
  package let accepting: [UInt64]
  package let start: StateID

  package var stateCount: Int { transitions.stateCount }
  /// Bytes of the transitions and the accepting set.
  package var byteCount: Int { transitions.byteCount + accepting.count * 8 }

  /// An automaton from its parts (read from a table file, or the compiler's DFA renumbered;
  /// `checkInvariants` validates it).
  package init(transitions: TransitionTable, accepting: [UInt64], start: StateID) {
    self.transitions = transitions
    self.accepting = accepting
    self.start = start
  }

  @inline(__always) func accepts(_ state: StateID) -> Bool {
    accepting[state.index >> 6] >> UInt64(state.raw & 63) & 1 == 1
  }

  /// Whether some prefix of `digits` (possibly empty) is accepted: `re.match` succeeding.
  package func matchesPrefix(_ digits: some Sequence<UInt8>) -> Bool {
    var s = start
    if accepts(s) { return true }
    for d in digits {
      s = transitions.next(s, d)
      if s.isDead { return false }
      if accepts(s) { return true }
    }
    return false
  }

  /// The state after `digits` from the start; dead when no continuation can be accepted.
  package func state(after digits: some Sequence<UInt8>) -> StateID {
    transitions.state(after: digits, from: start)
  }

  /// The transitions hold, the accepting set covers exactly the states, the dead state
  /// rejects, the start exists.
  package func checkInvariants() throws(InvariantViolation) {
    try transitions.checkInvariants()
    let n = stateCount
    guard accepting.count == (n + 63) / 64 else {
      throw InvariantViolation(message: "leading digits: \(accepting.count) words for \(n) states")
    }
    guard n % 64 == 0 || accepting[accepting.count - 1] >> UInt64(n % 64) == 0 else {
      throw InvariantViolation(message: "leading digits: a state past the last accepts")
    }
    guard start.index < n else { throw InvariantViolation(message: "leading digits: start") }
    guard !accepts(.dead) else {
      throw InvariantViolation(message: "leading digits: state 0 accepts")
    }
  }
}
