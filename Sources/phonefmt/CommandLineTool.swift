// CommandLineTool: dispatches subcommands and maps every error to stderr text and an exit code.

import Foundation
import PhoneCore
import PhoneCoreData
import PhonePacks

/// Exit statuses of the contract: 0 success, 1 an input line was an error, 2 a usage error.
enum ExitStatus: Int32 {
  case success = 0
  case inputError = 1
  case usageError = 2
}

/// An error about the command itself (bad option, unknown region): exit status 2.
struct UsageError: Error {
  var message: String
}

enum CommandLineTool {
  static let usage = """
    usage: phonefmt [global options] <subcommand> [options]

    subcommands:
      type --region RR [--max-digits N]
                             each stdin line is keystrokes; prints the text after each, TAB-joined;
                             with --max-digits, digits past N in the national number are refused
      format --region RR --style international|national|e164|rfc3966|original
                             each stdin line written in the style, or "error: REASON";
                             original: the way it was written (formatInOriginalFormat)
      format --region RR --style out-of-country|mobile-dialing --calling-from XX
                             each stdin line as dialled from XX (from a mobile phone:
                             "error: not-dialable" where it cannot be dialled from there)
      validate --region RR [--in-region]
                             "valid TYPE" or "invalid REASON" for each stdin line; with
                             --in-region, "invalid wrong-region" for a number valid for
                             another region than RR
      short --region RR      each stdin line is digits as dialled in RR: possible|impossible,
                             valid|invalid, toll-free|standard-rate|premium-rate|unknown-cost,
                             emergency|-, connects-to-emergency|-, carrier-specific|-, sms|-
                             (TAB-joined), or "error: REASON"
      find --region RR [--leniency possible|valid|strict-grouping|exact-grouping]
                             the numbers in each stdin line of text, TAB-joined, each
                             START:END:E164[;ext=N] (offsets in Unicode scalars); default valid
      match [--region RR]    each stdin line is A<TAB>B; prints exact, nsn, short-nsn, none or
                             not-a-number (with --region, both are read in RR first)
      explain --region RR    per stdin number, "key: value" lines and an empty line: the
                             region it belongs to, validity, the format chosen, the pack,
                             file and JSON path it came from, the candidates
      describe --region RR --locale LOC
                             CARRIER<TAB>LOCATION<TAB>TZS for each stdin number: the carrier
                             in LOC, the place (with --packs RulePacks/geocoding), the time
                             zones joined by ','; or "error: REASON"
      picker --region RR     the region's picker data: postal code, subdivisions, carriers
      pack lint DIR...       checks packs (on top of the core pack, in order); prints
                             PACK/FILE: JSON.PATH: message per problem, exit 1 if any
      pack test DIR...       loads the packs in order and runs each one's tests.tsv; prints
                             PACK/tests.tsv:LINE: want "X" got "Y" per failure, ok: PACK N tests
      pack diff DIR... [--base DIR...] [--before-tables FILE]
                             what DIR... change on the core (+ --packs, --base): lines
                             REGION<TAB>INPUT<TAB>CHECK<TAB>BEFORE<TAB>AFTER, sorted by region;
                             --before-tables: the before side starts from FILE instead
      pack pin DIR...        writes each pack's pinned.json: the regions it builds on as they
                             are below it, so that lint warns when one changes
      pack compile DIR... --output FILE
                             writes the compiled tables of the core pack and DIR... to FILE
      pack compile --short-numbers TSV --output FILE
                             writes short-number metadata (RulePacks/core/short-numbers.tsv)
                             compiled, as the library ships it, to FILE
      demo [--region RR...]  types example numbers of several regions, showing every step
      tables [--rank-audit]  compiles every region and prints states and bytes of the tables;
                             --rank-audit lists format lists whose computed ranking differs
                             from their pack order somewhere
      countries --locale LOC [--search TEXT]  each region's CODE, +DIAL, name in LOC's order
      hint --region RR [--type TYPE]
                             TYPE, national example and template, international example and
                             template (TAB-separated), one line per type with an example
      speak --locale LOC [--region RR]
                             each stdin number written internationally and spoken digit by
                             digit in LOC ("plus, four four, two zero, ..."), or "error: REASON"
      try [--region RR] [--locale LOC]
                             the phone field and the country search, live in the terminal
                             (Tab searches, Esc or Ctrl-C quits); needs a terminal

    global options (before or after the subcommand):
      --packs DIR...         load these rule packs on top of the bundled core pack, in order;
                             the directories end at the subcommand's name, the next option
                             or '--'
      --tables FILE          use tables written by 'pack compile' (with --packs: the tables,
                             then the packs, none applied twice); a damaged, stale or missing
                             file is refused with a warning and the core pack and the packs
                             are compiled instead, unless that drops a pack the file holds
      -h, --help             show this help
      --version              the engine version, the core data version and the phonenumbers
                             version the core pack was generated from, on one line

    --opt=VALUE gives any option a value that starts with '-' (--search=-x).
    """

