// WorkloadList: the benchmark matrix, in the order it runs and is printed.

/// Every workload and figure of `phonefmt-bench`.
///
/// The slots `format/international`, `parse+validate` and `coldstart/binary` wait for engine
/// features; each is its own file, so filling one in touches that file only.
package enum WorkloadList {
  package static let workloads: [Workload] =
    KeystrokeWorkload.all + [
      EditMiddleWorkload.workload,
      PasteWholeWorkload.workload,
      FormatInternationalWorkload.workload,
      ParseValidateWorkload.workload,
      FirstKeystrokeWorkload.workload,
      ColdStartJSONWorkload.workload,
      ColdStartBinaryWorkload.workload,
    ]

  package static let figures: [Figure] = [TableBytesFigure.figure]
}
