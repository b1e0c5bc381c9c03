// RegionDetection: which region a number (complete or still being typed) belongs to.

extension PhoneCatalog {
  /// The region of a national number with calling code `callingCode`, complete or partial.
  ///
  /// A region whose leading digits already match wins; then a complete number gets
  /// `region(for:)`'s answer. While digits are still being typed, the regions whose leading
  /// digits or number patterns can still be completed are candidates, and the answer is the
  /// only candidate, else the main region. So `+1 416` gives Canada and `+1 2` the US.
  /// When a region of the code has rules that do not compile, which region the digits belong
  /// to cannot be told: the answer is the main region.
  /// - Complexity: O(regions sharing the code × digits), one DFA step per digit.
  public func detectRegion(callingCode: Int, nationalDigits digits: [UInt8]) -> RegionCode? {
    let list = regionCodes(callingCode: callingCode)
    guard let main = list.first else { return nil }
    if list.count == 1 { return main }
    var candidates: [RegionCode] = []
    guard let rules = try? sharedRules(callingCode: callingCode) else { return main }
    for r in rules {
      if let leading = r.leadingDigits, leading.matchesPrefix(digits) { return r.region.code }
    }
    for r in rules {
      if let leading = r.leadingDigits {
        if !leading.state(after: digits).isDead { candidates.append(r.region.code) }
      } else {
        if r.numberType(of: digits) != .unknown { return r.region.code }
        if r.canContinue(digits) { candidates.append(r.region.code) }
      }
    }
    if candidates.count == 1 { return candidates[0] }
    return main
  }
}

extension AsYouTypeFormatter {
  /// The region the number typed so far belongs to, for a country picker to follow: the
  /// formatter's region for a number typed nationally, else the region of the calling code
  /// typed (`+1 416` selects Canada, `+44 7624` the Isle of Man), nil while no calling code is
  /// recognised yet after `+`.
  public var detectedRegion: RegionCode? {
    if let code = state.enteredCallingCode {
      return catalog.detectRegion(callingCode: code, nationalDigits: Array(national))
    }
    guard dialled.first == 43 else {
      return state.phase == .expectingCallingCode ? nil : region
    }
    // A `+` number whose calling code the formatter has not taken yet (two keystrokes, or
    // input shown as typed): read the code from the digits themselves.
    let digits = dialled.dropFirst().map { $0 - 48 }
    guard let (code, length) = catalog.callingCodePrefix(digits) else { return nil }
    return catalog.detectRegion(callingCode: code, nationalDigits: Array(digits[length...]))
  }
}
