// Keystroke agreement with libphonenumber's AsYouTypeFormatter (phonenumbers 9.0.43) over every
// region's example numbers typed nationally, with '+', and with the international prefix.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

struct Agreement {
  var keystrokes = 0
  var identical = 0
  var typings = 0
  var finalIdentical = 0
  var mismatchesByRegion: [String: Int] = [:]
  var firstMismatches: [String] = []

  var ratio: Double { keystrokes == 0 ? 0 : Double(identical) / Double(keystrokes) }

  var report: String {
    let worst = mismatchesByRegion.sorted {
      $0.value > $1.value || $0.value == $1.value && $0.key < $1.key
    }
    .prefix(8).map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    let pct = (ratio * 10000).rounded() / 100
    return "\(identical)/\(keystrokes) keystrokes identical (\(pct)%), "
      + "\(finalIdentical)/\(typings) final texts identical; worst: \(worst.isEmpty ? "none" : worst)"
  }
}

func measure(_ vectors: [TypingVector], catalog: PhoneCatalog) throws -> Agreement {
  var a = Agreement()
  for v in vectors {
    let shown = try typeAll(v.keys, region: v.region, catalog: catalog)
    a.typings += 1
    if shown.last == v.expected.last { a.finalIdentical += 1 }
    for (i, expected) in v.expected.enumerated() {
      a.keystrokes += 1
      if i < shown.count && shown[i] == expected {
        a.identical += 1
      } else {
        a.mismatchesByRegion[v.region, default: 0] += 1
        if a.firstMismatches.count < 10 {
          a.firstMismatches.append(
            "\(v.region) \(v.mode) \(v.keys.prefix(i + 1)): expected \"\(expected)\", got \"\(i < shown.count ? shown[i] : "-")\""
          )
        }
      }
    }
  }
  return a
}

@Suite("Conformance with libphonenumber")
struct ConformanceTests {
  @Test("Every keystroke of every region's example numbers shows libphonenumber's text")
  func asYouType() throws {
    let vectors = try Golden.asYouType()
    #expect(vectors.count > 3000)
    let a = try measure(vectors, catalog: CoreFixture.catalog)
    #expect(a.keystrokes > 30_000)
    #expect(
      a.identical == a.keystrokes && a.finalIdentical == a.typings,
      "\(a.report); first differences:\n\(a.firstMismatches.joined(separator: "\n"))")
  }

  @Test(
    "The computed ranking alone, without the pack's explicit priorities, differs where measured")
  func rankingAlone() throws {
    let a = try measure(try Golden.asYouType(), catalog: CoreFixture.rankingOnlyCatalog)
    // Exactly the keystrokes measured: all of them in regions DESIGN.md names as deliberately
    // ordered by libphonenumber (IN, named there too, no longer differs). A change either way (a
    // better ranking, or one more keystroke lost) shows here.
    #expect(
      a.mismatchesByRegion == ["AU": 3, "CC": 3, "CN": 5, "CX": 3, "SO": 9],
      "\(a.report); first differences:\n\(a.firstMismatches.joined(separator: "\n"))")
  }

  @Test("Pasting each example (typing the digits at once) ends on libphonenumber's final text")
  func pasteEqualsTyping() throws {
    var checked = 0
    for v in try Golden.asYouType() where v.mode == "national" {
      var field = try PhoneNumberField(region: RegionCode(v.region)!, catalog: CoreFixture.catalog)
      field.replace(utf16Range: 0..<0, with: v.keys)
      #expect(field.text == v.expected.last, "\(v.region) \(v.keys)")
      checked += 1
    }
    #expect(checked > 1000)
  }
}
