// FormatCompiler: turns a NumberFormat into a CompiledFormat plus the DFAs the automaton needs.
//
// The template is computed as libphonenumber computes it (the pattern's first match in fifteen
// 9s, rewritten by the format, 9s replaced by placeholders), but once, here. Group spans for
// full formatting are tabulated by length when the pattern's shape makes them depend on the
// length only (every core-pack pattern does); otherwise the reference matcher decides them.

import PhoneCore

/// A format compiled together with the automata of its pattern and leading digits.
struct FormatParts {
  var compiled: CompiledFormat
  var patternDFA: DFA
  var leadingDFAs: [DFA]
}

enum FormatCompiler {

  static func compile(
    _ format: NumberFormat, index: Int, patternID: Int, region: String, list: String
  ) throws(RuleError) -> FormatParts {
    let site = PatternSite(region: region, field: "\(list)[\(index)].pattern")
    let pattern = try PatternCompiler.parse(format.pattern, at: site)
    let patternDFA = try PatternCompiler.dfa(pattern, at: site)
    var leading: [DFA] = []
    for (i, text) in format.leadingDigits.enumerated() {
      let ldSite = PatternSite(region: region, field: "\(list)[\(index)].leadingDigits[\(i)]")
      leading.append(try PatternCompiler.dfa(text, at: ldSite))
    }
    let formatSite = PatternSite(region: region, field: "\(list)[\(index)]")
    let pieces = try CompiledFormat.pieces(
      format, groups: pattern.captureCount, site: formatSite)
    let matcher = ReferenceMatcher(pattern)
    // The template: first match in fifteen 9s (Python's re.search), rewritten by the format.
    let nines = [UInt8](repeating: 9, count: 15)
    var template: [UInt16]? = nil
    var templateDigits = 0
    for start in 0...nines.count {
      if let m = matcher.matchPrefix(Array(nines[start...])) {
        templateDigits = m.end
        var out: [UInt16] = []
        nines.withUnsafeBufferPointer { nines in
          CompiledFormat.render(
            pieces, digits: UnsafeBufferPointer(rebasing: nines[0..<m.end]), groups: m.groups,
            into: &out)
        }
        template = out.map { $0 == 0x39 ? CompiledFormat.placeholder : $0 }
        break
      }
    }
    var splits: [CompiledFormat.Split?] = []
    for length in 0...CompiledFormat.maxNationalLength {
      guard let sample = sampleString(patternDFA, length: length),
        let m = matcher.matchPrefix(sample)
      else {
        splits.append(nil)
        continue
      }
      splits.append(CompiledFormat.Split(groups: m.groups, end: m.end))
    }
    let compiled = try CompiledFormat(
      format, index: index, patternID: patternID, template: template,
      templateDigits: templateDigits, splits: splits,
      site: formatSite, pattern: pattern)
    return FormatParts(compiled: compiled, patternDFA: patternDFA, leadingDFAs: leading)
  }

  /// Some digit string of exactly `length` digits the DFA accepts (smallest digits first).
  static func sampleString(_ dfa: DFA, length: Int) -> [UInt8]? {
    // reach[k][s]: from state s, an accepted string of exactly k more digits exists.
    var reach: [[Bool]] = [dfa.accepting]
    if length > 0 {
      for _ in 1...length {
        let prev = reach[reach.count - 1]
        var cur = [Bool](repeating: false, count: dfa.stateCount)
        for s in 1..<dfa.stateCount {
          for d in UInt8(0)...9 where prev[dfa.next(StateID(UInt32(s)), d).index] {
            cur[s] = true
            break
          }
        }
        reach.append(cur)
      }
    }
    var s = dfa.start
    guard !s.isDead, reach[length][s.index] else { return nil }
    var out: [UInt8] = []
    for k in stride(from: length, to: 0, by: -1) {
      for d in UInt8(0)...9 where reach[k - 1][dfa.next(s, d).index] {
        out.append(d)
        s = dfa.next(s, d)
        break
      }
    }
    return out
  }

  /// True when group spans depend on the length only: after the first variable-width atom,
  /// every atom accepts any digit, and there is no alternation.
  static func isLengthDetermined(_ pattern: DigitPattern) -> Bool {
    var atoms: [(DigitSet, Bool)] = []
    func flatten(_ p: DigitPattern) -> Bool {
      switch p {
      case .empty, .endAnchor: return true
      case .digits(let s): atoms.append((s, false)); return true
      case .group(let inner, _): return flatten(inner)
      case .concat(let items): return items.allSatisfy(flatten)
      case .alternation: return false
      case .repetition(let inner, let min, let max):
        if case .digits(let s) = inner {
          atoms.append((s, max != min))
          return true
        }
        guard let max, max == min else { return false }
        for _ in 0..<min where !flatten(inner) { return false }
        return true
      }
    }
    guard flatten(pattern) else { return false }
    var sawVariable = false
    for (set, variable) in atoms {
      if sawVariable && set != .all { return false }
      if variable { sawVariable = true }
    }
    return true
  }
}
