// `phonefmt-bench figures`: README's figures tables are written from the baseline between their
// marker lines, nothing else in the file changes, and the committed README agrees with the
// committed baseline and app sizes.

import Foundation
import PhoneBench
import Testing

@Suite("README's figures tables")
struct ReadmeFiguresTests {
  static let sizes = AppSizes(
    schema: AppSizes.schemaName, date: "2026-01-02", toolchain: "Swift 6.3.1", emptyBytes: 1_000,
    coreBytes: 11_000, jsonPacksBytes: 12_000, localeBytes: 21_000, callerIDBytes: 11_500,
    pickerDataBytes: 11_700)

  static func document(_ inside: String) -> String {
    """
    # Title

    Before.

    \(ReadmeFigures.figuresBegin)
    \(inside)
    \(ReadmeFigures.figuresEnd)

    After.
    """
  }

  static var baseline: Report {
    var keystroke = Fixtures.measured(
      "keystroke/all-regions", rounds: [20, 21, 22], peer: 2_200)
    keystroke.operationsPerSample = 1_000
    var gb = Fixtures.measured("keystroke/GB", rounds: [30, 31, 32], peer: 3_100)
    gb.operationsPerSample = 1_000
    var us = Fixtures.measured("keystroke/US", rounds: [10, 11, 12], peer: 2_200)
    us.operationsPerSample = 1_000
    var first = Fixtures.measured(
      "first-keystroke/from-tables", rounds: [7_000, 8_000, 9_000], peer: 2_000)
    first.operationsPerSample = 1
    // The rounds' fastest samples would give 0.5x paired: a one-region sample's minimum is its
    // easiest region, so the table must use the medians' ratio (0.25x) here.
    first.roundMinsNs = [4_000, 4_000, 4_000]
    first.peerRoundMinsNs = [2_000, 2_000, 2_000]
    return Fixtures.report([keystroke, gb, us, first])
  }

  @Test("Only the text between the markers is replaced, and a second run changes nothing")
  func replacesBetweenMarkers() throws {
    let text = Self.document("| stale | 1 ns |")
    let once = try ReadmeFigures.rewrite(
      text, path: "README.md", baseline: Self.baseline, sizes: Self.sizes)
    #expect(!once.contains("| stale | 1 ns |"))
    #expect(once.hasPrefix("# Title\n\nBefore.\n\n\(ReadmeFigures.figuresBegin)\n"))
    #expect(once.hasSuffix("\(ReadmeFigures.figuresEnd)\n\nAfter."))
    #expect(once.contains("| `keystroke/all-regions`: "))
    #expect(once.contains("Test CPU, 2 cores, Linux 6.0, 2025-01-01"))
    let twice = try ReadmeFigures.rewrite(
      once, path: "README.md", baseline: Self.baseline, sizes: Self.sizes)
    #expect(twice == once)
  }

  @Test("Per-region keystroke workloads are one row of ranges; one-operation samples use medians")
  func rows() {
    let table = ReadmeFigures.figuresTable(Self.baseline)
    let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(rows.count == 4, "\(rows)")  // all-regions, keystroke/XX, first key, tables/bytes
    let regions = rows.first { $0.hasPrefix("| `keystroke/XX`") }
    #expect(regions?.contains("(GB, US)") == true)
    #expect(regions?.contains("| 11.0 ns – 31.0 ns |") == true, "\(regions ?? "")")
    #expect(
      rows.contains { $0.contains("first-keystroke/from-tables") && $0.contains("| 0.25x |") })
    #expect(rows.contains { $0.contains("`tables/bytes`") && $0.contains("1,764,441 bytes") })
  }

  @Test("The app sizes table says what each product adds to the empty app")
  func sizesTable() throws {
    let text = "\(ReadmeFigures.sizesBegin)\n\(ReadmeFigures.sizesEnd)\n" + Self.document("")
    let out = try ReadmeFigures.rewrite(
      text, path: "README.md", baseline: Self.baseline, sizes: Self.sizes)
    #expect(out.contains("| PhoneCore, PhoneCoreData | 10,000 bytes |"))
    #expect(out.contains("| + PhoneCallerID | 10,500 bytes |"))
    #expect(out.contains("| + PhonePickerData | 10,700 bytes |"))
    #expect(out.contains("| + PhonePacks | 11,000 bytes |"))
    #expect(out.contains("| + PhoneLocale | 20,000 bytes |"))
    #expect(out.contains("an app with no dependency is 1,000 bytes"))
  }

  @Test("A sizes file without the caller-ID and picker-data apps reads, and says so")
  func olderSizesFile() throws {
    let json = """
      {"schema": "\(AppSizes.schemaName)", "date": "2026-01-02", "toolchain": "Swift 6.3.1",
       "empty_bytes": 1000, "core_bytes": 11000, "json_packs_bytes": 12000, "locale_bytes": 21000}
      """
    let sizes = try JSONDecoder().decode(AppSizes.self, from: Data(json.utf8))
    #expect(sizes.callerIDBytes == nil)
    #expect(sizes.coreBytes == 11_000)
    let table = ReadmeFigures.sizesTable(sizes)
    #expect(table.contains("| + PhoneCallerID | not measured |"))
    #expect(table.contains("| + PhonePacks | 11,000 bytes |"))
  }

  @Test("A document without markers, or with a begin and no end, is refused")
  func missingMarkers() {
    #expect(throws: BenchError.self) {
      try ReadmeFigures.rewrite(
        "# nothing here\n", path: "X.md", baseline: Self.baseline, sizes: Self.sizes)
    }
    #expect(throws: BenchError.self) {
      try ReadmeFigures.rewrite(
        "\(ReadmeFigures.figuresBegin)\n| a |\n", path: "X.md", baseline: Self.baseline,
        sizes: Self.sizes)
    }
  }

  @Test("The committed README's tables are the committed baseline and app sizes")
  func committedReadmeAgrees() throws {
    let status = try ReadmeFigures.main([
      "--check",
      "--baseline", packageRoot + "/Benchmarks/Baselines/linux-x86_64.json",
      "--app-sizes", packageRoot + "/Benchmarks/Baselines/app-sizes.json",
      packageRoot + "/README.md",
    ])
    #expect(status == 0, "run Scripts/update-readme-figures")
  }
}
