// FirstMatchDFA+Compile: a prefix pattern compiled into an automaton of its first match.

package import PhoneCore

extension FirstMatchDFA {
  /// Builds the automaton; the state limit bounds hostile patterns.
  package static func compile(_ nfa: NFA, maxStates: Int = FirstMatchDFA.maxStates)
    throws(Determinizer.TooLarge) -> FirstMatchDFA
  {
    let built = try SubsetConstruction.run(
      nfa, starts: [nfa.start], kind: .priority, maxStates: maxStates)
    let table = built.table
    let here = built.states.map { $0.last.map { nfa.nodes[Int($0)] == .match } ?? false }
    let atEnd = built.states.map(nfa.acceptsAtEnd)
    let start = built.start.raw
    let (transitions, newID) = TransitionTable.compact(table, stateCount: here.count)
    var flags = [UInt32](repeating: 0, count: here.count)
    for s in 0..<here.count { flags[Int(newID[s])] = (here[s] ? 1 : 0) | (atEnd[s] ? 2 : 0) }
    return FirstMatchDFA(
      transitions: transitions, flags: CompactIntegers(flags), start: StateID(newID[Int(start)]))
  }
}
