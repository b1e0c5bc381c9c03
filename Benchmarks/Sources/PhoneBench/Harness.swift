// Harness: prepares the selected workloads, measures them in interleaved rounds (ours, then
// the peer's), counts allocations and instructions in a separate pass, and gathers results.

/// The measuring engine behind `phonefmt-bench`.
///
/// ```swift
/// let harness = Harness(context: context, configuration: .quick, progress: p)
/// harness.prepare(workloads)
/// harness.measure()
/// let results = harness.results()
/// ```
package final class Harness {
  /// One workload's state through a run.
  final class Entry {
    let workload: Workload
    var run: (any WorkloadRun)?
    var peerInputs: PeerInputs?
    var status = WorkloadResult.ok
    var note: String?
    /// The run's `detail` after its last timed round.
    var detail: String?
    var runsPerSample = 1
    var samples: [Double] = []
    var roundMedians: [Double] = []
    /// The fastest sample of each round: CPU time, and sharing only ever adds time.
    var roundMins: [Double] = []
    var peerSamples: [Double] = []
    var peerRoundMedians: [Double] = []
    var peerRoundMins: [Double] = []
    var peerStatus: String?
    var allocationsPerOp: Double?
    var bytesPerOp: Double?
    var instructionsPerOp: Double?
    /// The counting pass's exact totals (allocations only when the malloc shim is linked).
    var counts: WorkloadCounts?

    init(_ workload: Workload) { self.workload = workload }
  }

  let context: BenchContext
  let configuration: RunConfiguration
  /// The running peer, attached after `prepare` when some workload has peer inputs.
  package var peer: PeerDriver?
  let progress: Progress
  private(set) var entries: [Entry] = []

  package init(context: BenchContext, configuration: RunConfiguration, progress: Progress) {
    self.context = context
    self.configuration = configuration
    self.progress = progress
  }

  /// Whether any prepared workload has inputs for the peer.
  package var needsPeer: Bool { entries.contains { $0.peerInputs != nil } }

  /// Builds each workload's inputs and state; a workload that fails is reported as failed.
  package func prepare(_ workloads: [Workload]) {
    for w in workloads {
      progress.update("preparing \(w.name)")
      let entry = Entry(w)
      do {
        switch try w.prepare(context) {
        case .ready(let run, let peerInputs):
          entry.run = run
          entry.peerInputs = peerInputs
        case .notAvailableYet(let reason, let peerInputs):
          entry.status = WorkloadResult.notAvailableYet
          entry.note = reason
          entry.peerInputs = peerInputs
        }
      } catch {
        entry.status = "failed: \(error)"
      }
      if entry.peerInputs == nil { entry.peerStatus = "no peer for this workload" }
      entries.append(entry)
    }
  }

  /// Measures every prepared workload for `configuration.rounds` rounds, interleaved.
  package func measure() {
    for round in 0..<configuration.rounds {
      for (index, e) in entries.enumerated() {
        let step = "round \(round + 1)/\(configuration.rounds), \(index + 1)/\(entries.count)"
        measureOurs(e, round: round, label: step)
        measurePeer(e, round: round, label: step)
      }
    }
  }

  /// Measures the named workloads for more rounds (ours, then the peer's, so that the ratio
  /// to the peer gets more rounds too), to confirm a suspected regression; their round
  /// medians grow by one per round.
  package func confirm(_ names: Set<String>) {
    let suspects = entries.filter { names.contains($0.workload.name) && $0.run != nil }
    for round in 0..<configuration.confirmationRounds {
      for e in suspects {
        let label = "confirming, round \(round + 1)/\(configuration.confirmationRounds)"
        measureOurs(e, round: round + configuration.rounds, label: label)
        measurePeer(e, round: round + configuration.rounds, label: label)
      }
    }
  }

  private func measureOurs(_ e: Entry, round: Int, label: String) {
    guard let run = e.run, e.status == WorkloadResult.ok else { return }
    progress.update("\(e.workload.name): \(label)")
    do {
      let samples = try sample(run, plan: configuration.plan(round: round), firstRound: round == 0)
      e.samples += samples.values
      e.runsPerSample = samples.runsPerSample
      e.roundMedians.append(Summary.median(samples.values))
      e.roundMins.append(samples.values.min() ?? 0)
      e.detail = run.detail
      progress.update(
        "\(e.workload.name): \(label): \(Units.time(Summary.median(samples.values)))/op")
    } catch {
      e.status = "failed: \(error)"
      e.run = nil
    }
  }

  private func measurePeer(_ e: Entry, round: Int, label: String) {
    guard let peer, let inputs = e.peerInputs, e.peerStatus == nil || !e.peerSamples.isEmpty
    else { return }
    progress.update("\(e.workload.name): \(label): libphonenumber")
    do {
      let answer = try peer.run(e.workload.name, inputs, plan: configuration.plan(round: round))
      guard !answer.samples.isEmpty else { throw PeerError.protocolError("no samples") }
      e.peerSamples += answer.samples
      e.peerRoundMedians.append(Summary.median(answer.samples))
      e.peerRoundMins.append(answer.samples.min() ?? 0)
      e.peerStatus = nil
    } catch {
      e.peerStatus = "\(error)"
      e.peerSamples = []
      e.peerRoundMedians = []
      e.peerRoundMins = []
    }
  }

  /// One round of our side: warm-up, then samples in nanoseconds per operation.
  func sample(_ run: any WorkloadRun, plan: SamplingPlan, firstRound: Bool) throws -> (
    values: [Double], runsPerSample: Int
  ) {
    var sink: UInt64 = 0
    defer { blackHole(sink) }
    let ops = Double(run.operationsPerRun)
    switch run.sampling {
    case .batched:
      var warm = Meter(.time)
      var runs = 0
      let clock = ContinuousClock()
      let warmStart = clock.now
      repeat {
        sink &+= try run.run(&warm)
        runs += 1
      } while Meter.nanoseconds(clock.now - warmStart) < plan.warmupNs
      let inner = plan.runsPerSample(runNs: warm.elapsedNs / Double(runs))
      var values: [Double] = []
      let begin = clock.now
      while plan.wantsMore(taken: values.count, elapsedNs: Meter.nanoseconds(clock.now - begin)) {
        var meter = Meter(.time)
        for _ in 0..<inner { sink &+= try run.run(&meter) }
        values.append(meter.elapsedNs / (Double(inner) * ops))
      }
      return (values, inner)
    case .single(let runsPerRound):
      // Heavy or one-off operations: one warm-up run in the first round only.
      if firstRound {
        var warm = Meter(.time)
        sink &+= try run.run(&warm)
      }
      var values: [Double] = []
      for _ in 0..<runsPerRound {
        var meter = Meter(.time)
        sink &+= try run.run(&meter)
        values.append(meter.elapsedNs / ops)
      }
      return (values, 1)
    }
  }

  /// Counts allocations and instructions per operation in a pass of its own, after the
  /// timings (so the workloads are warm and the counters cannot disturb the timings).
  /// - Parameter warmUp: run each workload once, uncounted, first (when no timed rounds ran
  ///   before, so that one-off work such as compiling a region on first use is not counted).
  package func count(warmUp: Bool = false) {
    for e in entries {
      guard let run = e.run, e.status == WorkloadResult.ok else { continue }
      if warmUp {
        progress.update("\(e.workload.name): warming up")
        var meter = Meter(.time)
        do {
          blackHole(try run.run(&meter))
        } catch {
          e.status = "failed: \(error)"
          continue
        }
      }
      progress.update("\(e.workload.name): counting allocations")
      var meter = Meter(.counters)
      var sink: UInt64 = 0
      let runs: Int
      switch run.sampling {
      case .batched: runs = 1
      case .single(let n): runs = context.quick ? min(n, 20) : n
      }
      let workBefore = run.workCounter
      do {
        for _ in 0..<runs { sink &+= try run.run(&meter) }
      } catch {
        e.status = "failed: \(error)"
        continue
      }
      blackHole(sink)
      let operations = runs * run.operationsPerRun
      let ops = Double(operations)
      let work = workBefore.flatMap { before in run.workCounter.map { $0 &- before } }
      let counted = Counters.allocationsAvailable && run.countsInProcess
      e.counts = WorkloadCounts(
        operations: operations, allocations: counted ? Int(meter.allocations) : nil, work: work)
      if counted {
        e.allocationsPerOp = Double(meter.allocations) / ops
        e.bytesPerOp = Double(meter.allocatedBytes) / ops
      }
      if Counters.instructionsAvailable && run.countsInProcess {
        e.instructionsPerOp = Double(meter.instructions) / ops
      }
    }
  }

  /// The exact totals of the counting pass, by workload (those that counted).
  package func exactCounts() -> [String: WorkloadCounts] {
    var out: [String: WorkloadCounts] = [:]
    for e in entries where e.status == WorkloadResult.ok {
      if let c = e.counts { out[e.workload.name] = c }
    }
    return out
  }

  /// The results, in the order of the workloads.
  package func results() -> [WorkloadResult] {
    entries.map { e in
      var r = WorkloadResult(name: e.workload.name, unit: e.workload.unit, status: e.status)
      r.note = e.note ?? e.detail
      if e.status == WorkloadResult.ok, !e.samples.isEmpty {
        let s = Summary(e.samples)
        r.medianNs = s.median
        r.p99Ns = s.p99
        r.minNs = s.min
        r.samples = s.count
        r.roundMediansNs = e.roundMedians
        r.roundMinsNs = e.roundMins
        r.operationsPerSample = e.run.map { e.runsPerSample * $0.operationsPerRun }
        r.allocationsPerOp = e.allocationsPerOp
        r.bytesAllocatedPerOp = e.bytesPerOp
        r.instructionsPerOp = e.instructionsPerOp
        r.counts = e.counts
        r.workPerOp = e.counts.flatMap { c in c.work.map { Double($0) / Double(c.operations) } }
      }
      if !e.peerSamples.isEmpty {
        let p = Summary(e.peerSamples)
        r.peerMedianNs = p.median
        r.peerP99Ns = p.p99
        r.peerSamples = p.count
        r.peerRoundMediansNs = e.peerRoundMedians
        r.peerRoundMinsNs = e.peerRoundMins
        if let ours = r.medianNs, ours > 0 { r.speedupVsPeer = p.median / ours }
      }
      r.peerStatus = e.peerSamples.isEmpty ? (e.peerStatus ?? "peer not running") : "ran"
      return r
    }
  }
}
