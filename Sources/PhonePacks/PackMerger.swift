// PackMerger: applies a pack's region files to the regions loaded before it, checking it whole.
//
// A pack applies completely or not at all. Before anything changes, every patch is checked
// against the regions as they would be after the pack: an `add` of a region that exists, an
// `extend` or `replace` of one that does not, two files for one region, a calling code with
// no main region or two of them, a pattern that does not compile, a format that refers to a
// group its pattern lacks, an example number its own type's pattern or lengths reject. All
// problems are reported together, each with pack, file and JSON path.

package import PhoneCompiler
package import PhoneCore

/// Identifies a region among loaded ones: its code, or its calling code for `001`.
package struct RegionKey: Hashable, Sendable, Comparable, CustomStringConvertible {
  package var code: RegionCode
  package var callingCode: Int

  package init(_ region: Region) {
    code = region.code
    callingCode = region.code == .nonGeographic ? region.callingCode : 0
  }

  init(code: RegionCode, callingCode: Int?) {
    self.code = code
    self.callingCode = code == .nonGeographic ? (callingCode ?? 0) : 0
  }

  package var description: String { Region.name(code: code, callingCode: callingCode) }
  package static func < (a: RegionKey, b: RegionKey) -> Bool {
    (a.code, a.callingCode) < (b.code, b.callingCode)
  }
}

