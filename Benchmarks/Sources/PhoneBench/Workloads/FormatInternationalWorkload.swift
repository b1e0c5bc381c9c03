// format/international: parse a whole number and write it in international style.

import PhoneCore

/// `format/international`: every golden number as typed (national, `+`, international
/// prefix), parsed for its region with `PhoneCatalog.parse(_:region:)` and written with
/// `format(_:style: .international)`. One operation is one number. The peer does
/// libphonenumber's `Parse` + `Format(INTERNATIONAL)` on the same text.
enum FormatInternationalWorkload {
  static let workload = Workload(
    name: "format/international", unit: "number",
    summary: "parse a whole number and format it in international style"
  ) { context in
    let run = try WholeNumberRun(context.typings, catalog: context.catalog()) {
      catalog, number in
      UInt64(catalog.format(number, style: .international).utf8.count)
    }
    return .ready(
      run,
      peer: PeerInputs(
        mode: "format-international",
        lines: context.typings.map { PeerLine(region: $0.region, text: $0.keys) }))
  }
}
