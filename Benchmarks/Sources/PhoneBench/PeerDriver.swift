// PeerDriver: runs libphonenumber's side (Benchmarks/peer/phonefmt-peer) as a subprocess and
// speaks its line protocol.
//
// The driver is started once per harness run. For each workload and round the harness writes
// the workload's inputs to a file (once) and sends
//   RUN <mode> <file> <warmup-ns> <target-sample-ns> <max-samples> <min-samples> <budget-ns>
//       <per-line>
// and reads back `OK <ops-per-pass> <checksum> <ns/op>...` or `ERR <message>`. Both sides
// follow the same sampling rule (see `SamplingPlan`), so their medians compare.

import Foundation

/// Why the peer is not running, or the path of its driver.
package enum PeerLocation: Equatable, Sendable {
  case found(String)
  case unavailable(String)
}

/// One request to the peer.
package struct PeerRequest: Sendable, Equatable {
  package var mode: String
  package var file: String
  package var plan: SamplingPlan
  package var perLine: Bool

  var line: String {
    [
      "RUN", mode, file, "\(plan.warmupNs)", "\(plan.targetSampleNs)", "\(plan.maxSamples)",
      "\(plan.minSamples)", "\(plan.budgetNs)", perLine ? "1" : "0",
    ].joined(separator: " ")
  }
}

/// The peer's answer: samples in nanoseconds per operation.
package struct PeerAnswer: Sendable, Equatable {
  package var operationsPerPass: Int
  package var checksum: UInt64
  package var samples: [Double]

  /// Parses `OK <ops> <checksum> <ns/op>...`; `ERR <message>` and anything else throw.
  package static func parse(_ line: String) throws(PeerError) -> PeerAnswer {
    let words = line.split(separator: " ")
    if words.first == "ERR" { throw .failed(words.dropFirst().joined(separator: " ")) }
    guard words.count >= 4, words[0] == "OK", let ops = Int(words[1]),
      let checksum = UInt64(words[2])
    else { throw .protocolError("unexpected answer '\(line.prefix(80))'") }
    var samples: [Double] = []
    for w in words[3...] {
      guard let v = Double(w) else { throw .protocolError("bad sample '\(w)'") }
      samples.append(v)
    }
    return PeerAnswer(operationsPerPass: ops, checksum: checksum, samples: samples)
  }
}

package enum PeerError: Error, Equatable, Sendable, CustomStringConvertible {
  case start(String)
  case failed(String)
  case protocolError(String)
  case exited

  package var description: String {
    switch self {
    case .start(let m): return "the peer did not start: \(m)"
    case .failed(let m): return "the peer failed: \(m)"
    case .protocolError(let m): return "the peer answered badly: \(m)"
    case .exited: return "the peer exited"
    }
  }
}

/// A running `phonefmt-peer`.
package final class PeerDriver {
  /// `libphonenumber 8.12.57+ds-3`.
  package private(set) var version = ""
  private let process = Process()
  private let toPeer = Pipe()
  private let fromPeer = Pipe()
  private var buffer: [UInt8] = []
  private let inputsDirectory: String
  private var inputFiles: [String: String] = [:]

  package init(executable: String) throws(PeerError) {
    process.executableURL = URL(fileURLWithPath: executable)
    process.standardInput = toPeer
    process.standardOutput = fromPeer
    process.standardError = FileHandle.standardError
    inputsDirectory =
      NSTemporaryDirectory() + "/phonefmt-bench-\(ProcessInfo.processInfo.processIdentifier)"
    do {
      try FileManager.default.createDirectory(
        atPath: inputsDirectory, withIntermediateDirectories: true)
      try process.run()
    } catch {
      throw .start("\(executable): \(error.localizedDescription)")
    }
    let ready = try request("HELLO")
    guard ready.hasPrefix("READY ") else { throw .protocolError("no READY: '\(ready)'") }
    version = String(ready.dropFirst("READY ".count))
  }

  deinit { close() }

  /// Runs one workload's inputs; the file is written on first use and kept for later rounds.
  package func run(_ workload: String, _ inputs: PeerInputs, plan: SamplingPlan)
    throws(PeerError) -> PeerAnswer
  {
    let file = try inputsFile(workload, inputs)
    let request = PeerRequest(mode: inputs.mode, file: file, plan: plan, perLine: inputs.perLine)
    return try PeerAnswer.parse(try self.request(request.line))
  }

  /// Asks the peer to quit and removes the inputs files.
  package func close() {
    if process.isRunning {
      try? toPeer.fileHandleForWriting.write(contentsOf: Data("QUIT\n".utf8))
      try? toPeer.fileHandleForWriting.close()
      process.waitUntilExit()
    }
    // Best effort: a leftover temporary directory is harmless.
    try? FileManager.default.removeItem(atPath: inputsDirectory)
  }

  private func inputsFile(_ workload: String, _ inputs: PeerInputs) throws(PeerError) -> String {
    if let file = inputFiles[workload] { return file }
    let safe = workload.map { $0.isLetter || $0.isNumber ? $0 : "_" }
    let file = inputsDirectory + "/" + String(safe) + ".tsv"
    var text = ""
    for line in inputs.lines { text += "\(line.region)\t\(line.text)\n" }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    } catch {
      throw .start("cannot write \(file): \(error.localizedDescription)")
    }
    inputFiles[workload] = file
    return file
  }

  private func request(_ line: String) throws(PeerError) -> String {
    do {
      try toPeer.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    } catch {
      throw .exited
    }
    return try readLine()
  }

  private func readLine() throws(PeerError) -> String {
    let fd = fromPeer.fileHandleForReading.fileDescriptor
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      if let newline = buffer.firstIndex(of: 10) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line
      }
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { throw .exited }
      buffer.append(contentsOf: chunk[..<n])
    }
  }

  /// Finds the peer driver: `explicit` when given, else `Benchmarks/peer/.build/phonefmt-peer`,
  /// built (without installing anything) by `Benchmarks/peer/build.sh --no-install` when it is
  /// missing or older than its source.
  package static func locate(root: String, explicit: String?, log: (String) -> Void)
    -> PeerLocation
  {
    let fm = FileManager.default
    if let explicit {
      return fm.isExecutableFile(atPath: explicit)
        ? .found(explicit) : .unavailable("--peer \(explicit) is not an executable file")
    }
    let peerDirectory = root + "/Benchmarks/peer"
    let binary = peerDirectory + "/.build/phonefmt-peer"
    let source = peerDirectory + "/peer.cc"
    func modified(_ path: String) -> Date? {
      (try? fm.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
    if fm.isExecutableFile(atPath: binary), let b = modified(binary), let s = modified(source),
      b >= s
    {
      return .found(binary)
    }
    log("building the libphonenumber peer (Benchmarks/peer/build.sh --no-install)")
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/bin/bash")
    build.arguments = [peerDirectory + "/build.sh", "--no-install"]
    let errors = Pipe()
    build.standardError = errors
    build.standardOutput = errors
    do {
      try build.run()
    } catch {
      return .unavailable("cannot run Benchmarks/peer/build.sh: \(error.localizedDescription)")
    }
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    build.waitUntilExit()
    let lastLine =
      String(decoding: output, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
    switch build.terminationStatus {
    case 0: return .found(binary)
    case 3:
      return .unavailable(
        "libphonenumber-dev is not installed; run Benchmarks/peer/build.sh (it installs the Debian package) to compare with libphonenumber"
      )
    default: return .unavailable("the peer did not build: \(lastLine)")
    }
  }
}
