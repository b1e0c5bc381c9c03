// Invariants of the engine over seeded random inputs: typing, pasting and deleting in a field,
// the digits and caret shown, formatting a formatted number, and the compiled automata
// against the reference matcher on random small patterns.
//
// Every case is drawn from `SeededRandom`, so a failure replays exactly; each expectation names
// the region, the keys and the step. That binary tables give the same results as compiled JSON
// is tested next to the table file's reader (`TableFileTests`).

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Invariants over random inputs")
struct PropertyTests {
  static let catalog = CoreFixture.catalog
  static let regions: [RegionCode] = catalog.regions.keys.sorted()

  /// Keys a person might type for a number of `region`: its example numbers, cut or extended
  /// at random, written nationally, with `+` and the calling code, or with the dialling prefix.
  static func randomKeys(_ region: RegionCode, using rng: inout SeededRandom) -> String {
    let r = catalog.regions[region]!
    let examples = r.types.values.compactMap(\.example).sorted()
    var digits =
      examples.isEmpty
      ? String((0..<8).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) })
      : examples[Int.random(in: 0..<examples.count, using: &rng)]
    let cut = Int.random(in: 0...digits.count + 3, using: &rng)
    if cut < digits.count {
      digits = String(digits.prefix(cut))
    } else {
      for _ in digits.count..<cut { digits += String(Int.random(in: 0...9, using: &rng)) }
    }
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: return "+\(r.callingCode)" + digits
    case 1: return "00\(r.callingCode)" + digits
    case 2: return (r.nationalPrefix ?? "") + digits
    default: return digits
    }
  }

  static func field(_ region: RegionCode) throws -> PhoneNumberField {
    try PhoneNumberField(region: region, catalog: catalog)
  }

  /// Digit values of a text's scalars, in order (every script).
  static func digits(_ text: some StringProtocol) -> [UInt8] {
    text.unicodeScalars.compactMap { DigitFolding.value(of: $0) }
  }

  /// How many significant characters (digits, a leading `+`) precede UTF-16 offset `offset`.
  static func significant(before offset: Int, in text: String) -> Int {
    var count = 0
    var position = 0
    for s in text.unicodeScalars {
      if position >= offset { break }
      if DigitFolding.value(of: s) != nil || (count == 0 && (s == "+" || s == "\u{FF0B}")) {
        count += 1
      }
      position += s.utf16.count
    }
    return count
  }

  @Test(
    "Typing the keys one by one and pasting them at once show what a new formatter shows for them"
  )
  func typingEqualsPasting() throws {
    var rng = SeededRandom(seed: 0x7e57_0001)
    for i in 0..<400 {
      let region = Self.regions[Int.random(in: 0..<Self.regions.count, using: &rng)]
      let keys = Self.randomKeys(region, using: &rng)
      var typed = try Self.field(region)
      var formatter = try AsYouTypeFormatter(region: region, catalog: Self.catalog)
      for k in keys {
        typed.insert(String(k))
        formatter.input(k)
      }
      var pasted = try Self.field(region)
      pasted.replace(utf16Range: 0..<0, with: keys)
      if typed.text != pasted.text {
        // The paste rule: keys that typed one by one show as typed, pasted at once as a
        // complete valid number, show as `phonefmt format` writes the number.
        #expect(typed.text == keys, "case \(i): \(region) \(keys)")
        let number = try #require(try? Self.catalog.parse(keys, region: region))
        #expect(Self.catalog.isValid(number), "case \(i): \(region) \(keys)")
        let national =
          number.source == .defaultRegion
          && number.callingCode.rawValue == Self.catalog.regions[region]!.callingCode
        let formatted = Self.catalog.format(number, style: national ? .national : .international)
        #expect(
          Self.digits(pasted.text) == Self.digits(formatted)
            && pasted.text.hasPrefix("+") != national,
          "case \(i): \(region) \(keys) pasted shows \(pasted.text)")
        #expect(pasted.caret == pasted.utf16.count)
      } else {
        // Both edit paths (a keystroke at the end; a paste typing the keys from the start)
        // against a formatter that only ever had these keys typed into it.
        #expect(pasted.text == formatter.text, "case \(i): \(region) \(keys)")
        #expect(typed.caret == pasted.caret, "case \(i): \(region) \(keys)")
      }
      // After the last key (a recognised calling code may be followed by a space).
      let all = Self.significant(before: typed.utf16.count, in: typed.text)
      #expect(
        Self.significant(before: typed.caret, in: typed.text) == all,
        "case \(i): \(region) \(keys)")
      #expect(typed.caret <= typed.utf16.count, "case \(i): \(region) \(keys)")
      #expect(typed.text == formatter.text, "case \(i): \(region) \(keys)")
    }
  }

  @Test("Deleting backward from the end returns through the texts typing showed")
  func deleteBackwardReturns() throws {
    var rng = SeededRandom(seed: 0x7e57_0002)
    for i in 0..<300 {
      let region = Self.regions[Int.random(in: 0..<Self.regions.count, using: &rng)]
      let keys = Self.randomKeys(region, using: &rng)
      var f = try Self.field(region)
      var states = [(f.text, f.caret)]
      for k in keys {
        f.insert(String(k))
        states.append((f.text, f.caret))
      }
      for (step, expected) in states.reversed().dropFirst().enumerated() {
        let r = f.deleteBackward()
        #expect(r.text == expected.0, "case \(i): \(region) \(keys), delete \(step + 1)")
        #expect(r.caret == expected.1, "case \(i): \(region) \(keys), delete \(step + 1)")
      }
      #expect(f.keys.isEmpty, "case \(i): \(region) \(keys)")
    }
  }

  @Test("A digit typed in the middle and deleted again leaves the text as it was")
  func insertThenDeleteInMiddle() throws {
    var rng = SeededRandom(seed: 0x7e57_0003)
    for i in 0..<300 {
      let region = Self.regions[Int.random(in: 0..<Self.regions.count, using: &rng)]
      let keys = Self.randomKeys(region, using: &rng)
      var f = try Self.field(region)
      f.insert(keys)
      let before = f.text
      // Put the caret right after a random significant character (or at the start, unless
      // the number starts with `+`: a digit typed before it pushes it out of first place, and
      // the field drops it, as documented).
      let count = Self.significant(before: f.utf16.count, in: before)
      let lowest = before.hasPrefix("+") ? 1 : 0
      guard count >= lowest else { continue }
      let k = Int.random(in: lowest...count, using: &rng)
      var offset = 0
      while offset < f.utf16.count && Self.significant(before: offset, in: before) < k {
        offset += 1
      }
      f.moveCaret(to: offset)
      let caretBefore = f.caret
      f.insert(String(Int.random(in: 0...9, using: &rng)))
      f.deleteBackward()
      #expect(f.text == before, "case \(i): \(region) \(keys), digit after \(k)")
      #expect(f.caret == caretBefore, "case \(i): \(region) \(keys), digit after \(k)")
    }
  }

  /// Keystrokes of every kind: digits of three scripts, `+`, punctuation, letters, an emoji.
  static let alphabet: [String] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "+", " ", "-", "(", ")", ".", "/", "x",
    "a", "#", "*", "\u{0663}", "\u{06F5}", "\u{FF17}", "\u{FF0B}", "\u{1F600}", "\u{1D7D8}",
  ]

  @Test("The text shows exactly the digits typed, in order, whatever else is typed")
  func digitsShownAreDigitsTyped() throws {
    var rng = SeededRandom(seed: 0x7e57_0004)
    for i in 0..<300 {
      let region = Self.regions[Int.random(in: 0..<Self.regions.count, using: &rng)]
      var formatter = try AsYouTypeFormatter(region: region, catalog: Self.catalog)
      var typed = ""
      // Mostly digits, so that formats get chosen, with anything else now and then.
      for _ in 0..<Int.random(in: 1...24, using: &rng) {
        let key =
          Int.random(in: 0..<4, using: &rng) == 0
          ? Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &rng)]
          : String(Int.random(in: 0...9, using: &rng))
        typed += key
        for s in key.unicodeScalars { formatter.input(scalar: s) }
        #expect(
          Self.digits(formatter.text) == Self.digits(typed),
          "case \(i): \(region) typed \(typed.debugDescription) shows \(formatter.text.debugDescription)"
        )
      }
    }
  }

  @Test("After any edit the caret is inside the text and after the same digit")
  func caretFollowsDigits() throws {
    var rng = SeededRandom(seed: 0x7e57_0005)
    for i in 0..<200 {
      let region = Self.regions[Int.random(in: 0..<Self.regions.count, using: &rng)]
      var f = try Self.field(region)
      // The model: the digit values the field holds, in order.
      var model: [UInt8] = []
      var log: [String] = []
      for _ in 0..<16 {
        let length = f.utf16.count
        let caret = Int.random(in: 0...length, using: &rng)
        f.moveCaret(to: caret)
        let k = Self.significant(before: f.caret, in: f.text)
        let kDigits = Self.digits(
          String(decoding: f.utf16[0..<f.caret], as: UTF16.self)
        ).count
        if Int.random(in: 0..<3, using: &rng) > 0 || model.isEmpty {
          let inserted = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &rng)]
          }.joined()
          log.append("insert \(inserted.debugDescription) at \(f.caret)")
          let r = f.insert(inserted)
          // A `+` only counts first; digits always count.
          let newDigits = Self.digits(inserted)
          model.insert(contentsOf: newDigits, at: kDigits)
          #expect(
            r.caret >= 0 && r.caret <= f.utf16.count, "case \(i): \(region) \(log)")
          let caretDigits = Self.digits(String(decoding: f.utf16[0..<r.caret], as: UTF16.self))
          #expect(caretDigits.count == kDigits + newDigits.count, "case \(i): \(region) \(log)")
          if let last = newDigits.last {
            #expect(caretDigits.last == last, "case \(i): \(region) \(log)")
          }
        } else if k > 0 {
          log.append("delete at \(f.caret)")
          let hadDigitBefore = kDigits > 0
          let r = f.deleteBackward()
          #expect(
            r.caret >= 0 && r.caret <= f.utf16.count, "case \(i): \(region) \(log)")
          if hadDigitBefore, Self.digits(f.text).count < model.count {
            model.remove(at: kDigits - 1)
            let caretDigits = Self.digits(String(decoding: f.utf16[0..<r.caret], as: UTF16.self))
            #expect(caretDigits.count == kDigits - 1, "case \(i): \(region) \(log)")
          }
        }
        #expect(Self.digits(f.text) == model, "case \(i): \(region) \(log)")
      }
    }
  }

  @Test("Formatting a formatted valid number changes nothing, in every style")
  func formattingIsIdempotent() throws {
    let catalog = Self.catalog
    var rng = SeededRandom(seed: 0x7e57_0006)
    var inputs: [(RegionCode, String)] = try Golden.rows("format.tsv").map {
      (RegionCode($0[0])!, $0[1])
    }
    for _ in 0..<1000 {
      let region = Self.regions[Int.random(in: 0..<Self.regions.count, using: &rng)]
      inputs.append((region, Self.randomKeys(region, using: &rng)))
    }
    // Only valid numbers: libphonenumber, too, strips a national prefix again from an invalid
    // number kept with it (NZ `+64 0 032345` parses as +64 032345, whose E.164 `+64032345`
    // parses as +64 32345), and this engine follows it.
    var checked = 0
    for (region, text) in inputs {
      guard let number = try? catalog.parse(text, region: region), catalog.isValid(number)
      else { continue }
      // The national style is read in the number's own region (the input's region may be
      // another: `+44 ...` typed in US).
      let home = catalog.region(for: number)
      for style in NumberStyle.allCases {
        let written = catalog.format(number, style: style)
        let context = style == .national ? home : region
        guard context != .nonGeographic, let again = try? catalog.parse(written, region: context)
        else { continue }
        checked += 1
        #expect(
          catalog.format(again, style: style) == written,
          "\(region) \(text.debugDescription): \(style) \(written.debugDescription) becomes \(catalog.format(again, style: style).debugDescription)"
        )
      }
    }
    #expect(checked > 20_000)
  }

  /// A random pattern of the metadata's syntax, small enough for exhaustive checking.
  static func randomPattern(depth: Int, using rng: inout SeededRandom) -> String {
    func atom() -> String {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0, 1: return String(Int.random(in: 0...9, using: &rng))
      case 2: return "\\d"
      case 3:
        let a = Int.random(in: 0...9, using: &rng)
        return "[\(a)-\(Int.random(in: a...9, using: &rng))]"
      case 4: return "[^\(Int.random(in: 0...9, using: &rng))]"
      default:
        return "[\(Int.random(in: 0...4, using: &rng))\(Int.random(in: 5...9, using: &rng))]"
      }
    }
    func quantified(_ body: String) -> String {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: return body + "?"
      case 1: return body + "*"
      case 2: return body + "+"
      case 3: return body + "{\(Int.random(in: 0...3, using: &rng))}"
      case 4:
        let lo = Int.random(in: 0...2, using: &rng)
        return body + "{\(lo),\(Int.random(in: lo...3, using: &rng))}"
      case 5: return body + "{\(Int.random(in: 0...2, using: &rng)),}"
      default: return body
      }
    }
    // Groups get `*` and `+` less often: nested unbounded repetition makes the backtracking
    // reference slow, and the metadata has little of it. `(?:1?|2)*` on "2" (an iteration
    // matching nothing) is what found the first-match DFA and the reference disagreeing.
    func bounded(_ body: String) -> String {
      switch Int.random(in: 0..<8, using: &rng) {
      case 0: return body + "?"
      case 1: return body + "{\(Int.random(in: 1...2, using: &rng))}"
      case 2: return body + "{0,2}"
      case 3: return body + (Bool.random(using: &rng) ? "*" : "+")
      default: return body
      }
    }
    if depth == 0 { return quantified(atom()) }
    var out = ""
    for _ in 0..<Int.random(in: 1...2, using: &rng) {
      switch Int.random(in: 0..<4, using: &rng) {
      case 0:
        let branches = (0..<Int.random(in: 2...3, using: &rng)).map { _ in
          randomPattern(depth: depth - 1, using: &rng)
        }
        let open = Bool.random(using: &rng) ? "(" : "(?:"
        out += bounded(open + branches.joined(separator: "|") + ")")
      case 1:
        out += bounded("(" + randomPattern(depth: depth - 1, using: &rng) + ")")
      default:
        out += quantified(atom())
      }
    }
    return out
  }

  @Test("The DFAs of random small patterns agree with the reference matcher up to length 5")
  func randomPatternsAgree() throws {
    var rng = SeededRandom(seed: 0x7e57_0007)
    let inputs = allDigitStrings(upTo: 5)
    let site = PatternSite(region: "T", field: "random")
    for i in 0..<16 {
      var text = Self.randomPattern(depth: 2, using: &rng)
      if Int.random(in: 0..<6, using: &rng) == 0 { text += "$" }
      let pattern = try DigitPattern(parsing: text)
      let dfa = try PatternCompiler.dfa(pattern, at: site)
      try dfa.checkInvariants()
      let firstMatch = try FirstMatchDFA.compile(try NFA(pattern))
      let reference = ReferenceMatcher(pattern)
      var mismatches = 0
      for s in inputs where mismatches < 3 {
        let full = reference.fullMatch(s) != nil
        let end = reference.matchPrefix(s)?.end
        if dfa.fullMatch(s) != full || firstMatch.matchEnd(s) != end { mismatches += 1 }
        #expect(dfa.fullMatch(s) == full, "pattern \(i) \(text) on \(s)")
        #expect(firstMatch.matchEnd(s) == end, "pattern \(i) \(text) on \(s)")
      }
    }
  }
}

