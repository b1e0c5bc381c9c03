// AsYouTypeFormatter+Output: the text shown, and the guarantee that it shows the digits typed.

extension AsYouTypeFormatter {
  /// Whether the text shown is the text as typed (nothing could format it).
  var showsTextAsTyped: Bool { state.shown == .typed }

  /// Shows `units` (a buffer's elements: passed as a pointer, not a `WorkBuffer`, whose copy
  /// costs a reference count operation on its storage).
  mutating func show(_ units: UnsafeBufferPointer<UInt16>) {
    work &+= units.count
    state.shown = .other
    state.showsDialled = false
    output.elements.replaceAll(with: units)
  }

  /// Shows the text as typed. When the output already is the text typed before this
  /// keystroke, only the new keystroke is appended: O(1) per keystroke, not O(text).
  package mutating func showTyped() {
    if case .typed = state.shown, output.count <= typedCount {
      work &+= typedCount &- output.count
      appendTyped(from: output.count)
    } else {
      work &+= typedCount
      output.elements.removeAll()
      appendTyped(from: 0)
    }
    state.shown = .typed
    state.showsDialled = false
  }

  /// How many units the text as typed has (`typed`, or `dialled` while `typedIsDialled`).
  var typedCount: Int { state.typedIsDialled ? dialled.count : typed.count }

  /// Appends the text as typed from unit `start` on to the text shown.
  mutating func appendTyped(from start: Int) {
    if state.typedIsDialled {
      output.elements.append(ascii: dialled.elements(start..<dialled.count))
    } else {
      output.elements.append(contentsOf: typed.elements(start..<typed.count))
    }
  }

  /// Writes `typed` out from `dialled` when it is not written yet (`typedIsDialled`): before a
  /// key that makes them differ, and before `typed` is read whole.
  mutating func writeTyped() {
    guard state.typedIsDialled else { return }
    typed.removeAll()
    typed.append(ascii: dialled.elements)
    state.typedIsDialled = false
  }

  /// Shows `prefix`, then a space when the format asks for one after a national prefix, then
  /// `units` (`AppendNationalNumber`; another buffer's elements, not the text's own).
  mutating func showNational(_ units: UnsafeBufferPointer<UInt16>) {
    work &+= units.count
    showPrefix()
    output.elements.append(contentsOf: units)
  }

  /// `showNational` of digit values (the national number's first digits, before a format).
  mutating func showNational(digits: UnsafeBufferPointer<UInt8>) {
    work &+= digits.count
    showPrefix()
    output.elements.append(digitValues: digits)
  }

  /// `showNational(digits:)` of the whole national number, knowing whether the text then shows
  /// the characters dialled (the national number's first digits, before a format is chosen).
  mutating func showNationalDigits() {
    showNational(digits: national.elements)
    assert(state.prefixIsDialled == prefixAndNationalAreDialled(), "prefixIsDialled out of date")
    state.showsDialled = state.prefixIsDialled
  }

  /// Whether `prefix`'s dialled characters (digits, `+`, `*`, `#`), then the national number's
  /// digits, are the characters dialled, in order: what a text made of `prefix`, separators and
  /// the national number's digits shows. Reads the two short buffers, not the text; what
  /// ``prefixIsDialled`` keeps known between prefixes taken off.
  func prefixAndNationalAreDialled() -> Bool {
    let dialled = dialled.elements
    var i = 0
    for u in prefix.elements where TextScanner.dialledCharacterBit(u) != 0 {
      guard i < dialled.count, UInt16(dialled[i]) == u else { return false }
      i &+= 1
    }
    guard i &+ national.count == dialled.count else { return false }
    for d in national.elements {
      guard dialled[i] == 48 &+ d else { return false }
      i &+= 1
    }
    return true
  }

  /// Shows `prefix`, then a space when the format asks for one after a national prefix.
  @inline(__always) mutating func showPrefix() {
    work &+= prefix.count
    state.shown = .other
    state.showsDialled = false
    output.elements.replaceAll(with: prefix)
    if spacesPrefix { output.elements.append(32) }
  }

  /// Whether a space goes between `prefix` and the national number: the national-prefix
  /// spacing rule, in one place. The format in use asks for one after a national prefix
  /// (`state.spaceAfterNationalPrefix`, always set from the list's `spacing`), and the prefix
  /// shown does not end with one already.
  @inline(__always) var spacesPrefix: Bool {
    state.spaceAfterNationalPrefix && !prefix.isEmpty && prefix.last != 32
  }

