// Regression mode: slower beyond the threshold fails; noise and small effects do not.

import PhoneBench
import Testing

@Suite("Baseline comparison")
struct BaselineComparisonTests {
  let policy = RegressionPolicy(maxRegressionPercent: 10, minEffectNs: 5)

  func verdict(
    baseline: [Double], current: [Double], baselineInstructions: Double? = nil,
    currentInstructions: Double? = nil, policy: RegressionPolicy? = nil
  ) -> Comparison.Verdict {
    let b = Fixtures.report([
      Fixtures.measured("keystroke/GB", rounds: baseline, instructions: baselineInstructions)
    ])
    let c = Fixtures.report([
      Fixtures.measured("keystroke/GB", rounds: current, instructions: currentInstructions)
    ])
    return BaselineComparison.compare(current: c, baseline: b, policy: policy ?? self.policy)[0]
      .verdict
  }

  @Test("A workload 50% slower in every round is a regression")
  func regression() {
    #expect(verdict(baseline: [100, 101, 102], current: [150, 151, 155]) == .regressed)
  }

  @Test("A slowdown within the threshold is not")
  func withinThreshold() {
    #expect(verdict(baseline: [100, 101], current: [108, 109]) == .unchanged)
  }

  @Test("A large percentage of a few nanoseconds is below the minimum effect")
  func belowMinimumEffect() {
    #expect(verdict(baseline: [10, 10], current: [14, 14]) == .belowMinimumEffect)
  }

  @Test("By default an 11% slowdown of a 23 ns keystroke (2.5 ns) is over the minimum effect")
  func defaultMinimumEffect() throws {
    let defaults = try BenchOptions.parse([]).policy
    #expect(defaults == RegressionPolicy())
    #expect(verdict(baseline: [23, 23.4], current: [25.5, 25.9], policy: defaults) == .regressed)
    #expect(verdict(baseline: [23, 23.4], current: [23.9, 24.1], policy: defaults) == .unchanged)
  }

  @Test("One disturbed round does not count: the best round median is compared")
  func noisyRound() {
    #expect(verdict(baseline: [100, 100, 100], current: [300, 101, 250]) == .unchanged)
  }

  @Test("Slower in time with the same instruction count is noise, unless strict")
  func instructionsUnchanged() {
    #expect(
      verdict(
        baseline: [100], current: [150], baselineInstructions: 1000, currentInstructions: 1004)
        == .instructionsUnchanged)
    var strict = policy
    strict.strictTime = true
    #expect(
      verdict(
        baseline: [100], current: [150], baselineInstructions: 1000, currentInstructions: 1004,
        policy: strict) == .regressed)
    #expect(
      verdict(
        baseline: [100], current: [150], baselineInstructions: 1000, currentInstructions: 1400)
        == .regressed)
  }

  @Test("Faster beyond the threshold is an improvement")
  func improvement() {
    #expect(verdict(baseline: [200], current: [100]) == .improved)
  }

  @Test("Workloads missing from the baseline or not measured are not compared")
  func notCompared() {
    let baseline = Fixtures.report([])
    var skipped = WorkloadResult(
      name: "parse+validate", unit: "number", status: WorkloadResult.notAvailableYet)
    skipped.peerMedianNs = 10_000
    let current = Fixtures.report([Fixtures.measured("keystroke/GB", rounds: [100]), skipped])
    let comparisons = BaselineComparison.compare(
      current: current, baseline: baseline, policy: policy)
    #expect(comparisons.map(\.isRegression) == [false, false])
    let withSkipped = Fixtures.report([skipped])
    let both = BaselineComparison.compare(
      current: withSkipped, baseline: withSkipped, policy: policy)
    #expect(both[0].verdict == .notCompared("not available yet"))
  }

  @Test("The description names the regressed workload and its change")
  func description() {
    let b = Fixtures.report([Fixtures.measured("keystroke/GB", rounds: [100])])
    let c = Fixtures.report([Fixtures.measured("keystroke/GB", rounds: [150])])
    let lines = BaselineComparison.describe(
      BaselineComparison.compare(current: c, baseline: b, policy: policy), policy: policy)
    #expect(lines.count == 1)
    #expect(lines[0].hasPrefix("keystroke/GB: REGRESSED"))
    #expect(lines[0].contains("+50.0%"))
  }
}
