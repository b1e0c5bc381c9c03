// End to end: run the built phonefmt-bench and check its exit status, JSON and messages.
// No test asserts a time: only shapes, statuses and names.

import Foundation
import PhoneBench
import Testing

struct BenchRun {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// The package root, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

func phonefmtBench(_ arguments: [String]) throws -> BenchRun {
  let start = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  var url = start.appendingPathComponent("phonefmt-bench")
  // The test runner may live inside a .xctest bundle directory.
  while !FileManager.default.isExecutableFile(atPath: url.path), url.pathComponents.count > 2 {
    url = url.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "phonefmt-bench")
  }
  let process = Process()
  process.executableURL = url
  process.arguments = arguments
  process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  // Read both pipes while the process runs, so neither can fill up and block it.
  nonisolated(unsafe) var err = Data()
  let finished = DispatchSemaphore(value: 0)
  let reader = Thread {
    err = error.fileHandleForReading.readDataToEndOfFile()
    finished.signal()
  }
  reader.start()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  finished.wait()
  return BenchRun(
    stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
    status: process.terminationStatus)
}

func temporaryFile(_ name: String) -> String {
  NSTemporaryDirectory() + "/phonefmt-bench-test-\(UUID().uuidString)-\(name)"
}

@Suite("phonefmt-bench end to end", .serialized)
struct EndToEndTests {
  @Test("first-keystroke/from-tables names its five slowest regions, slowest first")
  func firstKeystrokeSlowest() throws {
    let path = temporaryFile("first.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try phonefmtBench([
      "--quick", "--no-peer", "--filter", "first-keystroke/from-tables", "--json", path,
    ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let prefix = "first-keystroke/from-tables: slowest: "
    let line = try #require(
      run.stdout.split(separator: "\n").first { $0.hasPrefix(prefix) }, "stdout: \(run.stdout)")
    // "slowest: CN 2.09 ms, JP 1.87 ms, ..." (then "; peer: ..." when the peer did not run).
    let detail = line.dropFirst(prefix.count).split(separator: ";")[0]
    let entries = detail.split(separator: ",").map { $0.split(separator: " ") }
    #expect(entries.count == 5, "\(line)")
    let scale: [Substring: Double] = ["ns": 1, "µs": 1e3, "ms": 1e6, "s": 1e9]
    var times: [Double] = []
    for e in entries {
      #expect(e.count == 3 && e[0].count == 2 && e[0].allSatisfy(\.isUppercase), "\(line)")
      if e.count == 3, let v = Double(e[1]), let unit = scale[e[2]] { times.append(v * unit) }
    }
    #expect(times.count == 5 && times == times.sorted(by: >), "\(line)")
    let json = try String(contentsOfFile: path, encoding: .utf8)
    #expect(json.contains("\"slowest: \(detail.split(separator: ",")[0])"), "\(json)")
  }

