// TrendChart: `phonefmt-bench report DIR --output FILE.svg|.html` draws the runs of a history
// directory, one panel per workload: ours and libphonenumber's best round median per run, over
// the runs' commits, ours and the peer's each on its own scale (they differ 10 to 40 times),
// with the baseline and the regression threshold as horizontal lines. Plain SVG text written
// here; no package.
//
//   ┌ keystroke/all-regions (keystroke) ───────────────┐
//   │ 330ns┤ ·····························  threshold  │
//   │      ┤ ●───●   ●───●   ours                      │
//   │ 300ns┤ - - - - ● - - - baseline                  │
//   │ 7.4µs┤ ●───●───●───●   libphonenumber            │
//   │      ┤ - - - - - - -   its baseline              │
//   │      └─┬───┬───┬───┬──                           │
//   │      1c5ba01 fe62be1 ...  (commits, oldest first)  │
//   └───────────────────────────────────────────────────┘

import Foundation

package enum TrendReport {
  /// `report DIR --output FILE [--baseline FILE] [--max-regression PCT] [--filter PATTERN]`.
  package static func main(_ arguments: [String]) throws(BenchError) -> Int32 {
    var directory: String?
    var output: String?
    var baselinePath: String?
    var threshold = 10.0
    var filters: [String] = []
    var i = 0
    func value(_ name: String) throws(BenchError) -> String {
      i += 1
      guard i < arguments.count else { throw .usage("report: \(name) needs a value") }
      return arguments[i]
    }
    while i < arguments.count {
      let a = arguments[i]
      switch a {
      case "--output": output = try value(a)
      case "--baseline": baselinePath = try value(a)
      case "--filter": filters.append(try value(a))
      case "--max-regression":
        let text = try value(a)
        guard let v = Double(text), v >= 0, v.isFinite else {
          throw .usage("report: --max-regression needs a non-negative number, not '\(text)'")
        }
        threshold = v
      default:
        if a.hasPrefix("-") || directory != nil {
          throw .usage("report: unexpected '\(a)'; see --help")
        }
        directory = a
      }
      i += 1
    }
    guard let directory, let output else {
      throw .usage("usage: phonefmt-bench report DIR --output FILE.svg|FILE.html")
    }
    guard output.hasSuffix(".svg") || output.hasSuffix(".html") else {
      throw .usage("report: --output must end in .svg or .html, not '\(output)'")
    }
    let runs = try History.load(directory)
    if runs.isEmpty { throw .usage("report: no run in \(directory) (write some with --history)") }
    // The committed baseline by default, when the repository is at hand.
    if baselinePath == nil, let root = BenchContext.findRoot() {
      let committed = root + "/Benchmarks/Baselines/linux-x86_64.json"
      if FileManager.default.fileExists(atPath: committed) { baselinePath = committed }
    }
    let baseline = try baselinePath.map { (p) throws(BenchError) in try BenchCommand.loadBaseline(p)
    }
    let svg = TrendChart.svg(
      runs: runs, baseline: baseline, thresholdPercent: threshold,
      filter: WorkloadFilter(filters))
    let text =
      output.hasSuffix(".html")
      ? """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>phonefmt-bench trend</title></head>
      <body style="font-family: sans-serif">
      <h1>phonefmt-bench: \(runs.count) runs of \(TrendChart.escape(directory))</h1>
      \(svg)
      </body></html>

      """ : svg
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
      throw .unwritable(path: output, reason: error.localizedDescription)
    }
    print("wrote \(output): \(runs.count) runs")
    return 0
  }
}

