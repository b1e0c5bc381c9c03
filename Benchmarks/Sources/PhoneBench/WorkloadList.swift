// WorkloadList: the benchmark matrix, in the order it runs and is printed.

/// Every workload and figure of `phonefmt-bench`.
///
/// Each workload is one file under `Workloads/`. A slot waiting for an engine feature reports
/// "not available yet" from its file, so filling it in touches that file only.
package enum WorkloadList {
  package static let workloads: [Workload] =
    KeystrokeWorkload.all + [
      EditMiddleWorkload.workload,
      PasteWholeWorkload.workload,
      FieldTextWorkload.workload,
      FormatInternationalWorkload.workload,
      ParseValidateWorkload.workload,
      BulkFormatWorkload.workload,
      FindWorkload.message,
      FindWorkload.page,
      FirstKeystrokeWorkload.workload,
      FirstKeystrokeWorkload.fromTables,
      ColdStartJSONWorkload.workload,
      ColdStartBinaryWorkload.workload,
      ColdStartBinaryWorkload.all,
      LaunchWorkload.catalog,
      LaunchWorkload.firstKey,
      LaunchWorkload.beforeMain,
      LaunchPickerWorkload.workload,
      FirstLookupWorkload.carrier,
      FirstLookupWorkload.picker,
      PickerSearchWorkload.firstSearch,
      PickerSearchWorkload.search,
    ]

  package static let figures: [Figure] = [TableBytesFigure.figure, TableBytesFigure.fileBytes]
}
