// AsYouTypeFormatter+Step: one keystroke, dispatched on the formatter's phase.

extension AsYouTypeFormatter {
  /// The fast paths of a digit: appended to the template, the national digits, the first two
  /// digits or the calling code, as the full step would, without its dispatch. Returns false,
  /// having changed nothing, when the keystroke needs the full step. Never past the digit
  /// limit in force: a digit these paths take adds one to the national number (or, after `+`,
  /// may end the calling code, which changes the limit: left to the full step while a limit
  /// is in force), so one under the limit is taken as the full step takes it.
  @inline(__always) mutating func appendDigit(_ digit: UInt8) -> Bool {
    guard state.typedScalars < Self.maxFormattedLength, national.count < limitInForce,
      dialled.count >= fastPathsFrom
    else { return false }
    if case .formatting = state.phase {
      return appendToTemplate(digit) || appendNationalDigit(digit)
    } else if case .collecting = state.phase, dialled.count < 2 {
      appendCollected(digit)
      return true
    } else if case .expectingCallingCode = state.phase, limitInForce == .max {
      return appendCallingCodeDigit(digit)
    }
    return false
  }

  /// The full step (`advance`): libphonenumber's step, then the guarantee that the text shows
  /// every digit typed, in order (see ``showsDigitsTyped()``).
  @inline(__always) mutating func fullStep(scalar c: Unicode.Scalar, digit: UInt8?) {
    state.showsDialled = false
    advance(scalar: c, digit: digit)
    if fastPathsFrom != 0 && showsShortNumber() { showTyped() }
    switch state.shown {
    case .typed: return
    case .template, .other:
      work &+= output.count
      // A step that wrote the text from the characters dialled, in order, knows it shows them
      // (`expectCallingCode`, `formatInFull`) and says so; the others are checked.
      if state.showsDialled {
        assert(showsCharactersDialled(), "a step said the text shows the characters dialled")
        return
      }
      // Showing the characters dialled is showing the digits typed, and more (`dialled` is
      // the digits typed, after a `+`): one scan answers both, nearly always.
      if showsCharactersDialled() {
        state.showsDialled = true
      } else if !showsDigitsTyped() {
        showTyped()
      }
    }
  }

  /// Records a digit typed by a short path: in the text as typed (an ASCII digit), the
  /// characters dialled and the national number (what `advance` does with a digit).
  @inline(__always) mutating func recordDigit(_ digit: UInt8) {
    if !state.typedIsDialled { typed.append(UInt16(48 + digit)) }
    state.typedScalars += 1
    dialled.append(48 + digit)
    national.append(digit)
  }

  /// The first or second digit of a number (no `+` before it): `advance` would show the text as
  /// typed, so it is appended here without the step's dispatch.
  @inline(__always) mutating func appendCollected(_ digit: UInt8) {
    state.showsDialled = false
    recordDigit(digit)
    if case .typed = state.shown, output.count == typedCount &- 1 {
      output.elements.append(UInt16(48 + digit))  // what `showTyped` appends then
      work &+= 1
    } else {
      showTyped()
    }
  }

  /// The first or second digit of the national number after a prefix was taken off (`+44 2`,
  /// `0 2` before a format is chosen at the third): the full step would show the prefix and
  /// the national digits again (`chooseFormats`, `showNational(digits:)`), which is the text
  /// shown with this digit appended when that text shows the characters dialled. Returns false,
  /// having changed nothing, otherwise.
  @inline(__always) mutating func appendNationalDigit(_ digit: UInt8) -> Bool {
    guard state.candidates.isEmpty, national.count < 2, state.showsDialled,
      case .other = state.shown
    else {
      return false
    }
    recordDigit(digit)
    output.elements.append(UInt16(48 + digit))
    work &+= 1
    return true
  }

  /// A digit of the calling code after `+` or the dialling prefix, while the text shows them and
  /// the national digits so far (`expectCallingCode` wrote it): the full step's work without its
  /// dispatch, and, while the code is not complete, the digit appended to the text rather than
  /// the text written anew. Returns false, having changed nothing, otherwise.
  @inline(never)
  mutating func appendCallingCodeDigit(_ digit: UInt8) -> Bool {
    guard state.showsDialled, case .other = state.shown else { return false }
    recordDigit(digit)
    expectCallingCode(appended: digit)
    return true
  }

