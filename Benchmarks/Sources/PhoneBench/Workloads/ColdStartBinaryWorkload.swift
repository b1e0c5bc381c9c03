// coldstart/binary: loading every region's compiled tables from a binary file (a slot for now).

/// `coldstart/binary`: read the core pack's compiled tables from a binary table file and
/// validate them, instead of compiling from JSON (compare with `coldstart/json`).
///
/// PhonePacks has no binary table files yet (being built); until it has, this slot reports
/// "not available yet". There is no peer. To fill it in, write the table file while preparing
/// and return `.ready(SomeRun(...), peer: nil)` here.
enum ColdStartBinaryWorkload {
  static let workload = Workload(
    name: "coldstart/binary", unit: "load",
    summary: "load every region's compiled tables from a binary table file"
  ) { _ in
    .notAvailableYet(reason: "PhonePacks has no binary table files yet", peer: nil)
  }
}
