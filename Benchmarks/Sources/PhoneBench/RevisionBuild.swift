// RevisionBuild: the harness of another revision for `--against REV`, built once per commit
// and cached: a git worktree of the commit and its own release scratch path, under the system
// temporary directory (`$TMPDIR/phonefmt-bench-against/<commit>/{src,build}`), so a second
// run against the same commit starts measuring at once.

import Foundation

package enum RevisionBuild {
  /// The directory holding the cached builds: `PHONEFMT_BENCH_AGAINST_DIR` when set, else
  /// `$TMPDIR/phonefmt-bench-against`.
  package static var cacheRoot: String {
    if let dir = ProcessInfo.processInfo.environment["PHONEFMT_BENCH_AGAINST_DIR"], !dir.isEmpty {
      return dir
    }
    return (NSTemporaryDirectory() as NSString).appendingPathComponent("phonefmt-bench-against")
  }

  /// The full commit hash `revision` names in the repository at `root`.
  /// - Throws: `BenchError.usage` when git does not know it.
  package static func resolve(_ revision: String, root: String) throws(BenchError) -> String {
    let r = Subprocess.run(
      "/usr/bin/env",
      ["git", "-C", root, "rev-parse", "--verify", "--quiet", revision + "^{commit}"],
      directory: root)
    let hash = r.output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard r.status == 0, hash.count == 40 else {
      throw .usage("--against \(revision): not a commit of the repository at \(root)")
    }
    return hash
  }

  /// The release `phonefmt-bench` of `commit`, built when not cached yet.
  /// - Throws: `BenchError.workload` naming the step that failed and the log to read.
  package static func binary(commit: String, root: String, progress: Progress)
    throws(BenchError) -> String
  {
    let fm = FileManager.default
    let dir = cacheRoot + "/" + commit
    let source = dir + "/src"
    let scratch = dir + "/build"
    let binary = scratch + "/release/phonefmt-bench"
    let stamp = dir + "/built"
    if fm.fileExists(atPath: stamp), fm.isExecutableFile(atPath: binary) {
      progress.note("against \(commit.prefix(10)): cached build \(binary)")
      return binary
    }
    do {
      try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: dir, reason: error.localizedDescription)
    }
    let log = dir + "/build.log"
    if !fm.fileExists(atPath: source + "/Package.swift") {
      // A worktree whose directory was deleted (a cleaned temporary directory) is still
      // registered: prune such entries first, then add the worktree afresh.
      _ = Subprocess.run("/usr/bin/env", ["git", "-C", root, "worktree", "prune"], directory: root)
      try? fm.removeItem(atPath: source)
      let add = Subprocess.run(
        "/usr/bin/env", ["git", "-C", root, "worktree", "add", "--detach", source, commit],
        directory: root)
      guard add.status == 0 else {
        throw .workload(
          name: "--against", reason: "git worktree add \(source) failed: \(add.errors)")
      }
    }
    progress.note(
      "against \(commit.prefix(10)): building its phonefmt-bench in release (a few minutes, once; log: \(log))"
    )
    let build = Subprocess.run(
      "/usr/bin/env",
      [
        "swift", "build", "-c", "release", "--scratch-path", scratch, "--product",
        "phonefmt-bench",
      ], directory: source, logTo: log)
    guard build.status == 0, fm.isExecutableFile(atPath: binary) else {
      throw .workload(
        name: "--against",
        reason: "building \(commit.prefix(10)) failed (status \(build.status)); see \(log)")
    }
    _ = fm.createFile(atPath: stamp, contents: Data(commit.utf8))
    return binary
  }
}

/// Runs a process to the end, its output kept in temporary files (so no pipe can fill up).
enum Subprocess {
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// - Parameters:
  ///   - captureOutput: keep stdout (else it goes to /dev/null).
  ///   - logTo: a file that receives stdout and stderr both (then neither is returned).
  static func run(
    _ executable: String, _ arguments: [String], directory: String, captureOutput: Bool = true,
    logTo: String? = nil
  ) -> Result {
    let fm = FileManager.default
    let base = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "phonefmt-bench-sub-\(UUID().uuidString)")
    let outPath = logTo ?? base + ".out"
    let errPath = logTo ?? base + ".err"
    _ = fm.createFile(atPath: outPath, contents: nil)
    _ = fm.createFile(atPath: errPath, contents: nil)
    defer {
      if logTo == nil {
        try? fm.removeItem(atPath: outPath)
        try? fm.removeItem(atPath: errPath)
      }
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardInput = FileHandle.nullDevice
    guard let out = FileHandle(forWritingAtPath: outPath),
      let err = logTo == nil ? FileHandle(forWritingAtPath: errPath) : out
    else {
      return Result(status: -1, output: "", errors: "cannot write \(base)")
    }
    process.standardOutput = captureOutput || logTo != nil ? out : FileHandle.nullDevice
    process.standardError = err
    do {
      try process.run()
    } catch {
      return Result(status: -1, output: "", errors: "\(executable): \(error.localizedDescription)")
    }
    process.waitUntilExit()
    try? out.close()
    if logTo == nil { try? err.close() }
    func text(_ path: String) -> String {
      logTo != nil ? "" : (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
    return Result(status: process.terminationStatus, output: text(outPath), errors: text(errPath))
  }
}
