// TransitionTable: the one transition-table type under every run-time automaton (format lists,
// number types, prefix rules), compact enough that all of the core pack's tables fit in a
// phone app's memory budget, and one or two array reads per digit.
//
// Layout:
//
//   classOf (4 bits per digit, packed in a UInt64): digit -> column; digits that every state
//   treats alike share a column (`[2-9]` rules make 0 | 1 | 2-9 three columns, not ten)
//
//   cells (`CompactIntegers`: 1, 2 or 4 bytes each, the narrowest that holds every state ID):
//
//     state:   0      1     ...  u-1 | u                       u+1                     ...
//            ┌──────┬─────┬─────┬─────┬───────────────────────┬───────────────────────┬──
//   cells:   │  0   │ t1  │ ... │ tu-1│ row u: one cell per   │ row u+1               │ ...
//            │(dead)│     │     │     │ column                │                       │
//            └──────┴─────┴─────┴─────┴───────────────────────┴───────────────────────┴──
//            uniform states: one cell,      dense states: `columns` cells each,
//            the target for every digit     row of s at u + (s - u) * columns
//
//   next(s, d) = s < u ? cell[s] : cell[u + (s - u) * columns + classOf[d]]
//
// State 0 is the dead state: uniform, looping to itself. States whose ten targets are all the
// same (most of them: a number's remaining digits are counted, not told apart) are numbered
// first, so the hot step tests `s < u` once. Building a table renumbers states accordingly and
// returns the old-to-new map so that the automaton can permute its labels.

/// A state of a compiled automaton: a row of its `TransitionTable`. State 0 is the dead state
/// of every automaton (no continuation can match; it loops to itself).
///
/// A type of its own rather than a bare `UInt32`, so that a state is never taken for a count,
/// a digit or another table's number; in release builds it is the `UInt32` it wraps.
package struct StateID: Hashable, Sendable, Comparable, CustomStringConvertible {
  package var raw: UInt32

  @inline(__always) package init(_ raw: UInt32) { self.raw = raw }

  /// The state no continuation leaves: nothing can match any more.
  package static let dead = StateID(0)

  @inline(__always) package var isDead: Bool { raw == 0 }
  /// The state's row, for per-state arrays.
  @inline(__always) package var index: Int { Int(raw) }

  package static func < (a: StateID, b: StateID) -> Bool { a.raw < b.raw }
  package var description: String { "state \(raw)" }
}

