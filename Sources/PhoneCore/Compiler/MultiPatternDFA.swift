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
public struct MultiPatternDFA: Sendable {
  public let transitions: TransitionTable
  /// Each state's kind.
  package let stateKind: CompactIntegers
  /// Per kind: bit i < `patternCount` set, pattern i matches the digits read so far in full;
  /// bit `patternCount` set, a pattern other than pattern 0 matches some continuation.
  package let kinds: CompactIntegers
  /// How many patterns (at most 31): where a kind's flag bit is.
  package let patternCount: Int
  public let start: UInt32

  public var stateCount: Int { transitions.stateCount }
  public var byteCount: Int {
    transitions.byteCount + stateKind.byteCount + kinds.byteCount
  }

  /// The patterns matching the digits that led to `state`.
  @inline(__always) public func label(_ state: UInt32) -> UInt32 {
    kinds[Int(stateKind[Int(state)])] & ((1 << UInt32(patternCount)) - 1)
  }

  /// Whether a pattern other than pattern 0 matches some continuation of the digits that led
  /// to `state`.
  @inline(__always) public func othersCanMatch(_ state: UInt32) -> Bool {
    kinds[Int(stateKind[Int(state)])] >> UInt32(patternCount) & 1 != 0
  }

  /// An automaton from its parts (read from a table file; `checkInvariants` validates it).
  init(
    transitions: TransitionTable, stateKind: CompactIntegers, kinds: CompactIntegers,
    patternCount: Int, start: UInt32
  ) {
    self.transitions = transitions
    self.stateKind = stateKind
    self.kinds = kinds
    self.patternCount = patternCount
    self.start = start
  }

  /// Targets, kinds and the start in range; the dead state matches nothing.
  public func checkInvariants() throws(InvariantViolation) {
    try transitions.checkInvariants()
    guard (0...31).contains(patternCount), stateKind.count == stateCount,
      stateCount == 0 || Int(stateKind.largest) < kinds.count, Int(start) < stateCount,
      kinds.largest >> UInt32(patternCount) <= 1
    else { throw InvariantViolation(message: "type automaton: kinds or start out of range") }
    guard label(0) == 0, !othersCanMatch(0) else {
      throw InvariantViolation(message: "type automaton: state 0 lives")
    }
  }

  /// The most states a region's number-type automaton may have (its limit in
  /// `CompileError.tooLarge`).
  public static let maxStates = 200_000

  /// Compiles the patterns together.
  /// - Parameters:
  ///   - region: the region's name, for errors (`RegionCode` or `001-<calling code>`).
  ///   - fields: each pattern's field, for errors (`types.mobile`); `types[i]` when absent.
  /// - Throws: `CompileError.tooLarge` naming the region and the field: past `maxStates`
  ///   states (or `Determinizer.maxWork` steps), or with `NFA.maxNodes` for a huge pattern.
  public init(
    _ patterns: [DigitPattern], region: String, fields: [String]? = nil,
    maxStates: Int = MultiPatternDFA.maxStates
  ) throws(CompileError) {
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
    var seen = [Bool](repeating: false, count: nodes.count)
    var touched: [Int32] = []
    var ids: [[Int32]: UInt32] = [[]: 0]
    var sets: [[Int32]] = [[]]
    var table = [UInt32](repeating: 0, count: 10)
    var labels: [UInt32] = [0]
    let budget = CompileBudget.current
    func label(_ set: [Int32]) -> UInt32 {
      var bits: UInt32 = 0
      for n in set { if let b = owner[n] { bits |= b } }
      return bits
    }
    func intern(_ set: [Int32]) throws(CompileError) -> UInt32 {
      if let id = ids[set] { return id }
      if sets.count >= maxStates || budget?.take(states: 1) == false {
        throw .tooLarge(PatternSite(region: region, field: "types"), limit: maxStates)
      }
      let id = UInt32(sets.count)
      ids[set] = id
      sets.append(set)
      table.append(contentsOf: repeatElement(0, count: 10))
      labels.append(label(set))
      return id
    }
    var first: [Int32] = []
    combined.closure(starts, into: &first, seen: &seen, touched: &touched)
    for i in touched { seen[Int(i)] = false }
    let start = try intern(first.sorted())
    var spent = touched.count
    var work = 1
    while work < sets.count {
      let set = sets[work]
      for digit in UInt8(0)...9 {
        var seeds: [Int32] = []
        for n in set {
          if case .digit(let cls, let next) = nodes[Int(n)], cls.contains(digit) {
            seeds.append(next)
          }
        }
        var out: [Int32] = []
        touched.removeAll(keepingCapacity: true)
        combined.closure(seeds, into: &out, seen: &seen, touched: &touched)
        for i in touched { seen[Int(i)] = false }
        spent += touched.count + set.count
        if spent > Determinizer.maxWork || budget?.take(steps: touched.count + set.count) == false {
          throw .tooLarge(PatternSite(region: region, field: "types"), limit: maxStates)
        }
        table[work * 10 + Int(digit)] = try intern(out.sorted())
      }
      work += 1
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
    self.start = newID[Int(minimal.map[Int(start)])]
  }

  /// The patterns matching all of `digits` (bit i = pattern i).
  /// - Complexity: O(digits).
  public func matches(_ digits: some Sequence<UInt8>) -> UInt32 {
    var s = start
    for d in digits {
      s = transitions.next(s, d)
      if s == 0 { return 0 }
    }
    return label(s)
  }

  /// The state after `digits`; 0 when no pattern can match any continuation.
  public func state(after digits: some Sequence<UInt8>) -> UInt32 {
    transitions.state(after: digits, from: start)
  }
}
