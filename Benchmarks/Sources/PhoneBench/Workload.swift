// Workload: one named cell of the benchmark matrix, how it is prepared, and how it runs.

/// One benchmark of the matrix, such as `keystroke/GB`.
///
/// A workload is a name, the unit of one operation, and a `prepare` function that builds its
/// inputs and state from the context (outside any timing). Adding a workload is one small file
/// that declares a `Workload` and one line in `WorkloadList`.
///
/// ```swift
/// static let workload = Workload(name: "paste/whole", unit: "paste", summary: "...") {
///   context in .ready(try PasteRun(context), peer: ...)
/// }
/// ```
package struct Workload: Sendable {
  package let name: String
  /// What one operation is, for the table and JSON: `keystroke`, `edit`, `paste`, ...
  package let unit: String
  /// One line on what is measured.
  package let summary: String
  package let prepare: @Sendable (BenchContext) throws -> Preparation

  package init(
    name: String, unit: String, summary: String,
    prepare: @escaping @Sendable (BenchContext) throws -> Preparation
  ) {
    self.name = name
    self.unit = unit
    self.summary = summary
    self.prepare = prepare
  }
}

/// A prepared workload: ready to run, or a slot waiting for an engine feature.
package enum Preparation {
  /// Our side runs `run`; the peer, when there is one, runs `peer`.
  case ready(any WorkloadRun, peer: PeerInputs?)
  /// Our engine cannot do this yet (no numbers are invented); the peer may still run.
  case notAvailableYet(reason: String, peer: PeerInputs?)
}

/// How a workload's runs become samples.
package enum Sampling: Sendable, Equatable {
  /// A run is one pass over the inputs; a sample repeats runs until it lasts the target time.
  case batched
  /// A run is one operation (or one cold start) and is a sample by itself; a round does
  /// `runsPerRound` runs.
  case single(runsPerRound: Int)
}

/// The prepared state of a workload, run again and again.
package protocol WorkloadRun: AnyObject {
  /// The operations one `run` performs: the divisor of its time and allocations.
  var operationsPerRun: Int { get }
  var sampling: Sampling { get }
  /// Performs one run. The part that counts is bracketed by `meter.start()` and `meter.stop()`;
  /// setup for the run (a fresh catalog, say) goes outside. Returns a value computed from the
  /// results so that no work is optimised away.
  func run(_ meter: inout Meter) throws -> UInt64
  /// The formatters' work counter (`AsYouTypeFormatter.work`, summed) so far, for workloads
  /// that type into formatters; nil for the others. Deterministic: the exact gate compares it.
  var workCounter: Int? { get }
  var countsInProcess: Bool { get }
  /// A line for the report about the samples so far (which inputs were slowest, say), or nil.
  var detail: String? { get }
}

extension WorkloadRun {
  /// Whether what a run does happens in this process, where the counting pass can count its
  /// allocations and instructions (`launch/*` run another process: nothing to count here).
  package var countsInProcess: Bool { true }
  package var workCounter: Int? { nil }
  package var detail: String? { nil }
}

/// The inputs of a workload for the libphonenumber peer (see `Benchmarks/peer/peer.cc`).
package struct PeerInputs: Sendable, Equatable {
  /// `keystroke`, `retype`, `first-keystroke`, `format-international`, `format-e164` or
  /// `parse-validate`.
  package var mode: String
  /// One line per input: the region (for the formatter or the parser) and the text.
  package var lines: [PeerLine]
  /// Whether each line is timed on its own (one sample per line), as for first keystrokes.
  package var perLine: Bool

  package init(mode: String, lines: [PeerLine], perLine: Bool = false) {
    self.mode = mode
    self.lines = lines
    self.perLine = perLine
  }
}

package struct PeerLine: Sendable, Equatable {
  package var region: String
  package var text: String

  package init(region: String, text: String) {
    self.region = region
    self.text = text
  }
}

/// A figure reported beside the timings, such as the bytes of the compiled tables.
package struct Figure: Sendable {
  package let name: String
  package let unit: String
  package let summary: String
  package let compute: @Sendable (BenchContext) throws -> Double

  package init(
    name: String, unit: String, summary: String,
    compute: @escaping @Sendable (BenchContext) throws -> Double
  ) {
    self.name = name
    self.unit = unit
    self.summary = summary
    self.compute = compute
  }
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never) @_optimize(none)
package func blackHole(_ value: UInt64) {}
