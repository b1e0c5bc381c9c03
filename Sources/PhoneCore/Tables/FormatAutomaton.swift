// FormatAutomaton: one DFA over a national number that answers, per state, every question the
// as-you-type formatter asks of a region's format list.
//
// Transitions: a `TransitionTable` (uniform states first, digit classes, 1-2 bytes a cell).
//
// Per state, the numbers of its three answers packed in one `CompactIntegers` element (1 byte
// for most automata, 2 for the largest), each answer stored once per automaton and shared by
// the states that have it:
//
//   stateParts[s]:  bit 31 ..        orderShift ..   survivorShift ..   0
//                   ┌───────────────┬────────────────┬──────────────────┐
//                   │ order i       │ survivors i    │ complete i       │
//                   └───────────────┴────────────────┴──────────────────┘
//
//   complete i  -> completeSets[i]: formats whose pattern matches in full
//   survivors i -> survivorSets[i * columns + j]: formats whose leading-digits pattern number
//                  min(j, last) matches a prefix (j = digits - 3)
//   order i     -> order entries i * formatCount ..< +formatCount: formats best first (the
//                  ranking), one byte each in `orderLists`
//
// Of the core pack's 20,555 format states there are 895 distinct complete sets, 3,660 survivor
// vectors and 2,867 orders. Format sets are bit sets over the list's formats (bit i = format
// i), so at most `maxFormats` formats per list, stored at the narrowest width that holds them
// (`FormatSets`). The compiler builds it (Compiler/FormatAutomaton+Build.swift); this file
// holds the table and its reads.

