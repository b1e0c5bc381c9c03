// TextScanner: the text-level steps of parsing, on Unicode scalars, without regular expressions.
//
// libphonenumber finds a number in pasted text with a handful of fixed regular expressions
// (valid start character, unwanted end characters, second-number start, viable number,
// extension forms, RFC 3966 parts). Each is a small hand-written scanner here, with the same
// result on the same text; the comment on each names the expression it stands for.
//
// The scanners read a window of scalars the parser keeps on the stack (`Text`, at most 250 of
// them) and answer with windows of it, so finding the number, its extension and its digits
// allocates nothing. Every character test settles ASCII with a comparison or a bit mask; only
// a scalar outside ASCII asks for Unicode properties, so text that is all ASCII never does.
//
// This is also the one layer that classifies characters for the layers above it: a digit of
// any script and its value (`DigitFolding`, beside this file), the plus sign (`isPlus`), the
// characters a number is dialled with (`dialledCharacterBit`), punctuation. The field's keys
// (`FieldKeys.key`), the formatter's step and the parser all ask here; none has a rule of its
// own (the field's UTF-8 reader inlines the ASCII case of the same rules, for speed).

package enum TextScanner {
  /// A window of the text being parsed.
  package typealias Text = UnsafeBufferPointer<Unicode.Scalar>

  /// The plus sign of a phone number: `+` or full-width `＋` (libphonenumber's `PLUS_CHARS`).
  /// The one place the rule is written; the parser, the formatter and the locale layer ask it.
  @inline(__always) package static func isPlus(_ c: Unicode.Scalar) -> Bool {
    c == "+" || c == "\u{FF0B}"
  }
  /// 1 for an ASCII digit, `+`, `*` or `#` (the characters a number is dialled with), else 0:
  /// what the formatter counts in a text it checks against the characters dialled.
  @inline(__always) static func dialledCharacterBit(_ u: UInt16) -> UInt16 {
    // Bits 35 (#), 42 (*), 43 (+) and 48-57 (0-9) of the units below 64.
    let mask: UInt64 = 1 << 35 | 1 << 42 | 1 << 43 | 0x3FF << 48
    let inRange: UInt16 = u < 64 ? 1 : 0
    return UInt16(truncatingIfNeeded: mask &>> UInt64(u & 63)) & inRange
  }

  @inline(__always) static func isDigit(_ c: Unicode.Scalar) -> Bool {
    DigitFolding.value(of: c) != nil
  }
  /// The value of an ASCII digit `0`–`9` (a group reference's in `$1`), else nil.
  @inline(__always) static func asciiDigit(_ c: Unicode.Scalar) -> UInt8? {
    c.value >= 48 && c.value <= 57 ? UInt8(c.value - 48) : nil
  }
  /// libphonenumber's `VALID_PUNCTUATION`.
  @inline(__always) package static func isPunctuation(_ c: Unicode.Scalar) -> Bool {
    let v = c.value
    if v < 128 {
      return (v < 64 ? asciiPunctuationLow >> v : asciiPunctuationHigh >> (v - 64)) & 1 != 0
    }
    return isPunctuationOutsideASCII(v)
  }
  /// `- ( ) . / space`, as bits of the scalars 0–63; `x [ ] ~` as bits of 64–127 (constants,
  /// so reading them costs no lazy initialisation; a test checks them against the list).
  static let asciiPunctuationLow: UInt64 =
    1 << 0x20 | 1 << 0x28 | 1 << 0x29 | 1 << 0x2D | 1 << 0x2E | 1 << 0x2F
  static let asciiPunctuationHigh: UInt64 =
    1 << (0x78 - 64) | 1 << (0x5B - 64) | 1 << (0x5D - 64) | 1 << (0x7E - 64)
  static func isPunctuationOutsideASCII(_ v: UInt32) -> Bool {
    switch v {
    case 0xA0, 0xAD, 0x200B, 0x2060, 0x3000, 0x2212, 0x30FC, 0xFF08, 0xFF09, 0xFF3B, 0xFF3D,
      0x2053, 0x223C, 0xFF5E, 0x2010...0x2015, 0xFF0D...0xFF0F:
      return true
    default:
      return false
    }
  }
  @inline(__always) static func isASCIILetter(_ c: Unicode.Scalar) -> Bool {
    (c.value >= 65 && c.value <= 90) || (c.value >= 97 && c.value <= 122)
  }

  /// Python's `\w` with re.UNICODE: letters, digits and numerics of any script, and `_`.
  static func isWordCharacter(_ c: Unicode.Scalar) -> Bool {
    if c.value < 128 {
      return c == "_" || isASCIILetter(c) || (c.value >= 48 && c.value <= 57)
    }
    switch c.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber:
      return true
    default:
      return false
    }
  }

  /// `text[range]` as a window of its own.
  @inline(__always) static func window(_ text: Text, _ range: Range<Int>) -> Text {
    Text(rebasing: text[range])
  }

  /// `_extract_possible_number`: from the first `+` or digit, less unwanted trailing
  /// characters (`(?:_|[^#\w])+$`) and anything from a second number (`[\\/] *x`).
  static func extractPossibleNumber(_ text: Text) -> Text {
    guard let start = text.firstIndex(where: { isPlus($0) || isDigit($0) }) else {
      return window(text, 0..<0)
    }
    var end = text.count
    while end > start {
      let last = text[end - 1]
      guard last == "_" || (last != "#" && !isWordCharacter(last)) else { break }
      end -= 1
    }
    var i = start
    while i < end {
      if text[i] == "/" || text[i] == "\\" {
        var j = i + 1
        while j < end && text[j] == " " { j += 1 }
        if j < end && text[j] == "x" {
          end = i
          break
        }
      }
      i += 1
    }
    return window(text, start..<end)
  }

  /// `_is_viable_phone_number`: two digits exactly, or optional pluses, at least three digits
  /// among punctuation and `*`, then punctuation, `*`, letters and digits, and optionally an
  /// extension at the end. The expression is case-insensitive: `X` is punctuation as `x` is.
  package static func isViable(_ number: Text) -> Bool {
    if number.count < 2 { return false }
    if number.count == 2 && number.allSatisfy(isDigit) { return true }
    var i = 0
    while i < number.count && isPlus(number[i]) { i += 1 }
    var digits = 0
    while i < number.count && digits < 3 {
      let c = number[i]
      if isDigit(c) {
        digits += 1
      } else if !(isPunctuation(c) || c == "*" || c == "X") {
        return false
      }
      i += 1
    }
    if digits < 3 { return false }
    // [P*A\d]* then optionally an extension, to the end: try every split, longest first.
    var end = i
    while end < number.count {
      let c = number[end]
      if isPunctuation(c) || c == "*" || isASCIILetter(c) || isDigit(c) { end += 1 } else { break }
    }
    if end == number.count { return true }
    var k = end
    while k >= i {
      if extensionMatch(number, at: k) != nil { return true }
      k -= 1
    }
    return false
  }

  /// `_maybe_strip_extension`: the leftmost extension that runs to the end of the text, if
  /// the text before it is viable. Returns the number without it and the extension digits.
  package static func stripExtension(_ number: Text) -> (number: Text, extensionNumber: Text?) {
    // Every extension form ends in a digit, or a digit and `#`.
    guard let last = number.last, last == "#" || isDigit(last) else { return (number, nil) }
    guard mayHaveExtension(number) else { return (number, nil) }
    for start in 0..<number.count where canStartExtension(number[start]) {
      guard let digits = extensionMatch(number, at: start) else { continue }
      let before = window(number, 0..<start)
      if isViable(before) { return (before, digits) }
      return (number, nil)
    }
    return (number, nil)
  }

  // MARK: - Plain numbers in one pass

  /// What `plainNumber` found: the pluses the number starts with, how many digits it has,
  /// whether it is viable, and where its extension's digits are in the text (empty: none).
  package struct PlainNumber {
    package var pluses: Int
    package var digits: Int
    package var viable: Bool
    package var extensionDigits: Range<Int> = 0..<0
  }

  /// The scanners of `parse` in one pass, for the common case: ASCII text without `;`, whose
  /// number (from the first `+` or digit) is leading pluses, then digits and the punctuation
  /// `space ( ) - .` only, and optionally an extension written `x` and 1–9 digits after a
  /// number of three digits or more (`+1 650 253 0000 x56`, spaces around the `x` allowed).
  /// Its digit values go to `digits` (room for the text's length). Nil for any other text,
  /// which the scanners above read instead.
  ///
  /// For such text the scanners agree with this pass: no `tel:` parts (no `;`); the number runs
  /// from its first `+` or digit to its last digit (what follows is punctuation, which
  /// `extractPossibleNumber` trims); no second number (no `/` or `\`); viable exactly when it
  /// has three digits, or is two digits alone (every other character being punctuation); no
  /// extension (no letter, `;`, `,`, `#`, `~`); and `normalize` keeps the digits (no letters).
  /// With the `x`: the whole text is viable (its first three digits come before the `x`, which
  /// is a letter after them); no extension form matches before the `x`, as none has a label or
  /// a `#`, `,` or `;` there; at the blanks before the `x` (or the `x` itself) the ambiguous
  /// label `x` matches the digits to the end; and the number before it is viable.
  package static func plainNumber(
    _ text: UnsafeBufferPointer<UInt8>, digits: UnsafeMutableBufferPointer<UInt8>
  ) -> PlainNumber? {
    let n = text.count
    var i = 0
    // Before the number: any ASCII but `;`.
    while i < n {
      let b = text[i]
      if b == 0x2B || b &- 48 < 10 { break }
      if b >= 0x80 || b == 0x3B { return nil }
      i += 1
    }
    let start = i
    while i < n && text[i] == 0x2B { i += 1 }
    let pluses = i - start
    var count = 0
    var end = start
    while i < n {
      let b = text[i]
      let d = b &- 48
      if d < 10 {
        digits[count] = d
        count += 1
        end = i + 1
      } else if b == 0x78 {
        return plainExtension(text, at: i, numberEnd: end, pluses: pluses, digits: count)
      } else if b >= 64 || plainPunctuation >> b & 1 == 0 {
        return nil
      }
      i += 1
    }
    let viable = count >= 3 || (count == 2 && end - start == 2)
    return PlainNumber(pluses: pluses, digits: count, viable: viable)
  }

  /// The rest of `plainNumber` from an `x` at `x`: blanks only between the number's last digit
  /// (before `numberEnd`) and the `x`, then blanks and 1–9 digits to the end.
  static func plainExtension(
    _ text: UnsafeBufferPointer<UInt8>, at x: Int, numberEnd: Int, pluses: Int, digits: Int
  ) -> PlainNumber? {
    guard digits >= 3 else { return nil }
    for k in numberEnd..<x where text[k] != 0x20 { return nil }
    var j = x + 1
    while j < text.count && text[j] == 0x20 { j += 1 }
    let start = j
    while j < text.count && text[j] &- 48 < 10 { j += 1 }
    guard j == text.count, (1...9).contains(j - start) else { return nil }
    return PlainNumber(pluses: pluses, digits: digits, viable: true, extensionDigits: start..<j)
  }

  /// `space ( ) - .` as bits of the scalars 0–63 (`[` and `]`, above 63, are left to the
  /// scanners): the punctuation `plainNumber` reads.
  static let plainPunctuation: UInt64 = 1 << 0x20 | 1 << 0x28 | 1 << 0x29 | 1 << 0x2D | 1 << 0x2E

  // MARK: - Extension forms (libphonenumber's _EXTN_PATTERNS_FOR_PARSING, case-insensitive)

  /// Whether an extension form can occur at all: each has a letter, `;`, `,`, `#`, `~` or a
  /// scalar outside ASCII, so text of digits, spaces and other punctuation has none (one
  /// pass instead of every form tried at every separator).
  static func mayHaveExtension(_ text: Text) -> Bool {
    for c in text {
      let v = c.value
      if v >= 128 || isASCIILetter(c) || v == 0x3B || v == 0x2C || v == 0x23 || v == 0x7E {
        return true
      }
    }
    return false
  }

  static let explicitLabels: [[Unicode.Scalar]] = {
    var labels: [String] = ["доб", "anexo", "ｘｔ", "ｅｘｔ", "ｘｔｎ", "ｅｘｔｎ"]
    for e in ["", "e"] {
      for tail in ["", "ensio", "ensio\u{301}", "ensió"] {
        for n in ["", "n"] { labels.append(e + "xt" + tail + n) }
      }
    }
    return labels.map { Array($0.unicodeScalars) }
  }()
  static let ambiguousLabels: [[Unicode.Scalar]] = ["x", "ｘ", "#", "＃", "~", "～", "int", "ｉｎｔ"]
    .map { Array($0.unicodeScalars) }
  static let rfcExtensionLabel = Array(";ext=".unicodeScalars)
  /// The first scalars of the labels (`hasLabel` compares them first).
  static let explicitInitials = Array(Set(explicitLabels.map { $0[0] }))
  static let ambiguousInitials = Array(Set(ambiguousLabels.map { $0[0] }))

  /// The characters an extension form can begin with (separators, label initials, `;`).
  static func canStartExtension(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case ";", " ", "\u{A0}", "\t", ",", "-", "#", "~", "\u{FF03}", "\u{FF5E}":
      return true
    default:
      let l = lower(c)
      return l == "e" || l == "x" || l == "a" || l == "i" || l == "\u{FF45}" || l == "\u{FF58}"
        || l == "\u{FF49}" || l == "д"
    }
  }

  static func lower(_ c: Unicode.Scalar) -> Unicode.Scalar {
    if c.value < 128 {
      return c.value >= 65 && c.value <= 90 ? Unicode.Scalar(c.value + 32)! : c
    }
    let mapped = c.properties.lowercaseMapping.unicodeScalars
    return mapped.count == 1 ? mapped.first! : c
  }

  static func hasLabel(_ text: Text, at i: Int, _ label: [Unicode.Scalar]) -> Bool {
    guard i + label.count <= text.count else { return false }
    for k in 0..<label.count where lower(text[i + k]) != label[k] { return false }
    return true
  }

  /// Digits from `i` to the end (an optional `#` last), between 1 and `limit` of them.
  static func digitsToEnd(_ text: Text, from i: Int, limit: Int, hash: HashRule) -> Text? {
    var j = i
    while j < text.count && isDigit(text[j]) { j += 1 }
    let count = j - i
    guard count >= 1, count <= limit else { return nil }
    switch hash {
    case .optional:
      if j == text.count || (j == text.count - 1 && text[j] == "#") { return window(text, i..<j) }
    case .required:
      if j == text.count - 1 && text[j] == "#" { return window(text, i..<j) }
    case .none:
      if j == text.count { return window(text, i..<j) }
    }
    return nil
  }

  enum HashRule { case optional, required, none }

  /// `[ \u00A0\t]`
  @inline(__always) static func isBlank(_ c: Unicode.Scalar) -> Bool {
    c == " " || c == "\u{A0}" || c == "\t"
  }

  /// `[:\.．]?[ \u00A0\t,-]*` then the digits.
  static func afterLabel(_ text: Text, from i: Int, limit: Int) -> Text? {
    var j = i
    if j < text.count && (text[j] == ":" || text[j] == "." || text[j] == "\u{FF0E}") { j += 1 }
    while j < text.count && (isBlank(text[j]) || text[j] == "," || text[j] == "-") { j += 1 }
    return digitsToEnd(text, from: j, limit: limit, hash: .optional)
  }

  /// The extension digits when an extension form starts at `start` and runs to the end.
  static func extensionMatch(_ text: Text, at start: Int) -> Text? {
    // ;ext=\d{1,20}
    let rfc = rfcExtensionLabel
    if hasLabel(text, at: start, rfc),
      let d = digitsToEnd(text, from: start + rfc.count, limit: 20, hash: .none)
    {
      return d
    }
    var i = start
    while i < text.count && (isBlank(text[i]) || text[i] == ",") { i += 1 }
    // Only a label's first letter can start one: most separators are followed by a digit.
    let initial: Unicode.Scalar = i < text.count ? lower(text[i]) : "0"
    if explicitInitials.contains(initial) {
      for label in explicitLabels where hasLabel(text, at: i, label) {
        if let d = afterLabel(text, from: i + label.count, limit: 20) { return d }
      }
    }
    if ambiguousInitials.contains(initial) {
      for label in ambiguousLabels where hasLabel(text, at: i, label) {
        if let d = afterLabel(text, from: i + label.count, limit: 9) { return d }
      }
    }
    // [- ]+\d{1,6}#
    var j = start
    while j < text.count && (text[j] == "-" || text[j] == " ") { j += 1 }
    if j > start, let d = digitsToEnd(text, from: j, limit: 6, hash: .required) { return d }
    // [ \u00A0\t]*(?:,{2}|;) and [ \u00A0\t]*(?:,)+
    var k = start
    while k < text.count && isBlank(text[k]) { k += 1 }
    if k + 1 < text.count && text[k] == "," && text[k + 1] == "," {
      if let d = afterLabel(text, from: k + 2, limit: 15) { return d }
    }
    if k < text.count && text[k] == ";" {
      if let d = afterLabel(text, from: k + 1, limit: 15) { return d }
    }
    if k < text.count && text[k] == "," {
      var c = k
      while c < text.count && text[c] == "," {
        c += 1
        if let d = afterLabel(text, from: c, limit: 9) { return d }
      }
    }
    return nil
  }

  // MARK: - RFC 3966

  static let phoneContextKey = Array(";phone-context=".unicodeScalars)
  static let telKey = Array("tel:".unicodeScalars)
  static let isubKey = Array(";isub=".unicodeScalars)

  /// What `nationalNumberForParsing` found.
  package enum NumberForParsing {
    /// A window of the text.
    case window(Text)
    /// A `tel:` URI whose number is its phone context followed by the part before it: that many
    /// scalars were written to the scratch buffer.
    case assembled(Int)
    /// The phone context is not valid.
    case invalidContext
  }

  /// `_build_national_number_for_parsing`: handles `tel:` URIs with `;phone-context=` and
  /// `;isub=`; otherwise extracts the possible number. A number put together from a URI's
  /// parts is written to `scratch`, which must hold `text.count` scalars (without one, the
  /// answer is `.assembled(0)`: ask again with one).
  package static func nationalNumberForParsing(
    _ text: Text, scratch: UnsafeMutableBufferPointer<Unicode.Scalar>?
  ) -> NumberForParsing {
    // Both keys start with `;`: most text has none.
    guard text.contains(";") else { return .window(extractPossibleNumber(text)) }
    guard let at = find(phoneContextKey, in: text, from: 0) else {
      return .window(cutSubaddress(extractPossibleNumber(text)))
    }
    let start = at + phoneContextKey.count
    var end = text.count
    if let semicolon = text[start...].firstIndex(of: ";") { end = semicolon }
    let context = window(text, start..<end)
    guard isValidPhoneContext(context) else { return .invalidContext }
    guard let scratch else { return .assembled(0) }
    var count = 0
    if context.first == "+" {
      for c in context {
        scratch[count] = c
        count += 1
      }
    }
    let from = find(telKey, in: text, from: 0).map { $0 + telKey.count } ?? 0
    if from <= at {
      for c in text[from..<at] {
        scratch[count] = c
        count += 1
      }
    }
    let assembled = Text(rebasing: scratch[0..<count])
    return .assembled(cutSubaddress(assembled).count)
  }

  /// The number without a `;isub=` subaddress.
  static func cutSubaddress(_ number: Text) -> Text {
    if let isub = find(isubKey, in: number, from: 0), isub > 0 { return window(number, 0..<isub) }
    return number
  }

  static func find(_ needle: [Unicode.Scalar], in hay: Text, from: Int) -> Int? {
    guard let first = needle.first, needle.count <= hay.count else { return nil }
    var i = from
    while i + needle.count <= hay.count {
      if hay[i] == first && hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }

  /// A global number (`+` then digits and `-.()`, at least one digit) or a domain name.
  static func isValidPhoneContext(_ context: Text) -> Bool {
    guard let first = context.first else { return false }
    if first == "+" {
      let rest = context.dropFirst()
      return rest.contains(where: isDigit)
        && rest.allSatisfy { isDigit($0) || "-.()".unicodeScalars.contains($0) }
    }
    var labels = context.split(separator: ".", omittingEmptySubsequences: false)
    if labels.last?.isEmpty == true { labels.removeLast() }
    guard let top = labels.last, !labels.isEmpty else { return false }
    func isAlnum(_ c: Unicode.Scalar) -> Bool { isASCIILetter(c) || isDigit(c) }
    for label in labels {
      guard let f = label.first, let l = label.last, isAlnum(f), isAlnum(l),
        label.allSatisfy({ isAlnum($0) || $0 == "-" })
      else { return false }
    }
    return isASCIILetter(top.first!)
  }

  // MARK: - Normalisation

  /// libphonenumber's keypad letters (ITU E.161), by letter from `A`.
  static let keypad: [UInt8] = [
    2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 9, 9, 9, 9,
  ]

  /// libphonenumber's keypad letters (ITU E.161).
  static func keypadDigit(_ c: Unicode.Scalar) -> UInt8? {
    guard isASCIILetter(c) else { return nil }
    let upper = c.value >= 97 ? c.value - 32 : c.value
    return keypad[Int(upper - 65)]
  }

  /// `_normalize`: with three or more ASCII letters, letters become keypad digits and
  /// only ASCII digits are kept; otherwise digits of any script, as ASCII. Writes the digit
  /// values to `out` (room for `text.count` of them) and returns how many there are.
  package static func normalize(_ text: Text, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var letters = 0
    for c in text where isASCIILetter(c) {
      letters += 1
      if letters == 3 { break }
    }
    var n = 0
    if letters >= 3 {
      for c in text {
        let d: UInt8? = c.value >= 48 && c.value <= 57 ? UInt8(c.value - 48) : keypadDigit(c)
        if let d {
          out[n] = d
          n += 1
        }
      }
    } else {
      for c in text {
        if let d = DigitFolding.value(of: c) {
          out[n] = d
          n += 1
        }
      }
    }
    return n
  }
}
