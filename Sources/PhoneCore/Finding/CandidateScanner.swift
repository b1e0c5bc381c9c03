// CandidateScanner: where numbers may be in text, as libphonenumber's PhoneNumberMatcher finds
// candidates, with hand-written scanners instead of its regular expressions.
//
// The matcher's candidate expression is, in short: up to two lead groups (an opening bracket or
// a plus sign, then up to four punctuation characters), a run of up to 20 digits, up to 20 more
// blocks of up to four punctuation characters and up to 20 digits, and optionally an extension.
// Because digits and punctuation are disjoint, the greedy, leftmost match of that expression
// is found by one forward pass from the first position where one can start; each check of a
// candidate afterwards (dates, times, brackets, page ranges, the places where an inner number
// may begin) reads only the candidate, whose length the expression bounds (at most about 600
// scalars). So the text is read once, and every candidate costs a bounded amount: the finder
// is linear in the text's length.

enum CandidateScanner {
  typealias Text = UnsafeBufferPointer<Unicode.Scalar>

  @inline(__always) static func isDigit(_ c: Unicode.Scalar) -> Bool {
    DigitFolding.value(of: c) != nil
  }

  /// The matcher's punctuation: libphonenumber's `VALID_PUNCTUATION`, with `X` (the expression
  /// is case-insensitive).
  @inline(__always) static func isPunctuation(_ c: Unicode.Scalar) -> Bool {
    TextScanner.isPunctuation(c) || c == "X"
  }

  /// `[(\[（［+＋]`: what a lead group starts with.
  @inline(__always) static func isLead(_ c: Unicode.Scalar) -> Bool {
    c == "(" || c == "[" || c == "\u{FF08}" || c == "\u{FF3B}" || c == "+" || c == "\u{FF0B}"
  }

  static func isOpening(_ c: Unicode.Scalar) -> Bool {
    c == "(" || c == "[" || c == "\u{FF08}" || c == "\u{FF3B}"
  }

  static func isClosing(_ c: Unicode.Scalar) -> Bool {
    c == ")" || c == "]" || c == "\u{FF09}" || c == "\u{FF3D}"
  }

