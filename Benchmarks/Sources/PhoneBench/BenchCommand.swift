// BenchCommand: phonefmt-bench from arguments to exit status; every error becomes stderr text
// and an exit status here, in one place.

import Foundation

package enum BenchCommand {
  /// Runs the command line; returns the exit status (0 done, 1 regression, 2 usage or failure).
  package static func main(_ arguments: [String]) -> Int32 {
    // A peer that dies must not kill the harness through a write to its closed pipe.
    signal(SIGPIPE, SIG_IGN)
    do {
      if arguments.first == "report" {
        return try TrendReport.main(Array(arguments.dropFirst()))
      }
      if arguments.first == "figures" {
        return try ReadmeFigures.main(Array(arguments.dropFirst()))
      }
      let options = try BenchOptions.parse(arguments)
      if options.help {
        print(BenchOptions.usage)
        return 0
      }
      return try run(options)
    } catch {
      FileHandle.standardError.write(Data("phonefmt-bench: error: \(error)\n".utf8))
      return 2
    }
  }

  static func run(_ options: BenchOptions) throws(BenchError) -> Int32 {
    if options.list {
      for w in WorkloadList.workloads { print("\(w.name)\t\(w.unit)\t\(w.summary)") }
      for f in WorkloadList.figures { print("\(f.name)\t\(f.unit)\t\(f.summary)") }
      return 0
    }
    if options.counts { return try runCounts(options) }
    if let region = options.firstKeyProbe { return try FirstKeyProbe.run(region) }
    if options.isAgainst { return try runAgainst(options) }
    let filter = WorkloadFilter(options.filters)
    let workloads = WorkloadList.workloads.filter { filter.matches($0.name) }
    let figures = WorkloadList.figures.filter { filter.matches($0.name) }
    if workloads.isEmpty && figures.isEmpty {
      throw .usage(
        "no workload matches --filter \(filter.patterns.joined(separator: ",")); see --list")
    }
    guard let root = BenchContext.findRoot() else { throw .noRoot }
    let baseline = try options.baselinePath.map { (path) throws(BenchError) in
      try loadBaseline(path)
    }
    let progress = Progress(enabled: options.progress)
    let measured: any MeasuredRun =
      if let candidate = options.candidateBinary {
        try CandidateRun(executable: candidate, options: options, root: root)
      } else {
        try LocalRun(
          options, root: root, workloads: workloads, figures: figures, progress: progress)
      }
    var result = try measured.report()

    var comparisonLines: [String] = []
    var regressions: [Comparison] = []
    var stale: [Comparison] = []
    if let baseline {
      let policy = options.policy
      var comparisons = BaselineComparison.compare(
        current: result, baseline: baseline, policy: policy)
      let suspects = Set(comparisons.filter(\.isSuspect).map(\.name))
      if !suspects.isEmpty {
        progress.note(
          "slower than the baseline: \(suspects.sorted().joined(separator: ", ")); measuring again"
        )
        try measured.confirm(suspects)
        result = try measured.report()
        comparisons = BaselineComparison.compare(
          current: result, baseline: baseline, policy: policy)
      }
      regressions = comparisons.filter(\.isRegression)
      stale = comparisons.filter(\.countsStale)
      comparisonLines =
        comparisonHeader(options, baseline: baseline, current: result)
        + BaselineComparison.describe(comparisons, policy: policy)
    }
    progress.clear()

    print(TableRenderer.render(result), terminator: "")
    if !comparisonLines.isEmpty {
      print("")
      print(comparisonLines.joined(separator: "\n"))
    }
    if let path = options.jsonPath {
      do {
        var data = try result.jsonData()
        data.append(UInt8(ascii: "\n"))
        try data.write(to: URL(fileURLWithPath: path))
      } catch {
        throw .unwritable(path: path, reason: error.localizedDescription)
      }
    }
    if let directory = options.historyDirectory {
      try History.append(result, to: directory)
    }
    for r in regressions {
      var what: [String] = []
      if r.verdict == .regressed {
        what.append(r.changePercent.map { String(format: "time %+.1f%%", $0) } ?? "time")
      }
      if r.peerRatioVerdict == .regressed, let ratio = r.peerRatio {
        what.append(String(format: "ratio to libphonenumber %+.1f%%", (ratio.estimate - 1) * 100))
      }
      for c in r.countChanges where c.kind == .more { what.append("more \(c.counter)") }
      FileHandle.standardError.write(
        Data("phonefmt-bench: regression: \(r.name) \(what.joined(separator: ", "))\n".utf8))
    }
    for s in stale {
      FileHandle.standardError.write(
        Data(
          "phonefmt-bench: stale baseline: \(s.name) has fewer \(s.countChanges.filter { $0.kind == .fewer }.map(\.counter).joined(separator: " and ")) than the baseline (an improvement); refresh the baseline\n"
            .utf8))
    }
    let failed = result.workloads.filter {
      $0.status != WorkloadResult.ok && $0.status != WorkloadResult.notAvailableYet
    }
    for f in failed {
      FileHandle.standardError.write(Data("phonefmt-bench: error: \(f.name): \(f.status)\n".utf8))
    }
    if !failed.isEmpty { return 2 }
    return !regressions.isEmpty ? 1 : stale.isEmpty ? 0 : 3
  }

  static func loadBaseline(_ path: String) throws(BenchError) -> Report {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadable(path: path, reason: "cannot read the baseline")
    }
    let report: Report
    do {
      report = try Report.decode(data)
    } catch {
      throw .baseline(path: path, reason: "not a phonefmt-bench JSON result (\(error))")
    }
    guard report.schema == Report.schemaName else {
      throw .baseline(
        path: path, reason: "schema '\(report.schema)', expected '\(Report.schemaName)'")
    }
    return report
  }

  static func comparisonHeader(_ options: BenchOptions, baseline: Report, current: Report)
    -> [String]
  {
    var lines = [
      "compared with \(options.baselinePath ?? "the baseline") (best round medians; max regression \(Units.number(options.maxRegressionPercent))%, minimum effect \(Units.number(options.minEffectNs)) ns/op;",
      "  the ratio to libphonenumber round by round, Hodges-Lehmann estimate and 95% interval; allocations and formatter work exactly, when the build matches):",
    ]
    let peerInBoth = BaselineComparison.peerSpeed(current: current, baseline: baseline) != nil
    switch BaselineComparison.timeGate(
      current: current, baseline: baseline, policy: options.policy)
    {
    case .gated:
      lines.append(
        "absolute times gated: the baseline's machine (\(baseline.machine.cpu), \(baseline.machine.cores) cores, \(baseline.machine.os)) and build"
          + (peerInBoth ? ", libphonenumber at its speed" : ""))
    case .reportedOnly(let why):
      lines.append(
        "absolute times reported, not gated: \(why); the gate is the ratio to libphonenumber and the exact counts"
      )
      if !peerInBoth {
        lines.append(
          "warning: libphonenumber did not run in both runs, so no time is gated; only exact counts (same build)"
        )
      }
    }
    return lines
  }
}
