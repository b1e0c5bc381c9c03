// The fast path of a keystroke that completes the template's own format
// (`AsYouTypeFormatter.appendCompletingTemplate`): taken where the full step would show the
// same text, never where it would not, and the same answers as the full step everywhere.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Keystrokes that complete the template's format")
struct CompletingTemplateTests {
  let catalog = CoreFixture.catalog

  /// `keys` typed into a formatter of `code` and, beside it, through the full step alone (no
  /// fast path): the first keystroke whose texts differ, or nil.
  func firstDifference(_ keys: String, region code: RegionCode) throws -> String? {
    var fast = try AsYouTypeFormatter(region: code, catalog: catalog)
    var full = fast
    full.ownStorage()  // `advance` below the entry points writes without asking
    for s in keys.unicodeScalars {
      fast.input(scalar: s)
      full.advance(scalar: s, digit: DigitFolding.value(of: s))
      if !full.showsDigitsTyped() { full.showTyped() }
      if fast.text != full.text { return "\(code) \(keys): \(fast.text) vs \(full.text)" }
    }
    return nil
  }

  /// A formatter of `region` with every key of `keys` but the last typed.
  func typedAllButLast(_ keys: String, region: String) throws -> AsYouTypeFormatter {
    var f = try AsYouTypeFormatter(region: RegionCode(region)!, catalog: catalog)
    for s in keys.unicodeScalars.dropLast() { f.input(scalar: s) }
    return f
  }

  @Test(
    "The last digit of a number whose format's full text is its template is a fast keystroke",
    arguments: [("GB", "02079460958", "020 7946 0958"), ("DE", "030123456", "030 123456")])
  func takenWhereTheTextIsTheSame(_ region: String, _ keys: String, _ text: String) throws {
    var fast = try typedAllButLast(keys, region: region)
    var full = fast
    full.ownStorage()  // `appendToTemplate` and `advance` write without asking
    let last = keys.unicodeScalars.last!
    let taken = fast.appendToTemplate(UInt8(last.value - 48))
    #expect(taken, "\(region) \(keys)")
    #expect(fast.text == text)
    full.advance(scalar: last, digit: UInt8(last.value - 48))
    #expect(full.text == fast.text)
    // Both go on alike: the next key (past the format) gives the same text either way.
    fast.input("5")
    full.input("5")
    #expect(fast.text == full.text)
  }

  @Test("Random typings (seeded) in every region show what the full step alone would show")
  func randomTypingsSameAsTheFullStep() throws {
    var rng = SeededRandom(seed: 29)
    let regions = catalog.regions.keys.sorted { $0.description < $1.description }
    var differences: [String] = []
    for code in regions {
      for _ in 0..<12 {
        // Random digits as typed nationally, after a 0, after `+` or `00`, of any length up to
        // past the longest number.
        var keys = ["", "0", "+", "00"].randomElement(using: &rng)!
        for _ in 0..<Int.random(in: 1...18, using: &rng) {
          keys.append(String(Int.random(in: 0...9, using: &rng)))
        }
        if let d = try firstDifference(keys, region: code) { differences.append(d) }
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(5))")
  }

  @Test("Every golden typing, key by key, shows what the full step alone would show")
  func sameAsTheFullStep() throws {
    var differences: [String] = []
    for v in try Golden.asYouType() {
      if let d = try firstDifference(v.keys, region: RegionCode(v.region)!) {
        differences.append(d)
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(5))")
  }
}
