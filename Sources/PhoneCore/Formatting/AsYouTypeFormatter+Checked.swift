// AsYouTypeFormatter+Checked: the checked build (`-DPHONE_CHECKED`: the package's `Checked` trait,
// `swift test --traits Checked`, never on in an app's build), which runs the general step beside the fast paths at every
// keystroke and traps on the first difference.
//
// The fast paths (`appendDigit` and what it calls, +Step) each do what `advance` would do for
// the common digit, without its dispatch, and are kept equivalent by hand. In a checked build a
// digit the fast paths take is also typed by the general step (`inputStepped`) on a copy of the
// formatter made before the keystroke; the two must then agree on everything a later keystroke
// or the app reads (``AsYouTypeFormatter/State`` and the buffers); a fast path that declines is
// compared too (it must have changed nothing). A difference traps with the
// region, the keys typed and the fields that differ, so the conformance corpora, the property
// tests and the typing fuzzer check the fast paths at every keystroke they type.
//
// The copy's work buffers live in storage taken from a pool and given back after the
// comparison, so a warm checked formatter allocates only what its general steps allocate (the
// exact counts of Benchmarks/Baselines/counts.json, debug section, are the checked build's).
// The checked build also asks, at every keystroke, that the work buffers' unsafe memory keeps
// its invariants (`workBuffersHold`).

#if PHONE_CHECKED
  extension AsYouTypeFormatter {
    /// `input(scalar:digit:)` of the checked build: the fast paths, checked against the general
    /// step whenever they take the keystroke.
    mutating func inputChecked(_ c: Unicode.Scalar, digit: UInt8?) -> InputOutcome {
      ownStorage()
      defer {
        precondition(workBuffersHold, "PHONE_CHECKED: a work buffer out of place in \(region)")
      }
      guard let digit else { return inputStepped(c, digit: nil) }
      var general = self
      general.copyStorage(into: CheckedStoragePool.take(bytes: workBytesInUse))
      _ = general.inputStepped(c, digit: digit)
      guard appendDigit(digit) else {
        // A fast path that declines must have changed nothing: the general step typed here then
        // leaves what it left on the copy.
        let outcome = inputStepped(c, digit: digit)
        requireAgreement(with: general, path: "a fast path that declined")
        CheckedStoragePool.giveBack(consume general)
        return outcome
      }
      requireAgreement(with: general, path: "the fast path")
      CheckedStoragePool.giveBack(consume general)
      return .accepted
    }
  }

  /// Work storage for the checked build's general steps, used again once a step's copy is gone.
  enum CheckedStoragePool {
    /// `Locked` (a pthread mutex), not `Synchronization.Mutex`: on Linux the latter is a futex
    /// the thread sanitizer does not see, which reported the pool's accesses as a race.
    private static let free = Locked<[WorkStorage]>([])

    /// Storage whose block holds `bytes`, empty: one given back before, or a new one.
    static func take(bytes: Int) -> WorkStorage {
      let reused = free.withLock { pool -> WorkStorage? in
        guard let i = pool.lastIndex(where: { $0.capacity >= bytes }) else { return nil }
        return pool.remove(at: i)
      }
      return reused ?? WorkStorage(bytes: bytes)
    }

    /// Gives the storage of `formatter`, a general step's copy, back for another step, once the
    /// copy is gone (a storage referenced twice would be copied by the next step that writes).
    static func giveBack(_ formatter: consuming AsYouTypeFormatter) {
      let storage = formatter.storage
      _ = consume formatter
      storage.reset()
      free.withLock { pool in
        if pool.count < 16 { pool.append(storage) }
      }
    }
  }
#endif

extension AsYouTypeFormatter {
  /// Whether this build is the checked build (the `Checked` trait, PHONE_CHECKED).
  package static var isCheckedBuild: Bool {
    #if PHONE_CHECKED
      true
    #else
      false
    #endif
  }

  /// The checked build's verdict on one keystroke: traps, naming the region, the keys typed and
  /// every field that differs, unless this formatter (typed by `path`) agrees with `general`
  /// (the same keys typed by the general step).
  package func requireAgreement(with general: AsYouTypeFormatter, path: String) {
    guard !agrees(with: general) else { return }
    preconditionFailure(
      "PHONE_CHECKED: \(path) and the general step differ for region \(region), "
        + "keys \(general.keysTyped.debugDescription): "
        + differences(from: general).joined(separator: "; "))
  }

  /// Whether this formatter and `other`, typed the same keys by other paths, agree on what a
  /// later keystroke or an app reads: the text, the decided state (``State/decided``), the rules,
  /// the list and the buffers; and whether what each keeps known holds (``claimsHold``). The work
  /// counter and the scratch buffers are not compared (no keystroke reads what an earlier one
  /// left there). No allocation: the checked build asks it at every keystroke.
  package func agrees(with other: AsYouTypeFormatter) -> Bool {
    output.elements.elementsEqual(other.output.elements)
      && state.decided == other.state.decided
      && rules === other.rules && list === other.list && rulesError == other.rulesError
      && typed.elementsEqual(other.typed) && dialled.elementsEqual(other.dialled)
      && national.elementsEqual(other.national) && prefix.elementsEqual(other.prefix)
      && nationalPrefix.elementsEqual(other.nationalPrefix)
      && templateUnits.elementsEqual(other.templateUnits)
      && claimsHold && other.claimsHold
  }

