// CompiledRegion.problems: every compile problem of a region, not just the first.

package import PhoneCore

extension CompiledRegion {
  /// Every problem of `region`: each format, type and prefix rule compiled on its own, then
  /// (when each part compiles) the region's automata as a whole.
  package static func problems(_ region: Region) -> [RuleError] {
    check(region).problems
  }

  /// `problems(region)`, and the region's rules when they compile. A region that compiles is
  /// compiled once (its formats and its rules); one that does not is then compiled part by
  /// part to find every problem. When the `CompileBudget` in force runs out, the error of the
  /// construction it stopped is all there is (the budget's owner reports the budget).
  package static func check(_ region: Region) -> (problems: [RuleError], rules: RegionRules?) {
    var whole: [RuleError] = []
    var rules: RegionRules?
    var compiled: CompiledRegion?
    do { compiled = try CompiledRegion.compile(region) } catch { whole.append(error) }
    do { rules = try RegionRules.compile(region, sharingPrefixesWith: compiled) } catch {
      whole.append(error)
    }
    if whole.isEmpty || CompileBudget.current?.isSpent == true { return (whole, rules) }
    let parts = partProblems(region)
    return (parts.isEmpty ? whole : parts, rules)
  }

  /// The problems of each format, type and prefix rule compiled on its own.
  static func partProblems(_ region: Region) -> [RuleError] {
    let name = region.name
    var errors: [RuleError] = []
    for (list, formats) in [
      ("formats", region.formats), ("internationalFormats", region.internationalFormats ?? []),
    ] {
      for (i, f) in formats.enumerated() {
        do {
          _ = try FormatCompiler.compile(f, index: i, patternID: i, region: name, list: list)
        } catch {
          errors.append(error)
        }
      }
    }
    for (type, p) in region.types.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      do {
        _ = try PatternCompiler.dfa(
          p.pattern, at: PatternSite(region: name, field: "types.\(type.rawValue).pattern"))
      } catch {
        errors.append(error)
      }
    }
    for (field, text) in [
      ("internationalPrefix", region.internationalPrefix),
      ("nationalPrefixForParsing", region.nationalPrefixForParsing),
      ("leadingDigits", region.leadingDigits),
    ] {
      guard let text else { continue }
      do {
        _ = try PatternCompiler.dfa(text, at: PatternSite(region: name, field: field))
      } catch {
        errors.append(error)
      }
    }
    return errors
  }
}
