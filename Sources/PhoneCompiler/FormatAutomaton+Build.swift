// FormatAutomaton+Build: the compiler of a format list's automaton (`FormatAutomaton.build`).
//
// States are labelled tuples of the per-format automata (the pattern's DFA, one prefix-match DFA
// per leading-digits pattern, remembering at which length a leading-digits pattern first
// matched) plus the depth, explored breadth-first from the start key. Each state gets a label:
// the formats whose pattern matches in full, the survivor vector, and the formats ranked best
// first (Ranking.md: explicit priority, then the longest leading-digits match, then the fewest
// completions, then pack order). The labelled table is minimised (`Minimizer`) and compacted
// into the table type (`FormatAutomaton`, Tables/), which the formatter reads.

import PhoneCore

extension FormatAutomaton {
  /// Builds the automaton of a format list.
  static func build(_ parts: [FormatParts], region: String) throws(RuleError) -> FormatAutomaton {
    let n = parts.count
    if n > maxFormats { throw .tooManyFormats(region: region, count: n, limit: maxFormats) }
    let columns = Swift.max(1, parts.map { $0.leadingDFAs.count }.max() ?? 1)
    let completions = parts.map { completionCounts($0.patternDFA) }
    // Component layout of a key: [depth, P_0, LD_0_0.., P_1, LD_1_0.., ...].
    var offsets: [Int] = []
    var width = 1
    for p in parts {
      offsets.append(width)
      width += 1 + p.leadingDFAs.count
    }
    var startKey = [Int32](repeating: 0, count: width)
    for (f, p) in parts.enumerated() {
      startKey[offsets[f]] = Int32(p.patternDFA.start.raw)
      for (i, ld) in p.leadingDFAs.enumerated() {
        startKey[offsets[f] + 1 + i] = ld.accepts(ld.start) ? -1 : Int32(ld.start.raw)
      }
    }
    let stateLimit = Swift.min(maxStates, maxKeyCells / width)
    /// A component's state after `digit` (key components are the per-format DFAs' state
    /// numbers, with negative values for "matched at this length").
    func step(_ dfa: DFA, _ s: Int32, _ digit: UInt8) -> Int32 {
      Int32(dfa.next(StateID(UInt32(s)), digit).raw)
    }
    /// Whether no digit changes any component of `key` but the depth.
    func isFixedPoint(_ key: [Int32]) -> Bool {
      for digit in UInt8(0)...9 {
        for (f, p) in parts.enumerated() {
          let o = offsets[f]
          if step(p.patternDFA, key[o], digit) != key[o] { return false }
          for (i, ld) in p.leadingDFAs.enumerated() where key[o + 1 + i] > 0 {
            let t = step(ld, key[o + 1 + i], digit)
            if ld.accepting[Int(t)] || t != key[o + 1 + i] { return false }
          }
        }
      }
      return true
    }
    // A pack's budget (`CompileBudget`): a state per key, a step per key cell computed.
    let budget = CompileBudget.current
    var ids: [[Int32]: UInt32] = [:]
    var keys: [[Int32]] = [[]]  // state 0: dead
    var table = [UInt32](repeating: 0, count: 10)
    ids[startKey] = 1
    keys.append(startKey)
    table.append(contentsOf: repeatElement(0, count: 10))
    var work = 1
    while work < keys.count {
      let key = keys[work]
      let depth = Int(key[0])
      // Its ten successors' keys (or the fixed-point test), and its label below.
      if budget?.take(steps: 11 * width) == false {
        throw .stateLimitExceeded(region: region, limit: stateLimit)
      }
      // A state whose every component stays the same whatever digit comes next, once the
      // depth no longer selects a leading-digits column, loops to itself: the states deeper
      // than it would differ in depth only, with the same label, the same answers. Callers
      // stop at `CompiledFormat.maxNationalLength` digits themselves (the formatter and
      // `NumberFormatter` check the length), so the chain of such states that used to run to
      // that length is one state (about 60 % of the core pack's states).
      if depth - 3 >= columns - 1, isFixedPoint(key) {
        for digit in 0..<10 { table[work * 10 + digit] = UInt32(work) }
      } else if depth < CompiledFormat.maxNationalLength {
        for digit in UInt8(0)...9 {
          var next = key
          next[0] = Int32(depth + 1)
          for (f, p) in parts.enumerated() {
            let o = offsets[f]
            next[o] = step(p.patternDFA, key[o], digit)
            for (i, ld) in p.leadingDFAs.enumerated() where key[o + 1 + i] > 0 {
              let t = step(ld, key[o + 1 + i], digit)
              next[o + 1 + i] = ld.accepting[Int(t)] ? Int32(-(depth + 2)) : t
            }
          }
          let id: UInt32
          if let known = ids[next] {
            id = known
          } else {
            if keys.count >= stateLimit || budget?.take(states: 1) == false {
              throw .stateLimitExceeded(region: region, limit: stateLimit)
            }
            id = UInt32(keys.count)
            ids[next] = id
            keys.append(next)
            table.append(contentsOf: repeatElement(0, count: 10))
          }
          table[work * 10 + Int(digit)] = id
        }
      }
      work += 1
    }
    // Labels.
    struct Label: Hashable {
      var complete: UInt64
      var survivors: [UInt64]
      var order: [UInt8]
    }
    var labelIDs: [Label: Int] = [:]
    var labels: [Label] = []
    var stateLabels: [Int] = []
    var disagreements = 0
    let identity = (0..<n).map { UInt8($0) }
    for (s, key) in keys.enumerated() {
      var label = Label(
        complete: 0, survivors: [UInt64](repeating: 0, count: columns), order: identity)
      if s != 0 {
        let depth = Int(key[0])
        var rankKeys: [(priority: Int, leading: Int, completions: UInt64, index: Int)] = []
        var alive: UInt64 = 0
        for (f, p) in parts.enumerated() {
          let o = offsets[f]
          let bit: UInt64 = 1 << UInt64(f)
          if p.patternDFA.accepting[Int(key[o])] { label.complete |= bit }
          let count = p.leadingDFAs.count
          for j in 0..<columns {
            if count == 0 || key[o + 1 + Swift.min(j, count - 1)] < 0 { label.survivors[j] |= bit }
          }
          var leadingLength = 0
          if count > 0 {
            let v = key[o + 1 + Swift.min(Swift.max(depth - 3, 0), count - 1)]
            if v < 0 { leadingLength = Int(-v - 1) }
          }
          let c = completions[f][Int(key[o])]
          rankKeys.append((p.compiled.priority, leadingLength, c == 0 ? UInt64.max : c, f))
          if label.survivors[Swift.min(Swift.max(depth - 3, 0), columns - 1)] & bit != 0,
            p.compiled.template != nil, p.compiled.templateDigits >= depth
          {
            alive |= bit
          }
        }
        rankKeys.sort {
          if $0.priority != $1.priority { return $0.priority > $1.priority }
          if $0.leading != $1.leading { return $0.leading > $1.leading }
          if $0.completions != $1.completions { return $0.completions < $1.completions }
          return $0.index < $1.index
        }
        label.order = rankKeys.map { UInt8($0.index) }
        if depth >= 3, alive != 0 {
          let ranked = label.order.first { alive & (1 << UInt64($0)) != 0 }
          if Int(ranked!) != alive.trailingZeroBitCount { disagreements += 1 }
        }
      }
      if let id = labelIDs[label] {
        stateLabels.append(id)
      } else {
        labelIDs[label] = labels.count
        stateLabels.append(labels.count)
        labels.append(label)
      }
    }
    // A state's three answer numbers are packed in 32 bits (`stateParts`); a list that would
    // need more (thousands of distinct answers of every kind; the core pack needs at most 16
    // bits) is refused like one with too many states.
    let partBits =
      Self.bits(Set(labels.map(\.complete)).count + 1)
      + Self.bits(Set(labels.map(\.survivors)).count + 1)
      + Self.bits(Set(labels.map(\.order)).count + 1)
    if partBits > 32 { throw .stateLimitExceeded(region: region, limit: stateLimit) }
    let minimal = Minimizer.minimize(table: table, labels: stateLabels)
    var newLabels = [UInt32](repeating: 0, count: minimal.count)
    for (old, new) in minimal.map.enumerated() { newLabels[Int(new)] = UInt32(stateLabels[old]) }
    return FormatAutomaton(
      formatCount: n, survivorColumns: columns, start: StateID(minimal.map[1]),
      table: minimal.table,
      stateLabel: newLabels, completeMasks: labels.map(\.complete),
      survivorMasks: labels.flatMap(\.survivors), orders: labels.flatMap(\.order),
      rankDisagreements: disagreements)
  }

  /// For each DFA state, how many digit strings lead from it to acceptance (saturating;
  /// `UInt64.max` for infinitely many).
  static func completionCounts(_ dfa: DFA) -> [UInt64] {
    let count = dfa.stateCount
    var memo = [UInt64?](repeating: nil, count: count)
    var onStack = [Bool](repeating: false, count: count)
    memo[0] = 0
    func visit(_ s: Int) -> UInt64 {
      if let m = memo[s] { return m }
      if onStack[s] { return UInt64.max }
      onStack[s] = true
      var total: UInt64 = dfa.accepting[s] ? 1 : 0
      for d in UInt8(0)...9 {
        let (sum, overflow) = total.addingReportingOverflow(
          visit(dfa.next(StateID(UInt32(s)), d).index))
        total = overflow ? UInt64.max : sum
      }
      onStack[s] = false
      memo[s] = total
      return total
    }
    for s in 0..<count { _ = visit(s) }
    return memo.map { $0 ?? 0 }
  }
}
