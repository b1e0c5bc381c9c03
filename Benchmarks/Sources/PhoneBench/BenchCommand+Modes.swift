// BenchCommand+Modes: the two runs that are not a timed matrix: the exact gate (`--counts`)
// and the A/B comparison against another revision (`--against`).

import Foundation
import PhoneCoreData

extension BenchCommand {
  /// The workloads the exact gate counts when the counts file does not say: the engine's
  /// warm paths, whose counts are the same run after run and take seconds in a debug build.
  /// (The cold ones are not: a fresh catalog's dictionaries allocate a little differently
  /// under each process's random hash seed, by a few allocations in ten thousand.)
  package static var defaultCountedWorkloads: Set<String> {
    Set(
      WorkloadList.workloads.map(\.name).filter {
        $0.hasPrefix("keystroke/")
          || ["edit/middle", "paste/whole", "format/international", "parse+validate"].contains($0)
      })
  }

  #if DEBUG
    static let buildName = "debug"
  #else
    static let buildName = "release"
  #endif

  /// `--counts [--check FILE | --update FILE]`.
  static func runCounts(_ options: BenchOptions) throws(BenchError) -> Int32 {
    let filter = WorkloadFilter(options.filters)
    let file = options.countsCheck ?? options.countsUpdate
    var existing = CountsFile()
    if let file, options.countsCheck != nil || FileManager.default.fileExists(atPath: file) {
      existing = try CountsFile.load(file)
    }
    let section = existing.builds[buildName]
    if let check = options.countsCheck, section == nil {
      throw .baseline(
        path: check,
        reason:
          "no counts for a \(buildName) build; write them with --counts --update \(check) from a \(buildName) build"
      )
    }
    // Which workloads: --filter, else those of the file's section, else the default set.
    let names: Set<String> =
      !filter.selectsEverything
      ? Set(WorkloadList.workloads.map(\.name).filter(filter.matches))
      : section.map { Set($0.keys) } ?? defaultCountedWorkloads
    let workloads = WorkloadList.workloads.filter { names.contains($0.name) }
    if workloads.isEmpty { throw .usage("no workload to count; see --list") }
    guard let root = BenchContext.findRoot() else { throw .noRoot }
    let progress = Progress(enabled: options.progress)
    guard Counters.allocationsAvailable else {
      throw .usage("--counts needs the malloc shim: run the phonefmt-bench executable")
    }
    // Quick: workloads timed one operation at a time count at most 20 of them.
    let context = try BenchContext(root: root, quick: true)
    let harness = Harness(context: context, configuration: .quick, progress: progress)
    harness.prepare(workloads)
    harness.count(warmUp: true)
    progress.clear()
    let failed = harness.results().filter { $0.status != WorkloadResult.ok }
    for f in failed {
      FileHandle.standardError.write(Data("phonefmt-bench: error: \(f.name): \(f.status)\n".utf8))
    }
    if !failed.isEmpty { return 2 }
    let counted = harness.exactCounts()

    print("exact counts, \(buildName) build (one pass per workload):")
    for name in counted.keys.sorted() {
      let c = counted[name]!
      let per = { (v: Int?) in
        v.map { String(format: "%.4g/op (%d)", Double($0) / Double(c.operations), $0) } ?? "-"
      }
      print(
        "  \(name): \(c.operations) operations, allocations \(per(c.allocations)), work \(per(c.work))"
      )
    }
    if let path = options.countsUpdate {
      var updated = existing
      var merged = filter.selectsEverything ? [:] : (section ?? [:])
      for (name, c) in counted { merged[name] = c }
      updated.builds[buildName] = merged
      updated.coreData = CorePack.version
      try updated.write(path)
      print("wrote the \(buildName) counts of \(counted.count) workloads to \(path)")
      return 0
    }
    guard let check = options.countsCheck, let section else { return 0 }
    let expected = filter.selectsEverything ? section : section.filter { names.contains($0.key) }
    let changes = ExactCountComparison.compare(actual: counted, expected: expected)
    print("")
    let same = changes.filter { $0.kind == .same }.count
    print(
      "compared with \(check) (\(buildName) section), exactly: \(same) of \(changes.count) counts equal"
    )
    for c in changes where c.kind != .same { print("  " + c.line) }
    // Counts taken on other core data differ because the data did (a libphonenumber release).
    let dataChanged = existing.coreData != nil && existing.coreData != CorePack.version
    let status = ExactCountComparison.status(changes, dataChanged: dataChanged)
    let refresh = refreshCommand(check)
    if dataChanged && status != 0 {
      FileHandle.standardError.write(
        Data(
          "phonefmt-bench: the counts were taken on core data \(existing.coreData ?? "-"), this build has \(CorePack.version): the counts below changed with the data, not the code; Scripts/update-metadata \(CorePack.version) refreshes them\n"
            .utf8))
    }
    for c in changes {
      switch c.kind {
      case .more where dataChanged, .missing where dataChanged:
        FileHandle.standardError.write(
          Data("phonefmt-bench: changed with the data: \(c.line)\n".utf8))
      case .more, .missing:
        FileHandle.standardError.write(Data("phonefmt-bench: regression: \(c.line)\n".utf8))
      case .fewer, .otherInputs:
        FileHandle.standardError.write(Data("phonefmt-bench: stale counts: \(c.line)\n".utf8))
      case .same: break
      }
    }
    if status != 0 {
      FileHandle.standardError.write(
        Data(
          "phonefmt-bench: if the change is intended, refresh the counts: \(refresh)\n".utf8))
    }
    return status
  }

