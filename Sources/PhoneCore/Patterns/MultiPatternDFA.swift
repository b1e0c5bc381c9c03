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

  /// An automaton from its parts (read from a table file, or built by PhoneCompiler's
  /// `MultiPatternDFA.compile`; `checkInvariants` validates it).
  package init(
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
