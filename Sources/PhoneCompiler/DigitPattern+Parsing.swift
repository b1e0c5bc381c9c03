// A recursive-descent parser from pattern text to `DigitPattern`.
//
// Grammar (precedence low to high):
//   alternation := concat ('|' concat)*
//   concat      := quantified*
//   quantified  := atom ('?' | '*' | '+' | '{' n (',' m?)? '}')* '?'?
//   atom        := digit | '\d' | '[' class ']' | '(' ('?:')? alternation ')' | '$'
// Anything else (letters, '.', '^' outside a class, back-references) is a syntax error with
// its position, so a rule pack with a pattern this engine cannot run is refused at load.

package import PhoneCore

extension DigitPattern {
  /// Parses pattern text.
  ///
  /// ```swift
  /// let p = try DigitPattern(parsing: "(\\d{3})(\\d{4})")
  /// ```
  /// - Throws: `PatternSyntaxError` naming the position of the first problem.
  package init(parsing text: String) throws(PatternSyntaxError) {
    var parser = PatternParser(text: text)
    self = try parser.parseAll()
  }
}

struct PatternParser {
  let text: String
  let scalars: [Unicode.Scalar]
  var position = 0
  var captures = 0

  init(text: String) {
    self.text = text
    self.scalars = Array(text.unicodeScalars)
  }

  func error(_ reason: String, at position: Int? = nil) -> PatternSyntaxError {
    PatternSyntaxError(pattern: text, position: position ?? self.position, reason: reason)
  }

  var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  mutating func parseAll() throws(PatternSyntaxError) -> DigitPattern {
    let result = try parseAlternation(depth: 0)
    if position < scalars.count {
      throw error(scalars[position] == ")" ? "unbalanced ')'" : "unexpected '\(scalars[position])'")
    }
    return result
  }

  mutating func parseAlternation(depth: Int) throws(PatternSyntaxError) -> DigitPattern {
    if depth > 100 { throw error("groups nested too deeply") }
    var branches = [try parseConcat(depth: depth)]
    while peek == "|" {
      position += 1
      branches.append(try parseConcat(depth: depth))
    }
    return branches.count == 1 ? branches[0] : .alternation(branches)
  }

  mutating func parseConcat(depth: Int) throws(PatternSyntaxError) -> DigitPattern {
    var items: [DigitPattern] = []
    while let c = peek, c != "|", c != ")" {
      items.append(try parseQuantified(depth: depth))
    }
    switch items.count {
    case 0: return .empty
    case 1: return items[0]
    default: return .concat(items)
    }
  }

  mutating func parseQuantified(depth: Int) throws(PatternSyntaxError) -> DigitPattern {
    let atomStart = position
    var atom = try parseAtom(depth: depth)
    var quantified = false
    while let c = peek {
      var bounds: (Int, Int?)
      switch c {
      case "?": bounds = (0, 1); position += 1
      case "*": bounds = (0, nil); position += 1
      case "+": bounds = (1, nil); position += 1
      case "{": bounds = try parseBraces()
      default: return atom
      }
      if quantified, c == "?" { return atom }  // lazy marker after a quantifier: accepted
      if case .endAnchor = atom { throw error("'$' cannot be repeated", at: atomStart) }
      atom = .repetition(atom, min: bounds.0, max: bounds.1)
      quantified = true
    }
    return atom
  }

  mutating func parseNumber() throws(PatternSyntaxError) -> Int {
    var value = 0
    var digits = 0
    let start = position
    while let c = peek, let d = Self.digit(c) {
      value = value * 10 + Int(d)
      digits += 1
      position += 1
      if value > DigitPattern.maxRepetition {
        throw error("repetition count above \(DigitPattern.maxRepetition)", at: start)
      }
    }
    if digits == 0 { throw error("expected a number in '{}'") }
    return value
  }

  mutating func parseBraces() throws(PatternSyntaxError) -> (Int, Int?) {
    let open = position
    position += 1
    let low = try parseNumber()
    var high: Int? = low
    if peek == "," {
      position += 1
      high = peek == "}" ? nil : try parseNumber()
    }
    guard peek == "}" else { throw error("unterminated '{'", at: open) }
    position += 1
    if let high, high < low {
      throw error("repetition {\(low),\(high)} has max below min", at: open)
    }
    return (low, high)
  }

  mutating func parseAtom(depth: Int) throws(PatternSyntaxError) -> DigitPattern {
    guard let c = peek else { throw error("unexpected end of pattern") }
    switch c {
    case "0"..."9":
      position += 1
      return .digits(.single(UInt8(c.value - 48)))
    case "\\":
      position += 1
      guard let e = peek else { throw error("pattern ends with '\\'") }
      position += 1
      switch e {
      case "d": return .digits(.all)
      case "0"..."9": throw error("back-references are not supported", at: position - 2)
      default: throw error("unsupported escape '\\\(e)'", at: position - 2)
      }
    case "[":
      return .digits(try parseClass())
    case "(":
      let open = position
      position += 1
      var capture: Int? = nil
      if peek == "?" {
        position += 1
        guard peek == ":" else { throw error("only '(?:' groups are supported", at: open) }
        position += 1
      } else {
        captures += 1
        capture = captures
      }
      let inner = try parseAlternation(depth: depth + 1)
      guard peek == ")" else { throw error("unterminated group", at: open) }
      position += 1
      return .group(inner, capture: capture)
    case "$":
      position += 1
      return .endAnchor
    case "?", "*", "+", "{":
      throw error("quantifier '\(c)' has nothing to repeat")
    default:
      throw error("unexpected '\(c)'")
    }
  }

  mutating func parseClass() throws(PatternSyntaxError) -> DigitSet {
    let open = position
    position += 1
    var negate = false
    if peek == "^" {
      negate = true
      position += 1
    }
    var set = DigitSet.none
    var sawAny = false
    while let c = peek, c != "]" {
      sawAny = true
      let low: UInt8
      if c == "\\" {
        position += 1
        guard peek == "d" else { throw error("unsupported escape in class") }
        position += 1
        set = set.union(.all)
        continue
      }
      guard let d = Self.digit(c) else { throw error("unexpected '\(c)' in class") }
      low = d
      position += 1
      if peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
        position += 1
        guard let h = peek.flatMap(Self.digit) else { throw error("bad range in class") }
        if h < low { throw error("range \(low)-\(h) is reversed", at: position - 2) }
        position += 1
        for x in low...h { set = set.union(.single(x)) }
      } else {
        set = set.union(.single(low))
      }
    }
    guard peek == "]" else { throw error("unterminated '['", at: open) }
    position += 1
    if !sawAny { throw error("empty class", at: open) }
    return negate ? set.inverted : set
  }

  static func digit(_ c: Unicode.Scalar) -> UInt8? {
    c.value >= 48 && c.value <= 57 ? UInt8(c.value - 48) : nil
  }
}