/// Compiled answers to "which formats fit these digits" for one format list of a region.
///
/// An immutable final class rather than a struct: the formatter reaches its tables on every
/// keystroke, and sharing one reference costs one retain where copying a struct of its arrays
/// cost one per array (measured with `phonefmt-bench`).
///
/// `@unchecked Sendable` for the pointers a keystroke reads through: into its `TableStorage`,
/// which the views below keep alive and nothing writes after `init`.
package final class FormatAutomaton: @unchecked Sendable {
  package static let maxFormats = 64
  /// The most states one format list may compile to; beyond it the region is refused.
  package static let maxStates = 200_000
  /// The most key cells (states times the components of a state: one per format and per
  /// leading-digits pattern) the construction may hold, about 80 MB. A region with many
  /// formats and long leading-digits lists gets a state limit below `maxStates` so that its
  /// keys stay within this; the core pack's largest list (CN) needs 204,140.
  package static let maxKeyCells = 20_000_000

  // What a keystroke reads comes first, in the object's first two cache lines (with its
  // header): pointers to the tables' parts, which are one allocation (`TableStorage.pack`, in
  // the designated init), and their sizes and shapes in narrow fields. The views after them
  // (`transitions`, `stateParts`, ...) hold the same memory for everything else (table files,
  // invariant checks, tests); as the first fields they took four lines of the object, each a
  // miss when a pass of every region's typings comes back to the region.
  private let cellBytes: UnsafeRawPointer
  private let partBytes: UnsafeRawPointer
  private let completeBytes: UnsafeRawPointer
  private let survivorBytes: UnsafeRawPointer
  private let orderBytes: UnsafePointer<UInt8>
  /// `transitions.classOf`: the column of digit d at bits 4d..<4d+4.
  private let classOf: UInt64
  private let uniformCount: UInt32
  private let cellCount: UInt32
  private let partCount: UInt32
  private let completeCount: UInt32
  private let survivorCount: UInt32
  private let orderByteCount: UInt32
  private let completeMask32: UInt32
  private let survivorMask32: UInt32
  /// `formatCount` and `survivorColumns`, clamped (the invariant check refuses more than 64
  /// formats; the reads below check their indexes whatever these hold).
  private let formats32: UInt32
  private let columns32: UInt32
  package let start: StateID
  private let cellColumns: UInt8
  private let cellWidth: UInt8
  private let partWidth: UInt8
  private let completeNarrow: Bool
  private let survivorNarrow: Bool
  private let survivorShift8: UInt8
  private let orderShift8: UInt8

  package let transitions: TransitionTable
  /// Each state's complete-set, survivor-vector and order numbers (see the diagram above).
  package let stateParts: CompactIntegers
  /// Bits of the complete-set number; the survivor number starts here.
  package let survivorShift: Int
  /// Where the order number starts.
  package let orderShift: Int
  package let completeMask: Int
  package let survivorMask: Int
  package let completeSets: FormatSets
  package let survivorSets: FormatSets
  package let orderLists: TableBytes
  package let formatCount: Int
  /// Largest leading-digits list length (at least 1): columns of a survivor vector.
  package let survivorColumns: Int
  /// How many orders `orderLists` holds.
  package let orderCount: Int
  /// States of the minimised automaton where the ranked winner differs from pack order
  /// (before explicit priorities are applied they show where a pack's order was hand-made).
  package let rankDisagreements: Int

  /// The automaton of a list without formats: one dead state, nothing ever fits.
  static let withoutFormats = FormatAutomaton(
    formatCount: 0, survivorColumns: 1, start: .dead, table: [UInt32](repeating: 0, count: 10),
    stateLabel: [0], completeMasks: [0], survivorMasks: [0], orders: [], rankDisagreements: 0)

  /// Bits that hold the numbers `0..<n` (0 for one number or none).
  package static func bits(_ n: Int) -> Int {
    n <= 1 ? 0 : Int.bitWidth - (n - 1).leadingZeroBitCount
  }

  /// An automaton from its compact parts (read from a table file; validated by the reader).
  init(
    formatCount: Int, survivorColumns: Int, start: StateID, transitions: TransitionTable,
    stateParts: CompactIntegers, survivorShift: Int, orderShift: Int, completeSets: FormatSets,
    survivorSets: FormatSets, orderLists: [UInt8], orderCount: Int, rankDisagreements: Int
  ) {
    self.formatCount = formatCount
    self.survivorColumns = survivorColumns
    self.start = start
    // The five parts in one storage.
    let (storage, at) = orderLists.withUnsafeBytes { orders in
      TableStorage.pack(
        transitions.cells.raw, stateParts.raw, completeSets.raw, survivorSets.raw, orders)
    }
    self.transitions = TransitionTable(
      uniformCount: transitions.uniformCount, stateCount: transitions.stateCount,
      columns: transitions.columns, classOf: transitions.classOf,
      cells: transitions.cells.moved(to: storage, at: at.0))
    self.stateParts = stateParts.moved(to: storage, at: at.1)
    self.survivorShift = survivorShift
    self.orderShift = orderShift
    self.completeMask = (1 << Swift.min(Swift.max(survivorShift, 0), 32)) - 1
    self.survivorMask = (1 << Swift.min(Swift.max(orderShift - survivorShift, 0), 32)) - 1
    self.completeSets = completeSets.moved(to: storage, at: at.2)
    self.survivorSets = survivorSets.moved(to: storage, at: at.3)
    self.orderLists = TableBytes(storage: storage, base: at.4, count: orderLists.count)
    self.orderCount = orderCount
    self.rankDisagreements = rankDisagreements
    // The keystroke's copies.
    (cellBytes, partBytes, completeBytes, survivorBytes) = (at.0, at.1, at.2, at.3)
    orderBytes = at.4.assumingMemoryBound(to: UInt8.self)
    classOf = transitions.classOf
    uniformCount = UInt32(clamping: transitions.uniformCount)
    cellCount = UInt32(clamping: transitions.cells.count)
    partCount = UInt32(clamping: stateParts.count)
    completeCount = UInt32(clamping: completeSets.count)
    survivorCount = UInt32(clamping: survivorSets.count)
    orderByteCount = UInt32(clamping: orderLists.count)
    completeMask32 = UInt32(truncatingIfNeeded: completeMask)
    survivorMask32 = UInt32(truncatingIfNeeded: survivorMask)
    formats32 = UInt32(clamping: formatCount)
    columns32 = UInt32(clamping: Swift.max(survivorColumns, 1))
    cellColumns = UInt8(clamping: transitions.columns)
    cellWidth = UInt8(clamping: transitions.cells.width)
    partWidth = UInt8(clamping: stateParts.width)
    completeNarrow = completeSets.width == 2
    survivorNarrow = survivorSets.width == 2
    survivorShift8 = UInt8(clamping: survivorShift)
    orderShift8 = UInt8(clamping: orderShift)
  }

  /// An automaton from a full table (`[state * 10 + digit]`, state 0 dead) and per-label
  /// arrays: `completeMasks[l]`, `survivorMasks[l * survivorColumns + j]`,
  /// `orders[l * formatCount + k]`. Compacts them; labels are not checked here (see
  /// `checkInvariants`: a label out of range gets numbers out of range).
  package convenience init(
    formatCount: Int, survivorColumns: Int, start: StateID, table: [UInt32], stateLabel: [UInt32],
    completeMasks: [UInt64], survivorMasks: [UInt64], orders: [UInt8], rankDisagreements: Int
  ) {
    let states = table.count / 10
    let (transitions, newID) = TransitionTable.compact(table, stateCount: states)
    func shared<T: Hashable>(_ items: [T]) -> (index: [Int], distinct: [T]) {
      var ids: [T: Int] = [:]
      var distinct: [T] = []
      let index = items.map { item in
        if let id = ids[item] { return id }
        ids[item] = distinct.count
        distinct.append(item)
        return distinct.count - 1
      }
      return (index, distinct)
    }
    let labelCount = completeMasks.count
    let complete = shared(completeMasks)
    let survivors = shared(
      (0..<labelCount).map {
        Array(survivorMasks[($0 * survivorColumns)..<(($0 + 1) * survivorColumns)])
      })
    let order = shared(
      (0..<labelCount).map { Array(orders[($0 * formatCount)..<(($0 + 1) * formatCount)]) })
    // One more number per part than there are: what a label out of range gets.
    let survivorShift = Self.bits(complete.distinct.count + 1)
    let orderShift = survivorShift + Self.bits(survivors.distinct.count + 1)
    var parts = [UInt32](repeating: 0, count: states)
    for (old, new) in newID.enumerated() {
      let l = Int(stateLabel[old])
      let (c, v, o) =
        l < labelCount
        ? (complete.index[l], survivors.index[l], order.index[l])
        : (complete.distinct.count, survivors.distinct.count, order.distinct.count)
      parts[Int(new)] = UInt32(c | v << survivorShift | o << orderShift)
    }
    self.init(
      formatCount: formatCount, survivorColumns: survivorColumns,
      start: StateID(newID[start.index]),
      transitions: transitions, stateParts: CompactIntegers(parts), survivorShift: survivorShift,
      orderShift: orderShift, completeSets: FormatSets(complete.distinct),
      survivorSets: FormatSets(survivors.distinct.flatMap { $0 }),
      orderLists: order.distinct.flatMap { $0 },
      orderCount: order.distinct.count, rankDisagreements: rankDisagreements)
  }

  package var stateCount: Int { transitions.stateCount }

  /// Bytes of the tables (transitions, per-state parts, shared sets and orders).
  package var byteCount: Int {
    transitions.byteCount + stateParts.byteCount + completeSets.byteCount
      + survivorSets.byteCount + orderLists.count
  }

  /// `transitions.next(state, digit)`, from the fields above (each read checks its index).
  @inline(__always) package func next(_ state: StateID, _ digit: UInt8) -> StateID {
    let i = TransitionTable.cell(
      state, digit, uniformCount: Int(uniformCount), columns: Int(cellColumns), classOf: classOf)
    precondition(UInt(bitPattern: i) < UInt(cellCount), "a state of the automaton")
    return StateID(CompactIntegers.element(i, at: cellBytes, width: Int(cellWidth)))
  }

  /// Formats whose pattern matches all of the digits that led to `state`.
  @inline(__always) package func complete(_ state: StateID) -> FormatSet {
    complete(parts: parts(of: state))
  }

  /// Formats that pass the narrowing step at a national number of `length` digits.
  @inline(__always) package func survivors(_ state: StateID, length: Int) -> FormatSet {
    survivors(parts: parts(of: state), length: length)
  }

  /// The best-ranked format of `set` at `state`, or nil when the set is empty.
  @inline(__always) package func best(_ set: FormatSet, at state: StateID) -> Int? {
    best(set, parts: parts(of: state))
  }

  /// A state's three answer numbers, packed (see the diagram above): read once by a caller
  /// that asks several of its answers (the keystroke's fast path asks all three).
  @inline(__always) package func parts(of state: StateID) -> Int {
    precondition(state.raw < partCount, "a state of the automaton")
    return Int(CompactIntegers.element(state.index, at: partBytes, width: Int(partWidth)))
  }

  @inline(__always) func complete(parts: Int) -> FormatSet {
    let i = parts & Int(completeMask32)
    precondition(UInt(bitPattern: i) < UInt(completeCount), "a complete set of the automaton")
    return FormatSets.element(i, at: completeBytes, narrow: completeNarrow)
  }

  @inline(__always) func survivors(parts: Int, length: Int) -> FormatSet {
    let columns = Int(columns32)
    let j = Swift.min(Swift.max(length &- 3, 0), columns &- 1)
    // Shifts of at most 64 (clamped): `&>>` masks them, `checkInvariants` refuses past 32.
    let v = (parts &>> Int(survivorShift8)) & Int(survivorMask32)
    let i = v &* columns &+ j
    precondition(UInt(bitPattern: i) < UInt(survivorCount), "a survivor set of the automaton")
    return FormatSets.element(i, at: survivorBytes, narrow: survivorNarrow)
  }

  @inline(__always) func best(_ set: FormatSet, parts: Int) -> Int? {
    if set.isEmpty { return nil }
    if set.isSingle { return set.first }  // one format: no ranking
    let n = Int(formats32)
    let base = (parts &>> Int(orderShift8)) &* n
    // One check for the order's n entries.
    precondition(base >= 0 && base &+ n <= Int(orderByteCount), "an order of the automaton")
    for k in 0..<n {
      let f = Int(orderBytes[base &+ k])
      if set.contains(f) { return f }
    }
    return nil
  }

  /// Runs `digits` from the start state.
  package func state(after digits: some Sequence<UInt8>) -> StateID {
    var s = start
    for d in digits { s = next(s, d) }
    return s
  }
}
