// The regression gates without a clock: A/B rounds through in-process sides, the ratio to the
// peer against a baseline from another machine, the exact counts, and the trend chart.

import Foundation
import PhoneBench
import Testing

/// An A/B side in process: each round reports `base` per keystroke, with the noise of
/// `noisyRounds`, and records when it ran.
final class SyntheticSide: ABSide {
  let label: String
  let base: Double
  var rng: SplitMix
  var log: [String]
  let allocations: Double

  init(_ label: String, base: Double, seed: UInt64, allocations: Double = 0) {
    self.label = label
    self.base = base
    self.rng = SplitMix(seed: seed)
    self.log = []
    self.allocations = allocations
  }

  func round() throws(BenchError) -> Report {
    log.append(label)
    var w = Fixtures.measured(
      "keystroke/all-regions", rounds: noisyRounds(1, base: base, using: &rng))
    w.allocationsPerOp = allocations
    return Fixtures.report([w])
  }
}

@Suite("Regression gates")
struct RegressionGateTests {
  let policy = RegressionPolicy(maxRegressionPercent: 10, minEffectNs: 5)

  @Test("A/B: pairs alternate their order, A B then B A", arguments: [UInt64(1), 2, 3])
  func alternation(seed: UInt64) throws {
    let a = SyntheticSide("A", base: 153, seed: seed)
    let b = SyntheticSide("B", base: 153, seed: seed + 100)
    let order = Order()
    let tracking = [TrackingSide(a, order), TrackingSide(b, order)]
    let result = try ABRun.measure(
      a: tracking[0], b: tracking[1], pairs: 4, progress: Progress(enabled: false))
    #expect(order.labels == ["A", "B", "B", "A", "A", "B", "B", "A"])
    #expect(result.count == 1 && result[0].a.count == 4 && result[0].b.count == 4)
  }

  @Test(
    "A/B: B 14% slower is a regression naming the workload; identical code is not",
    arguments: [UInt64(7), 8, 9, 10, 11])
  func abVerdicts(seed: UInt64) throws {
    let quiet = Progress(enabled: false)
    let slow = ABRun.judge(
      try ABRun.measure(
        a: SyntheticSide("A", base: 153, seed: seed),
        b: SyntheticSide("B", base: 174, seed: seed + 1),
        pairs: 16, progress: quiet), policy: policy)
    #expect(slow.map(\.name) == ["keystroke/all-regions"])
    #expect(slow[0].isRegression, "\(slow[0].line(policy))")
    #expect(slow[0].line(policy).hasPrefix("keystroke/all-regions: REGRESSED"))

    let same = ABRun.judge(
      try ABRun.measure(
        a: SyntheticSide("A", base: 153, seed: seed),
        b: SyntheticSide("B", base: 153, seed: seed + 1),
        pairs: 16, progress: quiet), policy: policy)
    #expect(!same[0].isRegression, "\(same[0].line(policy))")
  }

  @Test("A/B: a change in allocations per operation is shown")
  func abAllocations() throws {
    var c = ABComparison(
      name: "keystroke/GB", a: [100, 101, 99, 100, 100, 101], b: [100, 101, 99, 100, 100, 101],
      allocationsA: 0, allocationsB: 1)
    c.judge(policy)
    #expect(c.verdict == .unchanged)
    #expect(c.line(policy).contains("allocations/op 0 -> 1.00"))
  }

  /// A baseline from a slower machine: ours 176 ns against the peer's 2.66 µs (15.1x), ten
  /// rounds (the committed baseline is written with `--rounds 10`).
  func baselineFromAnotherMachine() -> Report {
    var rng = SplitMix(seed: 42)
    let ours = noisyRounds(10, base: 176, using: &rng)
    let peer = noisyRounds(10, base: 2660, using: &rng)
    var w = Fixtures.measured("keystroke/all-regions", rounds: ours, peer: Summary.median(peer))
    w.peerRoundMediansNs = peer
    return Fixtures.report([w])
  }

