// Report fixtures shared by the JSON, baseline and end-to-end tests.

import PhoneBench

enum Fixtures {
  static let machine = Machine(
    cpu: "Test CPU", cores: 2, arch: "x86_64", os: "Linux 6.0", build: "release", mode: "full",
    date: "2025-01-01T00:00:00Z", gitCommit: "abc1234", loadAverage: [0.5, 0.4, 0.3],
    instructionCounter: "unavailable: test", allocationCounter: "available (test)",
    peer: "libphonenumber 8.12.57+ds-3", peerStatus: "ran")

  /// A measured workload whose rounds had the given medians.
  static func measured(
    _ name: String, rounds: [Double], instructions: Double? = nil, peer: Double? = nil
  ) -> WorkloadResult {
    var w = WorkloadResult(name: name, unit: "keystroke", status: WorkloadResult.ok)
    w.medianNs = rounds.sorted()[rounds.count / 2]
    w.p99Ns = rounds.max()
    w.minNs = rounds.min()
    w.roundMediansNs = rounds
    w.samples = rounds.count * 10
    w.allocationsPerOp = 0
    w.instructionsPerOp = instructions
    if let peer {
      w.peerMedianNs = peer
      w.speedupVsPeer = peer / w.medianNs!
      w.peerStatus = "ran"
    }
    return w
  }

  static func report(_ workloads: [WorkloadResult]) -> Report {
    Report(
      machine: machine, workloads: workloads,
      figures: [FigureResult(name: "tables/bytes", unit: "bytes", value: 1_764_441)])
  }
}
