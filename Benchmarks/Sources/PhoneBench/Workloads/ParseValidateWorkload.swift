// parse+validate: parse a number and tell whether it is valid (a slot for now).

/// `parse+validate`: every golden number parsed for its region and validated.
///
/// PhoneCore has no parser or validator yet (being built); until it has, this slot reports
/// "not available yet" and only the peer (libphonenumber's `Parse` + `IsValidNumber`) runs.
/// To fill it in, return `.ready(SomeRun(...), peer: peer)` here.
enum ParseValidateWorkload {
  static let workload = Workload(
    name: "parse+validate", unit: "number",
    summary: "parse a whole number and validate it"
  ) { context in
    .notAvailableYet(
      reason: "PhoneCore has no parser/validator yet",
      peer: PeerInputs(
        mode: "parse-validate",
        lines: context.typings.map { PeerLine(region: $0.region, text: $0.keys) }))
  }
}
