// FirstMatchDFA: a DFA that finds where a pattern's first match (in backtracking priority)
// ends, the question `re.match(pattern, digits).end()` answers for prefix rules.
//
// Leftmost-first semantics (Perl, Python, Java) prefer earlier alternatives and longer greedy
// repetitions, which is not "longest match". As in RE2's DFA, a state is the *ordered* list of
// NFA threads, highest priority first, built from the NFA's ordered splits. When a thread
// reaches a match, every thread after it (lower priority) is cut: it can never be reported.
// Threads before it may still match later, and then they win. So the first-match end is the
// last position at which a state contained a match; an end anchor counts only at the end of
// the input. The states are built up front by the shared `SubsetConstruction` (`.priority`).

/// A compiled prefix rule answering "where does the first match end?" in one pass.
package struct FirstMatchDFA: Sendable, Hashable {
  package let transitions: TransitionTable
  /// Per state: bit 0, a match ends after the input read so far; bit 1, a match ends here if
  /// the input ends here (through `$`).
  package let flags: CompactIntegers
  package let start: StateID

  package var stateCount: Int { transitions.stateCount }
  package var byteCount: Int { transitions.byteCount + flags.byteCount }

  /// A match ends after the input read so far.
  @inline(__always) func matchHere(_ s: StateID) -> Bool { flags[s.index] & 1 != 0 }
  /// A match ends here if the input ends here (through `$`).
  @inline(__always) func matchAtEnd(_ s: StateID) -> Bool { flags[s.index] & 2 != 0 }

  /// An automaton from its parts (read from a table file, or built by PhoneCompiler's
  /// `FirstMatchDFA.compile`; `checkInvariants` validates it).
  package init(transitions: TransitionTable, flags: CompactIntegers, start: StateID) {
    (self.transitions, self.flags) = Self.packed(transitions, flags)
    self.start = start
  }

  /// The cells and the flags in one storage, one after the other: a prefix rule is matched
  /// when a number's prefix is taken off, and then reads both (two allocations' lines before).
  private static func packed(_ transitions: TransitionTable, _ flags: CompactIntegers) -> (
    TransitionTable, CompactIntegers
  ) {
    let (storage, at) = TableStorage.pack(transitions.cells.raw, flags.raw)
    let t = TransitionTable(
      uniformCount: transitions.uniformCount, stateCount: transitions.stateCount,
      columns: transitions.columns, classOf: transitions.classOf,
      cells: transitions.cells.moved(to: storage, at: at.0))
    return (t, flags.moved(to: storage, at: at.1))
  }

  /// Targets, flags and the start in range.
  package func checkInvariants() throws(InvariantViolation) {
    try transitions.checkInvariants()
    guard flags.count == stateCount, flags.largest <= 3, start.index < stateCount
    else { throw InvariantViolation(message: "prefix automaton: flags or start out of range") }
  }

  /// The most states a prefix rule's automaton may have (its limit in `RuleError.tooLarge`).
  package static let maxStates = 20_000

  /// The end of the first match at the start of `digits` (Python's `re.match(...).end()`),
  /// or nil when there is none. `base` is taken off each element first: 48 for ASCII digits,
  /// read in place (a lazy map of them cost the formatter twice the instructions).
  /// - Complexity: O(digits), one table step per digit.
  package func matchEnd(_ digits: some Collection<UInt8>, less base: UInt8 = 0) -> Int? {
    var s = start
    var last: Int? = matchHere(s) ? 0 : nil
    var i = 0
    for d in digits {
      s = transitions.next(s, d &- base)
      i += 1
      if s.isDead { return last }
      if matchHere(s) { last = i }
    }
    if matchAtEnd(s) { return i }
    return last
  }

  /// `matchEnd` on digit values in a buffer (the parser's), the table's cell width settled once
  /// for the walk.
  @inline(__always)
  package func matchEnd(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
    switch transitions.cells.width {
    case 1: return matchEnd(digits, cells: UInt8.self)
    case 2: return matchEnd(digits, cells: UInt16.self)
    default: return matchEnd(digits, cells: UInt32.self)
    }
  }

  @inline(__always)
  private func matchEnd<T: FixedWidthInteger & UnsignedInteger>(
    _ digits: UnsafeBufferPointer<UInt8>, cells type: T.Type
  ) -> Int? {
    transitions.withStep(cells: T.self) { next -> Int? in
      var s = start
      var last: Int? = matchHere(s) ? 0 : nil
      for i in 0..<digits.count {
        s = next(s, digits[i])
        if s.isDead { return last }
        if matchHere(s) { last = i &+ 1 }
      }
      return matchAtEnd(s) ? digits.count : last
    }
  }

}
