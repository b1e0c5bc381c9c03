// ABRun: `--against REV`. Two harnesses, A (the revision) and B (this one), measured in the
// same invocation in alternating rounds on the same inputs, and judged pair by pair.
//
// Each round of a side is one run of that side's harness process with `--rounds 1`, so both
// sides go through the same life: start, prepare, warm up, sample. Pairs alternate their
// order (A B, then B A, ...), so a drift of the machine's load favours neither side. A round
// is summarised by its fastest sample (`min_ns`): samples are CPU time, and what a shared
// machine adds (caches, a busy hyperthread sibling) only ever adds time. Every pair gives a
// ratio B/A per workload; `RankInterval.paired` turns the ratios into an estimate with a
// confidence interval (the sign test; see that file and Benchmarks/README.md for why), and a
// workload has regressed when the estimate is beyond `--max-regression` and the interval
// confirms a slowdown (it lies above 1).

import Foundation

/// One side of an A/B run: gives one round's report per call.
package protocol ABSide: AnyObject {
  /// `A (1c5ba01)`, `B (this build)`.
  var label: String { get }
  /// Measures one round of the selected workloads.
  func round() throws(BenchError) -> Report
}

/// A side that runs a `phonefmt-bench` executable for one round and reads its JSON.
package final class ProcessSide: ABSide {
  package let label: String
  let executable: String
  let arguments: [String]
  let directory: String

  /// - Parameters:
  ///   - arguments: the options both sides share (`--filter`, `--quick`).
  ///   - directory: where it runs (the package root, so both read the same inputs).
  package init(label: String, executable: String, arguments: [String], directory: String) {
    self.label = label
    self.executable = executable
    self.arguments = arguments
    self.directory = directory
  }

  package func round() throws(BenchError) -> Report {
    let json = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "phonefmt-bench-ab-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(atPath: json) }
    let result = Subprocess.run(
      executable,
      arguments + ["--rounds", "1", "--no-peer", "--no-progress", "--json", json],
      directory: directory, captureOutput: false)
    guard result.status == 0 else {
      let last = result.errors.split(separator: "\n").suffix(3).joined(separator: " / ")
      throw .workload(
        name: label, reason: "\(executable) exited with status \(result.status): \(last)")
    }
    do {
      return try Report.decode(try Data(contentsOf: URL(fileURLWithPath: json)))
    } catch {
      throw .workload(name: label, reason: "its JSON did not read back: \(error)")
    }
  }
}

