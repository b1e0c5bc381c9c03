// Fuzz target `patterns`: the digit-pattern compiler, from pattern text to the automata the
// engine runs, checked against the backtracking reference matcher, then a whole region built
// from fuzzed formats, compiled and typed into.
//
// Input: fields separated by newlines:
//   1. a pattern  -> DigitPattern(parsing:), PatternCompiler.dfa, FirstMatchDFA
//   2. a format string for it (`$1 $2`)   3. a leading-digits pattern
//   4. a second format's pattern           5. its format string
//   6. an international (or national-prefix-for-parsing) prefix pattern
// The digits of field 1 also serve as test strings for the automata.

import PhoneCompiler
import PhoneCore
import PhoneCoreData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPatterns(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzReader(data, count)
  let fields = input.rest().split(separator: 10, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  func field(_ i: Int) -> String? { i < fields.count ? fields[i] : nil }
  guard let text = field(0) else { return 0 }
  let site = PatternSite(region: "ZZ", field: "fuzz")

  // 1. One pattern through every stage, against the reference matcher.
  if let pattern = try? DigitPattern(parsing: text) {
    let dfa = try? PatternCompiler.dfa(pattern, at: site)
    let firstMatch = (try? NFA(pattern)).flatMap { try? FirstMatchDFA.compile($0) }
    let reference = ReferenceMatcher(pattern)
    // Short digit strings: those in the text, and every string of up to 2 digits.
    var samples: [[UInt8]] = [[]]
    for d in UInt8(0)...9 { samples.append([d]) }
    for d in UInt8(0)...9 { for e in UInt8(0)...9 { samples.append([d, e]) } }
    let digits = text.unicodeScalars.compactMap { s -> UInt8? in
      s.value >= 48 && s.value <= 57 ? UInt8(s.value - 48) : nil
    }
    for start in stride(from: 0, to: digits.count, by: 3) {
      samples.append(Array(digits[start..<Swift.min(start + 6, digits.count)]))
    }
    // The backtracking reference is exponential on nested repetition (`(\d{5}{0,64}){5}` on
    // "000" tries 64^5 ways, each call cut at its step limit): compare only where it is cheap.
    if text.unicodeScalars.count <= 40 && !hasNestedRepetition(pattern) {
      for s in samples {
        if let dfa {
          let expected = reference.fullMatch(s) != nil
          require(
            dfa.fullMatch(s) == expected,
            "DFA of \(text.debugDescription) says \(!expected) on \(s), reference \(expected)")
        }
        if let firstMatch {
          let expected = reference.matchPrefix(s)?.end
          require(
            firstMatch.matchEnd(s) == expected,
            "first-match DFA of \(text.debugDescription) ends at \(String(describing: firstMatch.matchEnd(s))) on \(s), reference at \(String(describing: expected))"
          )
        }
      }
    }
  }

  // 2. A region made of the fuzzed formats.
  var formats = [
    NumberFormat(
      pattern: text, format: field(1) ?? "$1", leadingDigits: field(2).map { [$0] } ?? [],
      nationalPrefixFormattingRule: "0$1")
  ]
  if let second = field(3) {
    formats.append(NumberFormat(pattern: second, format: field(4) ?? "$1 $2"))
  }
  let prefix = field(5)
  guard let code = RegionCode("ZZ") else { return 0 }
  let region = Region(
    code: code, callingCode: 999, internationalPrefix: prefix ?? "00", nationalPrefix: "0",
    nationalPrefixForParsing: prefix.map { "0(\($0))?" } ?? "0", formats: formats,
    types: [.generalDesc: NumberPattern(pattern: text, possibleLengths: [4, 6, 8, 10])])
  guard (try? CompiledRegion.compile(region)) != nil else { return 0 }
  let catalog = PhoneCatalog(regions: [region])
  guard var typing = try? AsYouTypeFormatter(region: code, catalog: catalog) else {
    fatalError("a region that compiles has no formatter")
  }
  let keys = "0" + String(text.unicodeScalars.filter { $0.value >= 48 && $0.value <= 57 })
  var typed = 0
  for k in keys.unicodeScalars.prefix(24) {
    typing.input(scalar: k)
    typed += 1
    require(typing.output.count <= 4 * typed + 16, "output of \(typing.output.count) units")
  }
  if let n = try? catalog.parse(keys, region: code) {
    for style in NumberStyle.allCases { _ = catalog.format(n, style: style) }
  }
  _ = catalog.validate(keys, region: code)
  return 0
}

/// Whether a repetition contains another one (the reference matcher's slow case).
func hasNestedRepetition(_ p: DigitPattern, inside: Bool = false) -> Bool {
  switch p {
  case .empty, .digits, .endAnchor: return false
  case .concat(let items), .alternation(let items):
    return items.contains { hasNestedRepetition($0, inside: inside) }
  case .group(let inner, _): return hasNestedRepetition(inner, inside: inside)
  case .repetition(let inner, _, _): return inside || hasNestedRepetition(inner, inside: true)
  }
}
