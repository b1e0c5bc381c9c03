// Compiled table files: the same results as compiling the JSON, and damaged files refused.

import PhoneCompiler
import PhoneCore
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Compiled table files", .serialized)
struct TableFileTests {
  static let bytes: [UInt8] = {
    do { return try TableFile.encode(CoreFixture.jsonCatalog) } catch { fatalError("\(error)") }
  }()

  @Test("Tables from the file give the same output as the JSON for every golden vector")
  func sameAsJSON() throws {
    let fromFile = try TableFile.decode(Self.bytes)
    let json = CoreFixture.catalog
    var checked = 0
    for v in try Golden.asYouType() {
      #expect(
        try typeAll(v.keys, region: v.region, catalog: fromFile)
          == typeAll(v.keys, region: v.region, catalog: json), "\(v.region) \(v.keys)")
      checked += 1
    }
    for row in try Golden.rows("format.tsv") {
      for style in NumberStyle.allCases {
        let a = try? fromFile.format(row[1], region: RegionCode(row[0]), style: style)
        let b = try? json.format(row[1], region: RegionCode(row[0]), style: style)
        #expect(a == b, "\(row[0]) \(row[1]) \(style)")
        checked += 1
      }
    }
    for row in try Golden.rows("validate.tsv") {
      #expect(
        fromFile.validate(row[1], region: RegionCode(row[0]))
          == json.validate(row[1], region: RegionCode(row[0])))
      checked += 1
    }
    #expect(checked > 40_000)
  }

  @Test("Random typing and numbers (seeded) give the same results from the file as from JSON")
  func randomSameAsJSON() throws {
    let fromFile = try TableFile.decode(Self.bytes)
    let json = CoreFixture.catalog
    let regions = json.regions.keys.sorted()
    var rng = SeededRandom(seed: 0x7AB1E)
    for _ in 0..<1_500 {
      let region = regions[Int.random(in: 0..<regions.count, using: &rng)]
      let callingCode = json.regions[region]!.callingCode
      // Digits, sometimes after `+` and a calling code, sometimes with separators in between.
      var text = ""
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: text = "+\(callingCode)"
      case 1: text = "0"
      default: break
      }
      for _ in 0..<Int.random(in: 1...16, using: &rng) {
        text += String(Int.random(in: 0...9, using: &rng))
        if Int.random(in: 0..<8, using: &rng) == 0 { text += " " }
      }
      #expect(
        try typeAll(text, region: "\(region)", catalog: fromFile)
          == typeAll(text, region: "\(region)", catalog: json), "\(region) \(text)")
      #expect(
        fromFile.validate(text, region: region) == json.validate(text, region: region),
        "\(region) \(text)")
      for style in NumberStyle.allCases {
        let a = try? fromFile.format(text, region: region, style: style)
        let b = try? json.format(text, region: region, style: style)
        #expect(a == b, "\(region) \(text) \(style)")
      }
    }
  }

  @Test("A file cut short anywhere is refused")
  func truncated() {
    for cut in [0, 4, 8, 20, 27, 28, 100, Self.bytes.count / 2, Self.bytes.count - 1] {
      #expect(throws: TableFileError.self) { try TableFile.decode(Array(Self.bytes[..<cut])) }
    }
    #expect(throws: TableFileError.notATableFile) { try TableFile.decode([]) }
    #expect(throws: TableFileError.truncated(offset: 1000)) {
      try TableFile.decode(Array(Self.bytes[..<1000]))
    }
  }

  @Test("A flipped byte is caught by the checksum or the magic")
  func flippedByte() {
    var rng = SeededRandom(seed: 99)
    for _ in 0..<50 {
      var damaged = Self.bytes
      let at = Int.random(in: 0..<damaged.count, using: &rng)
      damaged[at] ^= UInt8.random(in: 1...255, using: &rng)
      #expect(throws: TableFileError.self) { try TableFile.decode(damaged) }
    }
    var index = Self.bytes
    index[200] ^= 0x40
    #expect(throws: TableFileError.checksumMismatch) { try TableFile.decode(index) }
    var magic = Self.bytes
    magic[0] = UInt8(ascii: "X")
    #expect(throws: TableFileError.notATableFile) { try TableFile.decode(magic) }
  }

  @Test("Another format version or engine version is refused with what was found")
  func versions() throws {
    // The format before this one (format 6 stored no pattern trees) and the next.
    for other in [TableFile.formatVersion - 1, TableFile.formatVersion + 1] {
      var version = Self.bytes
      version[8] = UInt8(other)
      #expect(
        throws: TableFileError.unsupportedFormatVersion(
          found: other, supported: TableFile.formatVersion)
      ) {
        try TableFile.decode(version)
      }
    }
    // The engine string follows the list of packs (its length, the list, its checksum: 10
    // bytes for none) at the start of the index (its length, one byte, first); give it
    // another version and a valid checksum.
    var engine = Self.bytes
    #expect(try TableFile.packs(in: engine).isEmpty)
    let at = 24 + 10 + 1
    engine[at] = UInt8(ascii: "9")
    Self.fixChecksum(&engine)
    #expect(throws: TableFileError.engineMismatch(file: "9.1.0", engine: engineVersion)) {
      try TableFile.decode(engine)
    }
  }

  @Test("Formats read from a file render every length as the compiled ones, patterns unparsed")
  func formatsFromFileRenderAlike() throws {
    // +1 (NANPA), +44, +49 (lengths with no span: the reference matcher decides), +86, +7.
    let regions = ["US", "GB", "DE", "CN", "RU"].map {
      CoreFixture.catalog.regions[RegionCode($0)!]!
    }
    let compiled = PhoneCatalog(regions: regions)
    let file = try TableFile.decode(try TableFile.encode(compiled))
    var fallbacks = 0
    for code in [1, 44, 49, 86, 7] {
      let a = try #require(try compiled.compiled(callingCode: code))
      let b = try #require(try file.compiled(callingCode: code))
      let pairs =
        Array(zip(a.nationalFormats, b.nationalFormats))
        + Array(zip(a.internationalFormats ?? [], b.internationalFormats ?? []))
      #expect(pairs.count == a.nationalFormats.count + (a.internationalFormats?.count ?? 0))
      for (fa, fb) in pairs {
        #expect(fb.patternText == fa.patternText)
        #expect(fb.pieces == fa.pieces)
        #expect(fb.nationalStylePieces == fa.nationalStylePieces)
        #expect(fb.lengthDetermined == fa.lengthDetermined)
        #expect(fb.splits == fa.splits)
        #expect(fb.pattern == fa.pattern, "\(fa.patternText) parses again on demand")
        for length in 0...22 {
          let digits = (0..<length).map { UInt8(($0 * 7 + code) % 10) }
          if length >= fa.splits.count || fa.splits[length] == nil { fallbacks += 1 }
          var outA: [UInt16] = []
          var outB: [UInt16] = []
          let okA = digits.withUnsafeBufferPointer {
            CompiledFormat.renderNumber(fa.pieces, of: fa, digits: $0, into: &outA)
          }
          let okB = digits.withUnsafeBufferPointer {
            CompiledFormat.renderNumber(fb.pieces, of: fb, digits: $0, into: &outB)
          }
          #expect(okA == okB && outA == outB, "\(fa.patternText) at \(length) digits")
        }
      }
    }
    #expect(fallbacks > 0, "some lengths go through the reference matcher")
  }

  @Test("Damage inside a section behind valid checksums is caught by validation, never a trap")
  func corruptWithValidChecksum() throws {
    let (codes, sections) = try TableFile.unpack(Self.bytes)
    var rng = SeededRandom(seed: 5)
    var refused = 0
    for _ in 0..<60 {
      var damaged = sections
      let k = Int.random(in: 0..<damaged.count, using: &rng)
      guard !damaged[k].isEmpty else { continue }
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let at = Int.random(in: 0..<damaged[k].count, using: &rng)
        damaged[k][at] = UInt8.random(in: 0...255, using: &rng)
      }
      do {
        let catalog = try TableFile.decode(TableFile.pack(codes: codes, sections: damaged))
        // Damage that stays consistent (a changed digit in a string) must still be usable.
        var f = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
        for c in "+442079460958" { f.input(c) }
        _ = catalog.validate("020 7946 0958", region: RegionCode("GB"))
      } catch {
        refused += 1
      }
    }
    #expect(refused > 30)
  }

  @Test("Opened lazily, a damaged section is found when its calling code is first used")
  func lazyDamage() throws {
    let (codes, sections) = try TableFile.unpack(Self.bytes)
    let gb = try #require(codes.firstIndex { $0.code == 44 })
    var damaged = sections
    damaged[3 * gb + 1] = Array(damaged[3 * gb + 1].prefix(10))  // +44's formats
    let file = TableFile.pack(codes: codes, sections: damaged)
    #expect(throws: TableFileError.self) { try TableFile.decode(file) }
    let catalog = try TableFile.decode(file, verification: .index)
    // Other calling codes work; +44 is refused with where and why, every time it is asked.
    #expect(
      try catalog.format("+33 1 23 45 67 89", region: nil, style: .international)
        == "+33 1 23 45 67 89")
    for _ in 0..<2 {
      let error = #expect(throws: RuleError.self) { try catalog.compiled(callingCode: 44) }
      guard case .damagedTables(44, .corrupt(let offset, let reason))? = error else {
        Issue.record("expected damaged +44 tables, got \(String(describing: error))")
        return
      }
      #expect(reason.contains("+44 formats"), "\(reason)")
      #expect(offset > 24)
    }
    #expect(catalog.regions[RegionCode("GB")!]?.callingCode == 44)
  }

  @Test("A formats section whose rules differ from its model's is refused by .everySection")
  func formatsDisagreeWithModel() throws {
    // GB's formats written from a model whose first format has another format string: the
    // formats section stands alone (table format 5), so only a check against the models
    // section sees the two disagree.
    var gb = try #require(CoreFixture.catalog.regions[RegionCode("GB")!])
    let (codes, sections) = try TableFile.unpack(TableFile.encode(PhoneCatalog(regions: [gb])))
    gb.formats[0].format = String(gb.formats[0].format.map { $0 == " " ? "-" : $0 })
    let (_, other) = try TableFile.unpack(TableFile.encode(PhoneCatalog(regions: [gb])))
    #expect(other[1] != sections[1])
    let file = TableFile.pack(codes: codes, sections: [sections[0], other[1], sections[2]])
    let error = #expect(throws: TableFileError.self) { try TableFile.decode(file) }
    #expect(error?.description.contains("its rules differ from region GB's") == true, "\(error!)")
    // Opened by its index only, the formats section is what typing reads.
    let lazy = try TableFile.decode(file, verification: .index)
    let compiled = try #require(try lazy.compiled(callingCode: 44))
    #expect(compiled.nationalFormats[0].pieces.contains(.literal(Array("-".utf16))))
  }

  @Test("A damaged models section under sound formats: typing works, the model reads as bare")
  func damagedModelsUnderSoundFormats() throws {
    let gb = try #require(CoreFixture.catalog.regions[RegionCode("GB")!])
    let (codes, sections) = try TableFile.unpack(TableFile.encode(PhoneCatalog(regions: [gb])))
    // The region's bytes cut short behind its (unchanged) length: the models section no
    // longer decodes, the formats section does.
    var models = sections[0]
    models.replaceSubrange((models.count - 8)..., with: repeatElement(0xFF, count: 8))
    let file = TableFile.pack(codes: codes, sections: [models, sections[1], sections[2]])
    #expect(throws: TableFileError.self) { try TableFile.decode(file) }
    let catalog = try TableFile.decode(file, verification: .index)
    #expect(catalog.regions[RegionCode("GB")!] == nil)
    var typing = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
    for c in "02079460958" { typing.input(c) }
    #expect(typing.text == "020 7946 0958")
    // What needs the model: a region with its code and calling code only, patterns empty.
    let compiled = try #require(try catalog.compiled(callingCode: 44))
    #expect(compiled.region == Region(code: RegionCode("GB")!, callingCode: 44))
    #expect(compiled.nationalFormats[0].patternText == "")
  }

  @Test("Sections compress and decompress to the same bytes; damaged streams are refused")
  func sectionCodec() throws {
    let (_, sections) = try TableFile.unpack(Self.bytes)
    for raw in sections {
      let c = SectionCodec.compress(raw)
      #expect(try SectionCodec.decompress(c[...], size: raw.count, base: 0) == raw)
    }
    // All of them as one block: what blocks are for (one section alone is too short).
    let all = Array(sections.joined())
    let packed = SectionCodec.compress(all)
    #expect(try SectionCodec.decompress(packed[...], size: all.count, base: 0) == all)
    #expect(packed.count * 2 < all.count, "\(packed.count) of \(all.count)")
    let sample = sections.max { $0.count < $1.count }!
    let c = SectionCodec.compress(sample)
    #expect(throws: TableFileError.self) {
      try SectionCodec.decompress(c[...], size: sample.count + 1, base: 0)
    }
    #expect(throws: TableFileError.self) {
      try SectionCodec.decompress(c.dropLast(), size: sample.count, base: 0)
    }
    // A match reaching before the start: a token of no literals and a 4-byte match, distance 9.
    #expect(throws: TableFileError.self) {
      try SectionCodec.decompress([0x00, 8, 0][...], size: 4, base: 0)
    }
  }

  @Test("The codec's fast and checked paths agree: random runs, periods 1 to 9, stops anywhere")
  func codecRoundTrips() throws {
    var rng = SeededRandom(seed: 11)
    for round in 0..<200 {
      // Random bytes, runs repeating a short period (overlapping matches of distance 1 to 9),
      // and copies of earlier stretches, in random lengths up to a few kilobytes.
      var raw: [UInt8] = []
      let target = Int.random(in: 0...(round < 20 ? 40 : 6000), using: &rng)
      while raw.count < target {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
          for _ in 0..<Int.random(in: 1...40, using: &rng) {
            raw.append(UInt8.random(in: 0...255, using: &rng))
          }
        case 1:
          let period = Int.random(in: 1...9, using: &rng)
          let unit = (0..<period).map { _ in UInt8.random(in: 0...3, using: &rng) }
          for k in 0..<Int.random(in: 1...300, using: &rng) { raw.append(unit[k % period]) }
        default:
          guard !raw.isEmpty else { continue }
          let from = Int.random(in: 0..<raw.count, using: &rng)
          raw += raw[from..<Swift.min(raw.count, from + Int.random(in: 4...60, using: &rng))]
        }
      }
      let packed = SectionCodec.compress(raw)
      #expect(try SectionCodec.decompress(packed[...], size: raw.count, base: 0) == raw)
      let stop = Int.random(in: 0...raw.count, using: &rng)
      let prefix = try SectionCodec.decompress(packed[...], size: raw.count, base: 0, prefix: stop)
      #expect(prefix.count >= stop && raw.starts(with: prefix), "round \(round), stop \(stop)")
    }
  }

  @Test("A refused file falls back to compiling the JSON, and says why")
  func fallback() throws {
    let result = try CompiledTables.catalog(tables: "/nonexistent/tables.bin") {
      () throws(PackErrors) in CoreFixture.catalog
    }
    #expect(result.refused == .notATableFile)
    #expect(
      try result.catalog.format("02079460958", region: RegionCode("GB"), style: .national)
        == "020 7946 0958")
  }

  /// Recomputes the index checksum after a change to the index: the header written anew by
  /// the writer's own `TableFile.file(index:)`, so the test cannot drift from the format.
  static func fixChecksum(_ bytes: inout [UInt8]) {
    let length = (0..<4).reduce(0) { $0 | Int(bytes[12 + $1]) << (8 * $1) }
    bytes = TableFile.file(index: Array(bytes[24..<(24 + length)])) + bytes[(24 + length)...]
  }
}
