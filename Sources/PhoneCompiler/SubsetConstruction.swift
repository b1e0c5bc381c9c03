// SubsetConstruction: the one subset construction under every automaton the compiler builds
// from patterns: a single pattern's DFA (`Determinizer`), a prefix rule's first-match
// automaton (`FirstMatchDFA`), a region's number types together (`MultiPatternDFA`).
//
// A DFA state is a list of NFA digit/match/anchor nodes: the threads alive after some input.
// Reading a digit advances every thread whose class holds it and closes over splits, in thread
// order (the closure is a depth-first walk, so earlier threads' successors come first). The
// empty list is the dead state, always state 0. States are interned by their lists and built
// breadth-first; the construction refuses to grow past a state limit or a work limit (NFA
// nodes visited), and charges the pack's `CompileBudget`, so a pattern that explodes is an
// error, not a hang.
//
// The callers differ only in what a state is and what it is labelled with:
//
//   kind           a state is                                  used by
//   .sets          the sorted set of nodes                      Determinizer, MultiPatternDFA
//   .priority      the ordered thread list, cut after the first FirstMatchDFA (leftmost-first
//                  thread that has matched (lower ones can       semantics, as RE2's DFA)
//                  never be reported)
//
// and label the states afterwards from `states` (accepting, match flags, pattern bits).

import PhoneCore

/// Builds the transition table of an NFA's DFA by subset construction.
enum SubsetConstruction {
  /// What identifies a state.
  enum Kind {
    /// The set of NFA nodes (order does not matter).
    case sets
    /// The threads in priority order, cut after the first that has reached a match.
    case priority
  }

  /// A full table `[state * 10 + digit] -> state` (state 0 dead), each state's node list,
  /// and the start state.
  struct Result {
    var table: [UInt32]
    var states: [[Int32]]
    var start: StateID
  }

  /// The DFA of `nfa` entered at `starts` (one or several start nodes).
  /// - Throws: `Determinizer.TooLarge` past `maxStates` states, past `RuleError.maxBuildWork`
  ///   node visits, or when the pack's compile budget runs out.
  static func run(_ nfa: NFA, starts: [Int32], kind: Kind, maxStates: Int)
    throws(Determinizer.TooLarge) -> Result
  {
    var ids: [[Int32]: UInt32] = [[]: 0]
    var states: [[Int32]] = [[]]
    var table = [UInt32](repeating: 0, count: 10)
    var seen = [Bool](repeating: false, count: nfa.nodes.count)
    var touched: [Int32] = []
    let budget = CompileBudget.current

    /// The state for the nodes a closure reached, in its canonical form.
    func canonical(_ nodes: [Int32]) -> [Int32] {
      switch kind {
      case .sets:
        return nodes.sorted()
      case .priority:
        if let k = nodes.firstIndex(where: { nfa.nodes[Int($0)] == .match }) {
          return Array(nodes[...k])
        }
        return nodes
      }
    }
    func intern(_ list: [Int32]) throws(Determinizer.TooLarge) -> UInt32 {
      if let id = ids[list] { return id }
      if states.count >= maxStates || budget?.take(states: 1) == false {
        throw Determinizer.TooLarge()
      }
      let id = UInt32(states.count)
      ids[list] = id
      states.append(list)
      table.append(contentsOf: repeatElement(0, count: 10))
      return id
    }

    var first: [Int32] = []
    nfa.closure(starts, into: &first, seen: &seen, touched: &touched)
    for i in touched { seen[Int(i)] = false }
    var spent = touched.count
    let start = try intern(canonical(first))
    var work = 1
    while work < states.count {
      let list = states[work]
      for digit in UInt8(0)...9 {
        var seeds: [Int32] = []
        for node in list {
          if case .digit(let cls, let next) = nfa.nodes[Int(node)], cls.contains(digit) {
            seeds.append(next)
          }
        }
        var out: [Int32] = []
        touched.removeAll(keepingCapacity: true)
        nfa.closure(seeds, into: &out, seen: &seen, touched: &touched)
        for i in touched { seen[Int(i)] = false }
        spent += touched.count + list.count
        if spent > RuleError.maxBuildWork
          || budget?.take(steps: touched.count + list.count) == false
        {
          throw Determinizer.TooLarge()
        }
        table[work * 10 + Int(digit)] = try intern(canonical(out))
      }
      work += 1
    }
    return Result(table: table, states: states, start: StateID(start))
  }
}
