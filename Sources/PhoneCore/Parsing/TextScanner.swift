// TextScanner: the text-level steps of parsing, on Unicode scalars, without regular expressions.
//
// libphonenumber finds a number in pasted text with a handful of fixed regular expressions
// (valid start character, unwanted end characters, second-number start, viable number,
// extension forms, RFC 3966 parts). Each is a small hand-written scanner here, with the same
// result on the same text; the comment on each names the expression it stands for.

enum TextScanner {
  typealias Text = [Unicode.Scalar]

  static func isPlus(_ c: Unicode.Scalar) -> Bool { c == "+" || c == "\u{FF0B}" }
  static func isDigit(_ c: Unicode.Scalar) -> Bool { DigitFolding.value(of: c) != nil }
  static func isPunctuation(_ c: Unicode.Scalar) -> Bool {
    CompiledFormat.punctuation.contains(c.value)
  }
  static func isASCIILetter(_ c: Unicode.Scalar) -> Bool {
    (c.value >= 65 && c.value <= 90) || (c.value >= 97 && c.value <= 122)
  }

  /// Python's `\w` with re.UNICODE: letters, digits and numerics of any script, and `_`.
  static func isWordCharacter(_ c: Unicode.Scalar) -> Bool {
    if c == "_" { return true }
    switch c.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber:
      return true
    default:
      return false
    }
  }

  /// `_extract_possible_number`: from the first `+` or digit, less unwanted trailing
  /// characters (`(?:_|[^#\w])+$`) and anything from a second number (`[\\/] *x`).
  static func extractPossibleNumber(_ text: Text) -> Text {
    guard let start = text.firstIndex(where: { isPlus($0) || isDigit($0) }) else { return [] }
    var number = Array(text[start...])
    while let last = number.last, last == "_" || (last != "#" && !isWordCharacter(last)) {
      number.removeLast()
    }
    var i = 0
    while i < number.count {
      if number[i] == "/" || number[i] == "\\" {
        var j = i + 1
        while j < number.count && number[j] == " " { j += 1 }
        if j < number.count && number[j] == "x" {
          number.removeSubrange(i...)
          break
        }
      }
      i += 1
    }
    return number
  }

  /// `_is_viable_phone_number`: two digits exactly, or optional pluses, at least three digits
  /// among punctuation and `*`, then punctuation, `*`, letters and digits, and optionally an
  /// extension at the end.
  static func isViable(_ number: Text) -> Bool {
    if number.count < 2 { return false }
    if number.count == 2 && number.allSatisfy(isDigit) { return true }
    var i = 0
    while i < number.count && isPlus(number[i]) { i += 1 }
    var digits = 0
    while i < number.count && digits < 3 {
      let c = number[i]
      if isDigit(c) {
        digits += 1
      } else if !(isPunctuation(c) || c == "*") {
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
  static func stripExtension(_ number: Text) -> (number: Text, extensionNumber: Text?) {
    // Every extension form ends in a digit, or a digit and `#`.
    guard let last = number.last, last == "#" || isDigit(last) else { return (number, nil) }
    for start in 0..<number.count where canStartExtension(number[start]) {
      guard let digits = extensionMatch(number, at: start) else { continue }
      let before = Array(number[..<start])
      if isViable(before) { return (before, digits) }
      return (number, nil)
    }
    return (number, nil)
  }

  // MARK: - Extension forms (libphonenumber's _EXTN_PATTERNS_FOR_PARSING, case-insensitive)

  static let explicitLabels: [Text] = {
    var labels: [String] = ["доб", "anexo", "ｘｔ", "ｅｘｔ", "ｘｔｎ", "ｅｘｔｎ"]
    for e in ["", "e"] {
      for tail in ["", "ensio", "ensio\u{301}", "ensió"] {
        for n in ["", "n"] { labels.append(e + "xt" + tail + n) }
      }
    }
    return labels.map { Array($0.unicodeScalars) }
  }()
  static let ambiguousLabels: [Text] = ["x", "ｘ", "#", "＃", "~", "～", "int", "ｉｎｔ"].map {
    Array($0.unicodeScalars)
  }

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

  static func hasLabel(_ text: Text, at i: Int, _ label: Text) -> Bool {
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
      if j == text.count || (j == text.count - 1 && text[j] == "#") { return Array(text[i..<j]) }
    case .required:
      if j == text.count - 1 && text[j] == "#" { return Array(text[i..<j]) }
    case .none:
      if j == text.count { return Array(text[i..<j]) }
    }
    return nil
  }

  enum HashRule { case optional, required, none }

  /// `[:\.．]?[ \u00A0\t,-]*` then the digits.
  static func afterLabel(_ text: Text, from i: Int, limit: Int) -> Text? {
    var j = i
    if j < text.count && (text[j] == ":" || text[j] == "." || text[j] == "\u{FF0E}") { j += 1 }
    while j < text.count && [" ", "\u{A0}", "\t", ",", "-"].contains(text[j]) { j += 1 }
    return digitsToEnd(text, from: j, limit: limit, hash: .optional)
  }

  /// The extension digits when an extension form starts at `start` and runs to the end.
  static func extensionMatch(_ text: Text, at start: Int) -> Text? {
    // ;ext=\d{1,20}
    let rfc = Array(";ext=".unicodeScalars)
    if hasLabel(text, at: start, rfc),
      let d = digitsToEnd(text, from: start + rfc.count, limit: 20, hash: .none)
    {
      return d
    }
    var i = start
    while i < text.count && [" ", "\u{A0}", "\t", ","].contains(text[i]) { i += 1 }
    for label in explicitLabels where hasLabel(text, at: i, label) {
      if let d = afterLabel(text, from: i + label.count, limit: 20) { return d }
    }
    for label in ambiguousLabels where hasLabel(text, at: i, label) {
      if let d = afterLabel(text, from: i + label.count, limit: 9) { return d }
    }
    // [- ]+\d{1,6}#
    var j = start
    while j < text.count && (text[j] == "-" || text[j] == " ") { j += 1 }
    if j > start, let d = digitsToEnd(text, from: j, limit: 6, hash: .required) { return d }
    // [ \u00A0\t]*(?:,{2}|;) and [ \u00A0\t]*(?:,)+
    var k = start
    while k < text.count && [" ", "\u{A0}", "\t"].contains(text[k]) { k += 1 }
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

  /// `_build_national_number_for_parsing`: handles `tel:` URIs with `;phone-context=` and
  /// `;isub=`; otherwise extracts the possible number. Nil when the phone context is invalid.
  static func nationalNumberForParsing(_ text: Text) -> Text? {
    let contextKey = Array(";phone-context=".unicodeScalars)
    var number: Text
    if let at = find(contextKey, in: text, from: 0) {
      let start = at + contextKey.count
      var end = text.count
      if let semicolon = text[start...].firstIndex(of: ";") { end = semicolon }
      let context = Array(text[start..<end])
      guard isValidPhoneContext(context) else { return nil }
      number = context.first == "+" ? context : []
      let telKey = Array("tel:".unicodeScalars)
      let from = find(telKey, in: text, from: 0).map { $0 + telKey.count } ?? 0
      if from <= at { number += text[from..<at] }
    } else {
      number = extractPossibleNumber(text)
    }
    if let isub = find(Array(";isub=".unicodeScalars), in: number, from: 0), isub > 0 {
      number = Array(number[..<isub])
    }
    return number
  }

  static func find(_ needle: Text, in hay: Text, from: Int) -> Int? {
    guard needle.count <= hay.count else { return nil }
    var i = from
    while i + needle.count <= hay.count {
      if hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
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

  /// libphonenumber's keypad letters (ITU E.161).
  static func keypadDigit(_ c: Unicode.Scalar) -> UInt8? {
    guard isASCIILetter(c) else { return nil }
    let upper = c.value >= 97 ? c.value - 32 : c.value
    let keys: [UInt8] = [
      2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 9, 9, 9, 9,
    ]
    return keys[Int(upper - 65)]
  }

  /// `_normalize`: with three or more ASCII letters, letters become keypad digits and
  /// only ASCII digits are kept; otherwise digits of any script, as ASCII.
  static func normalize(_ text: some Collection<Unicode.Scalar>) -> [UInt8] {
    if text.lazy.filter(isASCIILetter).count >= 3 {
      return text.compactMap { c in
        if c.value >= 48 && c.value <= 57 { return UInt8(c.value - 48) }
        return keypadDigit(c)
      }
    }
    return text.compactMap { DigitFolding.value(of: $0) }
  }
}