  /// The one command that rewrites the counts file of this build.
  static func refreshCommand(_ path: String) -> String {
    "swift run phonefmt-bench --counts --update \(path)"
      + (buildName == "release" ? " (with -c release)" : "")
  }

  /// `--against REV` or `--against-binary PATH`.
  static func runAgainst(_ options: BenchOptions) throws(BenchError) -> Int32 {
    let filter = WorkloadFilter(options.filters)
    if !WorkloadList.workloads.contains(where: { filter.matches($0.name) }) {
      throw .usage(
        "no workload matches --filter \(filter.patterns.joined(separator: ",")); see --list")
    }
    guard let root = BenchContext.findRoot() else { throw .noRoot }
    let progress = Progress(enabled: options.progress)
    let aBinary: String
    let aLabel: String
    if let revision = options.againstRevision {
      let commit = try RevisionBuild.resolve(revision, root: root)
      aBinary = try RevisionBuild.binary(commit: commit, root: root, progress: progress)
      aLabel = "A (\(revision) = \(commit.prefix(10)))"
    } else {
      aBinary = options.againstBinary!
      aLabel = "A (\(aBinary))"
      guard FileManager.default.isExecutableFile(atPath: aBinary) else {
        throw .usage("--against-binary \(aBinary) is not an executable file")
      }
    }
    let bBinary = options.candidateBinary ?? ownExecutable()
    #if DEBUG
      if options.candidateBinary == nil {
        progress.note("warning: B is a debug build; measure with 'swift build -c release'")
      }
    #endif
    var shared: [String] = options.quick ? ["--quick"] : []
    for f in options.filters { shared += ["--filter", f] }
    let a = ProcessSide(label: aLabel, executable: aBinary, arguments: shared, directory: root)
    let b = ProcessSide(
      label: "B (\(options.candidateBinary ?? "this build"))", executable: bBinary,
      arguments: shared, directory: root)
    let pairs = options.rounds ?? (options.quick ? 10 : 16)
    let policy = options.policy
    let measured = try ABRun.measure(a: a, b: b, pairs: pairs, progress: progress)
    let comparisons = ABRun.judge(measured, policy: policy)
    progress.clear()
    print(
      "\(aLabel) against B (\(options.candidateBinary ?? "this build")), \(pairs) pairs of rounds, alternating; B/A is the median of the pairs' ratios (each round's fastest sample) with the sign test's interval; max regression \(Units.number(options.maxRegressionPercent))%, minimum effect \(Units.number(options.minEffectNs)) ns/op:"
    )
    for c in comparisons { print(c.line(policy)) }
    let regressions = comparisons.filter(\.isRegression)
    for r in regressions {
      let estimate = r.ratio.map { String(format: "%+.1f%%", ($0.estimate - 1) * 100) } ?? ""
      FileHandle.standardError.write(
        Data("phonefmt-bench: regression: \(r.name) \(estimate) against \(aLabel)\n".utf8))
    }
    return regressions.isEmpty ? 0 : 1
  }

  /// This process's executable (the B side of an A/B run).
  static func ownExecutable() -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return path
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
  }
}