  /// A run on a machine 20% faster; ours `slowdown` times slower than it should be. Ten
  /// rounds: the five of a run and the five more that re-measure a suspect.
  func runOnFasterMachine(slowdown: Double, seed: UInt64) -> Report {
    var rng = SplitMix(seed: seed)
    let ours = noisyRounds(10, base: 176 / 1.2 * slowdown, using: &rng)
    let peer = noisyRounds(10, base: 2660 / 1.2, using: &rng)
    var w = Fixtures.measured("keystroke/all-regions", rounds: ours, peer: Summary.median(peer))
    w.peerRoundMediansNs = peer
    var report = Fixtures.report([w])
    report.machine.cpu = "A faster CPU"
    return report
  }

  @Test(
    "--baseline from another machine: a 14% slowdown hides in the absolute time, not in the ratio to the peer"
  )
  func ratioCatchesSlowdown() throws {
    var found = 0
    for seed in seeds {
      let c = BaselineComparison.compare(
        current: runOnFasterMachine(slowdown: 1.14, seed: seed),
        baseline: baselineFromAnotherMachine(), policy: policy)[0]
      #expect(c.verdict != .regressed)
      if c.peerRatioVerdict == .regressed {
        found += 1
        #expect(c.isRegression)
        let lines = BaselineComparison.describe([c], policy: policy)
        #expect(lines.contains { $0.contains("ratio to libphonenumber: REGRESSED") })
      }
    }
    #expect(found >= 30, "\(found) of \(seeds.count)")
  }

  @Test("--baseline from another machine: the same code passes, at every seed")
  func ratioSameCode() {
    for seed in seeds {
      let c = BaselineComparison.compare(
        current: runOnFasterMachine(slowdown: 1, seed: seed),
        baseline: baselineFromAnotherMachine(), policy: policy)[0]
      #expect(!c.isRegression, "seed \(seed): \(c.peerRatio?.text ?? "-")")
    }
  }

  @Test("The same machine: CPU, its signature when both have one, cores, architecture, kernel")
  func sameMachine() {
    let here = Fixtures.machine
    #expect(here.isSameMachine(as: here))
    var signed = here
    signed.cpuSignature = "AuthenticAMD family 25 model 17 stepping 1"
    #expect(signed.isSameMachine(as: here) && here.isSameMachine(as: signed))
    var edits: [(String, (inout Machine) -> Void)] = [
      ("cpu", { $0.cpu = "Other" }), ("cores", { $0.cores = 4 }), ("arch", { $0.arch = "arm64" }),
      ("kernel", { $0.os = "Linux 6.1" }),
    ]
    edits.append(("signature", { $0.cpuSignature = "AuthenticAMD family 25 model 1 stepping 1" }))
    for (name, edit) in edits {
      var other = signed
      edit(&other)
      #expect(!other.isSameMachine(as: signed), "\(name)")
      #expect(other.differences(from: signed).count == 1, "\(name)")
    }
    // The date, load, build and commit say nothing of the machine.
    var later = here
    later.date = "2030-01-01T00:00:00Z"
    later.loadAverage = [3, 3, 3]
    later.gitCommit = "fff0000"
    #expect(later.isSameMachine(as: here) && later.differences(from: here).isEmpty)
  }

