// Units: how times, counts and ratios are printed.

import Foundation

package enum Units {
  /// `63.2 ns`, `5.81 µs`, `612 ms`: three significant digits.
  package static func time(_ ns: Double) -> String {
    let (value, unit): (Double, String) =
      ns >= 1e9
      ? (ns / 1e9, "s") : ns >= 1e6 ? (ns / 1e6, "ms") : ns >= 1e3 ? (ns / 1e3, "µs") : (ns, "ns")
    return "\(significant(value)) \(unit)"
  }

  /// Three significant digits without exponent: `1.23`, `12.3`, `123`, `1234`.
  package static func significant(_ value: Double) -> String {
    let magnitude = abs(value)
    if magnitude >= 100 || magnitude == 0 { return String(format: "%.0f", value) }
    if magnitude >= 10 { return String(format: "%.1f", value) }
    return String(format: "%.2f", value)
  }

  /// `10`, `2.5`: a number without trailing zeros.
  package static func number(_ value: Double) -> String {
    value == value.rounded() ? String(format: "%.0f", value) : String(format: "%g", value)
  }

  /// `1,764,441`.
  package static func grouped(_ value: Double) -> String {
    let digits = String(format: "%.0f", value)
    var out = ""
    for (i, c) in digits.reversed().enumerated() {
      if i > 0 && i % 3 == 0 && c != "-" { out.append(",") }
      out.append(c)
    }
    return String(out.reversed())
  }

  /// `42.3x`; below 1 (the peer is faster) two significant digits: `0.0014x`.
  package static func ratio(_ value: Double) -> String {
    value >= 1 ? "\(significant(value))x" : String(format: "%.2gx", value)
  }
}