/// Work per keystroke and per edit, counted by the formatter (`AsYouTypeFormatter.work`: text
/// units written, digits scanned, automaton steps), never timed.
@Suite("Bounded work on long input")
struct BoundedWorkTests {
  static let catalog = CoreFixture.catalog

  /// Keystroke sequences of 5,000 keys: digits, `+` and digits, a dialling prefix and digits,
  /// punctuation among digits, digits of another script, letters.
  static let inputs: [(String, String)] = [
    ("GB", String(repeating: "0123456789", count: 500)),
    ("GB", "+44" + String(repeating: "2079460958", count: 500).dropLast(3)),
    ("US", "011" + String(repeating: "4420794609", count: 500).dropLast(3)),
    ("DE", String(repeating: "030 1234-56 ", count: 417).prefix(5000).description),
    ("EG", String(repeating: "\u{0660}\u{0661}\u{0662}\u{0663}\u{0664}", count: 1000)),
    ("FR", String(repeating: "abcde", count: 1000)),
    ("BR", String(repeating: "0123481098998923988109", count: 228).prefix(5000).description),
  ]

  /// The formatter's work after each keystroke.
  static func workCurve(_ region: String, _ keys: String) throws -> [Int] {
    var f = try AsYouTypeFormatter(region: RegionCode(region)!, catalog: catalog)
    var curve: [Int] = []
    for s in keys.unicodeScalars {
      f.input(scalar: s)
      curve.append(f.work)
    }
    return curve
  }

