// edit/middle: a digit inserted at a caret in the middle of a number, then deleted again.

import PhoneCore

/// `edit/middle`: for every golden typing, a `PhoneNumberField` holding the finished number
/// gets a `5` inserted at the middle of its text and then loses it again by a one-character
/// `replace(utf16Range:with:)` before the caret (a backspace); the field is back where it
/// started, so runs repeat. One operation is one edit (two per number).
///
/// The peer re-types the whole number after each edit, as Android's
/// `PhoneNumberFormattingTextWatcher` does with libphonenumber.
enum EditMiddleWorkload {
  static let workload = Workload(
    name: "edit/middle", unit: "edit",
    summary: "insert a digit mid-number, then delete it, via PhoneNumberField.replace"
  ) { context in
    let run = try EditMiddleRun(context.typings, catalog: context.catalog())
    return .ready(run, peer: PeerInputs(mode: "retype", lines: run.peerLines))
  }
}

final class EditMiddleRun: WorkloadRun {
  private var fields: [PhoneNumberField] = []
  var workCounter: Int? { fields.reduce(0) { $0 &+ $1.formatter.work } }
  /// Where the digit is inserted, per field (UTF-16 offset of the middle of the text).
  private let middles: [Int]
  /// The digit strings after the insertion and after the deletion, for the peer.
  let peerLines: [PeerLine]
  var operationsPerRun: Int { 2 * fields.count }
  var sampling: Sampling { .batched }

  init(_ typings: [Typing], catalog: PhoneCatalog) throws {
    var middles: [Int] = []
    var peerLines: [PeerLine] = []
    for t in typings {
      var field: PhoneNumberField
      do {
        field = try PhoneNumberField(region: t.code, catalog: catalog)
      } catch {
        throw BenchError.workload(name: "edit/middle", reason: "\(t.region): \(error)")
      }
      field.replace(utf16Range: 0..<0, with: t.keys)
      let original = field.text
      let middle = field.utf16.count / 2
      field.replace(utf16Range: middle..<middle, with: "5")
      let edited = String(String.UnicodeScalarView(field.keys))
      field.replace(utf16Range: (field.caret - 1)..<field.caret, with: "")
      guard field.text == original else {
        throw BenchError.workload(
          name: "edit/middle",
          reason: "\(t.region) \(t.keys): insert+delete gave '\(field.text)', not '\(original)'")
      }
      fields.append(field)
      middles.append(middle)
      peerLines.append(PeerLine(region: t.region, text: edited))
      peerLines.append(PeerLine(region: t.region, text: t.keys))
    }
    self.middles = middles
    self.peerLines = peerLines
  }

  func run(_ meter: inout Meter) -> UInt64 {
    var fs: [PhoneNumberField] = []
    swap(&fs, &fields)
    defer { swap(&fs, &fields) }
    var sink: UInt64 = 0
    meter.start()
    for i in 0..<fs.count {
      let m = middles[i]
      fs[i].replace(utf16Range: m..<m, with: "5")
      let caret = fs[i].caret
      fs[i].replace(utf16Range: (caret - 1)..<caret, with: "")
      sink &+= UInt64(truncatingIfNeeded: caret &+ fs[i].caret)
    }
    meter.stop()
    return sink
  }
}
