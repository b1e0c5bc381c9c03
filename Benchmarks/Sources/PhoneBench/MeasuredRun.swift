// MeasuredRun: where the run that is printed and judged against a baseline comes from: this
// process's harness (`LocalRun`), or another phonefmt-bench executable (`CandidateRun`,
// `--baseline FILE --candidate-binary PATH`), whose JSON is read back.

import Foundation

/// A run of the selected workloads, measured once and, for suspects, again.
protocol MeasuredRun: AnyObject {
  /// The results measured so far.
  func report() throws(BenchError) -> Report
  /// Measures the named workloads in more rounds, to confirm a suspected regression: their
  /// round medians (and the peer's) grow.
  func confirm(_ names: Set<String>) throws(BenchError)
}

/// The harness in this process, with the peer it starts.
final class LocalRun: MeasuredRun {
  let harness: Harness
  let root: String
  let options: BenchOptions
  let peerStatus: String
  let figures: [FigureResult]

  /// Prepares, measures and counts `workloads` and computes `figures`.
  init(
    _ options: BenchOptions, root: String, workloads: [Workload], figures: [Figure],
    progress: Progress
  ) throws(BenchError) {
    self.root = root
    self.options = options
    #if DEBUG
      progress.note("warning: a debug build; measure with 'swift build -c release'")
    #endif
    let context = try BenchContext(root: root, quick: options.quick)
    harness = Harness(context: context, configuration: options.configuration, progress: progress)
    harness.prepare(workloads)

    var peerStatus = "not needed by the selected workloads"
    if options.noPeer {
      peerStatus = "disabled (--no-peer)"
    } else if harness.needsPeer {
      switch PeerDriver.locate(root: root, explicit: options.peerPath, log: progress.note) {
      case .found(let path):
        do {
          harness.peer = try PeerDriver(executable: path)
          peerStatus = "ran"
        } catch {
          peerStatus = "\(error)"
        }
      case .unavailable(let why):
        peerStatus = why
      }
      if harness.peer == nil { progress.note("running without libphonenumber: \(peerStatus)") }
    }
    self.peerStatus = peerStatus

    harness.measure()
    harness.count()
    var results: [FigureResult] = []
    for f in figures {
      progress.update("computing \(f.name)")
      do {
        results.append(FigureResult(name: f.name, unit: f.unit, value: try f.compute(context)))
      } catch {
        harness.peer?.close()
        throw .workload(name: f.name, reason: "\(error)")
      }
    }
    self.figures = results
  }

  deinit { harness.peer?.close() }

  func report() -> Report {
    Report(
      machine: Machine.current(
        root: root, mode: options.quick ? "quick" : "full", peer: harness.peer?.version,
        peerStatus: peerStatus),
      workloads: harness.results(), figures: figures)
  }

  func confirm(_ names: Set<String>) { harness.confirm(names) }
}

/// Another `phonefmt-bench` executable measures, in its own process, with the options of this
/// one (`--quick`, `--filter`, `--rounds`, the peer's), and writes its JSON, which is read
/// back: the run of another build judged against a baseline, or, in the tests, a stand-in
/// script with a known answer.
final class CandidateRun: MeasuredRun {
  let executable: String
  let root: String
  let options: BenchOptions
  private var current: Report

  init(executable: String, options: BenchOptions, root: String) throws(BenchError) {
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw .usage("--candidate-binary \(executable) is not an executable file")
    }
    self.executable = executable
    self.root = root
    self.options = options
    var arguments: [String] = []
    for f in options.filters { arguments += ["--filter", f] }
    if let rounds = options.rounds { arguments += ["--rounds", String(rounds)] }
    current = try Self.run(executable, arguments + peerArguments(options), options, root)
  }

  func report() -> Report { current }

  func confirm(_ names: Set<String>) throws(BenchError) {
    let rounds = options.configuration.confirmationRounds
    let more = try Self.run(
      executable,
      ["--filter", names.sorted().joined(separator: ","), "--rounds", String(rounds)]
        + peerArguments(options), options, root)
    for (index, w) in current.workloads.enumerated() where names.contains(w.name) {
      guard let again = more.workload(named: w.name) else { continue }
      current.workloads[index] = w.addingRounds(of: again)
    }
  }

  /// Runs the candidate once; its report.
  static func run(
    _ executable: String, _ arguments: [String], _ options: BenchOptions, _ root: String
  )
    throws(BenchError) -> Report
  {
    let json = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "phonefmt-bench-candidate-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(atPath: json) }
    let result = Subprocess.run(
      executable,
      (options.quick ? ["--quick"] : []) + arguments + ["--no-progress", "--json", json],
      directory: root, captureOutput: false)
    guard result.status == 0 else {
      let last = result.errors.split(separator: "\n").suffix(3).joined(separator: " / ")
      throw .workload(
        name: "--candidate-binary",
        reason: "\(executable) exited with status \(result.status): \(last)")
    }
    do {
      return try Report.decode(try Data(contentsOf: URL(fileURLWithPath: json)))
    } catch {
      throw .workload(name: "--candidate-binary", reason: "its JSON did not read back: \(error)")
    }
  }
}

/// `--no-peer` or `--peer PATH`, as given.
private func peerArguments(_ options: BenchOptions) -> [String] {
  options.noPeer ? ["--no-peer"] : options.peerPath.map { ["--peer", $0] } ?? []
}

extension WorkloadResult {
  /// This result with the rounds of `other` (the same workload measured again) added: round
  /// medians and fastest samples, ours and the peer's.
  func addingRounds(of other: WorkloadResult) -> WorkloadResult {
    var r = self
    // Rounds only where both runs have them, so that ours and the peer's stay in step.
    func join(_ a: [Double]?, _ b: [Double]?) -> [Double]? {
      guard let a, let b else { return a }
      return a + b
    }
    r.roundMediansNs = join(roundMediansNs, other.roundMediansNs)
    r.roundMinsNs = join(roundMinsNs, other.roundMinsNs)
    r.peerRoundMediansNs = join(peerRoundMediansNs, other.peerRoundMediansNs)
    r.peerRoundMinsNs = join(peerRoundMinsNs, other.peerRoundMinsNs)
    return r
  }
}
