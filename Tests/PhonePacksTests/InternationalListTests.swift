// The international format list of a region read from a table file: read when first asked,
// and a damaged one refused there, without losing the national list.

import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("International lists read on first use")
struct InternationalListTests {
  static let de = RegionCode("DE")!

  @Test("Typing and formatting a national number never reads the international list")
  func readWhenFirstAsked() throws {
    let catalog = try TableFile.decode(CorePack.tables, verification: .index)
    var typing = try AsYouTypeFormatter(region: RegionCode("JP")!, catalog: catalog)
    for c in "0312345678" { typing.input(c) }
    #expect(typing.text == "03-1234-5678")
    #expect(
      try catalog.format("03 1234 5678", region: RegionCode("JP"), style: .national)
        == "03-1234-5678")
    let rules = try #require(try catalog.compiled(callingCode: 81))
    #expect(rules.hasInternationalFormats)
    #expect(!rules.internationalIsRead)
    // The first international use reads it, once; its results are the JSON catalog's.
    let json = try #require(try CoreFixture.catalog.compiled(callingCode: 81))
    #expect(
      try catalog.format("03 1234 5678", region: RegionCode("JP"), style: .international)
        == "+81 3-1234-5678")
    #expect(rules.internationalIsRead)
    #expect(rules.internationalFormats?.count == json.internationalFormats?.count)
    #expect(try rules.international() === rules.international())
    var plus = try AsYouTypeFormatter(region: RegionCode("JP")!, catalog: catalog)
    var reference = try AsYouTypeFormatter(region: RegionCode("JP")!, catalog: CoreFixture.catalog)
    for c in "+81312345678" {
      plus.input(c)
      reference.input(c)
      #expect(plus.text == reference.text)
    }
  }

  @Test("A formats section saying its code has no formats is refused when bytes follow that")
  func noFormatsThenBytes() throws {
    let intact = PhoneCatalog(regions: [CoreFixture.catalog.regions[Self.de]!])
    let (codes, sections) = try TableFile.unpack(try TableFile.encode(intact))
    // A national part of two bytes: "no formats to compile", then a stray byte.
    let damaged = TableFile.pack(codes: codes, sections: [sections[0], [2, 0, 0x55], sections[2]])
    let catalog = try TableFile.decode(damaged, verification: .index)
    let error = #expect(throws: RuleError.self) { try catalog.compiled(callingCode: 49) }
    guard case .damagedTables(49, .corrupt(_, let reason))? = error else {
      Issue.record("expected damaged +49 tables, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("bytes after the national part"), "\(reason)")
    // Without the stray byte the code has no formats, and that is no error.
    let clean = TableFile.pack(codes: codes, sections: [sections[0], [1, 0], sections[2]])
    #expect(try TableFile.decode(clean, verification: .index).compiled(callingCode: 49) == nil)
  }

  /// DE's tables with an international automaton that breaks an invariant (a state's label
  /// out of range), behind valid checksums.
  static func damagedFile() throws -> (file: [UInt8], intact: PhoneCatalog) {
    let intact = PhoneCatalog(regions: [CoreFixture.catalog.regions[de]!])
    let (codes, sections) = try TableFile.unpack(try TableFile.encode(intact))
    let compiled = try #require(try intact.compiled(callingCode: 49))
    let list = try #require(try compiled.international())
    let broken = FormatAutomaton(
      formatCount: 1, survivorColumns: 1, start: StateID(1),
      table: [UInt32](repeating: 0, count: 20), stateLabel: [7, 0], completeMasks: [0],
      survivorMasks: [1], orders: [0], rankDisagreements: 0)
    var w = ByteWriter()
    try w.formatsSection(
      compiled,
      international: InternationalList(
        formats: list.formats, automaton: broken))
    #expect(w.bytes != sections[1])
    return (TableFile.pack(codes: codes, sections: [sections[0], w.bytes, sections[2]]), intact)
  }

  @Test(
    "A damaged international list: the file is refused whole, or, opened lazily, refused when first asked"
  )
  func damagedList() throws {
    let (file, intact) = try Self.damagedFile()
    #expect(throws: TableFileError.self) { try TableFile.decode(file, verification: .everySection) }
    let catalog = try TableFile.decode(file, verification: .index)
    // The national list is intact: typing and national formatting as from the intact tables.
    var typing = try AsYouTypeFormatter(region: Self.de, catalog: catalog)
    var reference = try AsYouTypeFormatter(region: Self.de, catalog: intact)
    for c in "030123456" {
      typing.input(c)
      reference.input(c)
    }
    #expect(typing.text == reference.text)
    #expect(typing.text == "030 123456")
    #expect(try catalog.format("030123456", region: Self.de, style: .national) == "030 123456")
    // The international list: refused with where and why, every time it is asked.
    let rules = try #require(try catalog.compiled(callingCode: 49))
    for _ in 0..<2 {
      let error = #expect(throws: TableFileError.self) { try rules.international() }
      guard case .corrupt(let offset, let reason)? = error else {
        Issue.record("expected a corrupt-file error, got \(String(describing: error))")
        return
      }
      #expect(reason.contains("+49 formats") && reason.contains("label"), "\(reason)")
      #expect(offset > 24)
    }
    #expect(rules.internationalFormats == nil)
    // What needs it: refused as formats that do not compile (text entry points), the digits
    // (the written number), the digits as typed (the as-you-type formatter).
    #expect(throws: ParseError.rulesDoNotCompile) {
      try catalog.format("030123456", region: Self.de, style: .international)
    }
    let number = try catalog.parse("030123456", region: Self.de)
    #expect(catalog.format(number, style: .international) == "+49 30123456")
    #expect(
      try intact.format("030123456", region: Self.de, style: .international) == "+49 30 123456")
    var plus = try AsYouTypeFormatter(region: Self.de, catalog: catalog)
    for c in "+4930123456" { plus.input(c) }
    #expect(plus.text == "+4930123456")
  }
}