package enum PackMerger {
  /// What messages may say about the packs around the one applied.
  struct Context: Sendable {
    /// Which pack (or the core pack, or a table file) last added or replaced each region.
    var origins: [RegionKey: String] = [:]
    /// The regions that packs still to be loaded after this one add.
    var laterAdds: [RegionKey: String] = [:]
    /// What compiling the pack's regions may take (a fresh `CompileBudget()` when nil).
    var budget: CompileBudget? = nil
  }

  /// `base` with `pack` applied, or every problem the pack has.
  ///
  /// - Parameter pack: the pack, read (`RulePack.read(directory:pickerData:)`).
  /// - Parameter base: the regions loaded before it.
  /// - Parameter compile: compile every region the pack touches (patterns, formats, types).
  ///   The bundled core pack is applied with `false` at start-up (its regions compile lazily,
  ///   and `phonefmt pack lint RulePacks/core` checks them all); every other pack with `true`.
  /// - Throws: `PackErrors`; `base` is untouched either way (it is a value).
  package static func apply(
    _ pack: RulePack, to base: [RegionKey: Region], compile: Bool = true
  ) throws(PackErrors) -> [RegionKey: Region] {
    try apply(pack, to: base, compile: compile, context: Context()).regions
  }

  /// `base` with `pack` applied, its regions compiled within `budget` (whose figures then say
  /// what they took), or every problem the pack has.
  ///
  /// ```swift
  /// let budget = CompileBudget(states: 100_000, steps: 2_000_000)
  /// let regions = try PackMerger.apply(pack, to: base, budget: budget)
  /// print(budget.states, budget.steps)
  /// ```
  /// - Throws: `PackErrors`; past the budget, the pack's regions stop compiling at once and
  ///   the error names the pack, the figure that ran out and its limit.
  package static func apply(
    _ pack: RulePack, to base: [RegionKey: Region], budget: CompileBudget
  ) throws(PackErrors) -> [RegionKey: Region] {
    try apply(pack, to: base, compile: true, context: Context(budget: budget)).regions
  }

  /// `apply`, with what compiling the pack's regions cost (nil without `compile`): a pack's
  /// regions compile within one `CompileBudget`, and a pack over it is refused.
  static func apply(
    _ pack: RulePack, to base: [RegionKey: Region], compile: Bool = true, context: Context
  ) throws(PackErrors) -> (regions: [RegionKey: Region], cost: CompileCost?) {
    var errors: [PackError] = []
    var result = base
    var touched: [RegionKey: RegionPatch] = [:]
    var seen: [RegionKey: RegionPatch] = [:]
    func bad(_ patch: RegionPatch, _ path: String, _ reason: String) {
      errors.append(
        .invalidValue(pack: pack.label, file: patch.file, jsonPath: path, reason: reason))
    }
    func missing(_ key: RegionKey) -> String {
      guard let later = context.laterAdds[key] else { return "\(key) does not exist; use \"add\"" }
      return
        "\(key) does not exist yet: \(later) adds it, but loads after this pack; give that pack first"
    }
    for patch in pack.patches {
      let key = RegionKey(code: patch.code, callingCode: patch.callingCode)
      if let other = seen[key] {
        bad(patch, "$.region", "\(key) is also defined in \(other.file)")
        continue
      }
      seen[key] = patch
      switch patch.operation {
      case .add:
        if base[key] != nil {
          let from = context.origins[key].map { " (from \($0))" } ?? ""
          bad(patch, "$.operation", "\(key) exists already\(from); use \"extend\" or \"replace\"")
        } else {
          result[key] = patch.standalone()
          touched[key] = patch
        }
      case .replace:
        if base[key] == nil {
          bad(patch, "$.operation", missing(key))
        } else {
          result[key] = patch.standalone()
          touched[key] = patch
        }
      case .extend:
        if let existing = base[key],
          let moved = callingCodeError(patch, existing: existing, pack: pack.label)
        {
          errors.append(moved)
        } else if let existing = base[key] {
          for type in patch.examplesOnly.keys.sorted(by: { $0.rawValue < $1.rawValue })
          where existing.types[type] == nil {
            bad(
              patch, "$.types.\(type.rawValue)",
              "\(key) has no \(type.rawValue) type to give an example of; give its pattern too")
          }
          result[key] = patch.extending(existing)
          touched[key] = patch
        } else {
          bad(patch, "$.operation", missing(key))
        }
      }
    }
    checkCallingCodes(result, touched: touched, pack: pack, errors: &errors)
    var overLimit: Set<RegionKey> = []
    for (key, patch) in touched.sorted(by: { $0.key < $1.key }) {
      errors += formatErrors(patch, pack: pack.label)
      guard let region = result[key] else { continue }
      let counts = formatCountErrors(region, patch: patch, pack: pack.label)
      if !counts.isEmpty { overLimit.insert(key) }
      errors += counts
    }
    var cost: CompileCost?
    if compile {
      let budget = context.budget ?? CompileBudget()
      for (key, patch) in touched.sorted(by: { $0.key < $1.key }) where !overLimit.contains(key) {
        guard let region = result[key] else { continue }
        let found = budget.charging { compileErrors(region, patch: patch, pack: pack.label) }
        if budget.isSpent {
          // The region's errors are the constructions the budget stopped: report the budget.
          errors.append(overBudget(budget, pack: pack, patch: patch))
          break
        }
        errors += found
      }
      cost = budget.cost
    }
    if !errors.isEmpty { throw PackErrors(errors: errors) }
    return (result, cost)
  }

  /// The error of a pack whose regions take more to compile than a pack may: the figure that
  /// ran out against its limit, and the region being compiled when it did.
  static func overBudget(_ budget: CompileBudget, pack: RulePack, patch: RegionPatch) -> PackError {
    let figure =
      budget.states > budget.stateLimit
      ? "\(budget.states) automaton states > \(budget.stateLimit)"
      : "\(budget.steps) steps > \(budget.stepLimit)"
    return .invalidValue(
      pack: pack.label, file: patch.file, jsonPath: "$",
      reason: "pack \(pack.name) is over the compile budget of a pack: \(figure) (stopped "
        + "while compiling \(RegionKey(code: patch.code, callingCode: patch.callingCode)); Documentation/Limits.md); use fewer formats or "
        + "simpler leading digits, or split the pack")
  }

  /// Every calling code the pack touches has exactly one main region; `001` codes are not
  /// shared with geographic regions.
  static func checkCallingCodes(
    _ regions: [RegionKey: Region], touched: [RegionKey: RegionPatch], pack: RulePack,
    errors: inout [PackError]
  ) {
    var byCode: [Int: [Region]] = [:]
    for r in regions.values { byCode[r.callingCode, default: []].append(r) }
    for (key, patch) in touched.sorted(by: { $0.key < $1.key }) {
      guard let region = regions[key] else { continue }
      let sharing = byCode[region.callingCode] ?? []
      let mains = sharing.filter(\.mainRegionForCode).map(\.code).sorted()
      func bad(_ path: String, _ reason: String) {
        errors.append(
          .invalidValue(pack: pack.label, file: patch.file, jsonPath: path, reason: reason))
      }
      if sharing.contains(where: { $0.code == .nonGeographic })
        && sharing.contains(where: { $0.code != .nonGeographic })
      {
        bad("$.callingCode", "+\(region.callingCode) is a non-geographic calling code")
      } else if mains.count > 1 {
        let others = mains.filter { $0 != region.code }.map { "\($0)" }.joined(separator: ", ")
        bad(
          "$.mainRegionForCode",
          "+\(region.callingCode) already has its main region \(others); set mainRegionForCode to false"
        )
      } else if mains.isEmpty {
        bad("$.mainRegionForCode", "+\(region.callingCode) would have no main region")
      }
    }
  }

  /// Compiles a region's formats and rules; checks each type's example against the type.
  static func compileErrors(_ region: Region, patch: RegionPatch, pack: String) -> [PackError] {
    var errors: [PackError] = []
    func bad(_ path: String, _ reason: String) {
      errors.append(.invalidValue(pack: pack, file: patch.file, jsonPath: path, reason: reason))
    }
    let (problems, compiled) = CompiledRegion.check(region)
    // An international list the file does not give is made of the national formats: a bad
    // format there is the national one's error again, at a path the file does not have.
    let national = Set(problems.filter { $0.jsonPath.hasPrefix("$.formats") }.map(\.reason))
    for error in problems
    where patch.internationalFormats != nil || !error.jsonPath.hasPrefix("$.internationalFormats")
      || !national.contains(error.reason)
    {
      errors.append(
        .compile(pack: pack, file: patch.file, error: error, context: context(error, patch)))
    }
    if let rules = compiled {
      // An example this file does not give came from below the pack: what refuses it is the
      // pattern or lengths this file gives, so that is where it is reported (once, for the
      // general pattern that refuses several).
      var refusedByGeneral: [String] = []
      for (type, desc) in region.types.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        guard let example = desc.example else { continue }
        let own = patch.types[type]?.example != nil || patch.examplesOnly[type] != nil
        let path = "$.types.\(type.rawValue).example"
        let inherited = "the region's \(type.rawValue) example \(example) (given below this pack)"
        guard !example.isEmpty, example.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
          bad(path, "example \"\(example)\" is not a string of digits")
          continue
        }
        let digits = example.utf8.map { $0 - 48 }
        let lengths = desc.possibleLengths.map(String.init).joined(separator: ", ")
        if !rules.matches(type, digits) {
          if own || patch.types[type] == nil {
            bad(path, "example \(example) does not match the \(type.rawValue) pattern")
          } else {
            bad(
              "$.types.\(type.rawValue).pattern",
              "the pattern refuses \(inherited); give an example it accepts")
          }
        } else if type != .generalDesc,
          let reason = generalExampleError(
            digits, text: example, region: region, rules: rules)
        {
          if own || patch.types[.generalDesc] == nil {
            bad(path, reason)
          } else {
            refusedByGeneral.append("\(example) (\(type.rawValue))")
          }
        } else if !desc.possibleLengths.isEmpty && !desc.possibleLengths.contains(digits.count) {
          if own || patch.types[type] == nil {
            bad(
              path, "example \(example) has \(digits.count) digits; possible lengths are \(lengths)"
            )
          } else {
            bad(
              "$.types.\(type.rawValue).possibleLengths",
              "\(inherited) has \(digits.count) digits; possible lengths are \(lengths)")
          }
        }
      }
      if !refusedByGeneral.isEmpty {
        let n = refusedByGeneral.count
        bad(
          "$.types.generalDesc",
          "the region's pattern or lengths refuse \(n) of its examples given below this pack, "
            + "so `validate` would refuse those numbers: "
            + refusedByGeneral.joined(separator: ", "))
      }
    }
    return errors
  }

  /// What a pack's file adds to a compile error: an `extend` adds its formats to the region's,
  /// so a list over the limit says how many were there already.
  static func context(_ error: RuleError, _ patch: RegionPatch) -> String? {
    guard case .tooManyFormats(_, let count, _) = error, patch.operation == .extend else {
      return nil
    }
    let given = patch.formats?.count ?? 0
    return count > given ? "\(given) from this file, \(count - given) the region had" : nil
  }
}
