// ReadmeFigures: `phonefmt-bench figures` writes README's figures table from the committed
// baseline (and the app sizes file), between two marker lines, so that no figure in README is
// typed by hand; `--check` says whether README and those files agree (CI runs it).

import Foundation

/// What each library product adds to an app: `Scripts/measure-app-size --write` records it.
package struct AppSizes: Codable, Equatable, Sendable {
  package static let schemaName = "phonefmt-app-sizes/1"

  package var schema: String
  /// When and with what the apps were built: `2026-12-05`, `Swift 6.3.1`.
  package var date: String
  package var toolchain: String
  /// Stripped release executables, in bytes: an app with no dependency; one with the core
  /// pack (PhoneCore, PhoneCoreData); that app with JSON packs (PhonePacks), with a country
  /// list (PhoneLocale), with caller ID (PhoneCallerID), with picker data (PhonePickerData).
  package var emptyBytes: Int
  package var coreBytes: Int
  package var jsonPacksBytes: Int
  package var localeBytes: Int
  /// Nil in a file written before PhoneCallerID and PhonePickerData were products of their
  /// own (the table then says they were not measured).
  package var callerIDBytes: Int?
  package var pickerDataBytes: Int?

  package init(
    schema: String, date: String, toolchain: String, emptyBytes: Int, coreBytes: Int,
    jsonPacksBytes: Int, localeBytes: Int, callerIDBytes: Int? = nil, pickerDataBytes: Int? = nil
  ) {
    self.schema = schema
    self.date = date
    self.toolchain = toolchain
    self.emptyBytes = emptyBytes
    self.coreBytes = coreBytes
    self.jsonPacksBytes = jsonPacksBytes
    self.localeBytes = localeBytes
    self.callerIDBytes = callerIDBytes
    self.pickerDataBytes = pickerDataBytes
  }

  enum CodingKeys: String, CodingKey {
    case schema, date, toolchain
    case emptyBytes = "empty_bytes"
    case coreBytes = "core_bytes"
    case jsonPacksBytes = "json_packs_bytes"
    case localeBytes = "locale_bytes"
    case callerIDBytes = "caller_id_bytes"
    case pickerDataBytes = "picker_data_bytes"
  }
}

