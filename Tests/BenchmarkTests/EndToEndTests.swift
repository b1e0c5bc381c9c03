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
  let reader = Thread { err = error.fileHandleForReading.readDataToEndOfFile() }
  reader.start()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
  return BenchRun(
    stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
    status: process.terminationStatus)
}

func temporaryFile(_ name: String) -> String {
  NSTemporaryDirectory() + "/phonefmt-bench-test-\(UUID().uuidString)-\(name)"
}

@Suite("phonefmt-bench end to end", .serialized)
struct EndToEndTests {
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

  @Test("A baseline far faster than now is a regression: exit 1, the workload named")
  func regressionExit() throws {
    let baseline = temporaryFile("fast.json")
    defer { try? FileManager.default.removeItem(atPath: baseline) }
    let fast = Fixtures.report([Fixtures.measured("keystroke/GB", rounds: [0.001, 0.001])])
    try fast.jsonData().write(to: URL(fileURLWithPath: baseline))
    let run = try phonefmtBench([
      "--quick", "--rounds", "1", "--filter", "keystroke/GB", "--no-peer", "--baseline", baseline,
      "--max-regression", "10",
    ])
    #expect(run.status == 1, "stderr: \(run.stderr)")
    #expect(run.stderr.contains("regression: keystroke/GB"))
    #expect(run.stdout.contains("keystroke/GB: REGRESSED"))
  }

  @Test("A baseline far slower than now passes: exit 0")
  func improvementPasses() throws {
    let baseline = temporaryFile("slow.json")
    defer { try? FileManager.default.removeItem(atPath: baseline) }
    let slow = Fixtures.report([Fixtures.measured("keystroke/GB", rounds: [1e12])])
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
