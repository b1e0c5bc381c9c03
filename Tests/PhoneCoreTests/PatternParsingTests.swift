// Parsing digit patterns: the accepted syntax, and errors with positions.

import PhoneCompiler
import PhoneCore
import Testing

@Suite("Digit-pattern parsing")
struct PatternParsingTests {
  @Test(
    "Metadata syntax parses to a pattern with its groups, accepting and refusing what it should",
    arguments: [
      ("\\d{3}", 0, ["000", "999"], ["", "12", "1234"]),
      ("[2-9]\\d{2}", 0, ["200", "999"], ["100", "20"]),
      ("(\\d{3})(\\d{4})", 2, ["1234567"], ["123456", "12345678"]),
      ("1(?:[2-9]|0[1-9])", 0, ["12", "19", "101"], ["11", "100", "1"]),
      (
        "0?(?:(11|2)?15)?", 1, ["", "0", "15", "1115", "01115", "215"],
        ["1", "11", "2115", "0215x"]
      ),
      ("[^0]\\d*", 0, ["1", "90000"], ["", "0", "01"]),
      ("([457]\\d{6})$|1", 1, ["4123456", "1"], ["3123456", "11"]),
      ("\\d{4,6}", 0, ["1234", "123456"], ["123", "1234567"]),
      ("(?:)", 0, [""], ["1"]),
      ("1+2*", 0, ["1", "111", "1222"], ["", "2", "121"]),
      ("[13-5]", 0, ["1", "3", "4", "5"], ["2", "6", "13"]),
      ("\\d{2,}", 0, ["12", "1234567890"], ["", "1"]),
    ])
  func parses(_ text: String, _ groups: Int, _ accepted: [String], _ refused: [String]) throws {
    let pattern = try DigitPattern(parsing: text)
    #expect(pattern.captureCount == groups, "\(text)")
    let matcher = ReferenceMatcher(pattern)
    for s in accepted {
      #expect(matcher.fullMatch(Self.digits(s)) != nil, "\(text) refuses \(s)")
    }
    for s in refused {
      #expect(matcher.fullMatch(Self.digits(s)) == nil, "\(text) accepts \(s)")
    }
  }

  /// Digit values of a string of digits; anything else becomes 10, which no digit class holds.
  static func digits(_ s: String) -> [UInt8] {
    s.utf8.map { $0 >= 48 && $0 <= 57 ? $0 - 48 : 10 }
  }

  @Test("Parsing builds the tree the syntax describes")
  func trees() throws {
    let d3 = DigitPattern.repetition(.digits(.all), min: 3, max: 3)
    #expect(try DigitPattern(parsing: "\\d{3}") == d3)
    #expect(
      try DigitPattern(parsing: "(\\d{3})|5")
        == .alternation([.group(d3, capture: 1), .digits(.single(5))]))
    #expect(
      try DigitPattern(parsing: "[^0]") == .digits(DigitSet.single(0).inverted))
  }

  @Test(
    "Syntax errors name the position",
    arguments: [
      ("(\\d{3}", 0, "unterminated group"),
      ("\\d{3})", 5, "unbalanced ')'"),
      ("[2-", 2, "unexpected '-' in class"),
      ("[23", 0, "unterminated '['"),
      ("a", 0, "unexpected 'a'"),
      ("12\\w", 2, "unsupported escape '\\w'"),
      ("*1", 0, "quantifier '*' has nothing to repeat"),
      ("\\d{5,2}", 2, "repetition {5,2} has max below min"),
      ("(?=1)", 0, "only '(?:' groups are supported"),
      ("[9-2]", 1, "range 9-2 is reversed"),
      ("\\d{999}", 3, "repetition count above 64"),
      ("(\\1)", 1, "back-references are not supported"),
    ])
  func syntaxError(_ text: String, _ position: Int, _ reason: String) {
    #expect(throws: PatternSyntaxError(pattern: text, position: position, reason: reason)) {
      try DigitPattern(parsing: text)
    }
  }

  @Test("Capture groups are numbered left to right and counted")
  func captureCount() throws {
    #expect(try DigitPattern(parsing: "(\\d)(?:(\\d)|(\\d{2}))").captureCount == 3)
    #expect(try DigitPattern(parsing: "(?:\\d{3})").captureCount == 0)
  }

  @Test("Length ranges follow quantifiers and alternation")
  func lengthRange() throws {
    let r = try DigitPattern(parsing: "(\\d{3})(\\d{3,4})|\\d{2}").lengthRange
    #expect(r.min == 2 && r.max == 7)
    #expect(try DigitPattern(parsing: "1\\d*").lengthRange.max == nil)
  }
}
