// Many tasks at once on one catalog: lazy compiles racing, lookups, typing, parsing, formatting
// and validating, compared with the same work done on one thread. Run under the thread
// sanitizer with `swift test --sanitize=thread --filter Concurrency` (see Documentation/Limits.md).

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Concurrent use of one catalog")
struct ConcurrencyTests {
  /// Example numbers of `count` regions, typed nationally and with `+`.
  static func work(regions count: Int) -> [(RegionCode, String)] {
    let regions = CoreFixture.catalog.regions.keys.sorted()
    var out: [(RegionCode, String)] = []
    var rng = SeededRandom(seed: 0xC0_0C)
    for _ in 0..<count {
      let code = regions[Int.random(in: 0..<regions.count, using: &rng)]
      let r = CoreFixture.catalog.regions[code]!
      for example in r.types.values.compactMap(\.example).sorted().prefix(2) {
        out.append((code, example))
        out.append((code, "+\(r.callingCode)\(example)"))
      }
    }
    return out
  }

  /// Everything one keystroke-by-keystroke typing and one complete-number pass give.
  static func results(_ key: (RegionCode, String), catalog: PhoneCatalog) -> String {
    let (region, text) = key
    var out = "\(region) \(text):"
    do {
      var typing = try AsYouTypeFormatter(region: region, catalog: catalog)
      for c in text { out += " " + typing.input(c) }
      var field = try PhoneNumberField(region: region, catalog: catalog)
      field.insert(text)
      field.deleteBackward()
      out += " | \(field.text) \(field.caret)"
    } catch {
      out += " error \(error)"
    }
    if let n = try? catalog.parse(text, region: region) {
      for style in NumberStyle.allCases { out += " | " + catalog.format(n, style: style) }
      out += " | \(String(describing: catalog.region(for: n)))"
    }
    out += " | \(catalog.validate(text, region: region))"
    return out
  }

  @Test("Tasks typing and parsing on a fresh catalog see what one thread sees")
  func sameResultsAsSerial() async throws {
    let work = Self.work(regions: 40)
    let serialCatalog = PhoneCatalog(regions: CoreFixture.regions)
    let expected = work.map { Self.results($0, catalog: serialCatalog) }
    // A fresh catalog: every region compiles on first use, by whichever task gets there first,
    // and several tasks ask for the same region at once.
    let shared = PhoneCatalog(regions: CoreFixture.regions)
    let got = await withTaskGroup(of: (Int, String).self) { group in
      for round in 0..<4 {
        for (i, key) in work.enumerated() where i % 4 == round || round == 0 {
          group.addTask { (i, Self.results(key, catalog: shared)) }
        }
      }
      var got: [Int: [String]] = [:]
      for await (i, text) in group { got[i, default: []].append(text) }
      return got
    }
    #expect(got.count == work.count)
    for (i, texts) in got {
      for text in texts { #expect(text == expected[i]) }
    }
  }

  @Test("One formatter copied into many tasks: each copy types on its own")
  func copiesAreIndependent() async throws {
    let catalog = CoreFixture.catalog
    var base = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
    for c in "0207" { base.input(c) }
    let start = base
    let endings = ["9460958", "1234567", "0000000", "5555555", "9999999", "0101010"]
    let texts = await withTaskGroup(of: (String, String).self) { group in
      for ending in endings {
        group.addTask {
          var copy = start
          for c in ending { copy.input(c) }
          return (ending, copy.text)
        }
      }
      var out: [String: String] = [:]
      for await (ending, text) in group { out[ending] = text }
      return out
    }
    for ending in endings {
      var serial = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
      for c in "0207" + ending { serial.input(c) }
      #expect(texts[ending] == serial.text, "0207\(ending)")
    }
    #expect(base.text == "020 7")
  }

  @Test("Compiling the same calling code from many tasks gives one set of tables")
  func racingCompiles() async throws {
    let catalog = PhoneCatalog(regions: CoreFixture.regions)
    let codes = [44, 1, 49, 33, 81, 61, 7, 55]
    /// The objects each task was handed: the compiled region and the rules (nil: none).
    typealias Handed = (code: Int, compiled: ObjectIdentifier?, rules: ObjectIdentifier?)
    // A compile that fails fails the test (the group rethrows), rather than reading as nil.
    let handed = try await withThrowingTaskGroup(of: Handed.self) { group in
      for _ in 0..<6 {
        for code in codes {
          group.addTask {
            let compiled = try catalog.compiled(callingCode: code)
            let rules = try catalog.regionRules(callingCode: code)
            return (code, compiled.map(ObjectIdentifier.init), rules.map(ObjectIdentifier.init))
          }
        }
      }
      var out: [Int: [Handed]] = [:]
      for try await h in group { out[h.code, default: []].append(h) }
      return out
    }
    for code in codes {
      // Every task got the very instances the catalog keeps: one compile won, none is lost.
      let kept = try #require(try catalog.compiled(callingCode: code))
      let keptRules = try #require(try catalog.regionRules(callingCode: code))
      let tasks = handed[code] ?? []
      #expect(tasks.count == 6, "+\(code)")
      #expect(tasks.allSatisfy { $0.compiled == ObjectIdentifier(kept) }, "+\(code)")
      #expect(tasks.allSatisfy { $0.rules == ObjectIdentifier(keptRules) }, "+\(code)")
      // A catalog of its own compiles its own instance: identity is what was compared.
      let other = try #require(
        try PhoneCatalog(regions: CoreFixture.regions).compiled(callingCode: code))
      #expect(other !== kept, "+\(code)")
    }
  }
}
