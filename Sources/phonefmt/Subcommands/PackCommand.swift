// `phonefmt pack lint DIR...`, `pack test DIR...`, `pack diff DIR...`, `pack pin DIR...`,
// `pack compile DIR... --output FILE` and `pack compile --short-numbers TSV --output FILE`.

import Foundation
import PhoneCompiler
import PhoneCore
import PhonePacks

enum PackCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    guard let verb = options.positional.first else {
      throw UsageError(message: "missing 'lint', 'test', 'diff', 'pin' or 'compile' after 'pack'")
    }
    // Directories follow the verb; the option parser may have attached them to it.
    let dirs = Array(options.positional.dropFirst())
    switch verb {
    case "lint":
      return try lint(dirs, options)
    case "test":
      return try test(dirs, options)
    case "diff":
      return try diff(dirs, options)
    case "pin":
      return try pin(dirs, options)
    case "compile":
      let output = options.value("--output")
      guard let output else { throw UsageError(message: "missing --output FILE") }
      if let tsv = options.value("--short-numbers") {
        guard dirs.isEmpty else {
          throw UsageError(message: "pack compile --short-numbers takes no pack directory")
        }
        return try compileShortNumbers(tsv, output: output)
      }
      return try compile(dirs, output: output, options)
    default:
      throw UsageError(
        message: "unknown pack command '\(verb)'; use lint, test, diff, pin or compile")
    }
  }

  /// Checks each pack as `--packs` loads it (`RulePackCatalog.lint(directories:)`: the same
  /// check), on top of the core pack (or `--tables`), the `--packs` and the packs before it.
  /// Prints `ok: NAME VERSION: N regions, M formats` per pack accepted, each problem of the
  /// others. The core pack's directory alone is checked whole, every region compiled.
  static func lint(_ dirs: [String], _ options: OptionParser) throws -> ExitStatus {
    guard !dirs.isEmpty else { throw UsageError(message: "missing pack directories to lint") }
    // The JSON core pack (its pack.json names it `core`) is checked alone and whole: no pack
    // can be loaded on top of the core under that name.
    if dirs.count == 1, options.values("--packs").isEmpty, options.value("--tables") == nil,
      RulePack.read(directory: dirs[0], pickerData: false).pack.name == "core"
    {
      do {
        let (pack, _) = try RulePack.loadAndApply(directory: dirs[0], to: [:], compile: true)
        Output.line(okLine(pack))
        return .success
      } catch {
        for problem in error.errors { Output.line(problem.located) }
        return .inputError
      }
    }
    let packs = try CommandLineTool.packCatalog(options)
    var problems = 0
    for lint in packs.lint(directories: dirs) {
      switch lint.result {
      case .success(let pack):
        Output.line(okLine(pack))
        for note in reachNotes(pack, catalog: packs.catalog) { Output.line(note) }
        for stale in lint.stale {
          for line in stale.lines(pack: pack.label) { Output.line(line) }
        }
      case .failure(let error):
        problems += error.errors.count
        for problem in error.errors { Output.line(problem.located) }
      }
    }
    return problems == 0 ? .success : .inputError
  }

  /// Loads the packs in order on the core pack (or `--tables`, `--packs`) and runs each one's
  /// `tests.tsv` on the catalog as it is once that pack is loaded: `PACK/tests.tsv:LINE: want
  /// "X" got "Y"` per failure, `ok: PACK N tests` per pack whose vectors all pass. A pack that
  /// does not load is an error (its problems, exit 2, as `--packs` gives).
  static func test(_ dirs: [String], _ options: OptionParser) throws -> ExitStatus {
    guard !dirs.isEmpty else { throw UsageError(message: "missing pack directories to test") }
    let packs = try CommandLineTool.packCatalog(options)
    var failed = false
    for dir in dirs {
      let pack = try packs.load(directory: dir)
      switch PackVectors.check(pack, catalog: packs.catalog) {
      case .success(let count):
        Output.line("ok: \(pack.label) \(count) test\(count == 1 ? "" : "s")")
      case .failure(let problems):
        failed = true
        for problem in problems.errors { Output.line(problem.located) }
      }
    }
    return failed ? .inputError : .success
  }

  /// What the packs change: the core pack (or `--tables`) with `--packs` and `--base`, against
  /// the same with DIR... on top; one line per answer that differs,
  /// `REGION<TAB>INPUT<TAB>CHECK<TAB>BEFORE<TAB>AFTER`, sorted by region, over every region's
  /// example numbers and the DIR packs' own vectors. Nothing else on stdout.
  ///
  /// With `--before-tables FILE`, the before side starts from that table file instead (with
  /// `--base` on top), and DIR... may be left out: `Scripts/update-core-tables` compares the
  /// core tables as shipped with the core pack regenerated.
  static func diff(_ dirs: [String], _ options: OptionParser) throws -> ExitStatus {
    let beforeTables = options.value("--before-tables")
    guard !dirs.isEmpty || beforeTables != nil else {
      throw UsageError(message: "missing pack directories to diff")
    }
    let before: RulePackCatalog
    if let beforeTables {
      let load = try RulePackCatalog.load(
        tables: beforeTables, coreDirectory: CommandLineTool.coreOverride)
      if let refused = load.refusedTables {
        throw UsageError(message: "--before-tables \(beforeTables): \(refused)")
      }
      before = load.packs
    } else {
      before = try CommandLineTool.packCatalog(options)
    }
    try before.load(directories: options.values("--base"))
    let after = try CommandLineTool.packCatalog(options)
    try after.load(directories: options.values("--base"))
    var vectors: [PackVector] = []
    for dir in dirs {
      let pack = try after.load(directory: dir)
      switch PackVectors.read(directory: pack.directory, label: pack.label) {
      case .success(let v): vectors += v
      case .failure(let e): throw e
      }
    }
    for line in PackDiff.lines(before: before.catalog, after: after.catalog, vectors: vectors) {
      Output.line(line)
    }
    return .success
  }

  /// Loads the packs in order on the core pack (or `--tables`, `--packs`) and writes each
  /// one's `pinned.json`: the core data version and the fingerprints of the regions it builds
  /// on as they are below it, so that lint warns once one of them changes. Prints
  /// `pinned: PACK/pinned.json: N regions` per pack.
  static func pin(_ dirs: [String], _ options: OptionParser) throws -> ExitStatus {
    guard !dirs.isEmpty else { throw UsageError(message: "missing pack directories to pin") }
    let packs = try CommandLineTool.packCatalog(options)
    for (pack, pins) in try packs.pin(directories: dirs) {
      let path = URL(fileURLWithPath: pack.directory).appendingPathComponent(PackPins.file).path
      do {
        try Data(pins.json.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        throw UsageError(
          message: "cannot write \(path): \((error as NSError).localizedDescription)")
      }
      let n = pins.regions.count
      Output.line("pinned: \(pack.label)/\(PackPins.file): \(n) region\(n == 1 ? "" : "s")")
    }
    return .success
  }

  /// `ok: canary-islands 1.0.0: 1 region, 2 formats, 76 states, 2016 steps (under 1 % of the
  /// compile budget)`: the automaton states and construction steps compiling its regions
  /// took (`CompileBudget`), and the larger of the two shares of the pack's budget.
  static func okLine(_ pack: RulePack) -> String {
    let regions = pack.patches.count
    let formats = pack.patches.reduce(0) {
      $0 + ($1.formats?.count ?? 0) + ($1.internationalFormats?.count ?? 0)
    }
    var line =
      "ok: \(pack.name) \(pack.manifest.version): \(regions) region\(regions == 1 ? "" : "s"), \(formats) format\(formats == 1 ? "" : "s")"
    if let cost = pack.compileCost {
      let share = max(
        cost.states * 100 / CompileBudget.packStates, cost.steps * 100 / CompileBudget.packSteps)
      let used = share == 0 ? "under 1 %" : "\(share) %"
      line += ", \(cost.states) states, \(cost.steps) steps (\(used) of the compile budget)"
    }
    return line
  }

  /// `note:` lines for the files of `pack` that change a calling code's main region in what
  /// serves its other regions (formats, international formats, dialling and national prefixes,
  /// extension prefix; or the whole region, for `replace`): the regions of that code without
  /// formats of their own type and format with the main region's, so the change reaches them.
  ///
  /// ```
  /// note: RulePacks/examples/iphone-templates/regions/US.json: $.formats: US is the main region of +1; this change also reaches the 24 regions there without formats of their own: AG AI AS ...
  /// ```
  static func reachNotes(_ pack: RulePack, catalog: PhoneCatalog) -> [String] {
    var notes: [String] = []
    for patch in pack.patches where patch.operation != .add {
      guard let region = catalog.regions[patch.code],
        catalog.mainRegion(code: region.callingCode) == patch.code
      else { continue }
      let fields: [(String, Bool)] = [
        ("formats", patch.formats != nil),
        ("internationalFormats", patch.internationalFormats != nil),
        ("internationalPrefix", patch.internationalPrefix != nil),
        ("nationalPrefix", patch.nationalPrefix != nil),
        ("nationalPrefixForParsing", patch.nationalPrefixForParsing != nil),
        ("preferredExtensionPrefix", patch.preferredExtensionPrefix != nil),
      ]
      let changed = patch.operation == .replace ? ["$"] : fields.filter(\.1).map { "$.\($0.0)" }
      guard !changed.isEmpty else { continue }
      let reached = (catalog.regionsByCallingCode[region.callingCode] ?? []).filter { code in
        code != patch.code && catalog.regions[code]?.formats.isEmpty == true
      }
      guard !reached.isEmpty else { continue }
      notes.append(
        "note: \(pack.label)/\(patch.file): \(changed.joined(separator: ", ")): \(patch.code) is "
          + "the main region of +\(region.callingCode); this change also reaches the "
          + "\(reached.count) region\(reached.count == 1 ? "" : "s") there without formats of their "
          + "own: \(reached.map { "\($0)" }.sorted().joined(separator: " "))")
    }
    return notes
  }

  /// `pack compile --short-numbers TSV --output FILE`: the short-number metadata of TSV
  /// compiled (`ShortNumberTable.compiledData()`), what `Scripts/update-core-tables` links into the
  /// library from `RulePacks/core/short-numbers.tsv`.
  static func compileShortNumbers(_ tsv: String, output: String) throws -> ExitStatus {
    guard let text = FileManager.default.contents(atPath: tsv) else {
      throw UsageError(message: "cannot read \(tsv)")
    }
    let bytes: [UInt8]
    do {
      bytes = try ShortNumberTable(text: [UInt8](text)).compiledData()
    } catch {
      throw UsageError(message: "\(tsv): \(error)")
    }
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: output))
    } catch {
      throw UsageError(
        message: "cannot write \(output): \((error as NSError).localizedDescription)")
    }
    FileHandle.standardError.write(
      Data("wrote \(output): \(bytes.count) bytes of short-number metadata\n".utf8))
    return .success
  }

  static func compile(_ dirs: [String], output: String, _ options: OptionParser) throws
    -> ExitStatus
  {
    let packs = try CommandLineTool.packCatalog(options)
    try packs.load(directories: dirs)
    let size: Int
    do {
      size = try CompiledTables.write(packs, to: output)
    } catch let e as RuleError {
      throw UsageError(message: "\(e)")
    } catch {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
      let parent = (output as NSString).deletingLastPathComponent
      let why =
        exists && isDirectory.boolValue
        ? "it is a directory; give the path of a file to write"
        : !parent.isEmpty && !FileManager.default.fileExists(atPath: parent)
          ? "no directory \(parent)"
          : (error as NSError).localizedDescription
      throw UsageError(message: "cannot write \(output): \(why)")
    }
    // Read back from the file just written: what it says it holds is what `--tables` will see.
    let held: [TablePack]
    do {
      held = try CompiledTables.packs(path: output)
    } catch {
      throw UsageError(message: "wrote \(output), but cannot read back its packs: \(error)")
    }
    let names = (["core"] + held.map(\.description)).joined(separator: ", ")
    FileHandle.standardError.write(Data("wrote \(output): \(size) bytes (\(names))\n".utf8))
    return .success
  }
}
