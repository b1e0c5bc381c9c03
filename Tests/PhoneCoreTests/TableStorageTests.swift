// Tables as views of shared storage (TableStorage.swift): a packed table reads as the table it
// was packed from, and a format automaton's keystroke reads (its own copies of the parts'
// pointers and shapes) answer as its tables do, for every state of the core pack's lists, from
// the compiler and from a table file.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Tables in shared storage")
struct TableStorageTests {
  static let integerCases: [[UInt32]] = [
    [], [0], [0, 3, 250], [0, 256, 65_535], [1, 70_000, 4_294_967_295], Array(0..<1000),
  ]

  @Test(
    "Integers packed with others read as they did, compare and hash equal",
    arguments: integerCases)
  func packedIntegers(values: [UInt32]) {
    let alone = CompactIntegers(values)
    #expect(alone.values == values)
    #expect(alone.count == values.count)
    #expect(alone.largest == (values.max() ?? 0))
    let other = FormatSets([0b101, 0xffff_0000_0000])
    let (storage, at) = TableStorage.pack(other.raw, alone.raw, other.raw)
    let packed = alone.moved(to: storage, at: at.1)
    #expect(packed.values == values)
    #expect(packed == alone)
    #expect(packed.hashValue == alone.hashValue)
    #expect(other.moved(to: storage, at: at.0).values == other.values)
    #expect(other.moved(to: storage, at: at.2).values == other.values)
    #expect(UInt(bitPattern: at.0) % 64 == 0, "a packed storage starts on a cache line")
    for (i, v) in values.enumerated() { #expect(packed[i] == v) }
    if !values.isEmpty {
      #expect(CompactIntegers(values.map { $0 ^ 1 }) != alone)
    }
  }

  @Test("Format sets narrow and wide read back what they were made of")
  func formatSets() {
    for values: [UInt64] in [[], [0, 1, 0xffff], [0, 0x1_0000, UInt64.max]] {
      let sets = FormatSets(values)
      #expect(sets.values == values)
      #expect(sets.width == ((values.max() ?? 0) <= 0xffff ? 2 : 8))
      #expect(sets.union.bits == values.reduce(0, |))
    }
  }

  /// Every answer of `a`'s keystroke reads, against the same answer worked out from its views.
  static func checkReads(_ a: FormatAutomaton, _ name: String) {
    var mismatches: [String] = []
    let columns = a.survivorColumns
    for s in 0..<a.stateCount {
      let state = StateID(UInt32(s))
      for d in UInt8(0)...9 where a.next(state, d) != a.transitions.next(state, d) {
        mismatches.append("\(name) next(\(s), \(d))")
      }
      let parts = Int(a.stateParts[s])
      if a.parts(of: state) != parts { mismatches.append("\(name) parts(\(s))") }
      if a.complete(state) != a.completeSets[parts & a.completeMask] {
        mismatches.append("\(name) complete(\(s))")
      }
      let v = (parts >> a.survivorShift) & a.survivorMask
      for length in 0..<20 {
        let j = min(max(length - 3, 0), columns - 1)
        if a.survivors(state, length: length) != a.survivorSets[v * columns + j] {
          mismatches.append("\(name) survivors(\(s), \(length))")
        }
      }
      // The best of every format alone, of all formats and of the even ones: the first of the
      // set in the state's order.
      let order = (0..<a.formatCount).map {
        Int(a.orderLists[(parts >> a.orderShift) * a.formatCount + $0])
      }
      let all = FormatSet(allOf: a.formatCount)
      let even = FormatSet(bits: all.bits & 0x5555_5555_5555_5555)
      for set in [all, even, FormatSet.only(0).intersection(all)] {
        let expected = set.isSingle ? set.first : order.first { set.contains($0) }
        if a.best(set, at: state) != expected { mismatches.append("\(name) best(\(s), \(set))") }
      }
      if mismatches.count > 10 { break }
    }
    #expect(mismatches.isEmpty, "first differences: \(mismatches.prefix(10))")
  }

  @Test("An automaton's keystroke reads agree with its tables, every list of the core pack")
  func compiledAutomata() throws {
    let catalog = CoreFixture.catalog
    var lists = 0
    for code in catalog.codes {
      guard let region = try catalog.compiled(callingCode: code) else { continue }
      Self.checkReads(region.nationalAutomaton, "\(code) national")
      if let intl = region.internationalAutomaton {
        Self.checkReads(intl, "\(code) international")
        lists += 1
      }
      lists += 1
    }
    #expect(lists > 200)
  }

  @Test("The same from a table file: the decoder's automata read as the compiler's")
  func decodedAutomata() throws {
    let regions = ["GB", "CN", "DE", "US"].compactMap {
      CoreFixture.catalog.regions[RegionCode($0)!]
    }
    let source = PhoneCatalog(regions: regions)
    let decoded = try TableFile.decode(try TableFile.encode(source))
    for code in [44, 86, 49, 1] {
      let a = try #require(try source.compiled(callingCode: code))
      let b = try #require(try decoded.compiled(callingCode: code))
      #expect(b.nationalAutomaton.stateCount == a.nationalAutomaton.stateCount)
      #expect(b.nationalAutomaton.transitions == a.nationalAutomaton.transitions)
      Self.checkReads(b.nationalAutomaton, "\(code) decoded national")
      if let intl = b.internationalAutomaton { Self.checkReads(intl, "\(code) decoded intl") }
    }
  }
}