package enum ReadmeFigures {
  package static let figuresBegin =
    "<!-- figures: begin (Scripts/update-readme-figures writes this table) -->"
  package static let figuresEnd = "<!-- figures: end -->"
  package static let sizesBegin =
    "<!-- app sizes: begin (Scripts/update-readme-figures writes this table) -->"
  package static let sizesEnd = "<!-- app sizes: end -->"

  static let usage = """
    usage: phonefmt-bench figures [--check] [--baseline FILE] [--app-sizes FILE] [DOC ...]
      Writes the figures table of each DOC (default README.md) from the baseline
      (default Benchmarks/Baselines/linux-x86_64.json) and the app sizes
      (default Benchmarks/Baselines/app-sizes.json), between the marker lines
      \(figuresBegin)
      \(figuresEnd)
      and, where a DOC has them, \(sizesBegin) ... \(sizesEnd).
      --check  write nothing; exit 1 when a DOC differs from what would be written
    """

  /// `phonefmt-bench figures ...`: 0 written or in agreement, 1 `--check` found a difference.
  package static func main(_ arguments: [String]) throws(BenchError) -> Int32 {
    var check = false
    var baselinePath = "Benchmarks/Baselines/linux-x86_64.json"
    var sizesPath = "Benchmarks/Baselines/app-sizes.json"
    var docs: [String] = []
    var i = 0
    func value(_ option: String) throws(BenchError) -> String {
      i += 1
      guard i < arguments.count else { throw .usage("\(option) needs a value\n\(usage)") }
      return arguments[i]
    }
    while i < arguments.count {
      switch arguments[i] {
      case "--check": check = true
      case "--baseline": baselinePath = try value("--baseline")
      case "--app-sizes": sizesPath = try value("--app-sizes")
      case "-h", "--help":
        print(usage)
        return 0
      case let a where a.hasPrefix("-"): throw .usage("unknown option \(a)\n\(usage)")
      case let a: docs.append(a)
      }
      i += 1
    }
    if docs.isEmpty { docs = ["README.md"] }
    let baseline = try BenchCommand.loadBaseline(baselinePath)
    let sizes = try loadSizes(sizesPath)
    var differing: [String] = []
    for doc in docs {
      let text = try read(doc)
      let updated = try rewrite(text, path: doc, baseline: baseline, sizes: sizes)
      guard updated != text else { continue }
      if check {
        differing.append(doc)
      } else {
        do {
          try Data(updated.utf8).write(to: URL(fileURLWithPath: doc))
        } catch {
          throw .unwritable(path: doc, reason: error.localizedDescription)
        }
        print("wrote \(doc)")
      }
    }
    if !differing.isEmpty {
      FileHandle.standardError.write(
        Data(
          """
          phonefmt-bench: \(differing.joined(separator: ", ")): the figures differ from \
          \(baselinePath) and \(sizesPath); run Scripts/update-readme-figures and commit the result

          """.utf8))
      return 1
    }
    return 0
  }

  /// `text` with the block between each pair of markers it has replaced by the table.
  /// - Throws: `BenchError.usage` when `text` has neither pair, or a begin without its end.
  package static func rewrite(
    _ text: String, path: String, baseline: Report, sizes: AppSizes
  ) throws(BenchError) -> String {
    var out = text
    var found = false
    for (begin, end, block) in [
      (figuresBegin, figuresEnd, figuresTable(baseline)),
      (sizesBegin, sizesEnd, sizesTable(sizes)),
    ] {
      guard let start = out.range(of: begin) else { continue }
      guard let stop = out.range(of: end, range: start.upperBound..<out.endIndex) else {
        throw .usage("\(path): '\(begin)' has no '\(end)' after it")
      }
      out.replaceSubrange(start.upperBound..<stop.lowerBound, with: "\n" + block)
      found = true
    }
    guard found else {
      throw .usage("\(path): no figures markers ('\(figuresBegin)' ... '\(figuresEnd)')")
    }
    return out
  }

  /// The figures table: where and how the baseline was measured, then one row per workload
  /// (the per-region keystroke workloads folded into one row) and per figure.
  package static func figuresTable(_ report: Report) -> String {
    let m = report.machine
    let day = String(m.date.prefix(10))
    let load = m.loadAverage?.first.map { ", load average " + String(format: "%.2f", $0) } ?? ""
    var lines: [String] = []
    lines.append(
      "Measured on \(m.cpu), \(m.cores) cores, \(m.os), \(day)\(load): `phonefmt-bench "
        + "--rounds 10 --peer ...` in \(m.build), beside \(m.peer ?? "no peer") on the same "
        + "inputs in the same run. × is how many times faster than libphonenumber: the median "
        + "over the rounds of its time over ours, the two timed back to back in each round (where a "
        + "sample is one operation, the first-keystroke workloads, its median over ours).")
    lines.append("")
    lines.append("| operation | phonefmt | libphonenumber | × | allocations per operation |")
    lines.append("| --- | --- | --- | --- | --- |")
    let summaries = Dictionary(
      WorkloadList.workloads.map { ($0.name, $0.summary) }, uniquingKeysWith: { a, _ in a })
    let perRegion = report.workloads.filter { isPerRegionKeystroke($0.name) }
    var foldedRegions = false
    for w in report.workloads {
      if isPerRegionKeystroke(w.name) {
        guard !foldedRegions else { continue }
        foldedRegions = true
        lines.append(perRegionRow(perRegion))
        continue
      }
      let label = summaries[w.name] ?? w.name
      lines.append(
        "| `\(w.name)`: \(label) | \(w.medianNs.map(Units.time) ?? "–") | "
          + "\(w.peerMedianNs.map(Units.time) ?? "–") | \(speedup(w).map(Units.ratio) ?? "–") | "
          + "\(w.allocationsPerOp.map(allocations) ?? "–") |")
    }
    let figureSummaries = Dictionary(
      WorkloadList.figures.map { ($0.name, $0.summary) }, uniquingKeysWith: { a, _ in a })
    for f in report.figures {
      lines.append(
        "| `\(f.name)`: \(figureSummaries[f.name] ?? f.name) | \(Units.grouped(f.value)) "
          + "\(f.unit) | | | |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What each product adds to an app, from `Scripts/measure-app-size --write`.
  package static func sizesTable(_ s: AppSizes) -> String {
    let added = { (bytes: Int?) in
      bytes.map { Units.grouped(Double($0 - s.emptyBytes)) + " bytes" } ?? "not measured"
    }
    return """
      Stripped release executables built by `Scripts/measure-app-size` with \(s.toolchain), \
      \(s.date); an app with no dependency is \(Units.grouped(Double(s.emptyBytes))) bytes. \
      Swift's runtime, Foundation and ICU are shared libraries and not counted. Each row after \
      the first is the first row's app with one product more.

      | an app that | links | adds |
      | --- | --- | --- |
      | types, checks and formats with the core pack | PhoneCore, PhoneCoreData | \(added(s.coreBytes)) |
      | shows a number's carrier and time zones as well | + PhoneCallerID | \(added(s.callerIDBytes)) |
      | reads a region's postal codes and subdivisions as well | + PhonePickerData | \(added(s.pickerDataBytes)) |
      | loads JSON rule packs at run time as well | + PhonePacks | \(added(s.jsonPacksBytes)) |
      | shows a country list in a locale as well | + PhoneLocale | \(added(s.localeBytes)) |

      """
  }

  static func isPerRegionKeystroke(_ name: String) -> Bool {
    guard name.hasPrefix("keystroke/") else { return false }
    let rest = name.dropFirst("keystroke/".count)
    return rest.count == 2 && rest.allSatisfy { $0.isUppercase }
  }

  static func perRegionRow(_ rows: [WorkloadResult]) -> String {
    let regions = rows.map { String($0.name.dropFirst("keystroke/".count)) }
    let times = rows.compactMap(\.medianNs)
    let peers = rows.compactMap(\.peerMedianNs)
    let ratios = rows.compactMap(speedup)
    func range(_ v: [Double], _ show: (Double) -> String) -> String {
      guard let lo = v.min(), let hi = v.max() else { return "–" }
      return lo == hi ? show(lo) : "\(show(lo)) – \(show(hi))"
    }
    let allocs = rows.compactMap(\.allocationsPerOp)
    return
      "| `keystroke/XX`: one region's example numbers typed key by key (\(regions.joined(separator: ", "))) "
      + "| \(range(times, Units.time)) | \(range(peers, Units.time)) | \(range(ratios, Units.ratio)) "
      + "| \(range(allocs, allocations)) |"
  }

  /// The paired speedup where the rounds' fastest samples were kept and a sample is a batch of
  /// operations; the medians' ratio where each sample is one operation (one region's first
  /// key: a round's fastest sample is then its easiest region, not its quietest moment).
  static func speedup(_ w: WorkloadResult) -> Double? {
    guard (w.operationsPerSample ?? 0) > 1 else { return w.speedupVsPeer }
    return w.pairedSpeedupVsPeer ?? w.speedupVsPeer
  }

  static func allocations(_ value: Double) -> String {
    value == 0 ? "0" : value >= 100 ? Units.grouped(value) : Units.significant(value)
  }

  static func read(_ path: String) throws(BenchError) -> String {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else { throw .unreadable(path: path, reason: "cannot read it as UTF-8 text") }
    return text
  }

  static func loadSizes(_ path: String) throws(BenchError) -> AppSizes {
    let text = try read(path)
    let sizes: AppSizes
    do {
      sizes = try JSONDecoder().decode(AppSizes.self, from: Data(text.utf8))
    } catch {
      throw .baseline(path: path, reason: "not an app sizes file (\(error))")
    }
    guard sizes.schema == AppSizes.schemaName else {
      throw .baseline(
        path: path, reason: "schema '\(sizes.schema)', expected '\(AppSizes.schemaName)'")
    }
    return sizes
  }
}
