// The core pack's tables as shipped inside the library: equal to the JSON core pack compiled,
// opened lazily, and giving the JSON's results.

import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Shipped core tables", .serialized)
struct ShippedTablesTests {
  @Test("The shipped core tables are the core pack compiled, byte for byte")
  func shippedEqualsCompiled() {
    let shipped = CorePack.tables
    let compiled = TableFileTests.bytes
    let firstDifference = zip(shipped, compiled).enumerated().first { $0.element.0 != $0.element.1 }
    #expect(
      shipped == compiled,
      """
      Sources/CPhoneTables/core_tables.c is stale (\(shipped.count) bytes shipped, \
      \(compiled.count) compiled, first difference at byte \
      \(firstDifference?.offset ?? Swift.min(shipped.count, compiled.count))): \
      run Scripts/update-core-tables
      """)
  }

  @Test("Opening the shipped tables decodes nothing; typing in GB decodes +44's formats block only")
  func lazyOpening() throws {
    let catalog = try TableFile.decode(CorePack.tables, verification: .index)
    #expect(catalog.tableBlocksDecoded == 0)
    #expect(catalog.regionsByCallingCode[44]?.first == RegionCode("GB"))
    var typing = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
    for c in "02079460958" { typing.input(c) }
    #expect(typing.text == "020 7946 0958")
    // The block holding +44's formats, nothing else: the formats section holds all that
    // typing needs of GB's model (table format 5), and the rules, in a block of their own,
    // are for parsing.
    #expect(catalog.tableBlocksDecoded == 1)
    let compiled = try #require(try catalog.compiled(callingCode: 44))
    #expect(compiled.digitLimit == CoreFixture.catalog.regions[RegionCode("GB")!]?.digitLimit)
    #expect(catalog.tableBlocksDecoded == 1)
    // Asking for the model (or a pattern's text) reads the block of +44's regions.
    #expect(compiled.nationalFormats.first?.patternText == compiled.region.formats.first?.pattern)
    #expect(compiled.region == CoreFixture.catalog.regions[RegionCode("GB")!])
    #expect(catalog.tableBlocksDecoded == 2)
    _ = catalog.validate("020 7946 0958", region: RegionCode("GB"))
    #expect(catalog.tableBlocksDecoded == 3)
  }

  @Test("The shipped tables' index answers every look-up of regions as the JSON's catalog does")
  func directoryFromIndex() throws {
    let json = CoreFixture.catalog
    let shipped = try TableFile.decode(CorePack.tables, verification: .index)
    #expect(shipped.regions.keys.sorted() == json.regions.keys.sorted())
    #expect(shipped.regions.count == json.regions.count)
    #expect(shipped.nonGeographic.keys.sorted() == json.nonGeographic.keys.sorted())
    #expect(shipped.codes == json.codes)
    #expect(shipped.regionsByCallingCode == json.regionsByCallingCode)
    #expect(
      shipped.regions.callingCodes.sorted { $0.region < $1.region }.map(\.callingCode)
        == json.regions.callingCodes.sorted { $0.region < $1.region }.map(\.callingCode))
    for code in json.callingCodes {
      #expect(shipped.regions(forCallingCode: code) == json.regions(forCallingCode: code))
      #expect(shipped.mainRegion(forCallingCode: code) == json.mainRegion(forCallingCode: code))
    }
    for key in json.nonGeographic.keys {
      #expect(shipped.nonGeographic[key] == json.nonGeographic[key], "+\(key)")
    }
    // Codes the file does not have: none of them is found, and nothing traps.
    for text in ["UK", "ZZ", "AA", "XK"] {
      let code = try #require(RegionCode(text))
      #expect((shipped.regions[code] == nil) == (json.regions[code] == nil), "\(text)")
      #expect(shipped.callingCode(for: code) == json.callingCode(for: code), "\(text)")
    }
    for code in [0, 2, 999, 1000, -1, Int.max] {
      #expect(shipped.nonGeographic[code] == nil)
      #expect(shipped.mainRegion(code: code) == nil)
    }
  }

  @Test("Opening tables with short numbers to open later opens them once, when first asked")
  func shortNumbersOpenWhenAsked() throws {
    let opened = Locked(0)
    let catalog = try TableFile.decode(
      .array(CorePack.tables), verification: .index,
      openShortNumbers: {
        opened.withLock { $0 += 1 }
        return CorePack.shortNumberTable
      })
    #expect(opened.withLock { $0 } == 0)
    let first = try #require(catalog.shortNumberTable)
    let again = try #require(catalog.shortNumberTable)
    #expect(first === again)
    #expect(opened.withLock { $0 } == 1)
    var field = try PhoneNumberField(region: .gb, catalog: catalog)
    _ = field.insert("999")
    #expect(field.isEmergencyNumber)
    #expect(opened.withLock { $0 } == 1)
  }

  @Test("A formatter of any region from the shipped tables has the JSON's code, limit and rules")
  func typingFactsWithoutModels() throws {
    let json = CoreFixture.catalog
    let shipped = try TableFile.decode(CorePack.tables, verification: .index)
    for (code, region) in json.regions {
      let typing = try #require(try shipped.typingRules(region: code), "\(code)")
      #expect(typing.callingCode == region.callingCode, "\(code)")
      #expect(typing.digitLimit == region.digitLimit, "\(code)")
      #expect(typing.rules.code == json.mainRegion(code: region.callingCode), "\(code)")
    }
    // CA is not +1's main region, and has no formats of its own: its formatter reads +1's
    // formats block only (the formats section says CA's digit limit), no models block.
    let fresh = try TableFile.decode(CorePack.tables, verification: .index)
    var typing = try AsYouTypeFormatter(region: RegionCode("CA")!, catalog: fresh)
    for c in "4165550123" { typing.input(c) }
    #expect(typing.text == "(416) 555-0123")
    #expect(fresh.tableBlocksDecoded == 1)
  }

  @Test("Every golden typing gives the same texts from the shipped tables as from the JSON")
  func sameAsJSON() throws {
    let shipped = CorePack.catalog()
    let json = CoreFixture.catalog
    var differences: [String] = []
    for v in try Golden.asYouType() {
      let a = try typeAll(v.keys, region: v.region, catalog: shipped)
      let b = try typeAll(v.keys, region: v.region, catalog: json)
      if a != b { differences.append("\(v.region) \(v.keys): \(a) vs \(b)") }
    }
    #expect(differences.isEmpty, "\(differences.prefix(5))")
    #expect(shipped.regions.count == json.regions.count)
    #expect(shipped.nonGeographic.count == json.nonGeographic.count)
    #expect(shipped.allRegions == json.allRegions)
  }
}
