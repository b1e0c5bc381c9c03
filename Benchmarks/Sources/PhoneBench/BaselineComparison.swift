// BaselineComparison: is a run slower than an earlier one, beyond the threshold and the noise?
//
// What gates a run is what carries between machines. Three comparisons, each workload:
//
// 1. The exact counts (allocations, formatter work) of a baseline of the same build must be
//    equal: more is a regression, fewer leaves the baseline stale. They hold on any machine.
// 2. The ratio to libphonenumber, measured in the same run: the per-round ratios ours/peer of
//    the baseline and of this run, compared by `RankInterval.twoSample`; a regression when
//    the estimate is beyond the threshold and its interval lies above 1. A slower or faster
//    machine moves both sides; a slower engine moves ours only.
// 3. Absolute times gate only where they mean something: the same machine (CPU, core count,
//    kernel; `Machine.isSameMachine`), the same build, and, when libphonenumber ran in both,
//    a machine running it at the baseline's speed (within the threshold): two virtual machines
//    of one kind report the same CPU and kernel and still differ threefold. Elsewhere they are
//    reported, not gated (`TimeGate.reportedOnly`). Timings on a shared machine are noisy,
//    and noise only ever adds time, so each side is summarised by its best round median (the
//    smallest of the medians of its interleaved rounds); a workload is suspect only when it is
//    slower both by more than the threshold percentage and by more than a minimum effect in
//    nanoseconds per operation, and when both runs counted instructions, a slowdown whose
//    instruction count did not move is called noise (unless `strictTime`).
//
// `BenchCommand` re-measures suspects in extra rounds before the verdict.

import Foundation

/// What counts as a regression.
package struct RegressionPolicy: Sendable, Equatable {
  /// Slowdown allowed, in percent of the baseline (`--max-regression`).
  package var maxRegressionPercent: Double
  /// Smaller slowdowns per operation are noise whatever their percentage (`--min-effect-ns`).
  package var minEffectNs: Double
  /// Instruction counts within this percentage count as unchanged.
  package var instructionTolerancePercent: Double
  /// Fail on time alone, even when instruction counts say nothing changed (`--strict-time`).
  package var strictTime: Bool

  package init(
    maxRegressionPercent: Double = 10, minEffectNs: Double = 1,
    instructionTolerancePercent: Double = 1, strictTime: Bool = false
  ) {
    self.maxRegressionPercent = maxRegressionPercent
    self.minEffectNs = minEffectNs
    self.instructionTolerancePercent = instructionTolerancePercent
    self.strictTime = strictTime
  }
}

/// One workload compared with the baseline.
package struct Comparison: Sendable, Equatable {
  package enum Verdict: Sendable, Equatable {
    /// Slower beyond the threshold and the minimum effect: fails the run.
    case regressed
    case improved
    /// Within the threshold.
    case unchanged
    /// Slower by more than the threshold, but by fewer nanoseconds than the minimum effect.
    case belowMinimumEffect
    /// Slower in time only: both runs counted instructions and the count did not move.
    case instructionsUnchanged
    /// Slower beyond the threshold by the estimate, but its interval reaches 1 (the ratio to
    /// the peer): measured again, and then passes if still not confirmed.
    case notConfirmed
    /// Not measured on one side (new, filtered out, or not available).
    case notCompared(String)
    /// Absolute times of another machine, build or speed: shown, never a verdict.
    case reportedOnly
  }

  package var name: String
  package var baselineNs: Double?
  package var currentNs: Double?
  package var baselineInstructions: Double?
  package var currentInstructions: Double?
  package var verdict: Verdict
  /// Our time over the peer's now, relative to the same ratio in the baseline.
  package var peerRatio: RatioInterval?
  package var peerRatioVerdict: Verdict = .notCompared("no peer in both runs")
  /// The exact counts against the baseline's (same build only).
  package var countChanges: [CountChange] = []

  /// Change in percent of the baseline (positive: slower).
  package var changePercent: Double? {
    guard let b = baselineNs, let c = currentNs, b > 0 else { return nil }
    return (c - b) / b * 100
  }

  package var instructionChangePercent: Double? {
    guard let b = baselineInstructions, let c = currentInstructions, b > 0 else { return nil }
    return (c - b) / b * 100
  }

  package var isRegression: Bool {
    verdict == .regressed || peerRatioVerdict == .regressed
      || ExactCountComparison.status(countChanges) == 1
  }

  /// Whether the time (absolute or relative to the peer) looks slower: worth measuring again.
  package var isSuspect: Bool {
    verdict == .regressed || peerRatioVerdict == .regressed || peerRatioVerdict == .notConfirmed
  }

  /// Whether exact counts went down only: the baseline is stale.
  package var countsStale: Bool { ExactCountComparison.status(countChanges) == 3 }
}

