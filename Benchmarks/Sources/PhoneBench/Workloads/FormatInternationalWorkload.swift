// format/international: parse a number and format it internationally (a slot for now).

/// `format/international`: every golden number (national, `+`, international prefix) parsed
/// for its region and formatted in international style.
///
/// PhoneCore has no parser or number formatter yet (being built); until it has, this slot
/// reports "not available yet" and only the peer (libphonenumber's `Parse` + `Format`
/// INTERNATIONAL) runs. To fill it in, return `.ready(SomeRun(...), peer: peer)` here.
enum FormatInternationalWorkload {
  static let workload = Workload(
    name: "format/international", unit: "number",
    summary: "parse a whole number and format it in international style"
  ) { context in
    .notAvailableYet(
      reason: "PhoneCore has no parser/number formatter yet",
      peer: PeerInputs(
        mode: "format-international",
        lines: context.typings.map { PeerLine(region: $0.region, text: $0.keys) }))
  }
}
