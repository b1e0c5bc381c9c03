// The checked build's comparison (AsYouTypeFormatter+Checked.swift): what it calls agreement
// must tell two formatters apart exactly when a later keystroke or an app could, and the claims
// the fast paths rely on must hold after every keystroke. In the checked build (`swift test
// --traits Checked`, PHONE_CHECKED) every keystroke typed here is also checked against the
// general step, and a difference stops the process (an exit test below).

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("The checked build's comparison of formatters")
struct CheckedStepTests {
  static let catalog = CoreFixture.catalog

  /// The golden typing vectors of a few regions with many formats each.
  static func vectors() throws -> [TypingVector] {
    let regions: Set = ["GB", "DE", "BR", "IN", "US", "FR", "JP", "AR", "MX", "CN"]
    return try Golden.asYouType().filter { regions.contains($0.region) }
  }

  static func typed(_ keys: some Sequence<Character>, region: String) throws
    -> AsYouTypeFormatter
  {
    var formatter = try AsYouTypeFormatter(region: RegionCode(region)!, catalog: catalog)
    for key in keys { formatter.input(key) }
    return formatter
  }

  @Test("Formatters typed the same keys agree; one key apart, they differ in the text and keys")
  func agreement() throws {
    let vectors = try Self.vectors()
    #expect(vectors.count > 100, "the golden typing corpus has these regions' examples")
    for v in vectors {
      let a = try Self.typed(v.keys, region: v.region)
      let b = try Self.typed(v.keys, region: v.region)
      #expect(a.agrees(with: b), "\(v.region) \(v.keys): \(a.differences(from: b))")
      #expect(a.differences(from: b).isEmpty)
      let other = try Self.typed(v.keys.dropLast() + "5", region: v.region)
      if v.keys.last != "5" {
        #expect(!a.agrees(with: other), "\(v.region) \(v.keys) and one key changed")
        let found = a.differences(from: other)
        #expect(found.contains { $0.hasPrefix("dialled: ") }, "\(found)")
      }
    }
  }

  @Test("After clear(), typing a number leaves the state a fresh formatter has for it")
  func clearIsAFreshState() throws {
    for v in try Self.vectors() {
      var reused = try Self.typed("+1 650 253 0000x", region: v.region)
      reused.clear()
      for key in v.keys { reused.input(key) }
      let fresh = try Self.typed(v.keys, region: v.region)
      #expect(
        reused.agrees(with: fresh), "\(v.region) \(v.keys): \(reused.differences(from: fresh))")
      #expect(reused.text == v.expected.last)
    }
  }

  @Test("After every keystroke, what the state claims of the text and the cursor holds")
  func claimsHoldAtEveryKey() throws {
    var keystrokes = 0
    for v in try Self.vectors() {
      var formatter = try AsYouTypeFormatter(region: RegionCode(v.region)!, catalog: Self.catalog)
      for key in v.keys {
        formatter.input(key)
        keystrokes += 1
        #expect(formatter.claimsHold, "\(v.region) \(v.keys): \(formatter.falseClaims())")
      }
    }
    #expect(keystrokes > 1_000)
  }

  @Test("A field's edits, resumed from checkpoints, agree with typing the keys afresh")
  func editsAgreeWithTypingAfresh() throws {
    var random = SeededRandom(seed: 44)
    let pieces = ["0", "7", "+", "44", " ", "-", "1", "9", "\u{0663}", "00"]
    var edits = 0
    for v in try Self.vectors().prefix(60) {
      var field = try PhoneNumberField(region: RegionCode(v.region)!, catalog: Self.catalog)
      field.insert(v.keys)
      for _ in 0..<6 {
        let count = field.utf16.count
        let start = Int.random(in: 0...count, using: &random)
        let end = Int.random(in: start...Swift.min(count, start + 3), using: &random)
        field.replace(utf16Range: start..<end, with: pieces.randomElement(using: &random)!)
        edits += 1
        var afresh = try AsYouTypeFormatter(region: field.region, catalog: Self.catalog)
        for key in field.keys { afresh.input(scalar: key) }
        #expect(
          field.formatter.agrees(with: afresh),
          "\(v.region) \(v.keys) edit \(edits): \(field.formatter.differences(from: afresh))")
      }
    }
    #expect(edits == 360)
  }
}

@Suite("The checked build traps on a disagreement")
struct CheckedTrapTests {
  @Test("The suite runs in the checked build (swift test --traits Checked, as README and CI say)")
  func suiteIsChecked() {
    #expect(
      AsYouTypeFormatter.isCheckedBuild,
      "run the tests with --traits Checked: without it, no keystroke is checked")
  }

  @Test("Formatters that agree pass the check; the process goes on")
  func agreementPasses() throws {
    let a = try CheckedStepTests.typed("02079460958", region: "GB")
    let b = try CheckedStepTests.typed("02079460958", region: "GB")
    a.requireAgreement(with: b, path: "a test")
    #expect(a.text == b.text)
  }

  @Test("Formatters one key apart stop the process, as a fast path that differs would")
  func disagreementTraps() async {
    await #expect(processExitsWith: .failure) {
      let a = try CheckedStepTests.typed("02079460958", region: "GB")
      let b = try CheckedStepTests.typed("02079460959", region: "GB")
      a.requireAgreement(with: b, path: "a test")
    }
  }
}