  /// `phonefmt --version`: `phonefmt 0.1.0, core data 9.0.43, generated from phonenumbers 9.0.43`.
  static var versionLine: String {
    "phonefmt \(engineVersion), core data \(CorePack.version), generated from phonenumbers "
      + CorePack.version
  }

  static func run(_ arguments: [String]) -> ExitStatus {
    do {
      let options = try OptionParser(arguments)
      if options.versionRequested && !options.helpRequested {
        guard options.subcommand == nil else {
          throw UsageError(message: "--version takes no subcommand")
        }
        print(versionLine)
        return .success
      }
      guard let subcommand = options.subcommand, !options.helpRequested else {
        print(usage)
        return options.helpRequested ? .success : .usageError
      }
      if subcommand != "pack", let extra = options.positional.first {
        throw UsageError(message: "unexpected argument '\(extra)' after '\(subcommand)'")
      }
      switch subcommand {
      case "type": return try TypeCommand.run(options)
      case "format": return try FormatCommand.run(options)
      case "pack": return try PackCommand.run(options)
      case "validate": return try ValidateCommand.run(options)
      case "short": return try ShortCommand.run(options)
      case "match": return try MatchCommand.run(options)
      case "find": return try FindCommand.run(options)
      case "explain": return try ExplainCommand.run(options)
      case "describe": return try DescribeCommand.run(options)
      case "picker": return try PickerCommand.run(options)
      case "demo": return try DemoCommand.run(options)
      case "tables": return try TablesCommand.run(options)
      case "countries": return try CountriesCommand.run(options)
      case "hint": return try HintCommand.run(options)
      case "speak": return try SpeakCommand.run(options)
      case "try": return try TryCommand.run(options)
      default:
        throw UsageError(message: "unknown subcommand '\(subcommand)'")
      }
    } catch let e as UsageError {
      Diagnostics.error(e.message)
      return .usageError
    } catch let e as PackErrors {
      let problems = e.errors.map(\.located).joined(separator: "\n")
      Diagnostics.error("rule packs could not be loaded:\n\(problems)")
      return .usageError
    } catch {
      Diagnostics.error("\(error)")
      return .usageError
    }
  }

  /// `PHONEFMT_CORE_PACK` when set: a JSON core pack directory the command line starts from
  /// instead of the shipped tables (what `Scripts/update-core-tables` compiles, and how a
  /// developer tries a changed core pack without regenerating the tables). The command line's
  /// alone: the library reads no environment variable.
  static var coreOverride: String? {
    guard let env = ProcessInfo.processInfo.environment["PHONEFMT_CORE_PACK"], !env.isEmpty
    else { return nil }
    return env
  }

  /// The catalog of `--tables` (or the core pack) and the packs named by `--packs`, in order.
  static func catalog(_ options: OptionParser) throws -> PhoneCatalog {
    try packCatalog(options).catalog
  }

  /// `--tables FILE` or the core pack, then `--packs DIR...`; a refused table file is a
  /// warning (the core pack and the packs are compiled instead).
  static func packCatalog(_ options: OptionParser) throws(PackErrors) -> RulePackCatalog {
    let tables = options.value("--tables")
    let loaded = try RulePackCatalog.load(
      tables: tables, packs: options.values("--packs"), coreDirectory: coreOverride)
    if let tables, let refused = loaded.refusedTables {
      Diagnostics.warning("\(tables): \(refused); compiling the rule packs instead")
    }
    return loaded.packs
  }

  static func region(_ options: OptionParser, catalog: PhoneCatalog) throws -> RegionCode {
    guard let text = options.value("--region") else {
      throw UsageError(message: "missing --region RR (an ISO 3166-1 alpha-2 code, e.g. GB)")
    }
    guard let code = RegionCode(text), code != .nonGeographic, catalog.regions[code] != nil else {
      throw UsageError(
        message:
          "unknown region '\(text)'; run 'phonefmt countries --locale en' to list region codes")
    }
    return code
  }
}

enum Diagnostics {
  static func warning(_ message: String) {
    FileHandle.standardError.write(Data("phonefmt: warning: \(message)\n".utf8))
  }

  static func error(_ message: String) {
    FileHandle.standardError.write(Data("phonefmt: error: \(message)\n".utf8))
  }
}

/// Standard output, one line per call, written at once so that output streams.
enum Output {
  static func line(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }
}