  @Test("--quick --filter keystroke/GB --json F writes one workload in the documented shape")
  func quickJSON() throws {
    let path = temporaryFile("gb.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try phonefmtBench(["--quick", "--filter", "keystroke/GB", "--json", path])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("keystroke/GB"))
    #expect(run.stdout.contains("instructions: "))

    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let machine = try #require(object["machine"] as? [String: Any])
    for key in ["cpu", "cores", "instruction_counter", "allocation_counter", "build", "peer"] {
      #expect(machine.keys.contains(key), "machine.\(key)")
    }
    let workloads = try #require(object["workloads"] as? [[String: Any]])
    #expect(workloads.count == 1)
    let w = try #require(workloads.first)
    #expect(w["name"] as? String == "keystroke/GB")
    #expect(w["unit"] as? String == "keystroke")
    #expect(w["status"] as? String == "ok")
    let median = try #require(w["median_ns"] as? Double)
    let p99 = try #require(w["p99_ns"] as? Double)
    #expect(median > 0 && p99 >= median)
    #expect((w["samples"] as? Int ?? 0) > 0)
    // The executable links the malloc shim, so allocations are counted.
    #expect((w["allocations_per_op"] as? Double).map { $0 >= 0 } == true)
    // The peer ran (both numbers) or did not (both null), depending on libphonenumber-dev.
    let peerRan = w["peer_median_ns"] is Double
    #expect(peerRan == (w["speedup_vs_peer"] is Double))
    if !peerRan {
      #expect(w["peer_median_ns"] is NSNull && w["speedup_vs_peer"] is NSNull)
    }
    #expect(w.keys.contains("instructions_per_op"))
    // And it reads back as a report, usable as a baseline.
    let report = try Report.decode(data)
    #expect(report.workloads.map(\.name) == ["keystroke/GB"])
  }

  /// A baseline of `workloads` made on this machine, in this build (the tests' own).
  func baselineHere(_ workloads: [WorkloadResult]) -> Report {
    var report = Fixtures.report(workloads)
    report.machine = Machine.current(
      root: packageRoot, mode: "quick", peer: nil, peerStatus: "disabled (--no-peer)")
    return report
  }

  @Test("A baseline far faster than now, on this machine: a regression, exit 1, the workload named")
  func regressionExit() throws {
    let baseline = temporaryFile("fast.json")
    defer { try? FileManager.default.removeItem(atPath: baseline) }
    let fast = baselineHere([Fixtures.measured("keystroke/GB", rounds: [0.001, 0.001])])
    try fast.jsonData().write(to: URL(fileURLWithPath: baseline))
    let run = try phonefmtBench([
      "--quick", "--rounds", "1", "--filter", "keystroke/GB", "--no-peer", "--baseline", baseline,
      "--max-regression", "10",
    ])
    #expect(run.status == 1, "stderr: \(run.stderr)")
    #expect(run.stderr.contains("regression: keystroke/GB"))
    #expect(run.stdout.contains("keystroke/GB: REGRESSED"))
  }

  @Test("The same baseline from another machine: times reported, not gated, exit 0")
  func otherMachinePasses() throws {
    let baseline = temporaryFile("fast-elsewhere.json")
    defer { try? FileManager.default.removeItem(atPath: baseline) }
    var fast = baselineHere([Fixtures.measured("keystroke/GB", rounds: [0.001, 0.001])])
    fast.machine.cpu = "Another CPU"
    try fast.jsonData().write(to: URL(fileURLWithPath: baseline))
    let run = try phonefmtBench([
      "--quick", "--rounds", "1", "--filter", "keystroke/GB", "--no-peer", "--baseline", baseline,
    ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("keystroke/GB: time reported, not gated: +"))
    #expect(
      run.stdout.contains(
        "absolute times reported, not gated: another machine (cpu Another CPU -> "))
    #expect(!run.stderr.contains("regression"))
  }

  @Test("A baseline far slower than now passes: exit 0")
  func improvementPasses() throws {
    let baseline = temporaryFile("slow.json")
    defer { try? FileManager.default.removeItem(atPath: baseline) }
    let slow = baselineHere([Fixtures.measured("keystroke/GB", rounds: [1e12])])
    try slow.jsonData().write(to: URL(fileURLWithPath: baseline))
    let run = try phonefmtBench([
      "--quick", "--rounds", "1", "--filter", "keystroke/GB", "--no-peer", "--baseline", baseline,
    ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("keystroke/GB: improved"))
  }

  @Test("A filter that matches nothing is a usage error: exit 2")
  func noMatch() throws {
    let run = try phonefmtBench(["--filter", "no-such-workload"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("no workload matches"))
    #expect(run.stdout.isEmpty)
  }

  @Test("coldstart/binary loads a compiled table file and reports a time, with no peer")
  func coldStartBinary() throws {
    let path = temporaryFile("binary.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try phonefmtBench(["--quick", "--filter", "coldstart/binary", "--json", path])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let report = try Report.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
    let w = try #require(report.workloads.first)
    #expect(w.name == "coldstart/binary")
    #expect(w.status == WorkloadResult.ok)
    #expect((w.medianNs ?? 0) > 0)
    #expect(w.peerMedianNs == nil && w.speedupVsPeer == nil)
  }
}

/// A stand-in harness for the A/B end-to-end tests: a script that logs its arguments and
/// writes `report` as its JSON, so the real `--against` machinery (processes, JSON, pairs,
/// verdict, exit status) runs in milliseconds and with a known answer.
func fakeHarness(_ name: String, report: Report) throws -> (script: String, log: String) {
  let dir = temporaryFile(name)
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  let json = dir + "/report.json"
  try report.jsonData().write(to: URL(fileURLWithPath: json))
  let script = dir + "/phonefmt-bench"
  let log = dir + "/arguments.log"
  let text = """
    #!/bin/sh
    echo "$@" >> '\(log)'
    while [ $# -gt 0 ]; do
      if [ "$1" = "--json" ]; then cp '\(json)' "$2"; fi
      shift
    done

    """
  try Data(text.utf8).write(to: URL(fileURLWithPath: script))
  try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
  return (script, log)
}

@Suite("phonefmt-bench --against end to end", .serialized)
struct AgainstEndToEndTests {
  func harness(_ name: String, ns: Double) throws -> (script: String, log: String) {
    try fakeHarness(
      name, report: Fixtures.report([Fixtures.measured("keystroke/all-regions", rounds: [ns])]))
  }

  @Test("B 14% slower than A in every pair: exit 1, the workload named, its interval printed")
  func slower() throws {
    let a = try harness("a", ns: 153)
    let b = try harness("b", ns: 174.4)
    let run = try phonefmtBench([
      "--against-binary", a.script, "--candidate-binary", b.script, "--rounds", "6",
      "--filter", "keystroke/all-regions", "--no-progress",
    ])
    #expect(run.status == 1, "stderr: \(run.stderr)")
    #expect(run.stderr.contains("regression: keystroke/all-regions +14.0%"))
    #expect(run.stdout.contains("keystroke/all-regions: REGRESSED"))
    #expect(run.stdout.contains("B/A 1.140 [1.140, 1.140]"))
    #expect(run.stdout.contains("6 pairs"))
    // Each side ran six single rounds of the selected workload, without the peer.
    for side in [a, b] {
      let calls = try String(contentsOfFile: side.log, encoding: .utf8).split(separator: "\n")
      #expect(calls.count == 6)
      #expect(
        calls.allSatisfy {
          $0.hasPrefix("--filter keystroke/all-regions --rounds 1 --no-peer --no-progress --json ")
        })
    }
  }

  @Test("B 11% slower than A, just over the default 10% threshold: exit 1")
  func justOverThreshold() throws {
    let a = try harness("a", ns: 153)
    let b = try harness("b", ns: 153 * 1.11)
    let run = try phonefmtBench([
      "--against-binary", a.script, "--candidate-binary", b.script, "--rounds", "6",
      "--filter", "keystroke/all-regions", "--no-progress",
    ])
    #expect(run.status == 1, "stderr: \(run.stderr)")
    #expect(run.stderr.contains("regression: keystroke/all-regions +11.0%"))
  }

  @Test("The same harness on both sides: exit 0")
  func same() throws {
    let a = try harness("a", ns: 153)
    let run = try phonefmtBench([
      "--against-binary", a.script, "--candidate-binary", a.script, "--rounds", "6",
      "--no-progress",
    ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("keystroke/all-regions: ok B/A 1.000"))
  }

  @Test("A side that fails is an error naming it: exit 2")
  func failingSide() throws {
    let a = try harness("a", ns: 153)
    let run = try phonefmtBench([
      "--against-binary", "/bin/false", "--candidate-binary", a.script, "--rounds", "2",
      "--no-progress",
    ])
    #expect(run.status == 2)
    #expect(run.stderr.contains("/bin/false exited with status 1"))
  }

  @Test("--against a name git does not know is a usage error: exit 2")
  func unknownRevision() throws {
    let run = try phonefmtBench(["--against", "no-such-revision-xyz", "--no-progress"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("--against no-such-revision-xyz: not a commit"))
  }
}

@Suite("phonefmt-bench --counts end to end", .serialized)
struct CountsEndToEndTests {
  @Test(
    "--counts --update writes this build's counts; --check passes on them, fails on more, is stale on fewer"
  )
  func updateAndCheck() throws {
    let path = temporaryFile("counts.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let update = try phonefmtBench([
      "--counts", "--update", path, "--filter", "keystroke/GB", "--no-progress",
    ])
    #expect(update.status == 0, "stderr: \(update.stderr)")
    let written = try CountsFile.load(path)
    let build = try #require(written.builds.keys.first)
    let gb = try #require(written.builds[build]?["keystroke/GB"])
    #expect(gb.operations > 100)
    #expect((gb.work ?? 0) > gb.operations)  // at least a unit written per keystroke
    #expect(gb.allocations != nil)

    let same = try phonefmtBench(["--counts", "--check", path, "--no-progress"])
    #expect(same.status == 0, "stderr: \(same.stderr)")
    #expect(same.stdout.contains("exactly: 2 of 2 counts equal"))

    // The file expects one allocation more than there is: the run has fewer (stale, 3).
    var higher = written
    higher.builds[build]!["keystroke/GB"]!.allocations = gb.allocations! + 1
    try higher.write(path)
    let fewer = try phonefmtBench(["--counts", "--check", path, "--no-progress"])
    #expect(fewer.status == 3, "stderr: \(fewer.stderr)")
    #expect(fewer.stderr.contains("stale counts: keystroke/GB allocations: fewer"))
    #expect(fewer.stderr.contains("--counts --update \(path)"))
    #expect(!fewer.stderr.contains("regression"))

    // The file expects less work than there is: a regression (1).
    var lower = written
    lower.builds[build]!["keystroke/GB"]!.work = gb.work! - 1
    try lower.write(path)
    let more = try phonefmtBench(["--counts", "--check", path, "--no-progress"])
    #expect(more.status == 1, "stderr: \(more.stderr)")
    #expect(more.stderr.contains("regression: keystroke/GB work: MORE"))
  }
}

/// keystroke/all-regions in `rounds` rounds: ours `ns` and libphonenumber's `peerNs` per
/// keystroke, each round off by up to 2 % in a fixed pattern (the peer's in another), with
/// the exact counts of a pass.
func keystrokeRun(ns: Double, peerNs: Double, rounds: Int = 5, allocations: Int = 0) -> Report {
  let ours: [Double] = [1.0, 1.012, 0.995, 1.02, 1.004]
  let theirs: [Double] = [1.0, 0.99, 1.015, 1.005, 1.018]
  let medians = (0..<rounds).map { ns * ours[$0 % ours.count] }
  var w = Fixtures.measured("keystroke/all-regions", rounds: medians, peer: peerNs)
  w.peerRoundMediansNs = (0..<rounds).map { peerNs * theirs[($0 + 2) % theirs.count] }
  w.counts = WorkloadCounts(operations: 37_907, allocations: allocations, work: 1_202_731)
  return Fixtures.report([w])
}

@Suite("phonefmt-bench --baseline end to end", .serialized)
struct BaselineEndToEndTests {
  /// The baseline: 176 ns per keystroke against libphonenumber's 2.66 µs, ten rounds (as the
  /// committed baseline is written), on `Fixtures.machine`; and a copy whose machine fields
  /// are edited to another machine's. Returns the paths of both.
  func baselines() throws -> (same: String, other: String) {
    let same = temporaryFile("baseline.json")
    try keystrokeRun(ns: 176, peerNs: 2660, rounds: 10).jsonData().write(
      to: URL(fileURLWithPath: same))
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: same)))
        as? [String: Any])
    var machine = try #require(json["machine"] as? [String: Any])
    machine["cpu"] = "Another CPU"
    machine["cores"] = 8
    machine["os"] = "Linux 5.15.0"
    json["machine"] = machine
    let other = temporaryFile("baseline-other-machine.json")
    try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: other))
    return (same, other)
  }

  func judge(_ baseline: String, _ run: Report, _ name: String) throws -> BenchRun {
    let candidate = try fakeHarness(name, report: run)
    return try phonefmtBench([
      "--baseline", baseline, "--candidate-binary", candidate.script,
      "--filter", "keystroke/all-regions", "--no-progress",
    ])
  }

  @Test("A clean run on a machine 3x slower or 2x faster than the baseline's: exit 0, times shown")
  func cleanElsewhere() throws {
    let (_, other) = try baselines()
    let slower = try judge(other, keystrokeRun(ns: 176 * 3, peerNs: 2660 * 2.8), "slower")
    #expect(slower.status == 0, "stdout: \(slower.stdout)\nstderr: \(slower.stderr)")
    #expect(
      slower.stdout.contains(
        "absolute times reported, not gated: another machine (cpu Another CPU -> Test CPU, cores 8 -> 2, kernel Linux 5.15.0 -> Linux 6.0)"
      ))
    #expect(slower.stdout.contains("keystroke/all-regions: time reported, not gated: +200.0%"))
    #expect(slower.stdout.contains("ratio to libphonenumber: ok"))
    #expect(!slower.stderr.contains("regression"))

    let faster = try judge(other, keystrokeRun(ns: 176 / 2, peerNs: 2660 / 2), "faster")
    #expect(faster.status == 0, "stdout: \(faster.stdout)\nstderr: \(faster.stderr)")
    #expect(faster.stdout.contains("keystroke/all-regions: time reported, not gated: -50.0%"))
  }

  @Test(
    "An injected 11% keystroke slowdown on another machine: exit 1, by the ratio to libphonenumber")
  func slowdownElsewhere() throws {
    let (_, other) = try baselines()
    let run = try judge(other, keystrokeRun(ns: 176 * 3 * 1.11, peerNs: 2660 * 3), "slow")
    #expect(run.status == 1, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
    #expect(run.stdout.contains("ratio to libphonenumber: REGRESSED (over 10%, confirmed)"))
    #expect(run.stderr.contains("regression: keystroke/all-regions ratio to libphonenumber +1"))
    #expect(!run.stderr.contains(" time +"))
  }

  @Test("On the baseline's machine, the same slowdown fails in absolute time too: exit 1")
  func slowdownHere() throws {
    let (same, _) = try baselines()
    let run = try judge(same, keystrokeRun(ns: 176 * 1.11, peerNs: 2660), "slow-here")
    #expect(run.status == 1, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
    #expect(run.stdout.contains("absolute times gated: the baseline's machine (Test CPU, 2 cores"))
    #expect(run.stdout.contains("keystroke/all-regions: REGRESSED (over 10%) +11.0%"))
    #expect(run.stderr.contains("regression: keystroke/all-regions time +11.0%"))
  }

  @Test(
    "The baseline's CPU, cores and kernel, libphonenumber 2.8x slower: another speed, exit 0 on clean code"
  )
  func sameKindSlowerMachine() throws {
    let (same, _) = try baselines()
    let run = try judge(same, keystrokeRun(ns: 176 * 2.8, peerNs: 2660 * 2.8), "same-kind")
    #expect(run.status == 0, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
    #expect(
      run.stdout.contains(
        "absolute times reported, not gated: the machine runs at another speed: libphonenumber takes 2.80x the baseline's time"
      ))
  }

  @Test("On another machine, one more allocation per pass is still a regression: exit 1")
  func countsElsewhere() throws {
    let (_, other) = try baselines()
    let run = try judge(other, keystrokeRun(ns: 176 * 3, peerNs: 2660 * 3, allocations: 1), "alloc")
    #expect(run.status == 1, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
    #expect(run.stderr.contains("regression: keystroke/all-regions more allocations"))
  }

  @Test("Without libphonenumber in the run on another machine, it says no time is gated")
  func noPeerElsewhere() throws {
    let (_, other) = try baselines()
    var run = keystrokeRun(ns: 176 * 5, peerNs: 2660)
    run.workloads[0].peerRoundMediansNs = nil
    run.workloads[0].peerMedianNs = nil
    let result = try judge(other, run, "no-peer")
    #expect(result.status == 0, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
    #expect(
      result.stdout.contains(
        "warning: libphonenumber did not run in both runs, so no time is gated"))
  }
}

@Suite("launch/picker end to end", .serialized)
struct LaunchPickerEndToEndTests {
  @Test("launch/picker starts a process per locale, each finding Germany first; a time per locale")
  func launchPicker() throws {
    let path = temporaryFile("picker.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try phonefmtBench(["--quick", "--filter", "launch/picker", "--json", path])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let report = try Report.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
    let w = try #require(report.workloads.first { $0.name == "launch/picker" })
    #expect(w.status == WorkloadResult.ok, "\(w.note ?? "")")
    #expect((w.medianNs ?? 0) > 0)
    // Three rounds of one process per locale, each locale's median named.
    #expect(w.samples == 18)
    let note = try #require(w.note)
    for locale in ["de ", "fr ", "ar ", "ja ", "sv ", "tr "] {
      #expect(note.contains(locale), "\(note)")
    }
    #expect(note.contains("; list ") && note.contains(" + search "), "\(note)")
    // The work is another process's: no allocations counted here.
    #expect(w.counts?.allocations == nil)
  }
}