  /// The common keystroke, a digit that keeps the format in use (a fast path of `input`):
  /// one automaton step, the digit written into its template slot, and the units from the last
  /// digit shown to this one appended to the text. Returns false, having changed nothing, when
  /// the keystroke needs the full step: a format is complete, the best format changed, the
  /// template is full, or the text shown is not the template.
  @inline(__always) package mutating func appendToTemplate(_ digit: UInt8) -> Bool {
    guard case .template(let end) = state.shown, end == state.template.lastPlaced,
      !state.candidates.isEmpty,
      state.cursorValid, state.cursorDigits == national.count,
      national.count < CompiledFormat.maxNationalLength
    else { return false }
    let next = nextChoice(digit)
    // `formatInFull` would try the candidates complete after this digit.
    guard next.complete.isEmpty else {
      return appendCompletingTemplate(digit, state: next.state, complete: next.complete, end: end)
    }
    // While the text is known to show the characters dialled, a sign among the separators
    // would end that (a template with one is left to the full step, which finds out).
    guard next.best >= 0, Int(list.typing(next.best).patternID) == state.template.patternID,
      let slot = nextSlot(after: end, refusingSigns: state.showsDialled)
    else { return false }
    state.candidates = next.narrowed
    place(digit, at: slot, after: end, state: next.state)
    return true
  }

  /// What the automaton says of `digit` after the cursor: the state, the candidates complete
  /// there, those that survive narrowing and the best of them (-1 for none). Read in a scope of
  /// its own, so that the automaton is not kept (retained) across the writes that follow.
  @inline(__always)
  func nextChoice(_ digit: UInt8) -> (
    state: StateID, complete: FormatSet, narrowed: FormatSet, best: Int
  ) {
    let a = list.automaton
    let reached = a.next(state.cursor, digit)
    let parts = a.parts(of: reached)  // read once for the three answers
    let complete = state.candidates.intersection(a.complete(parts: parts))
    if !complete.isEmpty { return (reached, complete, .empty, -1) }
    let narrowed = state.candidates.intersection(
      a.survivors(parts: parts, length: national.count &+ 1))
    return (reached, complete, narrowed, a.best(narrowed, parts: parts) ?? -1)
  }

  /// The template's next placeholder after offset `end`, when no digit lies between (a
  /// template's literal digit would be a digit not typed), nor, with `signs`, a dialled sign
  /// (`+`, `*`, `#`: for a text that must show exactly the characters dialled, the completing
  /// keystroke's, or one known to, `showsDialled`); else nil.
  @inline(__always)
  func nextSlot(after end: Int, refusingSigns signs: Bool) -> Int? {
    var slot = end + 1
    while slot < templateUnits.count && templateUnits[slot] != CompiledFormat.placeholder {
      let u = templateUnits[slot]
      if u &- 48 < 10 || (signs && (u == 43 || u == 42 || u == 35)) { return nil }
      slot += 1
    }
    return slot < templateUnits.count ? slot : nil
  }

  /// Commits a fast-path keystroke as the full step would take it: `digit` typed, stepped to
  /// `state`, written into the template's placeholder `slot`, and the units after `end`
  /// through it appended to the text.
  @inline(__always)
  mutating func place(_ digit: UInt8, at slot: Int, after end: Int, state reached: StateID) {
    recordDigit(digit)
    state.cursor = reached
    state.cursorDigits += 1
    templateUnits.put(UInt16(48 + digit), at: slot)
    state.template.lastPlaced = slot
    // The units before the digit are separators without signs while `showsDialled` holds
    // (`nextSlot`): it holds after them too.
    output.elements.append(templateUnits.elements((end + 1)..<slot), then: UInt16(48 + digit))
    state.shown = .template(end: slot)
    work &+= slot &- end &+ 1
  }

  /// The fast path's keystroke when candidates are complete after `digit` (the full step then
  /// shows the best of them in full, `formatInFull`, and narrows nothing). When that best one
  /// is the template's own format, its spans put the digits in order into the template's
  /// placeholders with the template's literals between (its text in full is the template
  /// filled up to this digit), the national-prefix spacing is the one shown, and the text
  /// shown so far has exactly the characters dialled, the full step would show the same text:
  /// the digit is placed in its slot here, the candidates left as the full step leaves them.
  /// Returns false, having changed nothing, otherwise.
  @inline(never)
  mutating func appendCompletingTemplate(
    _ digit: UInt8, state reached: StateID, complete: FormatSet, end: Int
  ) -> Bool {
    guard let f = list.automaton.best(complete, at: reached), f == state.template.format else {
      return false
    }
    guard list.spacing.contains(f) == state.spaceAfterNationalPrefix,
      list.completesTemplate(f, length: national.count + 1)
    else { return false }
    // `slot` is the placeholder of the digit typed now (the template's units are the format's,
    // digits placed in order), the one `completesTemplate` fills the template through.
    assert(!state.showsDialled || showsCharactersDialled(), "showsDialled out of date")
    guard let slot = nextSlot(after: end, refusingSigns: true),
      state.showsDialled || showsCharactersDialled()
    else { return false }
    place(digit, at: slot, after: end, state: reached)
    work &+= output.count
    return true
  }

