// Report: the results of a run, as printed and as written by --json (and read by --baseline).

package import Foundation

/// A whole run: the machine, one result per workload, and the figures.
///
/// JSON (`--json FILE`), keys in snake case; a field that does not apply is `null`, never
/// left out:
///
/// ```
/// {"schema": "phonefmt-bench/1",
///  "machine": {"cpu", "cpu_signature", "cores", "arch", "os", "build", "mode", "date",
///              "git_commit", "load_average", "instruction_counter", "allocation_counter", "peer", ...},
///  "workloads": [{"name", "unit", "status", "median_ns", "p99_ns", "allocations_per_op",
///                 "peer_median_ns", "speedup_vs_peer", "instructions_per_op", "samples", ...}],
///  "figures": [{"name", "unit", "value"}]}
/// ```
package struct Report: Codable, Equatable, Sendable {
  package static let schemaName = "phonefmt-bench/1"

  package var schema: String = Report.schemaName
  package var machine: Machine
  package var workloads: [WorkloadResult]
  package var figures: [FigureResult]

  package init(machine: Machine, workloads: [WorkloadResult], figures: [FigureResult]) {
    self.machine = machine
    self.workloads = workloads
    self.figures = figures
  }

  package func workload(named name: String) -> WorkloadResult? {
    workloads.first { $0.name == name }
  }

  /// Pretty-printed JSON, keys sorted (so baseline files diff well).
  package func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  package static func decode(_ data: Data) throws -> Report {
    try JSONDecoder().decode(Report.self, from: data)
  }
}

/// Where and how the run was made.
package struct Machine: Codable, Equatable, Sendable {
  package var cpu: String
  /// The CPU's vendor, family, model and stepping from `/proc/cpuinfo`
  /// (`AuthenticAMD family 25 model 17 stepping 1`): virtual machines often name every
  /// generation of a vendor's server CPUs alike (`AMD EPYC`). Nil in older results.
  package var cpuSignature: String?
  package var cores: Int
  package var arch: String
  package var os: String
  /// `release` or `debug` (debug timings say nothing about the engine).
  package var build: String
  /// `full` or `quick`.
  package var mode: String
  package var date: String
  package var gitCommit: String?
  /// The 1, 5 and 15 minute load averages when the run started: a busy machine is noisy.
  package var loadAverage: [Double]?
  package var instructionCounter: String
  package var allocationCounter: String
  /// `libphonenumber 8.12.57+ds-3`, or nil when the peer did not run.
  package var peer: String?
  /// Why the peer did not run, or `ran`.
  package var peerStatus: String

  package init(
    cpu: String, cores: Int, arch: String, os: String, build: String, mode: String, date: String,
    gitCommit: String?, loadAverage: [Double]?, instructionCounter: String,
    allocationCounter: String, peer: String?, peerStatus: String, cpuSignature: String? = nil
  ) {
    self.cpu = cpu
    self.cpuSignature = cpuSignature
    self.cores = cores
    self.arch = arch
    self.os = os
    self.build = build
    self.mode = mode
    self.date = date
    self.gitCommit = gitCommit
    self.loadAverage = loadAverage
    self.instructionCounter = instructionCounter
    self.allocationCounter = allocationCounter
    self.peer = peer
    self.peerStatus = peerStatus
  }

  enum CodingKeys: String, CodingKey {
    case cpu, cores, arch, os, build, mode, date
    case cpuSignature = "cpu_signature"
    case gitCommit = "git_commit"
    case loadAverage = "load_average"
    case instructionCounter = "instruction_counter"
    case allocationCounter = "allocation_counter"
    case peer
    case peerStatus = "peer_status"
  }

  package func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(cpu, forKey: .cpu)
    try c.encode(cpuSignature, forKey: .cpuSignature)
    try c.encode(cores, forKey: .cores)
    try c.encode(arch, forKey: .arch)
    try c.encode(os, forKey: .os)
    try c.encode(build, forKey: .build)
    try c.encode(mode, forKey: .mode)
    try c.encode(date, forKey: .date)
    try c.encode(gitCommit, forKey: .gitCommit)
    try c.encode(loadAverage, forKey: .loadAverage)
    try c.encode(instructionCounter, forKey: .instructionCounter)
    try c.encode(allocationCounter, forKey: .allocationCounter)
    try c.encode(peer, forKey: .peer)
    try c.encode(peerStatus, forKey: .peerStatus)
  }
}

