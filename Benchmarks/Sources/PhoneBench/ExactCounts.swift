// ExactCounts: the exact gate. Allocations and the formatter's work counter over one pass of a
// workload are integers that do not depend on the machine or its load, so they are compared
// with a committed file exactly, in seconds, and never flake (`phonefmt-bench --counts`).
//
// Allocation counts do depend on the build (a debug build allocates where the optimiser would
// not), so the file keeps one section per build: CI checks `debug`, the build `swift test`
// has already made. An increase is a regression (exit 1); a decrease is an improvement that
// leaves the file stale (exit 3, with the command that refreshes it), so that the next
// increase back to the old count cannot hide under it.

import Foundation

/// One workload's exact totals over one counting pass.
package struct WorkloadCounts: Codable, Equatable, Sendable {
  /// Operations (keystrokes, edits, ...) in the pass: the divisor of the figures per operation.
  package var operations: Int
  /// Heap allocations in the timed part of the pass; nil without the malloc shim.
  package var allocations: Int?
  /// `AsYouTypeFormatter.work` over the pass (units written plus table steps); nil for
  /// workloads that do not type into formatters.
  package var work: Int?

  package init(operations: Int, allocations: Int?, work: Int?) {
    self.operations = operations
    self.allocations = allocations
    self.work = work
  }

  package func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(operations, forKey: .operations)
    try c.encode(allocations, forKey: .allocations)
    try c.encode(work, forKey: .work)
  }
}

/// `Benchmarks/Baselines/counts.json`: exact counts per build, then per workload.
///
/// ```
/// {"schema": "phonefmt-bench-counts/1", "coreData": "9.0.43",
///  "builds": {"debug": {"keystroke/all-regions": {"operations": 37907, "allocations": 0,
///                                                 "work": 401234}}}}
/// ```
package struct CountsFile: Codable, Equatable, Sendable {
  package static let schemaName = "phonefmt-bench-counts/1"
  package var schema = CountsFile.schemaName
  package var builds: [String: [String: WorkloadCounts]]
  /// The core data (`CorePack.version`) the counts were taken on: the workloads type the core
  /// pack's example numbers, so a new libphonenumber release changes counts without a change of
  /// code. A check on other core data says so rather than call a count that went up a
  /// regression; `Scripts/update-metadata` refreshes the file with the data.
  package var coreData: String?

  package init(builds: [String: [String: WorkloadCounts]] = [:], coreData: String? = nil) {
    self.builds = builds
    self.coreData = coreData
  }

  package static func load(_ path: String) throws(BenchError) -> CountsFile {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadable(path: path, reason: "cannot read the exact counts")
    }
    let file: CountsFile
    do {
      file = try JSONDecoder().decode(CountsFile.self, from: data)
    } catch {
      throw .baseline(path: path, reason: "not a phonefmt-bench counts file (\(error))")
    }
    guard file.schema == schemaName else {
      throw .baseline(path: path, reason: "schema '\(file.schema)', expected '\(schemaName)'")
    }
    return file
  }

  package func write(_ path: String) throws(BenchError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      var data = try encoder.encode(self)
      data.append(UInt8(ascii: "\n"))
      try data.write(to: URL(fileURLWithPath: path))
    } catch {
      throw .unwritable(path: path, reason: error.localizedDescription)
    }
  }
}

/// One count of one workload against the committed file.
package struct CountChange: Sendable, Equatable {
  package enum Kind: Sendable, Equatable {
    case same
    /// More than the file: a regression.
    case more
    /// Fewer than the file: an improvement; the file must be refreshed.
    case fewer
    /// The pass had another number of operations (the inputs changed): not comparable.
    case otherInputs
    /// Counted on one side only.
    case missing(String)
  }

  package var workload: String
  /// `allocations` or `work`.
  package var counter: String
  package var expected: Int?
  package var actual: Int?
  package var operations: Int
  package var kind: Kind

  package func perOp(_ value: Int?) -> String {
    guard let value else { return "-" }
    return String(format: "%.4g", Double(value) / Double(max(operations, 1)))
  }

  /// `keystroke/GB allocations: 0 -> 3 (+3 in 4,123 keystrokes, 0 -> 0.000728/op) MORE`.
  package var line: String {
    let values = "\(expected.map(String.init) ?? "-") -> \(actual.map(String.init) ?? "-")"
    switch kind {
    case .same:
      return "\(workload) \(counter): \(values) per pass (\(perOp(actual))/op) ok"
    case .more:
      return
        "\(workload) \(counter): MORE, \(values) per pass of \(operations) operations (\(perOp(expected)) -> \(perOp(actual))/op): a regression"
    case .fewer:
      return
        "\(workload) \(counter): fewer, \(values) per pass of \(operations) operations (\(perOp(expected)) -> \(perOp(actual))/op): an improvement; refresh the counts file"
    case .otherInputs:
      return
        "\(workload) \(counter): not comparable, the pass had \(operations) operations, not \(expected ?? 0) (the inputs changed); refresh the counts file"
    case .missing(let why):
      return "\(workload) \(counter): \(why)"
    }
  }
}

package enum ExactCountComparison {
  /// Compares `actual` with `expected`, counter by counter, for every workload of `expected`
  /// (the file says what is gated) and every workload counted now but missing from it.
  package static func compare(
    actual: [String: WorkloadCounts], expected: [String: WorkloadCounts]
  ) -> [CountChange] {
    var out: [CountChange] = []
    for name in Set(actual.keys).union(expected.keys).sorted() {
      guard let e = expected[name] else {
        out.append(
          CountChange(
            workload: name, counter: "counts", expected: nil, actual: nil,
            operations: actual[name]!.operations,
            kind: .missing("not in the counts file; add it with --update")))
        continue
      }
      guard let a = actual[name] else {
        out.append(
          CountChange(
            workload: name, counter: "counts", expected: nil, actual: nil,
            operations: e.operations, kind: .missing("in the counts file but not counted now")))
        continue
      }
      if a.operations != e.operations {
        out.append(
          CountChange(
            workload: name, counter: "operations", expected: e.operations, actual: a.operations,
            operations: a.operations, kind: .otherInputs))
        continue
      }
      for (counter, ev, av) in [
        ("allocations", e.allocations, a.allocations), ("work", e.work, a.work),
      ] where ev != nil || av != nil {
        out.append(
          CountChange(
            workload: name, counter: counter, expected: ev, actual: av, operations: a.operations,
            kind: kind(expected: ev, actual: av, counter: counter)))
      }
    }
    return out
  }

  static func kind(expected: Int?, actual: Int?, counter: String) -> CountChange.Kind {
    guard let e = expected else { return .missing("\(counter) not in the counts file") }
    guard let a = actual else { return .missing("\(counter) not counted now") }
    return a == e ? .same : a > e ? .more : .fewer
  }

  /// The exit status of a check: 0 all the same, 1 some count went up (or is missing), 3 only
  /// decreases (and changed inputs): the file is stale. On other core data than the file's
  /// (`dataChanged`) a count that went up is a change of data, not of code: 3, stale.
  package static func status(_ changes: [CountChange], dataChanged: Bool = false) -> Int32 {
    if dataChanged { return changes.allSatisfy { $0.kind == .same } ? 0 : 3 }
    var stale = false
    for c in changes {
      switch c.kind {
      case .same: continue
      case .more, .missing: return 1
      case .fewer, .otherInputs: stale = true
      }
    }
    return stale ? 3 : 0
  }
}
