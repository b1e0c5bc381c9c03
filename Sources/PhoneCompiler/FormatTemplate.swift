// FormatTemplate: formats written the way people write them (`(###) ###-####`), compiled to a
// libphonenumber-style NumberFormat.
//
// A template is a row of tokens: `#` any digit, a literal digit that must be typed, a digit
// class `[2-9]` (`[^0]` too), `$` all remaining digits (one or more), and formatting (spaces,
// dashes, dots, parentheses, slashes...) that is inserted, not typed. A leading `+CC` says the
// template describes the international form; the calling code is taken off. Runs of digit
// tokens not separated by formatting become one capturing group each, so the template turns
// into exactly what a rule-pack author would otherwise write by hand: a `pattern` with groups
// (`(\d{3})(\d{3})(\d{4})`), a `format` (`($1) $2-$3`), and leading digits taken from the
// literal digits and classes at the start (`02# #### ####` -> `2`). The pattern itself says
// only `\d`: the literal digits and classes live in the leading digits, because the
// as-you-type template is the pattern applied to fifteen 9s (as in libphonenumber), which a
// literal `2` in the pattern would never match. The ranking then treats template formats and
// pattern formats alike.
//
// A template that begins with the region's national prefix (`0### ### ####` with prefix `0`)
// describes the national form: the prefix is taken off the pattern and becomes the format's
// national-prefix formatting rule (`0$1`), since the engine strips a typed national prefix
// before it matches formats, as libphonenumber does.

package import PhoneCore

