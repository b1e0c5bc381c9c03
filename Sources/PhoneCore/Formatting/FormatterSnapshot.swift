// FormatterSnapshot: a formatter's state after some keys, kept compact, as a field keeps it to
// resume an edit from.
//
// A `PhoneNumberField` keeps a checkpoint every few keys, so that an edit in the middle types
// only the keys after it. A checkpoint was a whole formatter: its value (689 bytes), a block
// of work buffers of its own (640 bytes at their capacities) and an output array, about 1.5 KB
// in 23 cache lines, for a state whose buffers hold some 60 units. An edit of a field that is
// not in the cache (the benchmark edits 3,298 fields in turn; an app, a field it has not
// touched for a while) spent half its time fetching them: `edit/middle` took 676 ns with all
// its fields and 348 ns with every 16th of them, the same kind of keys.
//
// A snapshot is what a keystroke changes (the formatter's `State`: the phase, the template's
// place, the automaton cursor, ...) and the elements of the buffers that matter
// after the keystroke, packed one after another into the field's one byte buffer:
//
//   bytes:  [ typed | output | template | prefix | dialled | national | national prefix ]
//             UTF-16 units (two bytes each) ........  digits (one byte each) ............
//
// The scratch buffers are not kept: no keystroke reads what an earlier one left there.

extension AsYouTypeFormatter {
  /// A formatter's state after some keys: everything a keystroke can change, but the work
  /// counter and the scratch buffers; its buffers' elements are in a byte buffer beside it.
  /// A formatter with a ``rulesError`` has none (it shows the text as typed until cleared; a
  /// field keeps no checkpoint past it, and an edit there types the keys from the one before).
  ///
  /// The fields are laid out so that a resume that finds the same format list in use reads
  /// two cache lines of it: the list (a reference, assigned only when it differs) comes last,
  /// after the fields every resume reads, narrowed where their values are small.
  package struct Snapshot: Sendable {
    /// The step's state, whole (`State`): what the formatter's `state` was.
    var state = State()
    var rules: CompiledRegion
    /// Where the buffers' elements start in the bytes.
    package var start = 0
    /// How many elements each buffer has.
    var counts = Counts()
    var list: FormatList

    /// Elements per buffer, in the order the bytes hold them.
    struct Counts: Sendable {
      var typed: Int32 = 0
      var output: Int32 = 0
      var template: Int32 = 0
      var prefix: Int32 = 0
      var dialled: Int32 = 0
      var national: Int32 = 0
      var nationalPrefix: Int32 = 0

      /// The bytes the elements take.
      var bytes: Int {
        2 * Int(typed + output + template + prefix) + Int(dialled + national + nationalPrefix)
      }
    }

    /// Where the next snapshot's elements start (after these, at an even offset).
    package var end: Int { (start + counts.bytes + 1) & ~1 }

    /// A snapshot holding `formatter`'s references, to be filled by
    /// `AsYouTypeFormatter.save(into:bytes:)` (which assigns the references only when they
    /// differ: a retain and a release each otherwise).
    package init(_ f: AsYouTypeFormatter) {
      rules = f.rules
      list = f.list
    }
  }

  /// Whether this formatter's state can be kept in a snapshot: not with a rules error, nor
  /// with buffers past what a snapshot counts (2^28 elements: never in practice).
  var canSnapshot: Bool {
    !hasRulesError && typed.count < 1 << 28 && output.count < 1 << 28
      && templateUnits.count < 1 << 28 && prefix.count < 1 << 28
  }

  /// Keeps this formatter's state in `snapshot`, its buffers' elements appended to `bytes`
  /// (whose count must be even: where the elements start).
  package func save(into snapshot: inout Snapshot, bytes: inout FormatterBuffer<UInt8>) {
    precondition(canSnapshot, "no snapshot of this formatter (canSnapshot)")
    // References and enums with payloads are assigned only when they differ: assigning costs
    // a retain and a release, or a value-witness copy, and a checkpoint mostly has the same.
    if snapshot.rules !== rules { snapshot.rules = rules }
    if snapshot.list.automaton !== list.automaton { snapshot.list = list }
    snapshot.state = state
    let counts = Snapshot.Counts(
      typed: Int32(typed.count), output: Int32(output.count),
      template: Int32(templateUnits.count), prefix: Int32(prefix.count),
      dialled: Int32(dialled.count), national: Int32(national.count),
      nationalPrefix: Int32(nationalPrefix.count))
    snapshot.counts = counts
    snapshot.start = bytes.count
    let (t, u, pr, d, n, np) = (
      typed.elements, templateUnits.elements, prefix.elements, dialled.elements,
      national.elements, nationalPrefix.elements
    )
    // The closures capture the buffers' pointers, not `self` (a copy of the whole formatter).
    output.withUnsafeBufferPointer { o in
      bytes.appendBytes((counts.bytes + 1) & ~1) { p in
        var q = p
        Self.copy(t, to: &q)
        Self.copy(o, to: &q)
        Self.copy(u, to: &q)
        Self.copy(pr, to: &q)
        Self.copy(d, to: &q)
        Self.copy(n, to: &q)
        Self.copy(np, to: &q)
      }
    }
  }

  /// Copies `elements` to `p`'s memory (any alignment) and moves `p` past them.
  @inline(__always)
  static func copy<E>(_ elements: UnsafeBufferPointer<E>, to p: inout UnsafeMutableRawPointer) {
    let n = elements.count &* MemoryLayout<E>.stride
    if n > 0 { p.copyMemory(from: UnsafeRawPointer(elements.baseAddress!), byteCount: n) }
    p += n
  }

  /// Makes this formatter the one `snapshot` was taken of (a formatter of the same region and
  /// catalog; read in place: a snapshot passed by value is copied first, a retain per
  /// reference), its buffers' elements read from `bytes`: no allocation when the buffers have
  /// room. The digit limit stays this formatter's: the keys a snapshot follows were accepted.
  package mutating func resume(
    from snapshot: UnsafePointer<Snapshot>, bytes: UnsafeBufferPointer<UInt8>
  ) {
    ownStorage()
    if rules !== snapshot.pointee.rules { rules = snapshot.pointee.rules }
    if list.automaton !== snapshot.pointee.list.automaton { list = snapshot.pointee.list }
    if hasRulesError { rulesError = nil }
    state = snapshot.pointee.state
    updateLimitInForce()
    let c = snapshot.pointee.counts
    let start = snapshot.pointee.start
    precondition(start >= 0 && start + c.bytes <= bytes.count, "bad snapshot")
    var p = UnsafeRawPointer(bytes.baseAddress!) + start
    typed.replaceAll(copying: &p, count: Int(c.typed))
    output.elements.replaceAll(copying: &p, count: Int(c.output))
    templateUnits.replaceAll(copying: &p, count: Int(c.template))
    prefix.replaceAll(copying: &p, count: Int(c.prefix))
    dialled.replaceAll(copying: &p, count: Int(c.dialled))
    national.replaceAll(copying: &p, count: Int(c.national))
    nationalPrefix.replaceAll(copying: &p, count: Int(c.nationalPrefix))
    work &+= typed.count &+ output.count &+ national.count
  }
}