package enum TrendChart {
  static let panelWidth = 470.0
  static let panelHeight = 250.0
  static let columns = 2
  static let left = 64.0
  static let right = 12.0
  static let top = 30.0
  static let bottom = 58.0
  static let ours = "#1f5fbf"
  static let peer = "#d9730d"
  static let limit = "#c0392b"

  /// One panel per workload measured in any run (in the order of first appearance).
  package static func svg(
    runs: [Report], baseline: Report?, thresholdPercent: Double, filter: WorkloadFilter
  ) -> String {
    var names: [String] = []
    for r in runs {
      for w in r.workloads where w.bestRoundMedianNs != nil && !names.contains(w.name) {
        if filter.matches(w.name) { names.append(w.name) }
      }
    }
    let rows = max(1, (names.count + columns - 1) / columns)
    let width = panelWidth * Double(columns)
    let height = panelHeight * Double(rows) + 40
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" \
      viewBox="0 0 \(f(width)) \(f(height))" font-family="sans-serif" font-size="11">
      <rect width="100%" height="100%" fill="white"/>
      <text x="10" y="18" font-size="13">Best round median per run, per operation: \
      <tspan fill="\(ours)">ours</tspan>, <tspan fill="\(peer)">libphonenumber</tspan>; dashed: \
      the baseline; dotted: the baseline + \(Units.number(thresholdPercent))% (regression \
      threshold)</text>

      """
    for (index, name) in names.enumerated() {
      let x = Double(index % columns) * panelWidth
      let y = 30 + Double(index / columns) * panelHeight
      out += panel(
        name, runs: runs, baseline: baseline?.workload(named: name),
        thresholdPercent: thresholdPercent, x: x, y: y)
    }
    out += "</svg>\n"
    return out
  }

  static func panel(
    _ name: String, runs: [Report], baseline: WorkloadResult?, thresholdPercent: Double,
    x: Double, y: Double
  ) -> String {
    let oursValues = runs.map { $0.workload(named: name)?.bestRoundMedianNs }
    let peerValues = runs.map { $0.workload(named: name)?.peerRoundMediansNs?.min() }
    let baseOurs = baseline?.bestRoundMedianNs
    let basePeer = baseline?.peerRoundMediansNs?.min()
    let unit = runs.lazy.compactMap { $0.workload(named: name)?.unit }.first ?? ""
    var s = "<g transform=\"translate(\(f(x)),\(f(y)))\">\n"
    s += "<text x=\"\(f(left))\" y=\"16\" font-size=\"12\" font-weight=\"bold\">"
    s += "\(escape(name)) (per \(escape(unit)))</text>\n"
    let plotW = panelWidth - left - right
    let plotH = panelHeight - top - bottom
    func px(_ i: Int) -> Double {
      runs.count == 1 ? left + plotW / 2 : left + plotW * Double(i) / Double(runs.count - 1)
    }
    // Ours above, the peer below, each on its own scale: they differ 10 to 40 times.
    let hasPeer = peerValues.contains { $0 != nil }
    let oursH = hasPeer ? plotH * 0.62 : plotH
    s += strip(
      oursValues, color: ours, label: "ours", top: top, height: oursH, px: px, runs: runs,
      levels: [
        (baseOurs, ours, "6 4", "baseline"),
        (baseOurs.map { $0 * (1 + thresholdPercent / 100) }, limit, "2 3", "regression threshold"),
      ])
    if hasPeer {
      s += strip(
        peerValues, color: peer, label: "libphonenumber", top: top + oursH + 8,
        height: plotH - oursH - 8, px: px, runs: runs,
        levels: [(basePeer, peer, "6 4", "baseline, libphonenumber")])
    }
    for (i, run) in runs.enumerated() {
      let label = run.machine.gitCommit ?? "?"
      let lx = px(i)
      let ly = top + plotH + 12
      s +=
        "<text x=\"\(f(lx))\" y=\"\(f(ly))\" text-anchor=\"end\" transform=\"rotate(-40 \(f(lx)) \(f(ly)))\" font-size=\"9\">\(escape(label))</text>\n"
    }
    return s + "</g>\n"
  }

  /// One series in a horizontal strip of the panel, on a linear scale fitted to its values
  /// and its level lines, with three labelled ticks.
  static func strip(
    _ values: [Double?], color: String, label: String, top: Double, height: Double,
    px: (Int) -> Double, runs: [Report], levels: [(Double?, String, String, String)]
  ) -> String {
    let plotW = panelWidth - left - right
    let all = (values + levels.map(\.0)).compactMap { $0 }.filter { $0 > 0 }
    guard var lo = all.min(), var hi = all.max() else { return "" }
    let pad = max((hi - lo) * 0.08, hi * 0.02)
    lo -= pad
    hi += pad
    func py(_ v: Double) -> Double { top + height * (1 - (v - lo) / (hi - lo)) }
    var s =
      "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(height))\" fill=\"none\" stroke=\"#999\"/>\n"
    s +=
      "<text x=\"\(f(left + 4))\" y=\"\(f(top + 11))\" fill=\"\(color)\" font-size=\"10\">\(escape(label))</text>\n"
    for fraction in [0.1, 0.5, 0.9] {
      let v = lo + (hi - lo) * fraction
      let ty = py(v)
      s +=
        "<line x1=\"\(f(left))\" x2=\"\(f(left + plotW))\" y1=\"\(f(ty))\" y2=\"\(f(ty))\" stroke=\"#eee\"/>"
      s +=
        "<text x=\"\(f(left - 4))\" y=\"\(f(ty + 4))\" text-anchor=\"end\">\(escape(Units.time(v)))</text>\n"
    }
    for (value, lineColor, dash, name) in levels {
      guard let value, value > 0 else { continue }
      s +=
        "<line x1=\"\(f(left))\" x2=\"\(f(left + plotW))\" y1=\"\(f(py(value)))\" y2=\"\(f(py(value)))\" stroke=\"\(lineColor)\" stroke-dasharray=\"\(dash)\"><title>\(escape(name)) \(escape(Units.time(value)))</title></line>\n"
    }
    return s + series(values, color: color, px: px, py: py, label: label, runs: runs)
  }

  static func series(
    _ values: [Double?], color: String, px: (Int) -> Double, py: (Double) -> Double,
    label: String, runs: [Report]
  ) -> String {
    var s = ""
    var path: [String] = []
    for (i, v) in values.enumerated() {
      guard let v, v > 0 else {
        if path.count > 1 {
          s +=
            "<polyline fill=\"none\" stroke=\"\(color)\" points=\"\(path.joined(separator: " "))\"/>\n"
        }
        path = []
        continue
      }
      path.append("\(f(px(i))),\(f(py(v)))")
      let when = runs[i].machine.date
      s +=
        "<circle cx=\"\(f(px(i)))\" cy=\"\(f(py(v)))\" r=\"3\" fill=\"\(color)\"><title>\(escape(label)) \(escape(Units.time(v))) at \(escape(runs[i].machine.gitCommit ?? "?")), \(escape(when))</title></circle>\n"
    }
    if path.count > 1 {
      s +=
        "<polyline fill=\"none\" stroke=\"\(color)\" points=\"\(path.joined(separator: " "))\"/>\n"
    }
    return s
  }

  static func f(_ v: Double) -> String { String(format: "%.1f", v) }

  package static func escape(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }
}