/// One workload judged over the pairs of an A/B run.
package struct ABComparison: Sendable, Equatable {
  package enum Verdict: Sendable, Equatable {
    /// Slower beyond the threshold, and the interval confirms it: fails the run.
    case regressed
    /// Faster beyond the threshold, confirmed.
    case improved
    /// Within the threshold, or the interval does not confirm the change.
    case unchanged
    /// Slower beyond the threshold by the estimate, but the interval reaches 1: noise.
    case notConfirmed
    case notCompared(String)
  }

  package var name: String
  /// The fastest sample of each round of A and B, pair by pair.
  package var a: [Double]
  package var b: [Double]
  package var ratio: RatioInterval?
  package var allocationsA: Double?
  package var allocationsB: Double?
  package var verdict: Verdict

  package var isRegression: Bool { verdict == .regressed }

  package init(name: String, a: [Double], b: [Double], allocationsA: Double?, allocationsB: Double?)
  {
    self.name = name
    self.a = a
    self.b = b
    self.allocationsA = allocationsA
    self.allocationsB = allocationsB
    self.verdict = .notCompared("not measured")
  }

  /// Judges the pairs: regressed when the estimate is beyond the threshold (percent and
  /// nanoseconds per operation) and the interval lies above 1.
  package mutating func judge(_ policy: RegressionPolicy, level: Double = 0.95) {
    guard let r = RankInterval.paired(a: a, b: b, level: level) else {
      verdict = .notCompared("no pair measured on both sides")
      return
    }
    ratio = r
    let threshold = 1 + policy.maxRegressionPercent / 100
    let effectNs = (r.estimate - 1) * Summary.median(a)
    if r.estimate > threshold && abs(effectNs) >= policy.minEffectNs {
      verdict = r.confirmsSlower ? .regressed : .notConfirmed
    } else if r.estimate < 1 / threshold && abs(effectNs) >= policy.minEffectNs
      && r.confirmsFaster
    {
      verdict = .improved
    } else {
      verdict = .unchanged
    }
  }

  /// `keystroke/all-regions: REGRESSED B/A 1.138 [1.121, 1.152] (95% interval, 10 pairs); ...`
  package func line(_ policy: RegressionPolicy) -> String {
    let verdictText: String
    switch verdict {
    case .regressed:
      verdictText = "REGRESSED (over \(Units.number(policy.maxRegressionPercent))%, confirmed)"
    case .improved: verdictText = "improved"
    case .unchanged: verdictText = "ok"
    case .notConfirmed:
      verdictText = "ok (slower by the estimate, but the interval reaches 1: not confirmed)"
    case .notCompared(let why): return "\(name): not compared: \(why)"
    }
    guard let r = ratio else { return "\(name): \(verdictText)" }
    var text =
      "\(name): \(verdictText) B/A \(r.text) (\(Int((r.confidence * 100).rounded(.down)))% interval, \(r.count) pairs); B \(Units.time(Summary.median(b))) vs A \(Units.time(Summary.median(a))) (medians of the rounds' fastest samples)"
    if let x = allocationsA, let y = allocationsB, x != y {
      text +=
        "; allocations/op \(Units.significant(x)) -> \(Units.significant(y))"
    }
    return text
  }
}

/// Runs the alternating rounds and judges them.
package enum ABRun {
  /// Measures `pairs` pairs of rounds, A and B alternating in order, and returns per workload
  /// (in B's order) the paired round medians. A workload measured on one side only is kept,
  /// with the pairs it has.
  package static func measure(
    a: any ABSide, b: any ABSide, pairs: Int, progress: Progress
  ) throws(BenchError) -> [ABComparison] {
    var medians: [String: (a: [Double], b: [Double])] = [:]
    var order: [String] = []
    var allocations: [String: (a: Double?, b: Double?)] = [:]
    for pair in 0..<pairs {
      let sides: [(any ABSide, Bool)] =
        pair % 2 == 0 ? [(a, true), (b, false)] : [(b, false), (a, true)]
      var reports: [Bool: Report] = [:]
      for (side, isA) in sides {
        progress.update("pair \(pair + 1)/\(pairs): \(side.label)")
        reports[isA] = try side.round()
      }
      let ra = reports[true]!
      let rb = reports[false]!
      for w in rb.workloads where w.status == WorkloadResult.ok {
        guard let other = ra.workload(named: w.name), other.status == WorkloadResult.ok,
          let x = other.minNs ?? other.roundMediansNs?.first,
          let y = w.minNs ?? w.roundMediansNs?.first
        else { continue }
        if medians[w.name] == nil { order.append(w.name) }
        medians[w.name, default: ([], [])].a.append(x)
        medians[w.name, default: ([], [])].b.append(y)
        allocations[w.name] = (other.allocationsPerOp, w.allocationsPerOp)
      }
      let ready = order.compactMap { name in
        medians[name].flatMap { m in
          RankInterval.paired(a: m.a, b: m.b).map { "\(name) \($0.text)" }
        }
      }
      if let first = ready.first { progress.update("pair \(pair + 1)/\(pairs): \(first)") }
    }
    return order.map { name in
      ABComparison(
        name: name, a: medians[name]!.a, b: medians[name]!.b,
        allocationsA: allocations[name]?.a ?? nil, allocationsB: allocations[name]?.b ?? nil)
    }
  }

  /// Judges each comparison.
  package static func judge(_ comparisons: [ABComparison], policy: RegressionPolicy)
    -> [ABComparison]
  {
    comparisons.map { c in
      var c = c
      c.judge(policy)
      return c
    }
  }
}
