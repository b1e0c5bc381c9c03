// Parsing digit patterns: the accepted syntax, and errors with positions.

import PhoneCore
import Testing

@Suite("Digit-pattern parsing")
struct PatternParsingTests {
  @Test(
    "Metadata syntax parses",
    arguments: [
      "\\d{3}", "[2-9]\\d{2}", "(\\d{3})(\\d{4})", "1(?:[2-9]|0[1-9])", "0?(?:(11|2)?15)?",
      "[^0]\\d*", "([457]\\d{6})$|1", "\\d{4,6}", "(?:)", "1+2*", "[13-5]", "\\d{2,}",
    ])
  func parses(_ text: String) throws {
    _ = try DigitPattern(parsing: text)
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
