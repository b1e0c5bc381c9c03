// A region added on a shared calling code uses formats of its own for its own numbers (issue 15,
// item 7); the calling code's main region's formats serve everything else.

import Foundation
import PhoneCompiler
import PhoneCore
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("A region's own formats")
struct OwnFormatsTests {
  static func catalog(_ pack: String) throws -> PhoneCatalog {
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    try packs.load(directory: pack)
    return packs.catalog
  }

  @Test("Typing in EA uses EA's own format, not Spain's")
  func typingUsesOwnFormats() throws {
    let catalog = try Self.catalog(fixtures + "/ea-own-formats")
    #expect(try typeAll("956512345", region: "EA", catalog: catalog).last == "956-512-345")
    // Spain's field keeps Spain's format for the same digits.
    #expect(try typeAll("956512345", region: "ES", catalog: catalog).last == "956 51 23 45")
    // Without formats of its own, EA types with Spain's formats (libphonenumber's rule).
    let plain = try Self.catalog(fixtures + "/ea-add")
    #expect(try typeAll("956512345", region: "EA", catalog: plain).last == "956 51 23 45")
  }

  @Test("Canary Islands: typing in IC, nationally and after +34 or 0034, uses IC's formats")
  func canaryTyping() throws {
    let catalog = try Self.catalog(examples + "/canary-islands")
    #expect(try typeAll("928123456", region: "IC", catalog: catalog).last == "928 123 456")
    #expect(try typeAll("+34928123456", region: "IC", catalog: catalog).last == "+34 928 123 456")
    #expect(
      try typeAll("0034928123456", region: "IC", catalog: catalog).last == "00 34 928 123 456")
    // IC's second format covers the rest of +34 typed in an IC field.
    #expect(try typeAll("912345678", region: "IC", catalog: catalog).last == "912 34 56 78")
    // A field of Spain, or of another calling code, types +34 with Spain's formats: which
    // region of +34 a number belongs to is not known while it is typed.
    #expect(try typeAll("928123456", region: "ES", catalog: catalog).last == "928 12 34 56")
    #expect(
      try typeAll("+34928123456", region: "GB", catalog: catalog).last == "+34 928 12 34 56")
    // Clearing the field returns to IC's formats after another calling code.
    var f = try AsYouTypeFormatter(region: RegionCode("IC")!, catalog: catalog)
    for key in "+44207946095" { f.input(key) }
    #expect(f.text == "+44 20 7946 095")
    f.clear()
    for key in "928123456" { f.input(key) }
    #expect(f.text == "928 123 456")
  }

  @Test("Formatting a number that belongs to IC uses IC's formats, in every style")
  func canaryFormatting() throws {
    let catalog = try Self.catalog(examples + "/canary-islands")
    let canary = try catalog.parse("928123456", region: RegionCode("ES"))
    #expect(catalog.region(for: canary) == RegionCode("IC"))
    #expect(catalog.format(canary, style: .national) == "928 123 456")
    #expect(catalog.format(canary, style: .international) == "+34 928 123 456")
    #expect(catalog.format(canary, style: .rfc3966) == "tel:+34-928-123-456")
    #expect(catalog.format(canary, style: .e164) == "+34928123456")
    // A number of Spain keeps Spain's formats, whatever the region it was parsed in.
    let madrid = try catalog.parse("912345678", region: RegionCode("IC"))
    #expect(catalog.format(madrid, style: .international) == "+34 912 34 56 78")
    #expect(try catalog.compiled(for: canary)?.region.code == RegionCode("IC"))
    #expect(try catalog.compiled(for: madrid)?.region.code == RegionCode("ES"))
  }

  @Test("From precompiled tables, IC's own formats still serve IC")
  func fromTables() throws {
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    try packs.load(directory: examples + "/canary-islands")
    let path = NSTemporaryDirectory() + "phonefmt-own-formats-\(getpid()).tbl"
    defer { unlink(path) }
    _ = try CompiledTables.write(packs, to: path)
    let tables = try CompiledTables.load(path: path)
    #expect(try typeAll("928123456", region: "IC", catalog: tables).last == "928 123 456")
    #expect(
      try tables.format("928123456", region: RegionCode("ES"), style: .national) == "928 123 456")
  }

  @Test("The core pack: no region but a main one has formats, so no answer changes")
  func coreUnchanged() throws {
    let catalog = try RulePackCatalog(coreDirectory: coreDirectory).catalog
    for (code, region) in catalog.regions {
      let own = try #require(try catalog.compiled(region: code))
      let shared = try #require(try catalog.compiled(callingCode: region.callingCode))
      #expect(own === shared, "\(code)")
      if catalog.mainRegion(code: region.callingCode) != code {
        #expect(region.formats.isEmpty, "\(code)")
      }
    }
  }
}
