// Determinizer: an NFA over digits becomes a DFA over the ten digit symbols, by the shared
// subset construction (`SubsetConstruction`, states as sets of NFA nodes). A state accepts
// when the input may end there (a match is reachable, through end anchors too).

package import PhoneCore

/// A deterministic automaton over the digits, as built by the determinizer (not yet minimal).
package struct DFA: Sendable, Equatable {
  /// `table[state * 10 + digit]` is the next state; state 0 is dead and loops to itself.
  package var table: [UInt32]
  package var accepting: [Bool]
  package var start: StateID

  package var stateCount: Int { accepting.count }

  @inline(__always) package func next(_ state: StateID, _ digit: UInt8) -> StateID {
    StateID(table[state.index &* 10 &+ Int(digit)])
  }

  /// Whether the input may end in `state`.
  @inline(__always) package func accepts(_ state: StateID) -> Bool { accepting[state.index] }

  /// Whether the whole of `digits` is accepted.
  package func fullMatch(_ digits: some Sequence<UInt8>) -> Bool {
    var s = start
    for d in digits {
      s = next(s, d)
      if s.isDead { return false }
    }
    return accepts(s)
  }

  /// Whether some prefix of `digits` (possibly empty) is accepted: `re.match` succeeding.
  package func matchesPrefix(_ digits: some Sequence<UInt8>) -> Bool {
    var s = start
    if accepts(s) { return true }
    for d in digits {
      s = next(s, d)
      if s.isDead { return false }
      if accepts(s) { return true }
    }
    return false
  }
}

/// Builds DFAs from NFAs by subset construction.
package enum Determinizer {
  /// The most states a single pattern's DFA may have.
  package static let maxStates = 100_000

  /// A DFA that would exceed `maxStates`.
  package struct TooLarge: Error, Hashable, Sendable {}

  package static func determinize(_ nfa: NFA) throws(TooLarge) -> DFA {
    let built = try SubsetConstruction.run(
      nfa, starts: [nfa.start], kind: .sets, maxStates: maxStates)
    return DFA(
      table: built.table, accepting: built.states.map(nfa.acceptsAtEnd), start: built.start)
  }
}

extension DFA {
  /// The state after `digits` from the start; dead when no continuation can be accepted.
  package func state(after digits: some Sequence<UInt8>) -> StateID {
    var s = start
    for d in digits {
      s = next(s, d)
      if s.isDead { return .dead }
    }
    return s
  }
}
