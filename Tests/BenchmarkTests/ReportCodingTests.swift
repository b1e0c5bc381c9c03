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

  @Test("The paired speedup is the median of the rounds' fastest-sample ratios")
  func pairedSpeedup() {
    var w = Fixtures.measured("w", rounds: [20, 40, 30], peer: 3000)
    #expect(w.pairedSpeedupVsPeer == nil, "no fastest samples recorded")
    w.roundMinsNs = [10, 20, 30]
    w.peerRoundMinsNs = [1000, 1000, 1500]  // 100x, 50x, 50x
    #expect(w.pairedSpeedupVsPeer == 50)
    #expect(w.speedupVsPeer == 100, "the medians' ratio: 3000 / 30")
    let table = TableRenderer.render(Fixtures.report([w]))
    #expect(table.contains("paired"), "\(table)")
    #expect(table.split(separator: "\n")[1].hasSuffix(" 50.0x"), "\(table)")
  }

  @Test("The best round median is the smallest round median")
  func bestRound() {
    #expect(Fixtures.measured("w", rounds: [70, 61, 65]).bestRoundMedianNs == 61)
    var w = WorkloadResult(name: "w", unit: "u", status: WorkloadResult.ok)
    w.medianNs = 50
    #expect(w.bestRoundMedianNs == 50)
  }
}
