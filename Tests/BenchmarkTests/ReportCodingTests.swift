// The JSON written by --json: round trip, nulls where nothing applies, required fields.

import Foundation
import PhoneBench
import Testing

@Suite("JSON results")
struct ReportCodingTests {
  @Test("A report survives encoding and decoding unchanged")
  func roundTrip() throws {
    var skipped = WorkloadResult(
      name: "format/international", unit: "number", status: WorkloadResult.notAvailableYet)
    skipped.note = "PhoneCore has no parser yet"
    skipped.peerMedianNs = 14_400
    let report = Fixtures.report([
      Fixtures.measured("keystroke/GB", rounds: [61, 60, 63], instructions: 410, peer: 3700),
      skipped,
    ])
    let decoded = try Report.decode(try report.jsonData())
    #expect(decoded == report)
  }

  @Test("Fields that do not apply are written as null, not left out")
  func nulls() throws {
    let report = Fixtures.report([
      WorkloadResult(name: "coldstart/binary", unit: "load", status: WorkloadResult.notAvailableYet)
    ])
    let object = try JSONSerialization.jsonObject(with: try report.jsonData()) as? [String: Any]
    let workload = try #require((object?["workloads"] as? [[String: Any]])?.first)
    for key in [
      "median_ns", "p99_ns", "allocations_per_op", "peer_median_ns", "speedup_vs_peer",
      "instructions_per_op",
    ] {
      #expect(workload[key] is NSNull, "\(key) should be null")
    }
    #expect(workload["name"] as? String == "coldstart/binary")
    #expect(workload["status"] as? String == "not available yet")
    #expect(object?["machine"] is [String: Any])
    #expect(object?["schema"] as? String == Report.schemaName)
  }

  @Test("A file without the schema or the workloads is not a report")
  func rejectsOtherJSON() {
    #expect(throws: (any Error).self) { try Report.decode(Data(#"{"workloads": []}"#.utf8)) }
    #expect(throws: (any Error).self) { try Report.decode(Data("not json".utf8)) }
  }

  @Test("The best round median is the smallest round median")
  func bestRound() {
    #expect(Fixtures.measured("w", rounds: [70, 61, 65]).bestRoundMedianNs == 61)
    var w = WorkloadResult(name: "w", unit: "u", status: WorkloadResult.ok)
    w.medianNs = 50
    #expect(w.bestRoundMedianNs == 50)
  }
}
