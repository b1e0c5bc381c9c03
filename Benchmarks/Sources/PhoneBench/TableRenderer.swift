// TableRenderer: the results as a table for people (stdout).

/// Renders a report as aligned columns, then the figures and the machine's counters.
///
/// ```
/// workload               unit       median      p99  allocs/op  instr/op  libphonenumber  speedup  paired
/// keystroke/all-regions  keystroke  61.2 ns  75.0 ns          0       n/a         5.80 µs      95x     97x
/// ```
/// `speedup` divides the medians of all samples; `paired` is the median of the rounds'
/// ratios of fastest samples (`WorkloadResult.pairedSpeedupVsPeer`).
package enum TableRenderer {
  package static func render(_ report: Report) -> String {
    var rows: [[String]] = [
      [
        "workload", "unit", "median", "p99", "allocs/op", "instr/op", "libphonenumber", "speedup",
        "paired",
      ]
    ]
    for w in report.workloads {
      let peer = w.peerMedianNs.map(Units.time) ?? "-"
      let speedup = w.speedupVsPeer.map(Units.ratio) ?? "-"
      let paired = w.pairedSpeedupVsPeer.map(Units.ratio) ?? "-"
      if w.status == WorkloadResult.ok, let median = w.medianNs, let p99 = w.p99Ns {
        rows.append([
          w.name, w.unit, Units.time(median), Units.time(p99),
          w.allocationsPerOp.map(Units.significant) ?? "n/a",
          w.instructionsPerOp.map(Units.significant) ?? "n/a", peer, speedup, paired,
        ])
      } else {
        let shown = w.status == WorkloadResult.notAvailableYet ? "skipped" : "failed"
        rows.append([w.name, w.unit, shown, "-", "-", "-", peer, speedup, paired])
      }
    }
    let widths = (0..<rows[0].count).map { c in
      rows.map { $0[c].count }.max() ?? 0
    }
    var lines: [String] = []
    for row in rows {
      var line = ""
      for (c, cell) in row.enumerated() {
        let pad = String(repeating: " ", count: widths[c] - cell.count)
        // Names and units left-aligned, numbers right-aligned.
        if c < 2 {
          line += cell + pad
        } else {
          line += pad + cell
        }
        if c < row.count - 1 { line += "  " }
      }
      lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
    }
    for f in report.figures {
      lines.append("")
      lines.append("\(f.name): \(Units.grouped(f.value)) \(f.unit)")
    }
    lines.append("")
    let m = report.machine
    lines.append("machine: \(m.cpu), \(m.cores) cores, \(m.os), \(m.build) build, \(m.mode) run")
    if let load = m.loadAverage {
      lines.append("load average at start: \(load.map(Units.significant).joined(separator: " "))")
    }
    lines.append("instructions: \(m.instructionCounter)")
    lines.append("allocations: \(m.allocationCounter)")
    lines.append("peer: \(m.peer ?? "none") (\(m.peerStatus))")
    for w in report.workloads {
      var parts: [String] = []
      if w.status != WorkloadResult.ok { parts.append(w.status) }
      if let note = w.note { parts.append(note) }
      if let p = w.peerStatus, p != "ran", p != "no peer for this workload" {
        parts.append("peer: \(p)")
      }
      if !parts.isEmpty { lines.append("\(w.name): \(parts.joined(separator: "; "))") }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
