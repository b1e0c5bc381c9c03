// `phonefmt pack lint DIR...` and `phonefmt pack compile DIR... --output FILE`.

import Foundation
import PhoneCore
import PhonePacks

enum PackCommand {
  static func run(_ options: inout OptionParser) throws -> ExitStatus {
    guard let verb = options.positional.first else {
      throw UsageError(message: "missing 'lint' or 'compile' after 'pack'")
    }
    // Directories follow the verb; the option parser may have attached them to it.
    let dirs = Array(options.positional.dropFirst())
    switch verb {
    case "lint":
      try options.checkAllConsumed()
      return try lint(dirs)
    case "compile":
      let output = options.value("--output")
      try options.checkAllConsumed()
      guard let output else { throw UsageError(message: "missing --output FILE") }
      return try compile(dirs, output: output)
    default:
      throw UsageError(message: "unknown pack command '\(verb)'; use lint or compile")
    }
  }

  /// Checks each pack on top of the core pack and the packs before it. The core pack itself
  /// is checked whole, every region compiled.
  static func lint(_ dirs: [String]) throws -> ExitStatus {
    guard !dirs.isEmpty else { throw UsageError(message: "missing pack directories to lint") }
    let coreDirectory = URL(fileURLWithPath: CorePack.defaultDirectory).standardizedFileURL.path
    let core = try RulePack.load(directory: coreDirectory)
    var regions = try PackMerger.apply(core, to: [:], compile: false)
    var problems = 0
    for dir in dirs {
      do {
        if URL(fileURLWithPath: dir).standardizedFileURL.path == coreDirectory {
          _ = try RulePack.loadAndApply(directory: dir, to: [:], compile: true)
        } else {
          regions = try RulePack.loadAndApply(directory: dir, to: regions).regions
        }
      } catch {
        problems += error.errors.count
        for problem in error.errors { Output.line(problem.description) }
      }
    }
    return problems == 0 ? .success : .inputError
  }

  static func compile(_ dirs: [String], output: String) throws -> ExitStatus {
    let packs = try RulePackCatalog()
    for dir in dirs { try packs.load(directory: dir) }
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
