// launch/catalog and launch/first-key: what an app pays when it starts, each sample a fresh
// process (`phonefmt-launch`, built beside `phonefmt-bench`) that links what an app that
// types and checks numbers links.

import Foundation

/// `launch/catalog`: the first `CorePack.catalog()` of a fresh process (CPU time of the call:
/// the shipped tables' index read, nothing else).
///
/// `launch/first-key`: the process's CPU time from its start to the first key shown in a
/// `PhoneNumberField(region:)`: the dynamic loader, the Swift runtime, the catalog, the field
/// and the key, which a warm harness never sees. Regions take turns, one per sample, each
/// typed with the first digit of a number written nationally there.
///
/// `launch/before-main`: the process's CPU time when `phonefmt-launch`'s main begins (the
/// dynamic loader and the Swift runtime's start): the part of launch/first-key every Swift
/// program pays before any of its code runs, shown beside it so that the rest can be read.
///
/// All three are read from `phonefmt-launch`'s own clocks (CPU time, as every workload here), so
/// the spawn and wait of the harness are not in them. No peer: libphonenumber's metadata is
/// initialised on its first use in a process of its own, and it has no catalog to open.
enum LaunchWorkload {
  static let catalog = Workload(
    name: "launch/catalog", unit: "process",
    summary: "a fresh process's first CorePack.catalog()"
  ) { context in
    prepare(context, .catalog)
  }

  static let firstKey = Workload(
    name: "launch/first-key", unit: "process",
    summary: "a fresh process, start to the first key in PhoneNumberField(region:)"
  ) { context in
    prepare(context, .fromStart)
  }

  static let beforeMain = Workload(
    name: "launch/before-main", unit: "process",
    summary: "a fresh process's CPU time before main (loader and Swift runtime)"
  ) { context in
    prepare(context, .beforeMain)
  }

  static func prepare(_ context: BenchContext, _ figure: LaunchRun.Figure) -> Preparation {
    guard let path = probePath else {
      return .notAvailableYet(
        reason: "phonefmt-launch is not built beside phonefmt-bench: swift build --product "
          + "phonefmt-launch (with the same -c and --scratch-path)", peer: nil)
    }
    return .ready(LaunchRun(path: path, quick: context.quick, figure: figure), peer: nil)
  }

  /// Regions and the key a person starts with there.
  static let starts: [(region: String, key: String)] = [
    ("GB", "0"), ("US", "2"), ("DE", "0"), ("FR", "0"), ("IN", "9"), ("BR", "1"), ("JP", "0"),
    ("CN", "1"),
  ]

  /// `phonefmt-launch` beside this executable; nil when it was not built.
  static var probePath: String? { executable(named: "phonefmt-launch") }

  /// Runs the probe at `path` with `arguments` in a fresh process and returns its standard
  /// output, the words of its one line, or throws with what it answered when it did not exit
  /// 0 or `accept` refuses the words.
  static func runProbe(
    _ path: String, _ arguments: [String], name: String, accept: ([Substring]) -> Bool
  ) throws -> [Substring] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    let words = text.split(whereSeparator: \.isWhitespace)
    guard process.terminationStatus == 0, accept(words) else {
      throw BenchError.workload(
        name: name,
        reason: "\(URL(fileURLWithPath: path).lastPathComponent) "
          + "\(arguments.joined(separator: " ")) answered \(text) "
          + "(status \(process.terminationStatus))")
    }
    return words
  }

  /// The executable `name` beside this one (built with it); nil when it was not built.
  static func executable(named name: String) -> String? {
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let path = me.deletingLastPathComponent().appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }
}

final class LaunchRun: WorkloadRun {
  enum Figure { case catalog, fromStart, beforeMain }
  let figure: Figure
  let path: String
  private var next = 0
  var operationsPerRun: Int { 1 }
  let sampling: Sampling
  /// The work is `phonefmt-launch`'s: its allocations are not this process's to count.
  var countsInProcess: Bool { false }

  init(path: String, quick: Bool, figure: Figure) {
    self.path = path
    self.figure = figure
    sampling = .single(runsPerRound: quick ? 2 : 4)
  }

  func run(_ meter: inout Meter) throws -> UInt64 {
    let start = LaunchWorkload.starts[next]
    next = (next + 1) % LaunchWorkload.starts.count
    // catalog, field and key, process, text length, calling codes, before main.
    let fields = try LaunchWorkload.runProbe(
      path, [start.region, start.key], name: "launch",
      accept: { $0.count == 6 && $0.allSatisfy { Double($0) != nil } }
    ).compactMap { Double($0) }
    switch figure {
    case .catalog: meter.add(nanoseconds: fields[0])
    case .fromStart: meter.add(nanoseconds: fields[2])
    case .beforeMain: meter.add(nanoseconds: fields[5])
    }
    return UInt64(fields[3])
  }
}
