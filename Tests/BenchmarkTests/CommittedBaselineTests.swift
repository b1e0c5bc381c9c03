// The committed baseline's exact counts are the committed release counts: a clean checkout's
// `phonefmt-bench --baseline Benchmarks/Baselines/linux-x86_64.json` run is then not stale.

import Foundation
import Testing

@Suite("The committed baseline")
struct CommittedBaselineTests {
  typealias Counts = [String: Int?]

  static func json(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/" + path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("Its exact counts equal the release section of Benchmarks/Baselines/counts.json")
  func countsAgree() throws {
    let counts = try Self.json("Benchmarks/Baselines/counts.json")
    let builds = try #require(counts["builds"] as? [String: Any])
    let release = try #require(builds["release"] as? [String: [String: Any]])
    let baseline = try Self.json("Benchmarks/Baselines/linux-x86_64.json")
    let workloads = try #require(baseline["workloads"] as? [[String: Any]])
    var compared = 0
    var differences: [String] = []
    for workload in workloads {
      guard let name = workload["name"] as? String,
        let exact = workload["exact_counts"] as? [String: Any], let committed = release[name]
      else { continue }
      compared += 1
      for key in ["operations", "allocations", "work"] {
        let a = exact[key] as? Int
        let b = committed[key] as? Int
        if a != b {
          differences.append(
            "\(name) \(key): baseline \(a.map(String.init) ?? "null"), counts.json \(b.map(String.init) ?? "null")"
          )
        }
      }
    }
    #expect(
      compared == release.count,
      "workloads of counts.json's release section missing from the baseline")
    #expect(
      differences.isEmpty,
      """
      Benchmarks/Baselines/linux-x86_64.json is stale (refresh it as Benchmarks/README.md says, \
      "The committed baseline, and refreshing it"); first differences:
      \(differences.prefix(10).joined(separator: "\n"))
      """)
  }
}
