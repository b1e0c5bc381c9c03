// Inputs the `tables` fuzzer (Fuzz/Targets/tables.swift) found crashing, replayed from
// Tests/Regressions/tables/, and the bugs they showed written out as plain tests.

import Foundation
import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Table file fuzzer regressions")
struct TableFuzzRegressionTests {
  /// A fuzzer input as the target reads it: a mode byte, then one calling code's decoded
  /// sections (`TableFile.pack(sections:)`: models, formats, rules; compressed, indexed and
  /// checksummed around them) or, for mode 3, the whole file.
  static func file(fromFuzzInput input: [UInt8]) -> [UInt8] {
    guard let mode = input.first else { return [] }
    let rest = Array(input.dropFirst())
    if mode & 3 == 3 { return rest }
    return TableFile.pack(sections: rest)
  }

  static func input(_ name: String) throws -> [UInt8] {
    [UInt8](
      try Data(
        contentsOf: URL(fileURLWithPath: repositoryRoot + "/Tests/Regressions/tables/" + name)))
  }

  /// What each kept input is refused with (`TableFileError.description`); an input that decodes
  /// is not listed. A new input needs its line here.
  static let refusals: [String: String] = [
    // Written again in table file format 3 (it was a format 1 file, refused at its magic
    // since), in format 4 (its formats section begins with the length of its national part,
    // and whether an international list follows comes after the prefix automata) and in
    // format 5 (the national part holds the digit limits and each format's rule; its sections
    // are compressed anew, so the offsets are format 5's; format 6's index begins with the
    // list of packs, 10 bytes for none, so its offsets are 10 more): GB's sections with a formats
    // section whose automaton gives a state a label out of range, behind valid checksums
    // (`labelOutOfRangeIsRefused` below builds the same).
    "automaton-label-out-of-range":
      "table file is corrupt at byte 1886: section +44 formats (block 1, byte 528): a state's label is out of range"
  ]

  @Test("Every kept input of the tables fuzzer is refused with its reason, or decodes and works")
  func replayTables() throws {
    let folder = repositoryRoot + "/Tests/Regressions/tables"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(!names.isEmpty, "no inputs under Tests/Regressions/tables")
    for name in names {
      let file = Self.file(fromFuzzInput: try Self.input(name))
      let catalog: PhoneCatalog
      do {
        catalog = try TableFile.decode(file)
      } catch {
        #expect(error.description == Self.refusals[name], "\(name)")
        continue
      }
      #expect(Self.refusals[name] == nil, "\(name) decodes, but should be refused")
      for region in catalog.allRegions where region.code != .nonGeographic {
        var typing = try AsYouTypeFormatter(region: region.code, catalog: catalog)
        let keys = "0123456789012345"
        for s in keys.unicodeScalars { typing.input(scalar: s) }
        #expect(
          typing.text.unicodeScalars.compactMap { DigitFolding.value(of: $0) }
            == keys.utf8.map { $0 - 48 }, "\(name): \(region.code) shows \(typing.text)")
      }
    }
  }

  @Test("Every seed of the tables fuzzer decodes: seeds in an older table format start it blind")
  func seedsAreCurrent() throws {
    // Fuzz/make-corpus.py writes them from `phonefmt pack compile`; after a change to the
    // table format they must be written again, or every mutation starts from a refused file.
    let folder = repositoryRoot + "/Fuzz/Corpus/tables"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names.count >= 10, "seeds under Fuzz/Corpus/tables")
    var refused: [String] = []
    for name in names {
      let input = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
      do {
        _ = try TableFile.decode(Self.file(fromFuzzInput: input))
      } catch {
        refused.append("\(name): \(error)")
      }
    }
    #expect(refused.isEmpty, "run python3 Fuzz/make-corpus.py: \(refused.prefix(3))")
  }

  // tables/automaton-label-out-of-range: a format automaton whose dead state's label was past
  // the label table. `checkInvariants` read that state's masks (`complete(0)`) before checking
  // the labels were in range, so the check meant to refuse a corrupt table trapped instead.
  @Test("A format automaton with a label out of range is refused by its invariant check")
  func labelOutOfRangeIsRefused() throws {
    let automaton = FormatAutomaton(
      formatCount: 1, survivorColumns: 1, start: StateID(1),
      table: [UInt32](repeating: 0, count: 20),
      stateLabel: [7, 0], completeMasks: [0], survivorMasks: [1], orders: [0],
      rankDisagreements: 0)
    #expect(throws: InvariantViolation.self) { try automaton.checkInvariants() }
    // The same damage reached through a table file: a formats section whose automaton has the
    // label out of range is refused naming the label, behind valid checksums.
    let gb = CoreFixture.catalog.regions[RegionCode("GB")!]!
    let catalog = PhoneCatalog(regions: [gb])
    let (codes, sections) = try TableFile.unpack(try TableFile.encode(catalog))
    let compiled = try #require(try catalog.compiled(callingCode: 44))
    let damaged = CompiledRegion(
      code: gb.code, callingCode: gb.callingCode, digitLimit: gb.digitLimit, readRegion: { gb },
      nationalFormats: compiled.nationalFormats, nationalAutomaton: automaton,
      hasInternationalFormats: false, readInternational: { .failure(.notATableFile) },
      internationalPrefix: nil, nationalPrefixForParsing: nil)
    var w = ByteWriter()
    try w.formatsSection(damaged, international: nil)
    let error = #expect(throws: TableFileError.self) {
      try TableFile.decode(
        TableFile.pack(codes: codes, sections: [sections[0], w.bytes, sections[2]]))
    }
    guard case .corrupt(_, let reason)? = error else {
      Issue.record("expected a corrupt-file error, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("label"), "\(reason)")
  }

  // The one-pass range and permutation checks (a first keystroke runs them on every state and
  // order of its lists): each kind of damage they stand for is still refused, and the intact
  // automaton passes.
  @Test(
    "A format automaton's orders and per-state numbers are checked in range",
    arguments: [
      ("intact", [UInt32(0), 0], [UInt8(1), 0, 0, 1], true),
      ("order entry past 63", [0, 0], [1, 0, 64, 1], false),
      ("order entry past the formats", [0, 0], [1, 0, 2, 1], false),
      ("repeated order entry", [0, 0], [1, 1, 0, 1], false),
      ("order number past the orders", [0, 2], [1, 0, 0, 1], false),
    ])
  func ordersAndNumbersInRange(
    _ name: String, _ labels: [UInt32], _ orders: [UInt8], _ valid: Bool
  ) throws {
    // Two formats, three states (dead, start, a looping third); labels pick the orders.
    var table = [UInt32](repeating: 0, count: 30)
    for d in 0..<10 { (table[10 + d], table[20 + d]) = (2, 2) }
    let automaton = FormatAutomaton(
      formatCount: 2, survivorColumns: 1, start: StateID(1), table: table,
      stateLabel: [0] + labels, completeMasks: [0, 0b11], survivorMasks: [0b11, 0b11],
      orders: orders, rankDisagreements: 0)
    if valid {
      try automaton.checkInvariants()
    } else {
      #expect(throws: InvariantViolation.self, "\(name)") { try automaton.checkInvariants() }
    }
  }
}