/// Whether a run's absolute times are held to the baseline's.
package enum TimeGate: Sendable, Equatable {
  /// The same machine and build, libphonenumber at the baseline's speed (or not run): the
  /// absolute times gate the run.
  case gated
  /// Shown beside the baseline's, never a regression: why (another machine, build or speed).
  case reportedOnly(String)
}

package enum BaselineComparison {
  /// Whether `current`'s absolute times may be judged against `baseline`'s: only on the same
  /// machine (`Machine.isSameMachine`), in the same build, and at the same speed, as far as
  /// libphonenumber measured in both runs tells (`peerSpeed` within the threshold).
  package static func timeGate(current: Report, baseline: Report, policy: RegressionPolicy)
    -> TimeGate
  {
    let now = current.machine
    let then = baseline.machine
    if !now.isSameMachine(as: then) {
      return .reportedOnly(
        "another machine (\(now.differences(from: then).joined(separator: ", ")))")
    }
    if now.build != then.build {
      return .reportedOnly("another build (\(then.build) -> \(now.build))")
    }
    if let speed = peerSpeed(current: current, baseline: baseline) {
      let threshold = 1 + policy.maxRegressionPercent / 100
      if speed > threshold || speed < 1 / threshold {
        return .reportedOnly(
          "the machine runs at another speed: libphonenumber takes \(String(format: "%.2f", speed))x the baseline's time"
        )
      }
    }
    return .gated
  }

  /// libphonenumber's time in `current` over its time in `baseline`: the median, over the
  /// workloads both ran it in, of the ratio of its best round medians. Our code never moves
  /// it, so it measures the machine; nil when the peer ran in only one of the runs.
  package static func peerSpeed(current: Report, baseline: Report) -> Double? {
    var ratios: [Double] = []
    for w in current.workloads {
      guard let now = w.peerRoundMediansNs?.min(),
        let then = baseline.workload(named: w.name)?.peerRoundMediansNs?.min(), now > 0, then > 0
      else { continue }
      ratios.append(now / then)
    }
    return ratios.isEmpty ? nil : Summary.median(ratios)
  }

  /// Compares every measured workload of `current` with the same name in `baseline`.
  package static func compare(current: Report, baseline: Report, policy: RegressionPolicy)
    -> [Comparison]
  {
    let sameBuild = current.machine.build == baseline.machine.build
    let gate = timeGate(current: current, baseline: baseline, policy: policy)
    return current.workloads.map { w in
      var c = compare(w, baseline.workload(named: w.name), policy: policy)
      // Measured on both sides but not comparable: the change is shown, with no verdict.
      if gate != .gated {
        if case .notCompared = c.verdict {} else { c.verdict = .reportedOnly }
      }
      if let b = baseline.workload(named: w.name) {
        (c.peerRatio, c.peerRatioVerdict) = comparePeerRatio(w, b, policy: policy)
        if sameBuild, let now = w.counts, let then = b.counts, now.operations == then.operations {
          c.countChanges = ExactCountComparison.compare(
            actual: [w.name: now], expected: [w.name: then])
        }
      }
      return c
    }
  }

  /// Our time relative to the peer's, this run against the baseline, round by round.
  static func comparePeerRatio(
    _ current: WorkloadResult, _ baseline: WorkloadResult, policy: RegressionPolicy
  ) -> (RatioInterval?, Comparison.Verdict) {
    // The rounds' fastest samples when both runs have them (CPU time: sharing only adds).
    let fastest = current.hasRoundMins && baseline.hasRoundMins
    guard let now = current.peerRatios(fastest: fastest),
      let then = baseline.peerRatios(fastest: fastest),
      let r = RankInterval.twoSample(baseline: then, current: now)
    else { return (nil, .notCompared("no peer in both runs")) }
    let threshold = 1 + policy.maxRegressionPercent / 100
    let ours = current.bestRoundMedianNs ?? 0
    // The slowdown in nanoseconds the ratio implies, for the minimum effect.
    let effectNs = ours - ours / r.estimate
    if r.estimate > threshold {
      if abs(effectNs) < policy.minEffectNs { return (r, .belowMinimumEffect) }
      return (r, r.confirmsSlower ? .regressed : .notConfirmed)
    }
    if r.estimate < 1 / threshold && r.confirmsFaster && abs(effectNs) >= policy.minEffectNs {
      return (r, .improved)
    }
    return (r, .unchanged)
  }

  package static func compare(
    _ current: WorkloadResult, _ baseline: WorkloadResult?, policy: RegressionPolicy
  ) -> Comparison {
    var result = Comparison(
      name: current.name, baselineNs: baseline?.bestRoundMedianNs,
      currentNs: current.bestRoundMedianNs, baselineInstructions: baseline?.instructionsPerOp,
      currentInstructions: current.instructionsPerOp, verdict: .unchanged)
    guard baseline != nil else {
      result.verdict = .notCompared("not in the baseline")
      return result
    }
    guard let b = result.baselineNs, let c = result.currentNs, b > 0 else {
      result.verdict = .notCompared(
        current.status == WorkloadResult.ok ? "not measured in the baseline" : current.status)
      return result
    }
    let delta = c - b
    let threshold = b * policy.maxRegressionPercent / 100
    if delta > threshold {
      if delta < policy.minEffectNs {
        result.verdict = .belowMinimumEffect
      } else if !policy.strictTime, let change = result.instructionChangePercent,
        abs(change) < policy.instructionTolerancePercent
      {
        result.verdict = .instructionsUnchanged
      } else {
        result.verdict = .regressed
      }
    } else if -delta > threshold && -delta >= policy.minEffectNs {
      result.verdict = .improved
    }
    return result
  }

  /// The report lines of a comparison, one per workload, regressions marked.
  package static func describe(_ comparisons: [Comparison], policy: RegressionPolicy) -> [String] {
    comparisons.flatMap { c in
      [describeTime(c, policy: policy)] + describePeerRatio(c, policy: policy)
        + c.countChanges.filter { $0.kind != .same }.map { "  \($0.line)" }
    }
  }

  static func describePeerRatio(_ c: Comparison, policy: RegressionPolicy) -> [String] {
    guard let r = c.peerRatio else { return [] }
    let verdict: String
    switch c.peerRatioVerdict {
    case .regressed:
      verdict = "REGRESSED (over \(Units.number(policy.maxRegressionPercent))%, confirmed)"
    case .improved: verdict = "improved"
    case .belowMinimumEffect:
      verdict = "ok (below the \(Units.number(policy.minEffectNs)) ns minimum effect)"
    case .notConfirmed: verdict = "ok (slower by the estimate, but the interval reaches 1)"
    default: verdict = "ok"
    }
    return [
      "  ratio to libphonenumber: \(verdict) now/baseline \(r.text) (\(Int((r.confidence * 100).rounded(.down)))% interval)"
    ]
  }

  static func describeTime(_ c: Comparison, policy: RegressionPolicy) -> String {
    let change = c.changePercent.map { String(format: "%+.1f%%", $0) } ?? "n/a"
    let times =
      c.baselineNs.flatMap { b in
        c.currentNs.map { "\(Units.time($0)) vs \(Units.time(b))" }
      } ?? ""
    let instructions =
      c.instructionChangePercent.map { String(format: ", instructions %+.1f%%", $0) } ?? ""
    let verdict: String
    switch c.verdict {
    case .regressed:
      verdict = "REGRESSED (over \(Units.number(policy.maxRegressionPercent))%)"
    case .improved: verdict = "improved"
    case .unchanged: verdict = "ok"
    case .belowMinimumEffect:
      verdict = "ok (below the \(Units.number(policy.minEffectNs)) ns minimum effect)"
    case .instructionsUnchanged: verdict = "ok (time only; instruction count unchanged)"
    case .notConfirmed: verdict = "ok (not confirmed)"
    case .notCompared(let why): verdict = "not compared: \(why)"
    case .reportedOnly: verdict = "time reported, not gated:"
    }
    return "\(c.name): \(verdict) \(change) \(times)\(instructions)"
  }
}
