// AsYouTypeFormatter+Templates: choosing among the formats that fit the national number, and
// filling the chosen format's template digit by digit.

extension AsYouTypeFormatter {
  /// The automaton state after the national number, in the list in use: steps only the digits
  /// not stepped yet (one per keystroke while typing). A step asks it several times; all but
  /// the first find it stepped, inline.
  @inline(__always) mutating func automatonState() -> StateID {
    if state.cursorValid && state.cursorDigits == national.count { return state.cursor }
    return stepCursor()
  }

  /// `automatonState()` when digits are left to step, or the cursor is not valid.
  @inline(never) mutating func stepCursor() -> StateID {
    if !state.cursorValid || state.cursorDigits > national.count {
      state.cursor = list.automaton.start
      state.cursorDigits = 0
      state.cursorValid = true
    }
    let a = list.automaton
    work &+= national.count &- state.cursorDigits
    while state.cursorDigits < national.count {
      state.cursor =
        state.cursorDigits < CompiledFormat.maxNationalLength
        ? a.next(state.cursor, national[state.cursorDigits]) : .dead
      state.cursorDigits += 1
    }
    return state.cursor
  }

  /// The national number changed other than by a digit appended.
  mutating func nationalNumberChanged() { state.cursorValid = false }

  /// Chooses the formats for the national number, from its third digit
  /// (`AttemptToChooseFormattingPattern`).
  mutating func chooseFormats() {
    if national.count >= 3 {
      findCandidates()
      if formatInFull() { return }
      if chooseTemplate() {
        fillTemplate()
      } else {
        showTyped()
      }
    } else {
      showNationalDigits()
    }
  }

  /// The formats of the list in use that apply to how the number was typed, narrowed to those
  /// whose leading digits fit (`GetAvailableFormats`).
  @inline(__always) mutating func findCandidates() {
    let international = state.isCompleteNumber && nationalPrefix.isEmpty
    let useInternational = international && rules.hasInternationalFormats
    if useInternational != list.isInternational
      || !rules.isCurrent(list.automaton, international: useInternational)
    {
      list = rules.typingList(international: useInternational)
      state.cursorValid = false
      state.template.format = -1
    }
    state.candidates =
      !nationalPrefix.isEmpty
      ? list.afterNationalPrefix : state.isCompleteNumber ? list.complete : list.plain
    narrowCandidates()
  }

  /// Keeps the candidates whose leading digits and pattern can still fit
  /// (`NarrowDownPossibleFormats`).
  mutating func narrowCandidates() {
    let reached = automatonState()
    if national.count > CompiledFormat.maxNationalLength {
      // Longer than any number the tables cover: no format can show it.
      state.candidates = .empty
      return
    }
    state.candidates = state.candidates.intersection(
      list.automaton.survivors(reached, length: national.count))
  }

  /// A candidate whose pattern matches the whole national number shows it in full
  /// (`AttemptToFormatAccruedDigits`); tried best first, kept when the text shows exactly the
  /// characters dialled.
  mutating func formatInFull() -> Bool {
    let reached = automatonState()
    if national.count > CompiledFormat.maxNationalLength { return false }
    let a = list.automaton
    let parts = a.parts(of: reached)
    var remaining = state.candidates.intersection(a.complete(parts: parts))
    while let f = a.best(remaining, parts: parts) {
      remaining.remove(f)
      let format = list.formats[f]
      state.spaceAfterNationalPrefix = list.spacing.contains(f)
      // Rendered into `scratch` by a static function: a method of `self` writing `&scratch`
      // would overlap the access to `self`, and a copy of the buffer costs a reference count
      // operation on its storage.
      scratch.removeAll()
      let rendered = Self.renderFull(format, digits: national.elements, into: &scratch)
      if rendered { showNational(scratch.elements) }
      if rendered && showsCharactersDialled() {
        state.showsDialled = true  // checked: `fullStep` need not scan the text again
        return true
      }
    }
    return false
  }

