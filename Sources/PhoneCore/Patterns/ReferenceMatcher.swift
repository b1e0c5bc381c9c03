// A slow backtracking matcher with the semantics of Python's `re` (and Java's regex) on digits.
//
// It is the second implementation the automata are tested against, and the compiler uses it
// where libphonenumber's behaviour depends on backtracking order: the formatting template is
// "the pattern's first match in fifteen 9s", and group boundaries follow greedy, left-first
// choices. It never runs per keystroke. Its work is bounded by `stepLimit` so a pathological
// pattern returns nil instead of hanging.

/// Backtracking matcher over `DigitPattern` with leftmost-first (Perl/Python) priorities.
package struct ReferenceMatcher: Sendable {
  package let pattern: DigitPattern
  package let captureCount: Int
  /// Upper bound on matching steps for one call.
  package static let stepLimit = 2_000_000

  package init(_ pattern: DigitPattern) {
    self.pattern = pattern
    self.captureCount = pattern.captureCount
  }

  /// The result of a successful match: where it ends and each group's span (nil if unset).
  package struct Match: Sendable, Equatable {
    package var end: Int
    package var groups: [Range<Int>?]
  }

  /// Python's `pattern.match(s)`: the first match starting at offset 0 in priority order.
  package func matchPrefix(_ input: [UInt8]) -> Match? {
    run(input, full: false)
  }

  /// Python's `pattern.fullmatch(s)`.
  package func fullMatch(_ input: [UInt8]) -> Match? {
    run(input, full: true)
  }

  private func run(_ input: [UInt8], full: Bool) -> Match? {
    var state = MatchState(
      input: input, groups: Array(repeating: nil, count: captureCount + 1), steps: 0)
    var result: Match? = nil
    _ = state.match(pattern, at: 0) { state, end in
      if full && end != state.input.count { return false }
      result = Match(end: end, groups: Array(state.groups.dropFirst()))
      return true
    }
    return result
  }
}

private struct MatchState {
  let input: [UInt8]
  var groups: [Range<Int>?]
  var steps: Int

  typealias Continuation = (inout MatchState, Int) -> Bool

  mutating func match(_ p: DigitPattern, at i: Int, then k: Continuation) -> Bool {
    steps += 1
    if steps > ReferenceMatcher.stepLimit { return false }
    switch p {
    case .empty:
      return k(&self, i)
    case .endAnchor:
      return i == input.count && k(&self, i)
    case .digits(let set):
      return i < input.count && set.contains(input[i]) && k(&self, i + 1)
    case .group(let inner, let capture):
      guard let capture else { return match(inner, at: i, then: k) }
      let saved = groups[capture]
      let ok = match(inner, at: i) { state, end in
        let before = state.groups[capture]
        state.groups[capture] = i..<end
        if k(&state, end) { return true }
        state.groups[capture] = before
        return false
      }
      if !ok { groups[capture] = saved }
      return ok
    case .concat(let items):
      return matchSequence(items[...], at: i, then: k)
    case .alternation(let items):
      for item in items where match(item, at: i, then: k) { return true }
      return false
    case .repetition(let inner, let min, let max):
      return repeatMatch(inner, count: 0, min: min, max: max, at: i, then: k)
    }
  }

  mutating func matchSequence(
    _ items: ArraySlice<DigitPattern>, at i: Int, then k: Continuation
  ) -> Bool {
    guard let first = items.first else { return k(&self, i) }
    let rest = items.dropFirst()
    return match(first, at: i) { state, j in state.matchSequence(rest, at: j, then: k) }
  }

  mutating func repeatMatch(
    _ inner: DigitPattern, count: Int, min: Int, max: Int?, at i: Int, then k: Continuation
  ) -> Bool {
    if max.map({ count < $0 }) ?? true {
      let more = match(inner, at: i) { state, j in
        // An optional iteration that consumed nothing is accepted, but no further one is
        // tried after it: what follows the repetition goes on from here (Python's re, whose
        // zero-width protection gives `(?:a?|b)?` on "b" a match of length 0).
        if j == i && count >= min { return k(&state, j) }
        return state.repeatMatch(inner, count: count + 1, min: min, max: max, at: j, then: k)
      }
      if more { return true }
    }
    return count >= min && k(&self, i)
  }
}
