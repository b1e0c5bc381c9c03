// AsYouTypeFormatter+Prefixes: what comes before the national number (the international
// dialling prefix or `+`, the calling code, the national prefix), taken off as libphonenumber
// takes it off.

extension AsYouTypeFormatter {
  /// Takes `+` or the rules' international dialling prefix off the digits typed; the rest is
  /// the national number (`AttemptToExtractIdd`).
  mutating func takeOffInternationalPrefix() -> Bool {
    work &+= dialled.count
    var end: Int? = nil
    if dialled.first == 43 {
      end = 1
    } else {
      switch rules.internationalPrefixEnd(dialled.elements) {
      case .none: end = 0  // no rule: the pattern "\+|" matches the empty string
      case .some(let e): end = e
      }
    }
    guard let end else { return false }
    state.isCompleteNumber = true
    state.prefixIsDialled = true  // the prefix is what was dialled before `end`, the rest national
    national.removeAll()
    for u in dialled.elements[end...] where u != 43 { national.append(u - 48) }
    nationalNumberChanged()
    prefix.removeAll()
    for u in dialled.elements[0..<end] { prefix.append(UInt16(u)) }
    if dialled.first != 43 { prefix.append(32) }
    return true
  }

  /// Takes a known calling code (one to three digits) off the national number and switches
  /// to its rules (`AttemptToExtractCountryCallingCode`). When that code's rules do not
  /// compile, nothing is formatted: the text is shown as typed from then on, and
  /// ``rulesError`` says why (never the rules of the region before).
  mutating func takeOffCallingCode() -> Bool {
    guard let first = national.first, first != 0 else { return false }
    var code = 0
    var length = 0
    for i in 0..<Swift.min(3, national.count) {
      code = code * 10 + Int(national[i])
      if catalog.isKnown(code: code) {
        length = i + 1
        break
      }
    }
    guard length > 0 else { return false }
    // The code's digits as typed (no division by ten per digit: ~25 cycles each).
    for i in 0..<length { prefix.append(UInt16(48 + national[i])) }
    prefix.append(32)
    national.removeFirst(length)
    nationalNumberChanged()
    // The field's own calling code keeps the field's formats (its region's own, when it has
    // them); another code takes its main region's, as libphonenumber does.
    if code == defaultCallingCode {
      if rules !== defaultRules { rules = defaultRules }  // assigning: a retain and a release
    } else {
      do throws(RuleError) {
        if let compiled = try catalog.compiled(callingCode: code) { rules = compiled }
      } catch {
        rulesError = error
      }
    }
    nationalPrefix.removeAll()
    state.enteredCallingCode = code
    updateLimitInForce()
    if hasRulesError {
      state.phase = .asTyped
      return false
    }
    return true
  }

  /// Whether the national number is NANPA's `1` followed by an area code's first digit.
  func startsWithNANPATrunkPrefix() -> Bool {
    rules.callingCode == 1 && national.count >= 2 && national[0] == 1 && national[1] != 0
      && national[1] != 1
  }

  /// Takes a national prefix (or NANPA's 1) off the national number into `nationalPrefix`
  /// (`RemoveNationalPrefixFromNationalNumber`).
  mutating func takeOffNationalPrefix() {
    let start = nationalPrefixLength()
    nationalPrefix.removeAll()
    nationalPrefix.append(contentsOf: national.elements(0..<start))
    national.removeFirst(start)
    nationalNumberChanged()
  }

  /// How many digits of the national number are a national prefix (or NANPA's 1) to take off,
  /// appended to `prefix` as they will show; the number itself is left to the caller.
  mutating func nationalPrefixLength() -> Int {
    if startsWithNANPATrunkPrefix() {
      prefix.append(49)
      prefix.append(32)
      state.isCompleteNumber = true
      return 1
    }
    guard let end = rules.nationalPrefixEnd(national.elements), end > 0 else { return 0 }
    state.isCompleteNumber = true
    for d in national.elements[0..<end] { prefix.append(UInt16(48 + d)) }
    return end
  }

  /// Puts the national prefix taken off back, and takes off the longest one that fits now;
  /// whether it differs (`AbleToExtractLongerNdd`).
  mutating func takeOffLongerNationalPrefix() -> Bool {
    work &+= national.count &+ prefix.count
    if !nationalPrefix.isEmpty {
      national.prepend(nationalPrefix)
      nationalNumberChanged()
      // Remove the previously extracted prefix, and what follows it, from the text before
      // the national number; all of it when it is not there (Python's `rfind` gives -1).
      if let start = lastStart(of: nationalPrefix, in: prefix) {
        prefix.truncate(to: start)
      } else {
        prefix.removeAll()
      }
    }
    let start = nationalPrefixLength()
    // Compared with the prefix taken off before, which stays the one kept (libphonenumber's
    // `AbleToExtractLongerNdd` takes the new one into a local).
    let differs = !nationalPrefix.elements.elementsEqual(national.elements(0..<start))
    national.removeFirst(start)
    nationalNumberChanged()
    state.prefixIsDialled = prefixAndNationalAreDialled()  // the prefix was cut where it was found
    return differs
  }

  /// Where the digits `needle` (values 0–9) last occur in `hay` (UTF-16 digits), or nil.
  func lastStart(of needle: WorkBuffer<UInt8>, in hay: WorkBuffer<UInt16>) -> Int? {
    if needle.count > hay.count { return nil }
    var i = hay.count - needle.count
    while i >= 0 {
      var k = 0
      while k < needle.count && hay[i + k] == UInt16(48 + needle[k]) { k += 1 }
      if k == needle.count { return i }
      i -= 1
    }
    return nil
  }
}