  /// Python's `\s` on `str`.
  static func isSpace(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 9...13, 28...32, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000:
      return true
    default:
      return false
    }
  }

  // MARK: - The candidate expression

  /// The first candidate at or after `from`: its range, or nil when there is none.
  static func nextCandidate(_ t: Text, from: Int) -> Range<Int>? {
    var i = from
    while i < t.count {
      let c = t[i]
      // Below U+0660 the only digits are ASCII and the only leads `(`, `[` and `+`: most text
      // is read here, with two comparisons a scalar.
      if c.value < 0x660 && c.value &- 48 >= 10 && c != "(" && c != "[" && c != "+" {
        i += 1
        continue
      }
      if isDigit(c) {
        return i..<candidateEnd(t, digitAt: i)
      }
      if isLead(c), let digit = leadEnd(t, at: i) {
        return i..<candidateEnd(t, digitAt: digit)
      }
      i += 1
    }
    return nil
  }

  /// `(?:[LEAD][P]{0,4}){1,2}` from `i` up to a digit: where the digit is, or nil.
  static func leadEnd(_ t: Text, at i: Int) -> Int? {
    // The lead groups hold no digit, so they end at the first digit; at most 10 scalars.
    var d = i + 1
    while d < t.count && d - i <= 10 && !isDigit(t[d]) { d += 1 }
    guard d < t.count, isDigit(t[d]), d - i <= 10 else { return nil }
    // One group: the lead and up to four punctuation characters.
    func allPunctuation(_ r: Range<Int>) -> Bool { r.allSatisfy { isPunctuation(t[$0]) } }
    if d - i - 1 <= 4 && allPunctuation((i + 1)..<d) { return d }
    // Two groups: a second lead somewhere after the first's punctuation.
    for k in (i + 1)..<d where k - i - 1 <= 4 && isLead(t[k]) {
      if allPunctuation((i + 1)..<k) && d - k - 1 <= 4 && allPunctuation((k + 1)..<d) {
        return d
      }
    }
    return nil
  }

  /// Where the candidate whose digits start at `d` ends: digit blocks, then an extension.
  static func candidateEnd(_ t: Text, digitAt d: Int) -> Int {
    var j = digits(t, from: d, limit: 20)
    var blocks = 0
    while blocks < 20 {
      var p = j
      while p < t.count && p - j <= 4 && isPunctuation(t[p]) { p += 1 }
      guard p - j <= 4, p < t.count, isDigit(t[p]) else { break }
      j = digits(t, from: p, limit: 20)
      blocks += 1
    }
    return extensionEnd(t, at: j) ?? j
  }

  /// The end of up to `limit` digits from `i` (greedy).
  @inline(__always) static func digits(_ t: Text, from i: Int, limit: Int) -> Int {
    var j = i
    while j < t.count && j - i < limit && isDigit(t[j]) { j += 1 }
    return j
  }

  /// The end of the digits run from `i` (no limit).
  static func digitRunEnd(_ t: Text, from i: Int) -> Int {
    var j = i
    while j < t.count && isDigit(t[j]) { j += 1 }
    return j
  }

  /// Labels as scalars, made once (comparing with a `String` would make an array per call).
  static let xt = Array("xt".unicodeScalars)
  static let ensi = Array("ensi".unicodeScalars)
  static let fullwidthXT = Array("ｘｔ".unicodeScalars)
  static let dob = Array("доб".unicodeScalars)
  static let anexo = Array("anexo".unicodeScalars)
  static let int = Array("int".unicodeScalars)
  static let fullwidthInt = Array("ｉｎｔ".unicodeScalars)

  /// libphonenumber's `_EXTN_PATTERNS_FOR_MATCHING` at `i`: where the extension ends, or nil.
  static func extensionEnd(_ t: Text, at i: Int) -> Int? {
    guard i < t.count else { return nil }
    // ;ext=\d{1,20}
    if t[i] == ";" && TextScanner.hasLabel(t, at: i, TextScanner.rfcExtensionLabel) {
      let s = i + TextScanner.rfcExtensionLabel.count
      let e = digits(t, from: s, limit: 20)
      if e > s { return e }
    }
    var k = i
    while k < t.count && (TextScanner.isBlank(t[k]) || t[k] == ",") { k += 1 }
    // Only a label's first letter can start one of the labelled forms (most numbers are
    // followed by a word or punctuation that starts none).
    let l: Unicode.Scalar = k < t.count ? TextScanner.lower(t[k]) : "0"
    // Explicit labels, then the rest: [:.．]?[ \u00A0\t,-]*\d{1,20}#?
    if l == "e" || l == "x" || l == "\u{FF45}" || l == "\u{FF58}" || l == "д" || l == "a",
      let e = explicitExtensionEnd(t, at: k)
    {
      return e
    }
    // Ambiguous labels: [xｘ#＃~～]|int|ｉｎｔ, then up to 9 digits.
    if k < t.count {
      if l == "x" || l == "\u{FF58}" || l == "#" || l == "\u{FF03}" || l == "~" || l == "\u{FF5E}",
        let e = afterLabel(t, from: k + 1, limit: 9)
      {
        return e
      }
      if l == "i" || l == "\u{FF49}",
        TextScanner.hasLabel(t, at: k, int) || TextScanner.hasLabel(t, at: k, fullwidthInt),
        let e = afterLabel(t, from: k + 3, limit: 9)
      {
        return e
      }
    }
    // [- ]+\d{1,6}#
    var j = i
    while j < t.count && (t[j] == "-" || t[j] == " ") { j += 1 }
    if j > i {
      let e = digitRunEnd(t, from: j)
      if e > j && e - j <= 6 && e < t.count && t[e] == "#" { return e + 1 }
    }
    return nil
  }

  /// An explicit label at `k` and what follows it, trying the label's lengths in the order the
  /// expression does: where the extension ends, or nil.
  static func explicitExtensionEnd(_ t: Text, at k: Int) -> Int? {
    guard k < t.count else { return nil }
    // e?xt(?:ensi(?:o\u0301?|ó))?n?: with the `ensi...` part first, then without; `n` first.
    var x = k
    if TextScanner.lower(t[x]) == "e" { x += 1 }
    if TextScanner.hasLabel(t, at: x, xt) {
      let base = x + 2
      func withN(_ tail: Int) -> Int? {
        if tail < t.count && TextScanner.lower(t[tail]) == "n",
          let e = afterLabel(t, from: tail + 1, limit: 20)
        {
          return e
        }
        return afterLabel(t, from: tail, limit: 20)
      }
      if TextScanner.hasLabel(t, at: base, ensi), base + 4 < t.count {
        let o = TextScanner.lower(t[base + 4])
        if o == "o" {
          if base + 5 < t.count && t[base + 5] == "\u{301}", let e = withN(base + 6) { return e }
          if let e = withN(base + 5) { return e }
        } else if o == "ó", let e = withN(base + 5) {
          return e
        }
      }
      if let e = withN(base) { return e }
    }
    // ｅ?ｘｔｎ?
    var f = k
    if TextScanner.lower(t[f]) == "\u{FF45}" { f += 1 }
    if TextScanner.hasLabel(t, at: f, fullwidthXT) {
      if f + 2 < t.count && TextScanner.lower(t[f + 2]) == "\u{FF4E}",
        let e = afterLabel(t, from: f + 3, limit: 20)
      {
        return e
      }
      if let e = afterLabel(t, from: f + 2, limit: 20) { return e }
    }
    if TextScanner.hasLabel(t, at: k, dob), let e = afterLabel(t, from: k + 3, limit: 20) {
      return e
    }
    if TextScanner.hasLabel(t, at: k, anexo), let e = afterLabel(t, from: k + 5, limit: 20) {
      return e
    }
    return nil
  }

  /// `[:\.．]?[ \u00A0\t,-]*\d{1,limit}#?` from `i`: where it ends, or nil.
  static func afterLabel(_ t: Text, from i: Int, limit: Int) -> Int? {
    var j = i
    if j < t.count && (t[j] == ":" || t[j] == "." || t[j] == "\u{FF0E}") { j += 1 }
    while j < t.count && (TextScanner.isBlank(t[j]) || t[j] == "," || t[j] == "-") { j += 1 }
    let e = digits(t, from: j, limit: limit)
    guard e > j else { return nil }
    return e < t.count && t[e] == "#" ? e + 1 : e
  }

  /// The candidate cut before a second number (`[\\/] *x`).
  static func trimSecondNumber(_ t: Text, _ r: Range<Int>) -> Range<Int> {
    var i = r.lowerBound
    while i < r.upperBound {
      if t[i] == "/" || t[i] == "\\" {
        var j = i + 1
        while j < r.upperBound && t[j] == " " { j += 1 }
        if j < r.upperBound && t[j] == "x" { return r.lowerBound..<i }
      }
      i += 1
    }
    return r
  }

  /// The range without unwanted characters at its end (`(?:_|[^#\w])+$`).
  static func trimUnwantedEnd(_ t: Text, _ r: Range<Int>) -> Range<Int> {
    var end = r.upperBound
    while end > r.lowerBound {
      let c = t[end - 1]
      guard c == "_" || (c != "#" && !TextScanner.isWordCharacter(c)) else { break }
      end -= 1
    }
    return r.lowerBound..<end
  }

  // MARK: - What is not a number

  /// Whether `c` is an ASCII digit from `low` to `high` (the expressions' `[0-3]`, `[12]`).
  @inline(__always) static func ascii(_ c: Unicode.Scalar, _ low: UInt32, _ high: UInt32) -> Bool {
    c.value >= 48 + low && c.value <= 48 + high
  }

  /// `_SLASH_SEPARATED_DATES` found in the candidate: a digit, `/`, one or two digits (two:
  /// the first 0–3), `/`, two digits.
  static func hasSlashDate(_ t: Text, _ r: Range<Int>) -> Bool {
    var p = r.lowerBound + 1
    while p < r.upperBound {
      defer { p += 1 }
      guard t[p] == "/", isDigit(t[p - 1]) else { continue }
      var q = p + 1
      while q < r.upperBound && q - p <= 3 && isDigit(t[q]) { q += 1 }
      let n = q - p - 1
      guard n == 1 || (n == 2 && ascii(t[p + 1], 0, 3)) else { continue }
      if q + 2 < r.upperBound, t[q] == "/", isDigit(t[q + 1]), isDigit(t[q + 2]) { return true }
    }
    return false
  }

  /// `_TIME_STAMPS` at the candidate's end and `_TIME_STAMPS_SUFFIX` after it: a date and an
  /// hour followed by `:MM`.
  static func isTimeStamp(_ t: Text, _ r: Range<Int>) -> Bool {
    func inside(_ i: Int) -> Bool { i >= r.lowerBound && i < r.upperBound }
    func digit(_ i: Int) -> Bool { inside(i) && isDigit(t[i]) }
    func ranged(_ i: Int, _ low: UInt32, _ high: UInt32) -> Bool {
      inside(i) && ascii(t[i], low, high)
    }
    // [12]\d{3}[-/]?[01]\d[-/]?[0-3]\d +[0-2]\d$
    var i = r.upperBound - 1
    guard digit(i), ranged(i - 1, 0, 2) else { return false }
    i -= 2
    var spaces = 0
    while inside(i) && t[i] == " " {
      i -= 1
      spaces += 1
    }
    guard spaces > 0, digit(i), ranged(i - 1, 0, 3) else { return false }
    i -= 2
    if inside(i) && (t[i] == "-" || t[i] == "/") { i -= 1 }
    guard digit(i), ranged(i - 1, 0, 1) else { return false }
    i -= 2
    if inside(i) && (t[i] == "-" || t[i] == "/") { i -= 1 }
    guard digit(i), digit(i - 1), digit(i - 2), ranged(i - 3, 1, 2) else { return false }
    // :[0-5]\d right after the candidate.
    let e = r.upperBound
    return e + 2 < t.count && t[e] == ":" && ascii(t[e + 1], 0, 5) && isDigit(t[e + 2])
  }

  /// `_MATCHING_BRACKETS` matches the whole candidate: brackets balanced in libphonenumber's
  /// narrow sense (an optional opening one, an optional closed part, then up to three
  /// bracketed groups).
  static func hasMatchingBrackets(_ t: Text, _ r: Range<Int>) -> Bool {
    // Without brackets the candidate is one run of other characters: it matches.
    guard r.contains(where: { isOpening(t[$0]) || isClosing(t[$0]) }) else {
      return !r.isEmpty
    }
    // Tokens (on the stack): 0 opening, 1 closing, 2 a run of other characters.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(r.count, 1)) {
      tokens in
      var n = 0
      for i in r {
        let c = t[i]
        let token: UInt8 = isOpening(c) ? 0 : isClosing(c) ? 1 : 2
        if token == 2 && n > 0 && tokens[n - 1] == 2 { continue }
        tokens[n] = token
        n += 1
      }
      // O? (R C)? R (O R C){0,3} R?
      func rest(_ start: Int) -> Bool {
        var k = start
        var groups = 0
        while groups < 3, k + 2 < n, tokens[k] == 0, tokens[k + 1] == 2, tokens[k + 2] == 1 {
          k += 3
          groups += 1
        }
        if k < n && tokens[k] == 2 { k += 1 }
        return k == n
      }
      func body(_ k: Int) -> Bool {
        if k + 2 < n, tokens[k] == 2, tokens[k + 1] == 1, tokens[k + 2] == 2, rest(k + 3) {
          return true
        }
        return k < n && tokens[k] == 2 && rest(k + 1)
      }
      if n > 0 && tokens[0] == 0 && body(1) { return true }
      return body(0)
    }
  }

  /// `_PUB_PAGES` found in the candidate: digits, dashes, 1–5 digits, up to four spaces, `(`
  /// and a digit (`211-227 (2003)`).
  static func hasPublicationPages(_ t: Text, _ r: Range<Int>) -> Bool {
    var i = r.lowerBound + 1
    while i < r.upperBound {
      guard t[i] == "-", isDigit(t[i - 1]) else {
        i += 1
        continue
      }
      var j = i
      while j < r.upperBound && t[j] == "-" { j += 1 }
      var e = j
      while e < r.upperBound && isDigit(t[e]) { e += 1 }
      if e > j && e - j <= 5 {
        var s = e
        while s < r.upperBound && s - e < 4 && isSpace(t[s]) { s += 1 }
        if s + 1 < r.upperBound && t[s] == "(" && isDigit(t[s + 1]) { return true }
      }
      i = j
    }
    return false
  }

  /// Whether the character next to a candidate makes it part of something else: a Latin
  /// letter (or combining mark), `%` or a currency symbol.
  static func isBadNeighbour(_ c: Unicode.Scalar) -> Bool {
    // ASCII: the letters, `%` and `$` (the one currency symbol there).
    if c.value < 128 { return TextScanner.isASCIILetter(c) || c == "%" || c == "$" }
    let category = c.properties.generalCategory
    if category == .currencySymbol { return true }
    switch category {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark:
      break
    default:
      return false
    }
    switch c.value {
    case 0...0x24F, 0x300...0x36F, 0x1E00...0x1EFF: return true
    default: return false
    }
  }

  // MARK: - Inner matches

  /// Which of `_INNER_MATCHES` can find anything in the candidate (bit k for pattern k): each
  /// needs a character of its own (`/`, `(`, `-`, a long dash, `.`, a space).
  static func innerPatterns(_ t: Text, _ r: Range<Int>) -> UInt8 {
    var mask: UInt8 = 0
    for i in r {
      let c = t[i]
      switch c {
      case "/": mask |= 1
      case "(": mask |= 2
      case "-": mask |= 4
      case ".": mask |= 16
      default:
        if (0x2012...0x2015).contains(c.value) || c == "\u{FF0D}" { mask |= 8 }
        if isSpace(c) { mask |= 32 | 4 }
      }
    }
    return mask
  }

  /// The places one of `_INNER_MATCHES` finds in a candidate, in order: `body` gets where
  /// each match starts and the range of its group, and returns true to stop.
  static func forEachInnerMatch(
    _ t: Text, _ r: Range<Int>, pattern: Int, _ body: (Int, Range<Int>) -> Bool
  ) {
    let end = r.upperBound
    /// The start of `.+` after `\s*` from `g`: the spaces, less one when nothing follows.
    func afterSpaces(_ g: Int) -> Int? {
      guard g < end else { return nil }
      var h = g
      while h < end && isSpace(t[h]) { h += 1 }
      return h < end ? h : end - 1
    }
    for p in r {
      let c = t[p]
      switch pattern {
      case 0:  // /+(.*)
        guard c == "/" else { continue }
        var g = p
        while g < end && t[g] == "/" { g += 1 }
        if body(p, g..<end) { return }
      case 1:  // (\([^(]*)
        guard c == "(" else { continue }
        var g = p + 1
        while g < end && t[g] != "(" { g += 1 }
        if body(p, p..<g) { return }
      case 2:  // (?:\s-|-\s)\s*(.+)
        guard p + 1 < end, (isSpace(c) && t[p + 1] == "-") || (c == "-" && isSpace(t[p + 1])),
          let g = afterSpaces(p + 2)
        else { continue }
        if body(p, g..<end) { return }
      case 3:  // [\u2012-\u2015\uFF0D]\s*(.+)
        guard (0x2012...0x2015).contains(c.value) || c == "\u{FF0D}", let g = afterSpaces(p + 1)
        else { continue }
        if body(p, g..<end) { return }
      case 4:  // \.+\s*([^.]+)
        guard c == "." else { continue }
        var q = p
        while q < end && t[q] == "." { q += 1 }
        var h = q
        while h < end && isSpace(t[h]) { h += 1 }
        if h == end || t[h] == "." {
          guard h > q else { continue }
          h -= 1
        }
        var e = h
        while e < end && t[e] != "." { e += 1 }
        if body(p, h..<e) { return }
      default:  // \s+(\S+)
        guard isSpace(c) else { continue }
        var q = p
        while q < end && isSpace(t[q]) { q += 1 }
        guard q < end else { continue }
        var e = q
        while e < end && !isSpace(t[e]) { e += 1 }
        if body(p, q..<e) { return }
      }
    }
  }
}