  @Test("Absolute times gate only on the same machine and build, at libphonenumber's speed")
  func timeGate() {
    let base = baselineFromAnotherMachine()
    func run(ours: Double, peer: Double, _ edit: (inout Machine) -> Void = { _ in }) -> Report {
      var w = Fixtures.measured("keystroke/all-regions", rounds: [176 * ours], peer: 2660 * peer)
      w.peerRoundMediansNs = [2660 * peer]
      var r = Fixtures.report([w])
      edit(&r.machine)
      return r
    }
    func gate(_ r: Report) -> TimeGate {
      BaselineComparison.timeGate(current: r, baseline: base, policy: policy)
    }
    #expect(gate(run(ours: 1, peer: 1.05)) == .gated)
    #expect(gate(run(ours: 1, peer: 1) { $0.cores = 64 }) != .gated)
    #expect(gate(run(ours: 1, peer: 1) { $0.build = "debug" }) != .gated)
    // A machine of the same kind, three times slower: libphonenumber says so.
    #expect(gate(run(ours: 3, peer: 2.8)) != .gated)
    #expect(gate(run(ours: 1, peer: 0.5)) != .gated)
    // Its peer's speed measures the machine: our slowdown never moves it.
    #expect(gate(run(ours: 1.5, peer: 1)) == .gated)
    let c = BaselineComparison.compare(
      current: run(ours: 3, peer: 2.8) { $0.os = "Linux 5.0" }, baseline: base, policy: policy)[0]
    #expect(c.verdict == .reportedOnly && !c.isRegression && !c.isSuspect)
    #expect(
      BaselineComparison.describe([c], policy: policy)[0].hasPrefix(
        "keystroke/all-regions: time reported, not gated: +2"))
    let here = BaselineComparison.compare(
      current: run(ours: 1.5, peer: 1), baseline: base, policy: policy)[0]
    #expect(here.verdict == .regressed && here.isRegression)
  }

  @Test("--baseline: one more allocation in the pass is a regression, one fewer a stale baseline")
  func baselineCounts() {
    func run(_ allocations: Int, build: String = "release") -> Report {
      var w = Fixtures.measured("keystroke/GB", rounds: [100, 100])
      w.counts = WorkloadCounts(operations: 4123, allocations: allocations, work: 50_000)
      var r = Fixtures.report([w])
      r.machine.build = build
      return r
    }
    let more = BaselineComparison.compare(current: run(1), baseline: run(0), policy: policy)[0]
    #expect(more.isRegression && !more.countsStale)
    #expect(more.countChanges.map(\.kind) == [.more, .same])
    let fewer = BaselineComparison.compare(current: run(0), baseline: run(1), policy: policy)[0]
    #expect(!fewer.isRegression && fewer.countsStale)
    // Counts of another build are not compared.
    let debug = BaselineComparison.compare(
      current: run(5), baseline: run(0, build: "debug"), policy: policy)[0]
    #expect(debug.countChanges.isEmpty && !debug.isRegression)
  }

  @Test("Exact counts: the same passes (0), more fails (1), fewer only is stale (3)")
  func exactCounts() {
    let file = [
      "keystroke/all-regions": WorkloadCounts(operations: 100, allocations: 0, work: 1000),
      "paste/whole": WorkloadCounts(operations: 10, allocations: 20, work: nil),
    ]
    #expect(
      ExactCountComparison.status(ExactCountComparison.compare(actual: file, expected: file)) == 0)

    var more = file
    more["keystroke/all-regions"]!.allocations = 1
    let up = ExactCountComparison.compare(actual: more, expected: file)
    #expect(ExactCountComparison.status(up) == 1)
    let line = up.first { $0.kind == .more }!.line
    #expect(line.hasPrefix("keystroke/all-regions allocations: MORE, 0 -> 1"))
    #expect(line.hasSuffix("a regression"))

    var fewer = file
    fewer["keystroke/all-regions"]!.work = 900
    fewer["paste/whole"]!.allocations = 19
    let down = ExactCountComparison.compare(actual: fewer, expected: file)
    #expect(ExactCountComparison.status(down) == 3)
    #expect(down.filter { $0.kind == .fewer }.allSatisfy { $0.line.contains("an improvement") })

    // One up and one down: the increase wins.
    var mixed = fewer
    mixed["keystroke/all-regions"]!.allocations = 2
    #expect(
      ExactCountComparison.status(ExactCountComparison.compare(actual: mixed, expected: file)) == 1)

    var otherInputs = file
    otherInputs["paste/whole"]!.operations = 11
    #expect(
      ExactCountComparison.status(ExactCountComparison.compare(actual: otherInputs, expected: file))
        == 3)

    var missing = file
    missing["paste/whole"] = nil
    #expect(
      ExactCountComparison.status(ExactCountComparison.compare(actual: missing, expected: file))
        == 1)
  }

  @Test("On other core data a count that went up is stale (3), not a regression (1)")
  func dataChangeIsNotARegression() {
    let file = ["keystroke/CN": WorkloadCounts(operations: 183, allocations: 586, work: 1347)]
    var more = file
    more["keystroke/CN"]!.allocations = 1466
    let changes = ExactCountComparison.compare(actual: more, expected: file)
    #expect(ExactCountComparison.status(changes) == 1)
    #expect(ExactCountComparison.status(changes, dataChanged: true) == 3)
    let same = ExactCountComparison.compare(actual: file, expected: file)
    #expect(ExactCountComparison.status(same, dataChanged: true) == 0)
  }

  @Test("The counts file reads back what it wrote, keys sorted")
  func countsFileRoundTrip() throws {
    let path = temporaryFile("counts.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = CountsFile(
      builds: [
        "debug": ["keystroke/GB": WorkloadCounts(operations: 4, allocations: 0, work: 17)]
      ], coreData: "1.2.3")
    try file.write(path)
    #expect(try CountsFile.load(path) == file)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("\"schema\" : \"phonefmt-bench-counts/1\""))
    #expect(text.contains("\"coreData\" : \"1.2.3\""))
  }

  @Test("History: runs appended to a directory read back oldest first; the chart draws each")
  func historyAndChart() throws {
    let dir = temporaryFile("history")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (i, commit) in ["bbb2222", "aaa1111", "ccc3333"].enumerated() {
      var w = Fixtures.measured(
        "keystroke/<GB>", rounds: [150 + Double(i) * 10], peer: 2500)
      w.peerRoundMediansNs = [2500, 2600]
      var r = Fixtures.report([w])
      r.machine.gitCommit = commit
      r.machine.date = ["2026-12-01T02:00:00Z", "2026-11-30T02:00:00Z", "2026-12-02T02:00:00Z"][i]
      try History.append(r, to: dir)
    }
    let runs = try History.load(dir)
    #expect(runs.map { $0.machine.gitCommit } == ["aaa1111", "bbb2222", "ccc3333"])

    let svg = TrendChart.svg(
      runs: runs, baseline: runs[0], thresholdPercent: 10, filter: WorkloadFilter([]))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains("keystroke/&lt;GB&gt;"))  // names are escaped
    #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)  // ours and the peer
    #expect(svg.components(separatedBy: "<circle").count - 1 == 6)
    #expect(svg.contains("regression threshold 176 ns"))  // 160 ns + 10%
    for commit in ["aaa1111", "bbb2222", "ccc3333"] { #expect(svg.contains(">\(commit)</text>")) }
  }

  @Test("New options: --against needs no --baseline, --counts takes --check or --update")
  func options() throws {
    let o = try BenchOptions.parse([
      "--against", "HEAD~1", "--filter", "keystroke", "--max-regression", "5",
    ])
    #expect(o.againstRevision == "HEAD~1" && o.isAgainst && o.maxRegressionPercent == 5)
    let c = try BenchOptions.parse(["--counts", "--check", "x.json"])
    #expect(c.counts && c.countsCheck == "x.json")
    for bad in [
      ["--against", "HEAD", "--baseline", "b.json"],
      ["--against", "HEAD", "--against-binary", "/bin/true"],
      ["--check", "x.json"],
      ["--counts", "--check", "a", "--update", "b"],
      ["--counts", "--rounds", "3"],
      ["--candidate-binary", "/bin/true"],
    ] {
      #expect(throws: BenchError.self, "\(bad)") { try BenchOptions.parse(bad) }
    }
  }
}

/// Records the order in which sides ran.
final class Order {
  var labels: [String] = []
}

final class TrackingSide: ABSide {
  let inner: SyntheticSide
  let order: Order
  var label: String { inner.label }

  init(_ inner: SyntheticSide, _ order: Order) {
    self.inner = inner
    self.order = order
  }

  func round() throws(BenchError) -> Report {
    order.labels.append(inner.label)
    return try inner.round()
  }
}
