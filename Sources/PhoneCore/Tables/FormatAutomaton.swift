// FormatAutomaton: one DFA over a national number that answers, per state, every question the
// as-you-type formatter asks of a region's format list.
//
// Table layout (row-major, one row per state, one column per digit):
//
//        digit:  0    1    2   ...   9
//      state 0 [ 0  | 0  | 0  | ... | 0  ]   dead: numbers too long or no longer relevant
//      state 1 [ .. | .. | .. | ... | .. ]   start (empty national number)
//      state s [ table[s * 10 + d]  ...  ]
//
//   label[s] -> LabelID ->  complete: UInt64       formats whose pattern matches in full
//                           survivors[j]: UInt64   formats whose leading-digits pattern number
//                                                  min(j, last) matches a prefix (j = digits - 3)
//                           order[0..<formatCount] formats best first (the ranking)
//
// Format sets are bit sets over the list's formats (bit i = format i), so at most
// `maxFormats` formats per list. States are labelled tuples of the per-format automata
// (pattern DFA, one prefix-match DFA per leading-digits pattern, remembering at which length a
// leading-digits pattern first matched) plus the depth, built breadth-first and minimised.

/// Compiled answers to "which formats fit these digits" for one format list of a region.
///
/// An immutable final class rather than a struct: the formatter reaches its tables on every
/// keystroke, and sharing one reference costs one retain where copying a struct of seven
/// arrays cost seven (measured with `phonefmt-bench`).
public final class FormatAutomaton: Sendable {
  public static let maxFormats = 64
  /// The most states one format list may compile to; beyond it the region is refused.
  public static let maxStates = 200_000
  /// The most key cells (states times the components of a state: one per format and per
  /// leading-digits pattern) the construction may hold, about 80 MB. A region with many
  /// formats and long leading-digits lists gets a state limit below `maxStates` so that its
  /// keys stay within this; the core pack's largest list (CN) needs 204,140.
  public static let maxKeyCells = 20_000_000

  public let formatCount: Int
  /// Largest leading-digits list length (at least 1): columns of `survivorMasks`.
  public let survivorColumns: Int
  public let start: UInt32
  public let table: [UInt32]
  public let stateLabel: [UInt32]
  public let completeMasks: [UInt64]
  public let survivorMasks: [UInt64]
  public let orders: [UInt8]
  /// States of the minimised automaton where the ranked winner differs from pack order
  /// (before explicit priorities are applied they show where a pack's order was hand-made).
  public let rankDisagreements: Int

  init(
    formatCount: Int, survivorColumns: Int, start: UInt32, table: [UInt32], stateLabel: [UInt32],
    completeMasks: [UInt64], survivorMasks: [UInt64], orders: [UInt8], rankDisagreements: Int
  ) {
    self.formatCount = formatCount
    self.survivorColumns = survivorColumns
    self.start = start
    self.table = table
    self.stateLabel = stateLabel
    self.completeMasks = completeMasks
    self.survivorMasks = survivorMasks
    self.orders = orders
    self.rankDisagreements = rankDisagreements
  }

  public var stateCount: Int { stateLabel.count }
  public var labelCount: Int { completeMasks.count }

  /// Bytes of the tables (transitions, labels, masks, orders).
  public var byteCount: Int {
    table.count * 4 + stateLabel.count * 4 + completeMasks.count * 8 + survivorMasks.count * 8
      + orders.count
  }

  @inline(__always) public func next(_ state: UInt32, _ digit: UInt8) -> UInt32 {
    table[Int(state) &* 10 &+ Int(digit)]
  }

  @inline(__always) public func complete(_ state: UInt32) -> UInt64 {
    completeMasks[Int(stateLabel[Int(state)])]
  }

  /// Formats that pass the narrowing step at a national number of `length` digits.
  @inline(__always) public func survivors(_ state: UInt32, length: Int) -> UInt64 {
    let j = Swift.min(Swift.max(length - 3, 0), survivorColumns - 1)
    return survivorMasks[Int(stateLabel[Int(state)]) &* survivorColumns &+ j]
  }

  /// The best-ranked format of `set` at `state`, or nil when the set is empty.
  @inline(__always) public func best(_ set: UInt64, at state: UInt32) -> Int? {
    if set == 0 { return nil }
    let base = Int(stateLabel[Int(state)]) &* formatCount
    for k in 0..<formatCount {
      let f = Int(orders[base &+ k])
      if set & (1 << UInt64(f)) != 0 { return f }
    }
    return nil
  }

  /// Runs `digits` from the start state.
  public func state(after digits: some Sequence<UInt8>) -> UInt32 {
    var s = start
    for d in digits { s = next(s, d) }
    return s
  }
}

extension FormatAutomaton {
  /// Builds the automaton of a format list.
  static func build(_ parts: [FormatParts], region: String) throws(CompileError) -> FormatAutomaton
  {
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
      startKey[offsets[f]] = Int32(p.patternDFA.start)
      for (i, ld) in p.leadingDFAs.enumerated() {
        startKey[offsets[f] + 1 + i] = ld.accepting[Int(ld.start)] ? -1 : Int32(ld.start)
      }
    }
    let stateLimit = Swift.min(maxStates, maxKeyCells / width)
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
      if depth < FormatCompiler.maxNationalLength {
        for digit in UInt8(0)...9 {
          var next = key
          next[0] = Int32(depth + 1)
          for (f, p) in parts.enumerated() {
            let o = offsets[f]
            next[o] = Int32(p.patternDFA.next(UInt32(key[o]), digit))
            for (i, ld) in p.leadingDFAs.enumerated() where key[o + 1 + i] > 0 {
              let t = ld.next(UInt32(key[o + 1 + i]), digit)
              next[o + 1 + i] = ld.accepting[Int(t)] ? Int32(-(depth + 2)) : Int32(t)
            }
          }
          let id: UInt32
          if let known = ids[next] {
            id = known
          } else {
            if keys.count >= stateLimit {
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
    let minimal = Minimizer.minimize(table: table, labels: stateLabels)
    var newLabels = [UInt32](repeating: 0, count: minimal.count)
    for (old, new) in minimal.map.enumerated() { newLabels[Int(new)] = UInt32(stateLabels[old]) }
    return FormatAutomaton(
      formatCount: n, survivorColumns: columns, start: minimal.map[1], table: minimal.table,
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
        let (sum, overflow) = total.addingReportingOverflow(visit(Int(dfa.next(UInt32(s), d))))
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