/// A compact table of transitions over the ten digits.
package struct TransitionTable: Sendable, Hashable {
  /// States `0..<uniformCount` have one target for every digit.
  package let uniformCount: Int
  package let stateCount: Int
  /// Cells per dense row (digit equivalence classes).
  package let columns: Int
  /// Column of digit d at bits 4d..<4d+4.
  package let classOf: UInt64
  /// Uniform states' targets, then dense rows (see the layout above).
  package let cells: CompactIntegers

  /// Bytes of the cells and the class map.
  package var byteCount: Int { cells.byteCount + 8 }

  /// The state after `digit` (0...9) from `state`.
  /// - Complexity: O(1): a comparison and one or two array reads.
  @inline(__always) package func next(_ state: StateID, _ digit: UInt8) -> StateID {
    StateID(
      cells[
        Self.cell(
          state, digit, uniformCount: uniformCount, columns: columns, classOf: classOf)])
  }

  /// The cell that holds the target of `state` on `digit` (see the layout above): what `next`
  /// reads, and what a `FormatAutomaton` reads through the fields it keeps.
  @inline(__always)
  static func cell(
    _ state: StateID, _ digit: UInt8, uniformCount u: Int, columns: Int, classOf: UInt64
  ) -> Int {
    let s = state.index
    let column = Int(truncatingIfNeeded: (classOf &>> (UInt64(digit) &* 4)) & 0xf)
    return s < u ? s : u &+ (s &- u) &* columns &+ column
  }

  /// The state after `digits` from `start`; dead once the dead state is reached. The cell width
  /// is settled once for the walk, not at every digit (half the instructions of a number-type
  /// match).
  @inline(__always)
  package func state(after digits: some Sequence<UInt8>, from start: StateID) -> StateID {
    switch cells.width {
    case 1: return walk(digits, from: start, cells: UInt8.self)
    case 2: return walk(digits, from: start, cells: UInt16.self)
    default: return walk(digits, from: start, cells: UInt32.self)
    }
  }

  /// The walk of `state(after:from:)` over cells of type `T`.
  @inline(__always)
  private func walk<T: FixedWidthInteger & UnsignedInteger>(
    _ digits: some Sequence<UInt8>, from start: StateID, cells type: T.Type
  ) -> StateID {
    withStep(cells: T.self) { next in
      var s = start
      for d in digits {
        s = next(s, d)
        if s.isDead { return .dead }
      }
      return s
    }
  }

  /// `next` for `body`, reading cells of type `T` (which must be the table's width): a walk
  /// that settles the width once. Every cell read is checked against the table's size, as the
  /// subscript checks it.
  @inline(__always)
  package func withStep<T: FixedWidthInteger & UnsignedInteger, R>(
    cells type: T.Type, _ body: ((StateID, UInt8) -> StateID) -> R
  ) -> R {
    let (u, columns, classOf, count) = (uniformCount, self.columns, self.classOf, cells.count)
    return cells.withBase { base in
      body { s, d in
        let i = Self.cell(s, d, uniformCount: u, columns: columns, classOf: classOf)
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
        return StateID(UInt32(base.load(fromByteOffset: i &* MemoryLayout<T>.size, as: T.self)))
      }
    }
  }

  /// A table from its parts (read from a table file; `checkInvariants` validates it).
  init(uniformCount: Int, stateCount: Int, columns: Int, classOf: UInt64, cells: [UInt32]) {
    self.init(
      uniformCount: uniformCount, stateCount: stateCount, columns: columns, classOf: classOf,
      cells: CompactIntegers(cells))
  }

  init(
    uniformCount: Int, stateCount: Int, columns: Int, classOf: UInt64, cells: CompactIntegers
  ) {
    self.uniformCount = uniformCount
    self.stateCount = stateCount
    self.columns = columns
    self.classOf = classOf
    self.cells = cells
  }

  /// The ten columns' classes, digit by digit.
  var classes: [Int] { (0..<10).map { Int((classOf >> (UInt64($0) * 4)) & 0xf) } }

  /// Compacts a full table (`[state * 10 + digit]`, state 0 dead): renumbers states so that
  /// uniform ones come first, merges digits no state tells apart.
  /// - Returns: the table and, for each old state, its new number.
  package static func compact(_ full: [UInt32], stateCount n: Int) -> (
    table: TransitionTable, newID: [UInt32]
  ) {
    precondition(full.count == n * 10 && n > 0, "a full table of n states")
    func isUniform(_ s: Int) -> Bool {
      let base = s * 10
      for d in 1..<10 where full[base + d] != full[base] { return false }
      return true
    }
    var order: [Int] = [0]
    for s in 1..<n where isUniform(s) { order.append(s) }
    let uniformCount = order.count
    for s in 1..<n where !isUniform(s) { order.append(s) }
    var newID = [UInt32](repeating: 0, count: n)
    for (new, old) in order.enumerated() { newID[old] = UInt32(new) }
    // Digit classes: digits whose columns are equal over all dense states.
    var classOf: UInt64 = 0
    var representatives: [Int] = []
    for d in 0..<10 {
      let same = representatives.firstIndex { r in
        order[uniformCount...].allSatisfy { full[$0 * 10 + r] == full[$0 * 10 + d] }
      }
      let c = same ?? representatives.count
      if same == nil { representatives.append(d) }
      classOf |= UInt64(c) << UInt64(d * 4)
    }
    var cells: [UInt32] = []
    cells.reserveCapacity(uniformCount + (n - uniformCount) * representatives.count)
    for old in order[..<uniformCount] { cells.append(newID[Int(full[old * 10])]) }
    for old in order[uniformCount...] {
      for r in representatives { cells.append(newID[Int(full[old * 10 + r])]) }
    }
    let table = TransitionTable(
      uniformCount: uniformCount, stateCount: n, columns: representatives.count,
      classOf: classOf, cells: cells)
    return (table, newID)
  }

  /// Every target is a state, the class map names real columns, the dead state loops to itself.
  package func checkInvariants() throws(InvariantViolation) {
    guard stateCount > 0, uniformCount >= 1, uniformCount <= stateCount else {
      throw InvariantViolation(message: "\(uniformCount) uniform states of \(stateCount)")
    }
    guard (1...10).contains(columns) || (columns == 0 && uniformCount == stateCount) else {
      throw InvariantViolation(message: "\(columns) digit classes")
    }
    let inRange = (0..<10).allSatisfy {
      Int((classOf >> (UInt64($0) * 4)) & 0xf) < Swift.max(columns, 1)
    }
    guard inRange, classOf >> 40 == 0 else {
      throw InvariantViolation(message: "a digit's class is out of range")
    }
    let (dense, overflow) = (stateCount - uniformCount).multipliedReportingOverflow(by: columns)
    guard !overflow, cells.count == uniformCount + dense else {
      throw InvariantViolation(message: "\(cells.count) cells for \(stateCount) states")
    }
    if Int(cells.largest) >= stateCount,
      let i = (0..<cells.count).first(where: {
        Int(cells[$0]) >= stateCount
      })
    {
      throw InvariantViolation(message: "cell \(i) targets state \(cells[i]) of \(stateCount)")
    }
    guard cells[0] == 0 else { throw InvariantViolation(message: "state 0 is not dead") }
  }
}
