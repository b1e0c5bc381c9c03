// Moore's partition refinement: merges states that no input can tell apart.
//
// States start in blocks by their label (for a plain DFA: accepting or not; for a format
// automaton: the whole per-state label). Each round splits blocks whose members go, on some
// digit, to different blocks; when a round splits nothing, each block is one state of the
// minimal automaton. The dead state keeps ID 0. Rounds are bounded by the number of states and
// each costs O(states * 10), which is ample for the automata phone metadata produces; a
// hostile chain of states is left unminimised past `maxWork` (see Documentation/Limits.md).

import PhoneCore

/// Minimises labelled DFAs.
package enum Minimizer {
  /// The most state-rounds (states times refinement rounds) one minimisation may take. A long
  /// chain of states (`\d{64}{64}{24}`: 98,304 of them) needs as many rounds as states, which
  /// is quadratic; past this budget (a second at most in release) the automaton is returned as it is (same language, not
  /// minimal) instead of taking hours. The core pack needs far less.
  package static let maxWork = 1_000_000

  /// Returns the minimal automaton's table, the old-to-new state map, and the new state count.
  ///
  /// - Parameters:
  ///   - table: `[state * 10 + digit] -> state`, state 0 dead (label must be unique to it or
  ///     shared only with states equivalent to dead).
  ///   - labels: one label per state; states with different labels are never merged.
  package static func minimize(table: [UInt32], labels: [Int]) -> (
    table: [UInt32], map: [UInt32], count: Int
  ) {
    let n = labels.count
    var block = [Int](repeating: 0, count: n)
    var labelIDs: [Int: Int] = [labels[0]: 0]
    for s in 0..<n {
      if let id = labelIDs[labels[s]] {
        block[s] = id
      } else {
        block[s] = labelIDs.count
        labelIDs[labels[s]] = labelIDs.count
      }
    }
    var blockCount = labelIDs.count
    var spent = 0
    let budget = CompileBudget.current
    while true {
      spent += n
      if spent > maxWork || budget?.take(steps: n) == false {
        return (table, (0..<n).map { UInt32($0) }, n)
      }
      var signatures: [[Int]: Int] = [:]
      var next = [Int](repeating: 0, count: n)
      // State 0 first so that the dead state's block keeps ID 0.
      for s in 0..<n {
        var sig = [block[s]]
        sig.reserveCapacity(11)
        for d in 0..<10 { sig.append(block[Int(table[s * 10 + d])]) }
        if let id = signatures[sig] {
          next[s] = id
        } else {
          next[s] = signatures.count
          signatures[sig] = signatures.count
        }
      }
      let newCount = signatures.count
      block = next
      if newCount == blockCount { break }
      blockCount = newCount
    }
    var newTable = [UInt32](repeating: 0, count: blockCount * 10)
    for s in 0..<n {
      for d in 0..<10 { newTable[block[s] * 10 + d] = UInt32(block[Int(table[s * 10 + d])]) }
    }
    return (newTable, block.map { UInt32($0) }, blockCount)
  }

  /// The minimal equivalent of a DFA (same language, fewest states).
  package static func minimize(_ dfa: DFA) -> DFA {
    let r = minimize(table: dfa.table, labels: dfa.accepting.map { $0 ? 1 : 0 })
    var accepting = [Bool](repeating: false, count: r.count)
    for (old, new) in r.map.enumerated() { accepting[Int(new)] = dfa.accepting[old] }
    return DFA(table: r.table, accepting: accepting, start: StateID(r.map[dfa.start.index]))
  }
}