  /// One keystroke as libphonenumber's `InputDigitWithOptionToRememberPosition` takes it.
  /// `digit` is `c`'s value when it is a decimal digit of any script.
  package mutating func advance(scalar c: Unicode.Scalar, digit: UInt8?) {
    // Digits of every script are kept, and shown, as ASCII digits (see `typed`).
    if let digit {
      if !state.typedIsDialled { typed.append(UInt16(48 + digit)) }
    } else if !state.typedIsDialled || state.typedScalars != 0 || c != "+" {
      // Not the leading ASCII `+` that `dialled` holds as typed.
      writeTyped()
      for u in UTF16.encode(c)! { typed.append(u) }
    }
    state.typedScalars += 1
    if state.typedScalars > Self.maxFormattedLength {
      if let digit {
        dialled.append(48 + digit)
        national.append(digit)
      }
      state.phase = .asTyped
      showTyped()
      return
    }
    let isPlus = state.typedScalars == 1 && TextScanner.isPlus(c)
    if let digit {
      dialled.append(48 + digit)
      national.append(digit)
    } else if isPlus {
      dialled.append(43)
    } else {
      state.phase = .asTyped
    }
    switch state.phase {
    case .asTyped:
      showTyped()
    case .unformattable:
      // libphonenumber: a digit typed while unable to format may reveal a dialling prefix
      // and calling code, or a longer national prefix; formatting then starts again.
      if takeOffInternationalPrefix() {
        if takeOffCallingCode() {
          restartFormatting()
          return
        }
      } else if takeOffLongerNationalPrefix() {
        prefix.append(32)
        restartFormatting()
        return
      }
      showTyped()
    case .collecting:
      if dialled.count <= 2 {
        showTyped()
        return
      }
      // The third character: a dialling prefix, or a national prefix to take off.
      if takeOffInternationalPrefix() {
        state.phase = .expectingCallingCode
        expectCallingCode()
      } else {
        takeOffNationalPrefix()
        state.phase = .formatting
        chooseFormats()
      }
    case .expectingCallingCode:
      expectCallingCode()
    case .formatting:
      guard !state.candidates.isEmpty else {
        chooseFormats()
        return
      }
      let placed = placeDigit(UInt16(48 + digit!))
      if formatInFull() { return }
      narrowCandidates()
      if chooseTemplate() {
        fillTemplate()
      } else if case .formatting = state.phase {
        showTemplate(placed)
      } else {
        showTyped()
      }
    }
  }

  /// After `+` or the dialling prefix: the calling code once it is complete, and the text
  /// `prefix` + national digits meanwhile. `appended` is the digit just typed when the text
  /// already shows `prefix` and the national digits before it (`appendCallingCodeDigit`):
  /// while the code is not complete, it is appended rather than the text written anew.
  mutating func expectCallingCode(appended digit: UInt8? = nil) {
    if takeOffCallingCode() {
      state.phase = .formatting
    } else if hasRulesError {
      showTyped()  // no rules for the calling code typed: as typed until cleared
      return
    } else if let digit {
      output.elements.append(UInt16(48 + digit))
      work &+= 1
      assert(showsCharactersDialled(), "the text shows the prefix and the national digits")
      return
    }
    showPrefixAndNational()
  }

  /// Shows `prefix` and the national number's digits, with no space between.
  mutating func showPrefixAndNational() {
    work &+= prefix.count &+ national.count
    state.shown = .other
    output.elements.replaceAll(with: prefix)
    output.elements.append(digitValues: national.elements)
    // The prefix is the dialling prefix (or `+`) and the calling code as dialled, the national
    // number the digits after them: the text shows the characters dialled, in order.
    state.showsDialled = true
  }

  /// Formatting starts again after a prefix was taken off
  /// (`AttemptToChoosePatternWithPrefixExtracted`).
  mutating func restartFormatting() {
    state.phase = .formatting
    state.candidates = .empty
    state.template = Template()
    templateUnits.removeAll()
    chooseFormats()
  }
}
