// PackVectors: a pack's own test vectors (`tests.tsv`), what `phonefmt pack test` and lint run,
// and the answers `phonefmt pack diff` compares: the text typing ends at, a number formatted in
// a style, a verdict, each exactly as the `type`, `format` and `validate` commands print it.

import Foundation
import PhoneCompiler
package import PhoneCore

/// What a vector checks: the text after the last keystroke (`type`), a style, or the verdict.
package enum PackCheck: String, CaseIterable, Sendable {
  case type, national, international, e164, rfc3966, validate

  /// The answer for `input` in `region`, as the CLI prints it: `type`'s last column,
  /// `format`'s line (`error: REASON` included), `validate`'s line.
  package func answer(_ input: String, region: RegionCode, catalog: PhoneCatalog) -> String {
    switch self {
    case .type:
      var typing: AsYouTypeFormatter
      do {
        typing = try AsYouTypeFormatter(region: region, catalog: catalog)
      } catch {
        return "error: \(error)"  // no such region, or its tables do not compile: said whole
      }
      var text = ""
      for scalar in input.unicodeScalars {
        typing.input(scalar: scalar)
        text = typing.text
      }
      return text
    case .validate:
      return catalog.validate(input, region: region).description
    case .national, .international, .e164, .rfc3966:
      let style = NumberStyle(rawValue: rawValue)!
      var out: [UInt8] = []
      var bytes = Array(input.utf8)
      bytes.withUnsafeMutableBufferPointer { line in
        _ = catalog.formatLine(
          UnsafeBufferPointer(line), region: region, style: style, into: &out)
      }
      if out.last == UInt8(ascii: "\n") { out.removeLast() }
      return String(decoding: out, as: UTF8.self)
    }
  }
}

/// One line of a pack's `tests.tsv`: `REGION<TAB>INPUT<TAB>CHECK<TAB>EXPECTED`.
package struct PackVector: Sendable, Hashable {
  package var line: Int
  package var region: RegionCode
  package var input: String
  package var check: PackCheck
  package var expected: String
}

package enum PackVectors {
  package static let fileName = "tests.tsv"

  /// The vectors of the pack at `directory` (none without a `tests.tsv`), or the lines that are
  /// not vectors, each at its line.
  package static func read(directory: String, label: String) -> Result<[PackVector], PackErrors> {
    let path = URL(fileURLWithPath: directory).appendingPathComponent(fileName).path
    guard FileManager.default.fileExists(atPath: path) else { return .success([]) }
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      return .failure(
        PackErrors(errors: [
          .unreadable(pack: label, file: fileName, reason: "cannot be read as UTF-8 text")
        ]))
    }
    var vectors: [PackVector] = []
    var errors: [PackError] = []
    for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
      func bad(_ reason: String) {
        errors.append(.vector(pack: label, file: fileName, line: i + 1, reason: reason))
      }
      let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count == 4 else {
        bad("expected REGION<TAB>INPUT<TAB>CHECK<TAB>EXPECTED, found \(fields.count) field(s)")
        continue
      }
      guard let region = RegionCode(String(fields[0])), "\(region)" == fields[0] else {
        bad("\"\(fields[0])\" is not a region code (two capital letters, as GB)")
        continue
      }
      guard let check = PackCheck(rawValue: String(fields[2])) else {
        bad(
          "unknown check \"\(fields[2])\"; use "
            + PackCheck.allCases.map(\.rawValue).joined(separator: ", "))
        continue
      }
      vectors.append(
        PackVector(
          line: i + 1, region: region, input: String(fields[1]), check: check,
          expected: String(fields[3])))
    }
    return errors.isEmpty ? .success(vectors) : .failure(PackErrors(errors: errors))
  }

  /// The vectors whose answer in `catalog` is not the one expected, as errors
  /// (`PACK/tests.tsv:LINE: want "X" got "Y"`), and how many ran.
  package static func run(_ vectors: [PackVector], label: String, catalog: PhoneCatalog)
    -> [PackError]
  {
    vectors.compactMap { v in
      let got = v.check.answer(v.input, region: v.region, catalog: catalog)
      guard got != v.expected else { return nil }
      return .vector(
        pack: label, file: fileName, line: v.line, reason: "want \"\(v.expected)\" got \"\(got)\"")
    }
  }

  /// Reads and runs the vectors of `pack` against `catalog`: every problem, or the number run.
  package static func check(_ pack: RulePack, catalog: PhoneCatalog) -> Result<Int, PackErrors> {
    switch read(directory: pack.directory, label: pack.label) {
    case .failure(let e): return .failure(e)
    case .success(let vectors):
      let failures = run(vectors, label: pack.label, catalog: catalog)
      return failures.isEmpty ? .success(vectors.count) : .failure(PackErrors(errors: failures))
    }
  }
}

/// What packs change: `phonefmt pack diff`.
package enum PackDiff {
  /// One line per answer that differs between `before` and `after`,
  /// `REGION<TAB>INPUT<TAB>CHECK<TAB>BEFORE<TAB>AFTER`, sorted by region: every check of every
  /// region's example numbers of every type (dialled nationally, with the national prefix, and
  /// as `+CC...`), in either catalog, and the checks of `vectors`; only those of `regions`
  /// when it is given.
  package static func lines(
    before: PhoneCatalog, after: PhoneCatalog, vectors: [PackVector] = [],
    regions only: Set<RegionCode>? = nil
  ) -> [String] {
    var inputs: [RegionCode: [String]] = [:]
    func add(_ region: RegionCode, _ input: String) {
      if inputs[region]?.contains(input) != true { inputs[region, default: []].append(input) }
    }
    for catalog in [before, after] {
      for (code, region) in catalog.regions.sorted(by: { $0.key < $1.key })
      where code != .nonGeographic && only?.contains(code) != false {
        for (_, desc) in region.types.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
          guard let example = desc.example, !example.isEmpty else { continue }
          add(code, (region.nationalPrefix ?? "") + example)
          add(code, "+\(region.callingCode)" + example)
        }
      }
    }
    var out: [String] = []
    var vectorChecks: [RegionCode: [(String, PackCheck)]] = [:]
    for v in vectors where only?.contains(v.region) != false {
      vectorChecks[v.region, default: []].append((v.input, v.check))
    }
    for code in Set(inputs.keys).union(vectorChecks.keys).sorted() {
      var checks = (inputs[code] ?? []).flatMap { input in PackCheck.allCases.map { (input, $0) } }
      for pair in vectorChecks[code] ?? []
      where !checks.contains(where: { $0.0 == pair.0 && $0.1 == pair.1 }) {
        checks.append(pair)
      }
      for (input, check) in checks {
        let was = answer(check, input, code, before)
        let now = answer(check, input, code, after)
        if was != now {
          out.append([code.description, input, check.rawValue, was, now].joined(separator: "\t"))
        }
      }
    }
    return out
  }

  /// The answer, or `-` where the catalog has no such region.
  static func answer(
    _ check: PackCheck, _ input: String, _ region: RegionCode, _ catalog: PhoneCatalog
  )
    -> String
  {
    catalog.regions[region] == nil ? "-" : check.answer(input, region: region, catalog: catalog)
  }
}
