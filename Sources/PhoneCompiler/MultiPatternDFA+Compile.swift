// MultiPatternDFA+Compile: several patterns compiled into one automaton that says which match.

package import PhoneCore

extension MultiPatternDFA {
  /// Compiles the patterns together.
  /// - Parameters:
  ///   - region: the region's name, for errors (`RegionCode` or `001-<calling code>`).
  ///   - fields: each pattern's field, for errors (`types.mobile`); `types[i]` when absent.
  /// - Throws: `RuleError.tooLarge` naming the region and the field: past `maxStates`
  ///   states (or `RuleError.maxBuildWork` steps), or with `NFA.maxNodes` for a huge pattern.
  package static func compile(
    _ patterns: [DigitPattern], region: String, fields: [String]? = nil,
    maxStates: Int = MultiPatternDFA.maxStates
  ) throws(RuleError) -> MultiPatternDFA {
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
    return MultiPatternDFA(
      transitions: transitions, stateKind: CompactIntegers(stateKind),
      kinds: CompactIntegers(kinds), patternCount: patterns.count,
      start: StateID(newID[Int(minimal.map[Int(start)])]))
  }
}