  /// What differs between this formatter (typed by the fast paths) and `other` (by the general
  /// step), in words: empty when ``agrees(with:)``.
  package func differences(from other: AsYouTypeFormatter) -> [String] {
    var found: [String] = []
    func compare<T: Equatable>(_ name: String, _ mine: T, _ theirs: T) {
      if mine != theirs { found.append("\(name): fast \(mine), general \(theirs)") }
    }
    compare("text", text, other.text)
    compare("state", state.decided, other.state.decided)
    compare("rules", ObjectIdentifier(rules), ObjectIdentifier(other.rules))
    compare("list", ObjectIdentifier(list), ObjectIdentifier(other.list))
    compare("rulesError", rulesError, other.rulesError)
    compare("typed", Array(typed), Array(other.typed))
    compare("dialled", Array(dialled), Array(other.dialled))
    compare("national", Array(national), Array(other.national))
    compare("prefix", Array(prefix), Array(other.prefix))
    compare("nationalPrefix", Array(nationalPrefix), Array(other.nationalPrefix))
    compare("templateUnits", Array(templateUnits), Array(other.templateUnits))
    found += falseClaims().map { "fast: " + $0 }
    found += other.falseClaims().map { "general: " + $0 }
    return found
  }

  /// Whether every work buffer is placed in the formatter's own storage (`output.owner`), holds
  /// no more than its capacity, and overlaps no other: the invariants of the unsafe memory
  /// behind `WorkBuffer`, asked by the checked build at every keystroke. No allocation.
  package var workBuffersHold: Bool {
    let owner = output.owner
    guard
      typed.isPlaced(in: owner), dialled.isPlaced(in: owner), national.isPlaced(in: owner),
      prefix.isPlaced(in: owner), nationalPrefix.isPlaced(in: owner),
      templateUnits.isPlaced(in: owner), scratch.isPlaced(in: owner),
      retypeKeys.isPlaced(in: owner),
      output.elements.isPlaced(in: owner)
    else { return false }
    return withUnsafeTemporaryAllocation(of: Range<UInt>.self, capacity: 9) { extents in
      extents.initializeElement(at: 0, to: typed.extent)
      extents.initializeElement(at: 1, to: dialled.extent)
      extents.initializeElement(at: 2, to: national.extent)
      extents.initializeElement(at: 3, to: prefix.extent)
      extents.initializeElement(at: 4, to: nationalPrefix.extent)
      extents.initializeElement(at: 5, to: templateUnits.extent)
      extents.initializeElement(at: 6, to: scratch.extent)
      extents.initializeElement(at: 7, to: retypeKeys.extent)
      extents.initializeElement(at: 8, to: output.elements.extent)
      return WorkStorage.disjoint(UnsafeBufferPointer(extents))
    }
  }

  /// The keys typed so far, as typed (digits of every script as ASCII digits).
  package var keysTyped: String {
    state.typedIsDialled
      ? String(decoding: dialled.elements, as: UTF8.self)
      : String(decoding: typed.elements, as: UTF16.self)
  }

  /// Whether what the state keeps known of the text and the automaton holds: `shown` (how the
  /// text was written: the start of the text as typed, or the prefix and the template up to an
  /// offset), `showsDialled` and the cursor, the claims the fast paths rely on. A fast path may
  /// know more of the text it appended to than the general step, or less; never something
  /// false. No allocation.
  package var claimsHold: Bool { claimedShownHolds && claimedDialledHolds && claimedCursorHolds }

  /// The claims of ``claimsHold`` that do not hold, in words.
  package func falseClaims() -> [String] {
    var found: [String] = []
    if !claimedShownHolds { found.append("shown \(state.shown), but the text is not that") }
    if !claimedDialledHolds {
      found.append("showsDialled, but the text does not show the characters dialled")
    }
    if !claimedCursorHolds {
      found.append("cursor \(state.cursor) after \(state.cursorDigits) digits, but not so")
    }
    return found
  }

  private var claimedShownHolds: Bool {
    output.withUnsafeBufferPointer { text in
      switch state.shown {
      case .other:
        return true
      case .typed:
        guard text.count <= typedCount else { return false }
        for i in 0..<text.count {
          let u = state.typedIsDialled ? UInt16(dialled[i]) : typed[i]
          if text[i] != u { return false }
        }
        return true
      case .template(let end):
        guard end >= 0, end < templateUnits.count else { return false }
        let space = spacesPrefix
        let p = prefix.count + (space ? 1 : 0)
        guard text.count == p + end + 1 else { return false }
        for i in 0..<prefix.count where text[i] != prefix[i] { return false }
        if space && text[prefix.count] != 32 { return false }
        for i in 0...end where text[p + i] != templateUnits[i] { return false }
        return true
      }
    }
  }

  private var claimedDialledHolds: Bool { !state.showsDialled || showsCharactersDialled() }

  private var claimedCursorHolds: Bool {
    guard state.cursorValid else { return true }
    guard state.cursorDigits <= national.count else { return false }
    var cursor = list.automaton.start
    for i in 0..<state.cursorDigits {
      cursor =
        i < CompiledFormat.maxNationalLength ? list.automaton.next(cursor, national[i]) : .dead
    }
    return cursor == state.cursor
  }
}

extension AsYouTypeFormatter.State {
  /// This state without what a keystroke keeps known to save work (`shown`, `showsDialled`,
  /// the cursor): what two formatters typed the same keys by any path agree on.
  var decided: Self {
    var decided = self
    decided.shown = .other
    decided.showsDialled = false
    (decided.cursor, decided.cursorDigits, decided.cursorValid) = (.dead, 0, false)
    return decided
  }
}
