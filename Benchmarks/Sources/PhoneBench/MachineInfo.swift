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
      peer: peer, peerStatus: peerStatus, cpuSignature: cpuSignature())
  }

  /// Whether `other` describes the same machine, the one whose absolute times compare with
  /// this one's: the same CPU (its name, and its signature when both record one), core count,
  /// architecture and kernel (`os`, the kernel's release).
  package func isSameMachine(as other: Machine) -> Bool {
    cpu == other.cpu && cores == other.cores && arch == other.arch && os == other.os
      && (cpuSignature == nil || other.cpuSignature == nil || cpuSignature == other.cpuSignature)
  }

  /// What differs between `other` and this machine, `cpu AMD EPYC -> Intel Xeon, cores 2 -> 8`;
  /// empty when ``isSameMachine(as:)``.
  package func differences(from other: Machine) -> [String] {
    var out: [String] = []
    func note(_ name: String, _ a: String?, _ b: String?) {
      if let a, let b, a != b { out.append("\(name) \(a) -> \(b)") }
    }
    note("cpu", other.cpu, cpu)
    note("cpu signature", other.cpuSignature, cpuSignature)
    note("cores", String(other.cores), String(cores))
    note("arch", other.arch, arch)
    note("kernel", other.os, os)
    return out
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

  /// `AuthenticAMD family 25 model 17 stepping 1`, from the first processor of `/proc/cpuinfo`.
  static func cpuSignature() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    var fields: [String: String] = [:]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty { break }  // the end of the first processor
      guard let colon = line.firstIndex(of: ":") else { continue }
      let key = line[..<colon].trimmingCharacters(in: .whitespaces)
      fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    guard let vendor = fields["vendor_id"], let family = fields["cpu family"],
      let model = fields["model"]
    else { return nil }
    return "\(vendor) family \(family) model \(model) stepping \(fields["stepping"] ?? "?")"
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