  @Test("Typing 5,000 keystrokes: the second half costs no more than the first", arguments: inputs)
  func typingIsLinear(_ region: String, _ keys: String) throws {
    let curve = try Self.workCurve(region, keys)
    // Linear: the keystrokes 2,501–5,000 cost about what 1–2,500 cost. Were each keystroke
    // linear in the text (quadratic overall) the second half would cost three times the first.
    let first = curve[2499]
    let second = curve[4999] - curve[2499]
    #expect(second <= first + first / 4, "\(region): first half \(first), second half \(second)")
    // And bounded per keystroke: a constant past the formatting limit.
    let limit = AsYouTypeFormatter.maxFormattedLength
    let perKey = (Swift.min(limit + 10, 4999)..<5000).map { curve[$0] - curve[$0 - 1] }.max() ?? 0
    #expect(perKey <= 4, "\(region): \(perKey) units of work for one keystroke")
  }

  @Test("A paste of 5,000 characters into a field costs twice a paste of 2,500, not four times")
  func pasteIsLinear() throws {
    func pasteWork(_ n: Int) throws -> Int {
      var field = try PhoneNumberField(region: RegionCode("GB")!, catalog: Self.catalog)
      let before = field.formatter.work
      field.replace(utf16Range: 0..<0, with: String(repeating: "020 7946 0958 ", count: n / 14))
      return field.formatter.work - before
    }
    let half = try pasteWork(2500)
    let full = try pasteWork(5000)
    #expect(full <= 2 * half + half / 4, "2,500: \(half), 5,000: \(full)")
  }

