// `phonefmt pack lint DIR...` and `phonefmt pack compile DIR... --output FILE`.

import Foundation
import PhoneCore
import PhonePacks

enum PackCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    guard let verb = options.positional.first else {
      throw UsageError(message: "missing 'lint' or 'compile' after 'pack'")
    }
    // Directories follow the verb; the option parser may have attached them to it.
    let dirs = Array(options.positional.dropFirst())
    switch verb {
    case "lint":
      return try lint(dirs, options)
    case "compile":
      let output = options.value("--output")
      guard let output else { throw UsageError(message: "missing --output FILE") }
      return try compile(dirs, output: output, options)
    default:
      throw UsageError(message: "unknown pack command '\(verb)'; use lint or compile")
    }
  }

  /// Checks each pack as `--packs` loads it (`RulePackCatalog.lint(directories:)`: the same
  /// check), on top of the core pack (or `--tables`), the `--packs` and the packs before it.
  /// Prints `ok: NAME VERSION: N regions, M formats` per pack accepted, each problem of the
  /// others. The core pack's directory alone is checked whole, every region compiled.
  static func lint(_ dirs: [String], _ options: OptionParser) throws -> ExitStatus {
    guard !dirs.isEmpty else { throw UsageError(message: "missing pack directories to lint") }
    let core = URL(fileURLWithPath: CorePack.defaultDirectory).standardizedFileURL.path
    if dirs.count == 1, URL(fileURLWithPath: dirs[0]).standardizedFileURL.path == core,
      options.values("--packs").isEmpty, options.value("--tables") == nil
    {
      do {
        let (pack, _) = try RulePack.loadAndApply(directory: dirs[0], to: [:], compile: true)
        Output.line(okLine(pack))
        return .success
      } catch {
        for problem in error.errors { Output.line(problem.description) }
        return .inputError
      }
    }
    let packs = try CommandLineTool.packCatalog(options)
    var problems = 0
    for (_, result) in packs.lint(directories: dirs) {
      switch result {
      case .success(let pack):
        Output.line(okLine(pack))
      case .failure(let error):
        problems += error.errors.count
        for problem in error.errors { Output.line(problem.description) }
      }
    }
    return problems == 0 ? .success : .inputError
  }

  /// `ok: canary-islands 1.0.0: 1 region, 1 format`.
  static func okLine(_ pack: RulePack) -> String {
    let regions = pack.patches.count
    let formats = pack.patches.reduce(0) {
      $0 + ($1.formats?.count ?? 0) + ($1.internationalFormats?.count ?? 0)
    }
    return
      "ok: \(pack.name) \(pack.manifest.version): \(regions) region\(regions == 1 ? "" : "s"), \(formats) format\(formats == 1 ? "" : "s")"
  }

  static func compile(_ dirs: [String], output: String, _ options: OptionParser) throws
    -> ExitStatus
  {
    let packs = try CommandLineTool.packCatalog(options)
    try packs.load(directories: dirs)
    let size: Int
    do {
      size = try CompiledTables.write(packs.catalog, to: output)
    } catch let e as CompileError {
      throw UsageError(message: "\(e)")
    } catch {
      throw UsageError(message: "cannot write \(output)")
    }
    let names = (["core"] + packs.packs.map(\.name)).joined(separator: ", ")
    FileHandle.standardError.write(Data("wrote \(output): \(size) bytes (\(names))\n".utf8))
    return .success
  }
}
