// MachineInfo: what the report says about the machine, build and counters of a run.

import Foundation

extension Machine {
  /// Describes this machine and process now.
  package static func current(root: String, mode: String, peer: String?, peerStatus: String)
    -> Machine
  {
    var uts = utsname()
    uname(&uts)
    func field<T>(_ value: T) -> String {
      withUnsafeBytes(of: value) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
    #if DEBUG
      let build = "debug"
    #else
      let build = "release"
    #endif
    return Machine(
      cpu: cpuModel() ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount,
      arch: field(uts.machine), os: "\(field(uts.sysname)) \(field(uts.release))", build: build,
      mode: mode, date: ISO8601DateFormatter().string(from: Date()),
      gitCommit: gitCommit(root: root), loadAverage: loadAverage(),
      instructionCounter: Counters.instructionStatus, allocationCounter: Counters.allocationStatus,
      peer: peer, peerStatus: peerStatus)
  }

  static func cpuModel() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  static func loadAverage() -> [Double]? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    let values = text.split(separator: " ").prefix(3).compactMap { Double($0) }
    return values.count == 3 ? values : nil
  }

  /// The commit of the working tree, when git is there (best effort: nil otherwise).
  static func gitCommit(root: String) -> String? {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", root, "rev-parse", "--short", "HEAD"]
    let out = Pipe()
    git.standardOutput = out
    git.standardError = FileHandle.nullDevice
    do { try git.run() } catch { return nil }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    git.waitUntilExit()
    guard git.terminationStatus == 0 else { return nil }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? nil : text
  }
}
