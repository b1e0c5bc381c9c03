// MultiPatternDFA: several patterns compiled into one DFA whose states say which of them match.
//
// The NFAs of the patterns are laid side by side, each with its own match node, and determinised
// together by subset construction; a state's label is the set of patterns whose match node it
// holds (bit i = pattern i matches the whole input read so far). Minimisation keeps labels
// apart. One pass over a national number then answers "which number types is this?" for all
// of a region's type patterns at once.

/// One automaton over the digits for up to 31 patterns, labelled with the patterns that match.
///
/// Each state has a kind: the patterns matching there (`label`) and whether a pattern other
/// than the first (the general description) matches some continuation
/// (`othersCanMatch`); the distinct kinds are stored once (a region has a few dozen), each
/// state names its kind in a `CompactIntegers`, and the kinds are `CompactIntegers` too:
///
/// ```
///   kinds[k]:  bit patternCount: another pattern can still match | bits 0..<patternCount: label
/// ```
/// (two bytes a kind for the core pack's 12 type patterns; it kept the whole set of live
/// patterns in a second array before, which nothing but this question read).
package struct MultiPatternDFA: Sendable {
  package let transitions: TransitionTable
  /// Each state's kind.
  package let stateKind: CompactIntegers
  /// Per kind: bit i < `patternCount` set, pattern i matches the digits read so far in full;
  /// bit `patternCount` set, a pattern other than pattern 0 matches some continuation.
  package let kinds: CompactIntegers
  /// How many patterns (at most 31): where a kind's flag bit is.
  package let patternCount: Int
  package let start: StateID

  package var stateCount: Int { transitions.stateCount }
  package var byteCount: Int {
    transitions.byteCount + stateKind.byteCount + kinds.byteCount
  }

  /// The patterns matching the digits that led to `state`.
  @inline(__always) package func label(_ state: StateID) -> UInt32 {
    kinds[Int(stateKind[state.index])] & ((1 << UInt32(patternCount)) - 1)
  }

  /// Whether a pattern other than pattern 0 matches some continuation of the digits that led
  /// to `state`.
  @inline(__always) package func othersCanMatch(_ state: StateID) -> Bool {
    kinds[Int(stateKind[state.index])] >> UInt32(patternCount) & 1 != 0
  }

  /// An automaton from its parts (read from a table file; `checkInvariants` validates it).
  init(
    transitions: TransitionTable, stateKind: CompactIntegers, kinds: CompactIntegers,
    patternCount: Int, start: StateID
  ) {
    self.transitions = transitions
    self.stateKind = stateKind
    self.kinds = kinds
    self.patternCount = patternCount
    self.start = start
  }

  /// Targets, kinds and the start in range; the dead state matches nothing.
  package func checkInvariants() throws(InvariantViolation) {
    try transitions.checkInvariants()
    guard (0...31).contains(patternCount), stateKind.count == stateCount,
      stateCount == 0 || Int(stateKind.largest) < kinds.count, start.index < stateCount,
      kinds.largest >> UInt32(patternCount) <= 1
    else { throw InvariantViolation(message: "type automaton: kinds or start out of range") }
    guard label(.dead) == 0, !othersCanMatch(.dead) else {
      throw InvariantViolation(message: "type automaton: state 0 lives")
    }
  }

  /// The most states a region's number-type automaton may have (its limit in
  /// `RuleError.tooLarge`).
  package static let maxStates = 200_000

  /// Compiles the patterns together.
  /// - Parameters:
  ///   - region: the region's name, for errors (`RegionCode` or `001-<calling code>`).
  ///   - fields: each pattern's field, for errors (`types.mobile`); `types[i]` when absent.
  /// - Throws: `RuleError.tooLarge` naming the region and the field: past `maxStates`
  ///   states (or `Determinizer.maxWork` steps), or with `NFA.maxNodes` for a huge pattern.
  package init(
    _ patterns: [DigitPattern], region: String, fields: [String]? = nil,
    maxStates: Int = MultiPatternDFA.maxStates
  ) throws(RuleError) {
    precondition(patterns.count <= 31, "at most 31 patterns")
    precondition(fields == nil || fields?.count == patterns.count, "one field per pattern")
    var nodes: [NFA.Node] = []
    var owner: [Int32: UInt32] = [:]
    var starts: [Int32] = []
    for (i, p) in patterns.enumerated() {
      let nfa: NFA
      do { nfa = try NFA(p) } catch {
        throw .tooLarge(
          PatternSite(region: region, field: fields?[i] ?? "types[\(i)]"), limit: NFA.maxNodes)
      }
      let offset = Int32(nodes.count)
      func shift(_ x: Int32) -> Int32 { x + offset }
      for node in nfa.nodes {
        switch node {
        case .digit(let s, let n): nodes.append(.digit(s, next: shift(n)))
        case .split(let a, let b): nodes.append(.split(shift(a), shift(b)))
        case .match: nodes.append(.match)
        case .endAnchor(let n): nodes.append(.endAnchor(next: shift(n)))
        }
      }
      owner[offset] = 1 << UInt32(i)  // each NFA's match node is its node 0
      starts.append(shift(nfa.start))
    }
    let combined = NFA(nodes: nodes, start: 0)
    let built: SubsetConstruction.Result
    do {
      built = try SubsetConstruction.run(
        combined, starts: starts, kind: .sets, maxStates: maxStates)
    } catch {
      throw .tooLarge(PatternSite(region: region, field: "types"), limit: maxStates)
    }
    let table = built.table
    let start = built.start.raw
    let labels = built.states.map { set in
      var bits: UInt32 = 0
      for n in set { if let b = owner[n] { bits |= b } }
      return bits
    }
    let minimal = Minimizer.minimize(table: table, labels: labels.map { Int($0) })
    var newLabels = [UInt32](repeating: 0, count: minimal.count)
    for (old, new) in minimal.map.enumerated() { newLabels[Int(new)] = labels[old] }
    // live[s] = labels[s] | live of every successor, to a fixed point (cycles are possible).
    var live = newLabels
    var changed = true
    while changed {
      changed = false
      for s in 0..<live.count {
        var m = live[s]
        for d in 0..<10 { m |= live[Int(minimal.table[s * 10 + d])] }
        if m != live[s] {
          live[s] = m
          changed = true
        }
      }
    }
    let (transitions, newID) = TransitionTable.compact(minimal.table, stateCount: minimal.count)
    var kindNumbers: [UInt32: UInt32] = [:]
    var kinds: [UInt32] = []
    var stateKind = [UInt32](repeating: 0, count: minimal.count)
    let flag = UInt32(1) << UInt32(patterns.count)
    for s in 0..<minimal.count {
      let key = newLabels[s] | (live[s] & ~1 != 0 ? flag : 0)
      let kind =
        kindNumbers[key]
        ?? {
          kindNumbers[key] = UInt32(kinds.count)
          kinds.append(key)
          return UInt32(kinds.count - 1)
        }()
      stateKind[Int(newID[s])] = kind
    }
    self.transitions = transitions
    self.stateKind = CompactIntegers(stateKind)
    self.kinds = CompactIntegers(kinds)
    self.patternCount = patterns.count
    self.start = StateID(newID[Int(minimal.map[Int(start)])])
  }

  /// The patterns matching all of `digits` (bit i = pattern i).
  /// - Complexity: O(digits).
  package func matches(_ digits: some Sequence<UInt8>) -> UInt32 {
    var s = start
    for d in digits {
      s = transitions.next(s, d)
      if s.isDead { return 0 }
    }
    return label(s)
  }

  /// `matches` for digits in a buffer, the walk's cell width settled once.
  @inline(__always)
  package func matches(_ digits: UnsafeBufferPointer<UInt8>) -> UInt32 {
    label(transitions.state(after: digits, from: start))
  }

  /// The state after `digits`; dead when no pattern can match any continuation.
  package func state(after digits: some Sequence<UInt8>) -> StateID {
    transitions.state(after: digits, from: start)
  }
}