  /// Takes the best candidate's template when it differs from the one in use and has room for
  /// the national number (`MaybeCreateNewTemplate`); true when a new template was taken. With no
  /// candidate left the formatter cannot format.
  @inline(__always) mutating func chooseTemplate() -> Bool {
    let reached = automatonState()
    let a = list.automaton
    let parts = a.parts(of: reached)
    var remaining = state.candidates
    while let f = a.best(remaining, parts: parts) {
      remaining.remove(f)
      let typing = list.typing(f)
      let patternID = Int(typing.patternID)
      if patternID == state.template.patternID { return false }
      // A format without a template has -1 digits: never room.
      if Int(typing.templateDigits) >= national.count {
        // Read before the template is written: no retain of the list or its arrays.
        let units = list.template(f)
        templateUnits.removeAll()
        templateUnits.append(contentsOf: units)
        state.template.patternID = patternID
        state.template.format = f
        state.template.lastPlaced = 0
        state.spaceAfterNationalPrefix = list.spacing.contains(f)
        return true
      }
      state.candidates.remove(f)
    }
    state.phase = .unformattable
    return false
  }

  /// Where `placeDigit` put a digit: the template up to it, or nowhere when the template had
  /// no room (libphonenumber then answers the text as typed).
  enum Placed {
    case template(upTo: Int)
    case nowhere
  }

  /// Puts one digit in the template's next placeholder (`InputDigitHelper`).
  mutating func placeDigit(_ digit: UInt16) -> Placed {
    var i = state.template.lastPlaced
    while i < templateUnits.count && templateUnits[i] != CompiledFormat.placeholder { i += 1 }
    if i < templateUnits.count {
      templateUnits.put(digit, at: i)
      state.template.lastPlaced = i
      return .template(upTo: i)
    }
    templateHasNoRoom()
    return .nowhere
  }

  /// A digit found no placeholder left: the template is dropped, and with one candidate left
  /// the formatter cannot format.
  mutating func templateHasNoRoom() {
    if state.candidates.isSingle { state.phase = .unformattable }
    state.template.patternID = -1
    state.template.format = -1
  }

  /// Puts the whole national number in a new template (`InputAccruedNationalNumber`): its
  /// placeholders, in order, take the digits, in one pass (`placeDigit` per digit, each
  /// scanning from the digit before).
  @inline(__always) mutating func fillTemplate() {
    work &+= national.count
    if national.isEmpty {
      show(prefix.elements)
      return
    }
    // `chooseTemplate` has just taken the template: nothing is placed in it yet.
    let digits = national.elements
    var k = 0
    var i = state.template.lastPlaced
    var last = Placed.nowhere
    while i < templateUnits.count {
      if templateUnits[i] == CompiledFormat.placeholder {
        templateUnits.put(UInt16(48 &+ digits[k]), at: i)
        state.template.lastPlaced = i
        k &+= 1
        if k == digits.count {
          last = .template(upTo: i)
          break
        }
      }
      i &+= 1
    }
    if k < digits.count { templateHasNoRoom() }
    if case .formatting = state.phase {
      showTemplate(last)
    } else {
      showTyped()
    }
  }
}

extension CompiledRegion {
  /// Where the international dialling prefix's first match ends in `dialled` (ASCII digits):
  /// `.some(nil)` for no match, `.none` when the region has no such rule. The matcher is read
  /// in place here; a caller's `if let` of it copies it (a retain per table array, measured).
  func internationalPrefixEnd(_ dialled: UnsafeBufferPointer<UInt8>) -> Int?? {
    internationalPrefix?.matchEnd(dialled, less: 48)
  }

  /// Where the national prefix for parsing's first match ends in `national` (digit values);
  /// nil for no match or no rule.
  func nationalPrefixEnd(_ national: UnsafeBufferPointer<UInt8>) -> Int? {
    nationalPrefixForParsing?.matchEnd(national) ?? nil
  }

  /// The international or the national format list as the formatter uses it (the national one
  /// when the region has no international list; one without formats when its part of a table
  /// file is damaged, so that the number shows as typed).
  @inline(__always)
  func typingList(international: Bool) -> FormatList {
    guard international, hasInternationalFormats else { return nationalTypingList }
    return internationalTypingList()
  }
}
