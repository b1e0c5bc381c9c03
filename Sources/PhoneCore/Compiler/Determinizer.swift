// Subset construction: an NFA over digits becomes a DFA over the ten digit symbols.
//
// Each DFA state is the (sorted) set of NFA digit/match/anchor nodes reachable after reading
// some input; reading a digit moves every node whose class contains it and closes over splits.
// The empty set is the dead state, always state 0. A state accepts when the input may end
// there (a match is reachable, through end anchors too). The construction is breadth-first and
// refuses to grow past a state limit, so a pattern that explodes is an error, not a hang.

/// A deterministic automaton over the digits, as built by the determinizer (not yet minimal).
public struct DFA: Sendable, Equatable {
  /// `table[state * 10 + digit]` is the next state; state 0 is dead and loops to itself.
  public var table: [UInt32]
  public var accepting: [Bool]
  public var start: UInt32

  public var stateCount: Int { accepting.count }

  @inline(__always) public func next(_ state: UInt32, _ digit: UInt8) -> UInt32 {
    table[Int(state) &* 10 &+ Int(digit)]
  }

  /// Whether the whole of `digits` is accepted.
  public func fullMatch(_ digits: some Sequence<UInt8>) -> Bool {
    var s = start
    for d in digits {
      s = next(s, d)
      if s == 0 { return false }
    }
    return accepting[Int(s)]
  }

  /// Whether some prefix of `digits` (possibly empty) is accepted: `re.match` succeeding.
  public func matchesPrefix(_ digits: some Sequence<UInt8>) -> Bool {
    var s = start
    if accepting[Int(s)] { return true }
    for d in digits {
      s = next(s, d)
      if s == 0 { return false }
      if accepting[Int(s)] { return true }
    }
    return false
  }
}

/// Builds DFAs from NFAs by subset construction.
public enum Determinizer {
  /// The most states a single pattern's DFA may have.
  public static let maxStates = 100_000
  /// The most NFA nodes one construction may visit (closures and the sets kept), so that a
  /// pattern whose states are few but whose sets are huge, or that nears `maxStates` with
  /// large sets, is refused in well under a second instead of running for minutes.
  public static let maxWork = 5_000_000

  /// A DFA that would exceed `maxStates`.
  public struct TooLarge: Error, Hashable, Sendable {}

  public static func determinize(_ nfa: NFA) throws(TooLarge) -> DFA {
    var seen = [Bool](repeating: false, count: nfa.nodes.count)
    var ids: [[Int32]: UInt32] = [[]: 0]
    var sets: [[Int32]] = [[]]
    var table: [UInt32] = Array(repeating: 0, count: 10)
    var accepting = [false]
    let budget = CompileBudget.current

    func intern(_ set: [Int32]) throws(TooLarge) -> UInt32 {
      if let id = ids[set] { return id }
      if sets.count >= maxStates || budget?.take(states: 1) == false { throw TooLarge() }
      let id = UInt32(sets.count)
      ids[set] = id
      sets.append(set)
      table.append(contentsOf: repeatElement(0, count: 10))
      accepting.append(nfa.acceptsAtEnd(set))
      return id
    }

    var touched: [Int32] = []
    var startSet: [Int32] = []
    nfa.closure([nfa.start], into: &startSet, seen: &seen, touched: &touched)
    for i in touched { seen[Int(i)] = false }
    var spent = touched.count
    let start = try intern(startSet.sorted())
    var work = 1
    while work < sets.count {
      let set = sets[work]
      for digit in UInt8(0)...9 {
        var seeds: [Int32] = []
        for node in set {
          if case .digit(let cls, let next) = nfa.nodes[Int(node)], cls.contains(digit) {
            seeds.append(next)
          }
        }
        var out: [Int32] = []
        touched.removeAll(keepingCapacity: true)
        nfa.closure(seeds, into: &out, seen: &seen, touched: &touched)
        for i in touched { seen[Int(i)] = false }
        spent += touched.count + set.count
        if spent > maxWork || budget?.take(steps: touched.count + set.count) == false {
          throw TooLarge()
        }
        let target = try intern(out.sorted())
        table[work * 10 + Int(digit)] = target
      }
      work += 1
    }
    return DFA(table: table, accepting: accepting, start: start)
  }
}

extension DFA {
  /// The state after `digits` from the start; 0 (dead) when no continuation can be accepted.
  public func state(after digits: some Sequence<UInt8>) -> UInt32 {
    var s = start
    for d in digits {
      s = next(s, d)
      if s == 0 { return 0 }
    }
    return s
  }
}