  /// Shows the template up to the digit placed, or the text typed after the prefix when the
  /// template had no room, as libphonenumber does.
  @inline(__always) mutating func showTemplate(_ placed: Placed) {
    switch placed {
    case .template(let end):
      showNational(templateUnits.elements(0..<(end + 1)))
      state.shown = .template(end: end)
      // The template's part shows its literals and the digits placed, which are the national
      // number's: with no dialled character among those literals, the text shows the
      // characters dialled when the prefix and the national number are them (a few units
      // read, not the whole text; `fullStep` asserts the answer in debug builds).
      let f = state.template.format
      assert(state.prefixIsDialled == prefixAndNationalAreDialled(), "prefixIsDialled out of date")
      state.showsDialled =
        f >= 0 && end < Int(list.typing(f).dialledLiteral) && state.prefixIsDialled
    case .nowhere:
      showPrefix()
      work &+= typedCount
      appendTyped(from: 0)
    }
  }

  /// Writes the national number (`digits`) in `format`, in full, through the render complete numbers use
  /// (`CompiledFormat.renderNumber`): the group spans the format's table holds for this length,
  /// and the digits past the pattern's end as they are. False, writing nothing, when the table
  /// has no spans for this length. No pattern runs while typing: a format whose spans the
  /// length does not set is refused when its region is compiled, and one read from a table
  /// file is not shown in full.
  static func renderFull(
    _ format: CompiledFormat, digits: UnsafeBufferPointer<UInt8>,
    into out: inout WorkBuffer<UInt16>
  ) -> Bool {
    guard format.lengthDetermined, digits.count < format.splits.count,
      format.splits[digits.count] != nil
    else { return false }
    return CompiledFormat.renderNumber(format.pieces, of: format, digits: digits, into: &out)
  }

  /// Whether the text's digits, `+`, `*` and `#` are the characters dialled
  /// (the check at the end of `AttemptToFormatAccruedDigits`).
  func showsCharactersDialled() -> Bool {
    let dialled = dialled.elements
    // The closure captures only the two buffers: one that captured `self` made the compiler
    // copy the whole formatter (689 bytes) onto the stack for each call.
    return output.withUnsafeBufferPointer { Self.shows($0, charactersDialled: dialled) }
  }

  /// `showsCharactersDialled` of the two buffers. Written without a branch per unit: whether
  /// a unit is a digit or sign, and whether it is the next character dialled, are bits folded
  /// into the answer, so the scan costs the same whatever the text's mix of digits and
  /// separators (as a branch per unit it was three mispredicted branches per call).
  static func shows(
    _ output: UnsafeBufferPointer<UInt16>, charactersDialled dialled: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let n = dialled.count
    guard n > 0 else { return !output.contains { TextScanner.dialledCharacterBit($0) != 0 } }
    var i = 0
    var differs: UInt16 = 0
    for u in output {
      let counted = TextScanner.dialledCharacterBit(u)
      // The character expected next; once all were shown, one no unit is (all bits set).
      let beyond = UInt16(truncatingIfNeeded: (n &- 1 &- i) &>> 63)
      let expected = UInt16(dialled[Swift.min(i, n &- 1)]) | beyond
      differs |= (expected ^ u) & (0 &- counted)
      i &+= Int(counted)
    }
    return differs == 0 && i == n
  }

  /// Whether the digits of `output` are the digits typed, in order.
  ///
  /// libphonenumber's steps can drop typed digits: a digit written with two UTF-16 units
  /// taken off with the national prefix (JP `0𝟘0626960029455` shows `0000029455 `), or a
  /// number past 20 digits (BR `012348109899892398810989989` shows `012348102398810989989 `).
  /// Where they would, the formatter shows the text as typed instead, libphonenumber's own
  /// answer when it cannot format; no keystroke of the golden vectors is such a case.
  /// - Complexity: O(text shown), one pass, no allocation.
  package func showsDigitsTyped() -> Bool {
    let dialled = dialled.elements
    return output.withUnsafeBufferPointer { Self.shows($0, digitsTyped: dialled) }
  }

  static func shows(
    _ output: UnsafeBufferPointer<UInt16>, digitsTyped dialled: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    // `dialled` holds ASCII digits and a leading '+' (43), which `output` shows too.
    var next = dialled.first == 43 ? 1 : 0
    for u in output where u &- 48 < 10 {
      if next >= dialled.count || UInt16(dialled[next]) != u { return false }
      next &+= 1
    }
    return next == dialled.count
  }
}
