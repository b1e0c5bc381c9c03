// `phonefmt tables`: compiles every region and reports states, bytes and compile errors.

import Foundation
import PhoneCore

enum TablesCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    let audit = options.flag("--rank-audit")
    var states = 0
    var bytes = 0
    var disagreements = 0
    var failures = 0
    for code in catalog.codes {
      do {
        guard let r = try catalog.compiled(callingCode: code) else { continue }
        states += r.stateCount
        bytes += r.byteCount
        let d =
          r.nationalAutomaton.rankDisagreements
          + (r.internationalAutomaton?.rankDisagreements ?? 0)
        disagreements += d
        if audit {
          let name = r.region.name
          if r.nationalAutomaton.rankDisagreements > 0 {
            print("\(name)\tformats\t\(r.nationalAutomaton.rankDisagreements)")
          }
          if let i = r.internationalAutomaton, i.rankDisagreements > 0 {
            print("\(name)\tinternationalFormats\t\(i.rankDisagreements)")
          }
          continue
        }
        print(
          "+\(code)\t\(r.region.code)\tstates \(r.stateCount)\tbytes \(r.byteCount)\trank-vs-pack-order \(d)"
        )
      } catch {
        failures += 1
        Diagnostics.error("\(error)")
      }
    }
    if audit { return failures == 0 ? .success : .inputError }
    print(
      "total\t\(catalog.codes.count) calling codes\tstates \(states)\tbytes \(bytes)\trank-vs-pack-order \(disagreements)"
    )
    // The rules' automata (validation and parsing), by kind, over every region.
    var types = 0
    var prefixes = 0
    var leading = 0
    for region in catalog.allRegions {
      do {
        let rules = try catalog.regionRules(for: region)
        types += rules.typesByteCount
        prefixes += rules.prefixByteCount
        leading += rules.leadingDigitsByteCount
      } catch {
        failures += 1
        Diagnostics.error("\(error)")
      }
    }
    print(
      "rules\t\(catalog.allRegions.count) regions\ttypes \(types)\tprefixes \(prefixes)\tleading-digits \(leading)\tbytes \(types + prefixes + leading)"
    )
    return failures == 0 ? .success : .inputError
  }
}
