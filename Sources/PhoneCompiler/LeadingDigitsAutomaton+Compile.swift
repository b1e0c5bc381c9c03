// LeadingDigitsAutomaton+Compile: a leading-digits DFA of the compiler in its run-time form.

package import PhoneCore

extension LeadingDigitsAutomaton {
  /// The run-time form of a DFA the compiler built (same language, states renumbered).
  package init(_ dfa: DFA) {
    let (table, newID) = TransitionTable.compact(dfa.table, stateCount: dfa.stateCount)
    var bits = [UInt64](repeating: 0, count: (dfa.stateCount + 63) / 64)
    for old in 0..<dfa.stateCount where dfa.accepting[old] {
      let s = Int(newID[old])
      bits[s >> 6] |= 1 << UInt64(s & 63)
    }
    self.init(transitions: table, accepting: bits, start: StateID(newID[dfa.start.index]))
  }
}
