// The compile budget of a pack (issue 15, item 10): states and steps summed over its regions,
// counted, never timed; a pack over it stops compiling at once and is refused.

import Foundation
import PhoneCompiler
import PhoneCore
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Compile budget of a pack")
struct CompileBudgetTests {
  /// A region file on calling code `code` with `count` formats whose leading digits tell the
  /// digits typed apart, so that its format automaton has many states.
  static func heavyRegion(_ region: String, code: Int, count: Int) -> String {
    let formats = (0..<count).map { i in
      #"{"pattern": "(\\d{3})(\\d+)", "format": "$1 $2", "leadingDigits": ["\\d{\#(i % 4)}\#(i / 4 % 10)"]}"#
    }
    return #"""
      {"region": "\#(region)", "callingCode": \#(code), "internationalPrefix": "00",
       "formats": [\#(formats.joined(separator: ",\n"))],
       "types": {"generalDesc": {"pattern": "\\d{6,9}", "possibleLengths": [6, 7, 8, 9]}}}
      """#
  }

  @Test("The budget is summed over a pack's regions; past it the pack stops at once, refused")
  func summedAndStopped() throws {
    let base = try RulePack.loadAndApply(directory: coreDirectory, to: [:], compile: false).regions
    let one = try temporaryPack(
      "budget-one", files: ["regions/XA.json": Self.heavyRegion("XA", code: 969, count: 24)])
    let two = try temporaryPack(
      "budget-two",
      files: [
        "regions/XA.json": Self.heavyRegion("XA", code: 969, count: 24),
        "regions/XB.json": Self.heavyRegion("XB", code: 990, count: 24),
      ])
    defer {
      try? FileManager.default.removeItem(atPath: one)
      try? FileManager.default.removeItem(atPath: two)
    }
    let single = CompileBudget()
    _ = try PackMerger.apply(RulePack.load(directory: one), to: base, budget: single)
    let both = CompileBudget()
    _ = try PackMerger.apply(RulePack.load(directory: two), to: base, budget: both)
    // The same region twice costs twice as much: the figures are sums over the regions.
    #expect(single.steps > 100_000)
    #expect(both.steps == 2 * single.steps)
    #expect(both.states == 2 * single.states)

    // A budget that one region fits in but not two: the second region stops early.
    let tight = CompileBudget(states: both.states * 10, steps: single.steps * 3 / 2)
    let pack = try RulePack.load(directory: two)
    let error = #expect(throws: PackErrors.self) {
      try PackMerger.apply(pack, to: base, budget: tight)
    }
    #expect(
      error?.errors.map(\.description) == [
        "\(two)/regions/XB.json: $: pack budget-two is over the compile budget of a pack: "
          + "\(tight.steps) steps > \(tight.stepLimit) (stopped while compiling XB; "
          + "Documentation/Limits.md); use fewer formats or simpler leading digits, or split the pack"
      ])
    // Stopped at the first charge past the limit, well before the whole pack was compiled.
    #expect(tight.isSpent)
    #expect(tight.steps < tight.stepLimit + single.steps / 4)
    #expect(tight.steps < both.steps)

    // A state limit works the same way.
    let few = CompileBudget(states: single.states / 2, steps: both.steps * 10)
    let stateError = #expect(throws: PackErrors.self) {
      try PackMerger.apply(pack, to: base, budget: few)
    }
    #expect(
      stateError?.errors.first?.description.hasPrefix(
        "\(two)/regions/XA.json: $: pack budget-two is over the compile budget of a pack: "
          + "\(few.states) automaton states > \(few.stateLimit) (stopped while compiling XA;")
        == true)
    #expect(few.states == few.stateLimit + 1)  // the state that crossed it, and no more
  }

  @Test("The core pack, compiled as one pack, and the example packs use under a quarter of it")
  func corePackHasRoom() throws {
    let core = try RulePack.loadAndApply(directory: coreDirectory, to: [:], compile: true)
    let cost = try #require(core.pack.compileCost)
    #expect(cost.states * 4 < CompileBudget.packStates)
    #expect(cost.steps * 4 < CompileBudget.packSteps)
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    for name in ["canary-islands", "uae-mobile-dashes", "iphone-templates"] {
      let pack = try packs.load(directory: examples + "/" + name)
      let cost = try #require(pack.compileCost)
      #expect(cost.states * 4 < CompileBudget.packStates, "\(name)")
      #expect(cost.steps * 4 < CompileBudget.packSteps, "\(name)")
    }
  }
}
