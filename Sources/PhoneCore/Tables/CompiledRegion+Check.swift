// CompiledRegion.problems: every compile problem of a region, not just the first.

extension CompiledRegion {
  /// Compiles each format, type and prefix rule of `region` on its own and reports every
  /// problem, then (when each part compiles) the region's automata as a whole.
  public static func problems(_ region: Region) -> [CompileError] {
    let name = region.name
    var errors: [CompileError] = []
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
    if errors.isEmpty {
      do { _ = try CompiledRegion(region) } catch { errors.append(error) }
      do { _ = try RegionRules(region) } catch { errors.append(error) }
    }
    return errors
  }
}
