// parse+validate: parse a whole number and tell whether it is valid.

import PhoneCore

/// `parse+validate`: every golden number as typed, parsed for its region with
/// `PhoneCatalog.parse(_:region:)` and checked with `isValid(_:)`. One operation is one
/// number. The peer does libphonenumber's `Parse` + `IsValidNumber` on the same text.
enum ParseValidateWorkload {
  static let workload = Workload(
    name: "parse+validate", unit: "number",
    summary: "parse a whole number and validate it"
  ) { context in
    let run = try WholeNumberRun(context.typings, catalog: context.catalog()) {
      catalog, number in
      catalog.isValid(number) ? 1 : 2
    }
    return .ready(
      run,
      peer: PeerInputs(
        mode: "parse-validate",
        lines: context.typings.map { PeerLine(region: $0.region, text: $0.keys) }))
  }
}
