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
    // Every keystroke that differs is on a calling code whose format lists the core-pack
    // generator ordered explicitly (its rank audit found them: libphonenumber deliberately
    // lists a broader format first there, as DESIGN.md says of AU, CC, CX, CN and SO); the
    // rule alone still gives every typing libphonenumber's final text and at least 99.8 % of
    // its keystrokes (DESIGN.md's figure). Measured on whatever release the data is from.
    let ordered = Set(
      CoreFixture.regions.filter { r in
        (r.formats + (r.internationalFormats ?? [])).contains { $0.priority != 0 }
      }.map(\.callingCode))
    let codes = Dictionary(
      CoreFixture.regions.filter { $0.code != .nonGeographic }.map {
        ("\($0.code)", $0.callingCode)
      },
      uniquingKeysWith: { a, _ in a })
    let elsewhere = a.mismatchesByRegion.keys.filter { !ordered.contains(codes[$0] ?? -1) }
    #expect(
      elsewhere.isEmpty,
      "\(a.report); first differences:\n\(a.firstMismatches.joined(separator: "\n"))")
    #expect(a.finalIdentical == a.typings, "\(a.report)")
    #expect(a.ratio >= 0.998, "\(a.report)")
    #expect(a.keystrokes > 30_000)
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
