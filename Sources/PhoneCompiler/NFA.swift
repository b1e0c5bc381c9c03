// Thompson construction: a digit pattern becomes an NFA whose epsilon splits are ordered.
//
// The NFA is built backwards in continuation-passing style: compiling a node takes the index of
// what follows it and returns the index of its entry. Splits list the preferred branch first
// (greedy repetition prefers another iteration; alternation prefers the earlier branch), so the
// same NFA serves set-based determinisation (where order is irrelevant) and priority-ordered
// simulation. Bounded repetition `{n,m}` is unrolled; an unrolled NFA larger than
// `NFA.maxNodes` is refused, which bounds the work a hostile pattern can cause.

package import PhoneCore

/// A nondeterministic automaton over the digits 0–9.
package struct NFA: Sendable {
  package enum Node: Hashable, Sendable {
    case digit(DigitSet, next: Int32)
    case split(Int32, Int32)
    case match
    /// Succeeds only at the end of the input, then continues with `next`.
    case endAnchor(next: Int32)
  }

  /// The largest NFA the compiler builds (nodes after unrolling repetition).
  package static let maxNodes = 200_000

  package private(set) var nodes: [Node] = []
  package private(set) var start: Int32 = 0
  /// The splits that loop back for unbounded repetition (`*`, `+`, `{n,}`): `.split(body, exit)`.
  package private(set) var loops: Set<Int32> = []

  /// Builds the NFA of `pattern`.
  /// - Throws: `NFA.TooLarge` when unrolling would exceed `maxNodes`.
  package init(_ pattern: DigitPattern) throws(NFA.TooLarge) {
    nodes.append(.match)
    start = try emit(pattern, then: 0)
  }

  /// An NFA from nodes built elsewhere (e.g. several NFAs laid side by side).
  init(nodes: [Node], start: Int32) {
    self.nodes = nodes
    self.start = start
  }

  /// An NFA that would exceed `NFA.maxNodes` nodes.
  package struct TooLarge: Error, Hashable, Sendable {}

  private mutating func add(_ node: Node) throws(NFA.TooLarge) -> Int32 {
    if nodes.count >= Self.maxNodes { throw TooLarge() }
    nodes.append(node)
    return Int32(nodes.count - 1)
  }

  private mutating func emit(_ p: DigitPattern, then next: Int32) throws(NFA.TooLarge) -> Int32 {
    switch p {
    case .empty:
      return next
    case .digits(let set):
      return try add(.digit(set, next: next))
    case .endAnchor:
      return try add(.endAnchor(next: next))
    case .group(let inner, _):
      return try emit(inner, then: next)
    case .concat(let items):
      var entry = next
      for item in items.reversed() { entry = try emit(item, then: entry) }
      return entry
    case .alternation(let items):
      var entries: [Int32] = []
      for item in items { entries.append(try emit(item, then: next)) }
      guard var entry = entries.last else { return next }
      for e in entries.dropLast().reversed() { entry = try add(.split(e, entry)) }
      return entry
    case .repetition(let inner, let min, let max):
      var entry: Int32
      if let max {
        entry = next
        if max > min {
          for _ in 0..<(max - min) {
            let body = try emit(inner, then: entry)
            entry = try add(.split(body, next))
          }
        }
      } else {
        let loop = try add(.split(-1, -1))
        let body = try emit(inner, then: loop)
        nodes[Int(loop)] = .split(body, next)
        loops.insert(loop)
        entry = loop
      }
      for _ in 0..<min { entry = try emit(inner, then: entry) }
      return entry
    }
  }

  /// The epsilon closure of `seeds` in priority order: digit, match and end-anchor nodes only.
  /// Every node visited is appended to `touched`, so the caller can reset `seen` cheaply.
  ///
  /// Reaching a loop again within one closure means an iteration matched nothing. Python's
  /// `re` accepts that iteration and goes on with what follows the loop, at that priority
  /// (`(?:1?|2)*` matches nothing of "2"), so the loop's exit is taken there.
  func closure(
    _ seeds: [Int32], into out: inout [Int32], seen: inout [Bool], touched: inout [Int32]
  ) {
    var stack: [Int32] = seeds.reversed()
    while let s = stack.popLast() {
      if seen[Int(s)] {
        if !loops.isEmpty, loops.contains(s), case .split(_, let exit) = nodes[Int(s)] {
          stack.append(exit)
        }
        continue
      }
      seen[Int(s)] = true
      touched.append(s)
      switch nodes[Int(s)] {
      case .split(let a, let b):
        stack.append(b)
        stack.append(a)
      default:
        out.append(s)
      }
    }
  }

  /// Whether the node set accepts at the end of the input (a match reachable through
  /// end anchors and splits).
  func acceptsAtEnd(_ set: [Int32]) -> Bool {
    var seen = [Bool](repeating: false, count: nodes.count)
    var stack = set
    while let s = stack.popLast() {
      if seen[Int(s)] { continue }
      seen[Int(s)] = true
      switch nodes[Int(s)] {
      case .match: return true
      case .endAnchor(let n): stack.append(n)
      case .split(let a, let b): stack.append(a); stack.append(b)
      case .digit: break
      }
    }
    return false
  }
}