/// One workload's result. Times are nanoseconds per operation.
package struct WorkloadResult: Codable, Equatable, Sendable {
  package static let ok = "ok"
  package static let notAvailableYet = "not available yet"

  package var name: String
  package var unit: String
  /// `ok`, `not available yet`, or `failed: why`.
  package var status: String
  package var medianNs: Double?
  package var p99Ns: Double?
  package var allocationsPerOp: Double?
  package var peerMedianNs: Double?
  /// Peer median / our median: how many times faster we are.
  package var speedupVsPeer: Double?
  package var minNs: Double?
  /// The median of each round; their minimum is the least disturbed estimate.
  package var roundMediansNs: [Double]?
  /// The fastest sample of each round (CPU time: what sharing adds only ever adds time).
  package var roundMinsNs: [Double]?
  package var samples: Int?
  package var operationsPerSample: Int?
  package var bytesAllocatedPerOp: Double?
  package var instructionsPerOp: Double?
  /// The formatter's deterministic work counter per operation (units written plus table
  /// steps, `AsYouTypeFormatter.work`), for workloads that type into formatters.
  package var workPerOp: Double?
  /// The counting pass's exact totals, which `--baseline` compares exactly.
  package var counts: WorkloadCounts?
  package var peerP99Ns: Double?
  package var peerRoundMediansNs: [Double]?
  package var peerRoundMinsNs: [Double]?
  package var peerSamples: Int?
  package var peerStatus: String?
  package var note: String?

  package init(name: String, unit: String, status: String) {
    self.name = name
    self.unit = unit
    self.status = status
  }

  /// Whether the rounds' fastest samples were recorded, ours and the peer's.
  package var hasRoundMins: Bool { roundMinsNs != nil && peerRoundMinsNs != nil }

  /// Our time over the peer's, round by round (they ran one after the other): the rounds'
  /// fastest samples (`fastest`, when recorded) or their medians.
  package func peerRatios(fastest: Bool) -> [Double]? {
    let pair = fastest ? roundMinsNs.flatMap { o in peerRoundMinsNs.map { (o, $0) } } : nil
    guard
      let (ours, peer) = pair
        ?? roundMediansNs.flatMap({ o in peerRoundMediansNs.map { (o, $0) } }),
      !ours.isEmpty
    else { return nil }
    let n = Swift.min(ours.count, peer.count)
    guard n > 0 else { return nil }
    return (0..<n).compactMap { peer[$0] > 0 ? ours[$0] / peer[$0] : nil }
  }

  /// The speedup over the peer round by round: the median, over the rounds, of the peer's
  /// fastest sample over ours in the same round (the two sides of a round run one after the
  /// other). `speedupVsPeer` divides the medians of all samples, ours and the peer's, taken
  /// minutes apart; on a machine whose speed drifts (this project's 2-core VM: 2x within
  /// ten minutes, both sides) that ratio moves with the drift, the paired one much less.
  /// Nil without the rounds' fastest samples of both sides.
  package var pairedSpeedupVsPeer: Double? {
    guard hasRoundMins, let ratios = peerRatios(fastest: true), !ratios.isEmpty else {
      return nil
    }
    let m = Summary.median(ratios)
    return m > 0 ? 1 / m : nil
  }

  /// The smallest round median: what regression mode compares (noise only adds time).
  package var bestRoundMedianNs: Double? {
    roundMediansNs?.min() ?? medianNs
  }

  enum CodingKeys: String, CodingKey {
    case name, unit, status
    case medianNs = "median_ns"
    case p99Ns = "p99_ns"
    case allocationsPerOp = "allocations_per_op"
    case peerMedianNs = "peer_median_ns"
    case speedupVsPeer = "speedup_vs_peer"
    case minNs = "min_ns"
    case roundMediansNs = "round_medians_ns"
    case roundMinsNs = "round_mins_ns"
    case samples
    case operationsPerSample = "operations_per_sample"
    case bytesAllocatedPerOp = "bytes_allocated_per_op"
    case instructionsPerOp = "instructions_per_op"
    case workPerOp = "work_per_op"
    case counts = "exact_counts"
    case peerP99Ns = "peer_p99_ns"
    case peerRoundMediansNs = "peer_round_medians_ns"
    case peerRoundMinsNs = "peer_round_mins_ns"
    case peerSamples = "peer_samples"
    case peerStatus = "peer_status"
    case note
  }

  package func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    try c.encode(unit, forKey: .unit)
    try c.encode(status, forKey: .status)
    try c.encode(medianNs, forKey: .medianNs)
    try c.encode(p99Ns, forKey: .p99Ns)
    try c.encode(allocationsPerOp, forKey: .allocationsPerOp)
    try c.encode(peerMedianNs, forKey: .peerMedianNs)
    try c.encode(speedupVsPeer, forKey: .speedupVsPeer)
    try c.encode(minNs, forKey: .minNs)
    try c.encode(roundMediansNs, forKey: .roundMediansNs)
    try c.encode(roundMinsNs, forKey: .roundMinsNs)
    try c.encode(samples, forKey: .samples)
    try c.encode(operationsPerSample, forKey: .operationsPerSample)
    try c.encode(bytesAllocatedPerOp, forKey: .bytesAllocatedPerOp)
    try c.encode(instructionsPerOp, forKey: .instructionsPerOp)
    try c.encode(workPerOp, forKey: .workPerOp)
    try c.encode(counts, forKey: .counts)
    try c.encode(peerP99Ns, forKey: .peerP99Ns)
    try c.encode(peerRoundMediansNs, forKey: .peerRoundMediansNs)
    try c.encode(peerRoundMinsNs, forKey: .peerRoundMinsNs)
    try c.encode(peerSamples, forKey: .peerSamples)
    try c.encode(peerStatus, forKey: .peerStatus)
    try c.encode(note, forKey: .note)
  }
}

/// A figure such as `tables/bytes`.
package struct FigureResult: Codable, Equatable, Sendable {
  package var name: String
  package var unit: String
  package var value: Double

  package init(name: String, unit: String, value: Double) {
    self.name = name
    self.unit = unit
    self.value = value
  }
}