  @Test("An edit in the middle of a long number is linear in its length")
  func editsAreLinear() throws {
    // A digit inserted in the middle re-types the keys after it (from the snapshot before
    // it): the cost grows with the length, linearly. Were an edit to re-type the whole text
    // per key it re-types (quadratic), 3,000 digits would cost four times 1,500.
    func middleEdit(length: Int) throws -> Int {
      var field = try PhoneNumberField(region: RegionCode("GB")!, catalog: Self.catalog)
      field.insert(String(repeating: "0123456789", count: length / 10))
      #expect(field.keys.count == length)
      let middle = field.text.utf16.count / 2
      let before = field.formatter.work
      field.replace(utf16Range: middle..<middle, with: "5")
      #expect(field.keys.count == length + 1)
      return field.formatter.work - before
    }
    let half = try middleEdit(length: 1500)
    let full = try middleEdit(length: 3000)
    #expect(half > 100, "an edit in the middle of 1,500 digits cost \(half): it re-typed nothing")
    #expect(full <= 2 * half + half / 4, "1,500: \(half), 3,000: \(full)")
  }
}

/// Rules that ask for too much are refused with an error that names the limit, before the
/// compiler spends the memory (Documentation/Limits.md lists every limit).
@Suite("Hostile rules are refused")
struct HostileRulesTests {
  static let site = PatternSite(region: "ZZ", field: "formats[0].pattern")

