// SamplingPlan: how long to warm up and how many samples of what length a round takes; the
// same rule on our side and the peer's.

/// The sampling rule of one round of one workload, shared with the peer.
///
/// Warm up for `warmupNs` (at least one run). A batched sample repeats runs until it lasts
/// `targetSampleNs` (the repeat count is fixed from the warm-up), so clock reads and noise
/// spikes weigh little. Samples are taken until `maxSamples`, or until `budgetNs` has passed
/// once `minSamples` are taken, so that slow workloads (the peer's) still finish in time.
package struct SamplingPlan: Sendable, Equatable {
  package var warmupNs: Double
  package var targetSampleNs: Double
  package var maxSamples: Int
  package var minSamples: Int
  package var budgetNs: Double

  package init(
    warmupNs: Double, targetSampleNs: Double, maxSamples: Int, minSamples: Int, budgetNs: Double
  ) {
    self.warmupNs = warmupNs
    self.targetSampleNs = targetSampleNs
    self.maxSamples = maxSamples
    self.minSamples = minSamples
    self.budgetNs = budgetNs
  }

  /// Whether another sample is due after `taken` samples and `elapsedNs` of sampling.
  package func wantsMore(taken: Int, elapsedNs: Double) -> Bool {
    taken < maxSamples && (taken < minSamples || elapsedNs < budgetNs)
  }

  /// Runs per batched sample, given how long one run took.
  package func runsPerSample(runNs: Double) -> Int {
    guard runNs > 0 else { return 1 }
    return max(1, Int((targetSampleNs / runNs).rounded(.up)))
  }
}

/// The shape of a whole run: rounds, and the plan of each round.
package struct RunConfiguration: Sendable, Equatable {
  /// Rounds; each round measures every workload once (ours, then the peer's), so slow spells
  /// of a shared machine spread over all workloads instead of hitting one.
  package var rounds: Int
  package var plan: SamplingPlan
  /// The warm-up of every round after the first (the first one uses `plan.warmupNs`).
  package var rewarmNs: Double
  /// Extra rounds measured for workloads that look slower than the baseline.
  package var confirmationRounds: Int

  package static let full = RunConfiguration(
    rounds: 5,
    plan: SamplingPlan(
      warmupNs: 300e6, targetSampleNs: 2e6, maxSamples: 40, minSamples: 5, budgetNs: 1e9),
    rewarmNs: 20e6, confirmationRounds: 5)

  package static let quick = RunConfiguration(
    rounds: 3,
    plan: SamplingPlan(
      warmupNs: 50e6, targetSampleNs: 1e6, maxSamples: 10, minSamples: 3, budgetNs: 150e6),
    rewarmNs: 5e6, confirmationRounds: 3)

  /// The plan of round `round` (0-based): later rounds only re-warm briefly.
  package func plan(round: Int) -> SamplingPlan {
    var p = plan
    if round > 0 { p.warmupNs = rewarmNs }
    return p
  }
}