/// A format template such as `+1 (###) ###-####`, `0## #### ####` or `011 $`, parsed.
///
/// ```swift
/// let t = try FormatTemplate(parsing: "(###) ###-####")
/// t.numberFormat().pattern  // "(\\d{3})(\\d{3})(\\d{4})"
/// t.numberFormat().format   // "($1) $2-$3"
/// try FormatTemplate(parsing: "0## #### ####").numberFormat(nationalPrefix: "0")
/// // pattern "(\\d{2})(\\d{4})(\\d{4})", format "$1 $2 $3", nationalPrefixFormattingRule "0$1"
/// ```
package struct FormatTemplate: Hashable, Sendable {
  /// The most digits a template may describe: a national number's, at most.
  package static let maxDigits = PhoneNumber.maxNationalDigits

  /// One element of a template.
  package enum Token: Hashable, Sendable {
    /// `#`: any digit.
    case anyDigit
    /// A digit that must be typed as written.
    case literal(UInt8)
    /// `[2-9]`: one digit of a class, kept as written (it is already pattern syntax).
    case digitClass(String)
    /// `$`: every remaining digit, one or more.
    case rest
    /// Anything else: inserted as formatting.
    case formatting(Character)

    var isDigit: Bool {
      if case .formatting = self { return false }
      return true
    }
  }

  /// The template as written.
  package let text: String
  /// The calling code of a leading `+CC`, when the template has one.
  package let callingCode: Int?
  /// The tokens after the calling code (and the space after it).
  package let tokens: [Token]

  /// Parses a template.
  /// - Throws: `PatternSyntaxError` with the position (in Unicode scalars) of the problem: an
  ///   empty or unterminated class, a reversed range, a digit placeholder after `$` (it could
  ///   never be typed), a `+` not at the start, regular-expression syntax, more than
  ///   ``maxDigits`` digits, or nothing to type at all.
  package init(parsing text: String) throws(PatternSyntaxError) {
    let scalars = Array(text.unicodeScalars)
    func fail(_ at: Int, _ reason: String) -> PatternSyntaxError {
      PatternSyntaxError(pattern: text, position: at, reason: reason)
    }
    func digit(_ s: Unicode.Scalar) -> UInt8? {
      s.value >= 48 && s.value <= 57 ? UInt8(s.value - 48) : nil
    }
    var i = 0
    var callingCode: Int?
    if scalars.first == "+" {
      i = 1
      var code = 0
      while i < scalars.count, let d = digit(scalars[i]) {
        code = code * 10 + Int(d)
        i += 1
        if i > 4 { throw fail(1, "a calling code has 1 to 3 digits") }
      }
      guard i > 1 else { throw fail(1, "expected the calling code after +") }
      callingCode = code
      while i < scalars.count, scalars[i] == " " { i += 1 }
    }
    var tokens: [Token] = []
    var sawRest = false
    var digits = 0
    while i < scalars.count {
      let s = scalars[i]
      let start = i
      var token: Token
      switch s {
      case "#":
        token = .anyDigit
        i += 1
      case "$":
        token = .rest
        i += 1
      case "[":
        var j = i + 1
        var body = "["
        if j < scalars.count, scalars[j] == "^" {
          body.append("^")
          j += 1
        }
        var members = 0
        while j < scalars.count, scalars[j] != "]" {
          guard let low = digit(scalars[j]) else {
            throw fail(j, "expected a digit in the class")
          }
          if j + 2 < scalars.count, scalars[j + 1] == "-", scalars[j + 2] != "]" {
            guard let high = digit(scalars[j + 2]) else {
              throw fail(j + 2, "expected a digit in the class")
            }
            if high < low { throw fail(j, "reversed range \(low)-\(high)") }
            body += "\(low)-\(high)"
            j += 3
          } else {
            body += "\(low)"
            j += 1
          }
          members += 1
        }
        guard j < scalars.count else { throw fail(start, "unterminated class") }
        guard members > 0 else { throw fail(start, "empty class") }
        token = .digitClass(body + "]")
        i = j + 1
      case "+":
        throw fail(i, "+ is only allowed at the start, before the calling code")
      case "]", "\\", "{", "}", "|", "?", "*", "^":
        throw fail(i, "unexpected '\(s)' (templates use #, digits, [2-9] and $)")
      default:
        if let d = digit(s) {
          token = .literal(d)
        } else if s.properties.isAlphabetic {
          throw fail(i, "unexpected letter '\(s)' (templates use #, digits, [2-9] and $)")
        } else {
          token = .formatting(Character(s))
        }
        i += 1
      }
      if token.isDigit {
        if sawRest { throw fail(start, "nothing can be typed after $") }
        if case .rest = token { sawRest = true }
        digits += 1
        if digits > Self.maxDigits {
          throw fail(start, "more than \(Self.maxDigits) digits")
        }
      }
      tokens.append(token)
    }
    guard digits > 0 else { throw fail(scalars.count, "nothing to type") }
    self.text = text
    self.callingCode = callingCode
    self.tokens = tokens
  }

  /// Whether the template starts (after any opening formatting) with `nationalPrefix`'s
  /// digits as literals followed by more digits to type.
  func startsWith(nationalPrefix: String?) -> Int? {
    guard let np = nationalPrefix, !np.isEmpty else { return nil }
    let wanted = np.unicodeScalars.compactMap { s -> UInt8? in
      s.value >= 48 && s.value <= 57 ? UInt8(s.value - 48) : nil
    }
    guard wanted.count == np.unicodeScalars.count else { return nil }
    var i = 0
    while i < tokens.count, !tokens[i].isDigit { i += 1 }
    for d in wanted {
      guard i < tokens.count, case .literal(let t) = tokens[i], t == d else { return nil }
      i += 1
    }
    // Something must remain to type after the prefix.
    guard tokens[i...].contains(where: \.isDigit) else { return nil }
    return i
  }

  /// The format this template stands for.
  ///
  /// - Parameter nationalPrefix: the region's national prefix; a template starting with it
  ///   has it taken off, and the text before the first group becomes the format's
  ///   national-prefix formatting rule (`0$1`, `(0$1)`).
  /// - Complexity: O(n) in the template's length.
  package func numberFormat(nationalPrefix: String? = nil) -> NumberFormat {
    var body = tokens[...]
    var prefixRule: String?
    var ruleHead = ""
    if let end = startsWith(nationalPrefix: nationalPrefix) {
      for t in tokens[..<end] {
        switch t {
        case .literal(let d): ruleHead += "\(d)"
        case .formatting(let c): ruleHead.append(c)
        default: break
        }
      }
      body = tokens[end...]
      // Formatting between the prefix and the first group belongs to the rule too, up to a
      // parenthesis that opens around the group alone (`1 (###)`: rule `1 $1`, format
      // `($1) ...`), which stays in the format.
      while let first = body.first, case .formatting(let c) = first, c != "(" {
        ruleHead.append(c)
        body = body.dropFirst()
      }
      prefixRule = ruleHead + "$1"
    }
    // Otherwise leading formatting stays in the format (`(###) ###-####` -> `($1) $2-$3`).
    // Parentheses the rule opened close in the rule too: `1 (###) ###-####` has the rule
    // `1 ($1)` and the format `$1 $2-$3`.
    var closers = ruleHead.filter { $0 == "(" }.count - ruleHead.filter { $0 == ")" }.count
    var ruleTail = ""
    var pattern = ""
    var format = ""
    var group = 0
    var inGroup = false
    var run = ""
    let total = body.filter(\.isDigit).count
    func flushRun() {
      pattern += "(" + run + ")"
      run = ""
    }
    var pendingAny = 0
    func flushAny() {
      if pendingAny == 1 { run += "\\d" } else if pendingAny > 1 { run += "\\d{\(pendingAny)}" }
      pendingAny = 0
    }
    for t in body {
      switch t {
      case .formatting(let c) where closers > 0 && group == 1 && c == ")":
        closers -= 1
        ruleTail.append(c)
        if inGroup {
          flushAny()
          flushRun()
          inGroup = false
        }
      case .formatting(let c):
        if group == 1 { closers = 0 }
        if inGroup {
          flushAny()
          flushRun()
          inGroup = false
        }
        format.append(c)
      default:
        if !inGroup {
          group += 1
          format += "$\(group)"
          inGroup = true
        }
        switch t {
        case .anyDigit, .literal, .digitClass: pendingAny += 1
        case .rest:
          flushAny()
          let room = Swift.max(Self.maxDigits - (total - 1), 1)
          run += room == 1 ? "\\d" : "\\d{1,\(room)}"
        default: break
        }
      }
    }
    if inGroup {
      flushAny()
      flushRun()
    }
    return NumberFormat(
      pattern: pattern, format: format, leadingDigits: Self.leadingDigits(body),
      nationalPrefixFormattingRule: prefixRule.map { $0 + ruleTail })
  }

  /// The literal digits and classes at the start of the national number, up to the last one
  /// before the first `$` or the end of that run of single-digit tokens (`#` stands for `\d`
  /// in between): `2# ####` -> `2`, `#0-####` -> `\d0`, `1[1-9]1 ###` -> `1[1-9]1`; none when
  /// the start is all `#`.
  static func leadingDigits(_ body: ArraySlice<Token>) -> [String] {
    var parts: [String] = []
    var lastSpecific = -1
    for t in body {
      switch t {
      case .formatting: continue
      case .anyDigit: parts.append("\\d")
      case .literal(let d):
        parts.append("\(d)")
        lastSpecific = parts.count - 1
      case .digitClass(let c):
        parts.append(c)
        lastSpecific = parts.count - 1
      case .rest: break
      }
      if case .rest = t { break }
    }
    guard lastSpecific >= 0 else { return [] }
    return [parts[0...lastSpecific].joined()]
  }
}