  static func region(_ formats: [NumberFormat], internationalPrefix: String = "00") -> Region {
    Region(
      code: RegionCode("ZZ")!, callingCode: 999, internationalPrefix: internationalPrefix,
      nationalPrefix: "0", formats: formats,
      types: [.generalDesc: NumberPattern(pattern: "\\d{4,12}", possibleLengths: [4, 8, 12])])
  }

  @Test("A repetition count above 64 is a syntax error at its position")
  func repetitionCount() {
    #expect(throws: PatternSyntaxError.self) { try DigitPattern(parsing: "\\d{65}") }
    do {
      _ = try DigitPattern(parsing: "12\\d{1,100}")
      Issue.record("\\d{1,100} was accepted")
    } catch {
      #expect(error.position == 7)  // the count 100
      #expect(error.reason.contains("64"))
    }
  }

  @Test("Groups nested more than 100 deep are a syntax error, not a stack overflow")
  func nesting() {
    let deep = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
    #expect(throws: PatternSyntaxError.self) { try DigitPattern(parsing: deep) }
  }

  @Test("Unrolling past NFA.maxNodes is refused with the pattern's site")
  func nfaNodes() {
    #expect(throws: RuleError.tooLarge(Self.site, limit: NFA.maxNodes)) {
      try PatternCompiler.dfa("(?:(?:(?:\\d{0,64}){0,64}){0,64})", at: Self.site)
    }
  }

  @Test("A prefix rule or a number type too large names the limit it reached")
  func prefixAndTypeLimits() {
    let huge = "(?:(?:(?:\\d{0,64}){0,64}){0,64})"
    let format = [NumberFormat(pattern: "(\\d{3})(\\d{4})", format: "$1 $2")]
    let idd = PatternSite(region: "ZZ", field: "internationalPrefix")
    // Few NFA nodes, but more first-match states than a prefix rule may have.
    let states = Self.region(format, internationalPrefix: "\\d*1\\d{15}")
    #expect(throws: RuleError.tooLarge(idd, limit: FirstMatchDFA.maxStates)) {
      try CompiledRegion.compile(states)
    }
    #expect(throws: RuleError.tooLarge(idd, limit: FirstMatchDFA.maxStates)) {
      try RegionRules.compile(states)
    }
    // Too many NFA nodes: that limit, not the state limit.
    let nodes = Self.region(format, internationalPrefix: huge)
    #expect(throws: RuleError.tooLarge(idd, limit: NFA.maxNodes)) {
      try CompiledRegion.compile(nodes)
    }
    #expect(throws: RuleError.tooLarge(idd, limit: NFA.maxNodes)) { try RegionRules.compile(nodes) }
    var types = Self.region(format)
    types.types[.mobile] = NumberPattern(pattern: huge)
    #expect(
      throws: RuleError.tooLarge(
        PatternSite(region: "ZZ", field: "types.mobile"), limit: NFA.maxNodes)
    ) { try RegionRules.compile(types) }
  }

  @Test("More than 64 formats in a list is refused")
  func tooManyFormats() {
    let formats = (0..<65).map { NumberFormat(pattern: "(\\d{\($0 % 9 + 1)})", format: "$1") }
    #expect(throws: RuleError.tooManyFormats(region: "ZZ", count: 65, limit: 64)) {
      try CompiledRegion.compile(Self.region(formats))
    }
  }

  @Test("A format list whose states would hold too many cells gets a lower state limit")
  func keyCells() {
    // 20 formats with 1,000 leading-digits patterns each: 20,021 components per state, so
    // at most 20,000,000 / 20,021 = 998 states; the formats tell 2^10 digit shapes apart.
    let leading = [String](repeating: "\\d", count: 1000)
    let formats = (0..<20).map {
      NumberFormat(
        pattern: "(\\d{\($0 % 10)})([0-4])(\\d{0,9})", format: "$1 $2 $3", leadingDigits: leading)
    }
    let limit = FormatAutomaton.maxKeyCells / (1 + 20 * 1001)
    #expect(limit < FormatAutomaton.maxStates)
    #expect(throws: RuleError.stateLimitExceeded(region: "ZZ", limit: limit)) {
      try CompiledRegion.compile(Self.region(formats))
    }
  }

  @Test("A prefix rule too large to compile is a formatter or parse error, not a trap")
  func formatterError() throws {
    let catalog = PhoneCatalog(regions: [
      Self.region(
        [NumberFormat(pattern: "(\\d{3})(\\d{4})", format: "$1 $2")],
        internationalPrefix: "\\d*1\\d{15}")
    ])
    #expect(throws: FormatterError.self) {
      try AsYouTypeFormatter(region: RegionCode("ZZ")!, catalog: catalog)
    }
    #expect(throws: ParseError.rulesDoNotCompile) {
      try catalog.parse("1234567", region: RegionCode("ZZ"))
    }
    #expect(catalog.validate("1234567", region: RegionCode("ZZ")) == .invalid(.rulesDoNotCompile))
  }

  @Test("Templates of more than 65,535 units in one list are typed into, not a trap")
  func longTemplates() throws {
    // Nine formats whose templates hold 8,007 units each: 72,063 in the list, more than a
    // 16-bit offset into the list's template units holds. No limit refuses a long literal.
    let dashes = String(repeating: "-", count: 8000)
    let formats = (1...9).map {
      NumberFormat(pattern: "(\\d{3})(\\d{4})", format: "$1\(dashes)$2", leadingDigits: ["\($0)"])
    }
    let catalog = PhoneCatalog(regions: [Self.region(formats)])
    var typing = try AsYouTypeFormatter(region: RegionCode("ZZ")!, catalog: catalog)
    for key in "9876543" { typing.input(key) }
    #expect(typing.text == "987" + dashes + "6543")
  }
}
