// History: `--history DIR` keeps every run's JSON in a directory, one file per run, named so
// that the directory lists in time order; `report DIR` reads them back.

import Foundation

package enum History {
  /// Writes `report` to `DIR/<date>-<commit>.json` (the directory is created when missing).
  /// - Returns: the file written.
  @discardableResult
  package static func append(_ report: Report, to directory: String) throws(BenchError) -> String {
    let stamp = report.machine.date.filter { $0.isNumber || $0 == "T" || $0 == "Z" }
    let name = "\(stamp)-\(report.machine.gitCommit ?? "unknown").json"
    let path = (directory as NSString).appendingPathComponent(name)
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      var data = try report.jsonData()
      data.append(UInt8(ascii: "\n"))
      try data.write(to: URL(fileURLWithPath: path))
    } catch {
      throw .unwritable(path: path, reason: error.localizedDescription)
    }
    return path
  }

  /// Every run of `directory` (its `.json` files), oldest first by the date each records.
  /// - Throws: `BenchError.unreadable` for a missing directory, `.baseline` naming a file that
  ///   is not a run's JSON.
  package static func load(_ directory: String) throws(BenchError) -> [Report] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw .unreadable(path: directory, reason: "cannot list the history directory")
    }
    var runs: [Report] = []
    for name in names.sorted() where name.hasSuffix(".json") {
      runs.append(
        try BenchCommand.loadBaseline((directory as NSString).appendingPathComponent(name)))
    }
    return runs.sorted { $0.machine.date < $1.machine.date }
  }
}
