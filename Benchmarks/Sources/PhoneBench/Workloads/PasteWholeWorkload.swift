// paste/whole: a whole formatted number pasted over a field's text.

import PhoneCore

/// `paste/whole`: every golden number, as libphonenumber shows it when finished
/// (`020 7946 0958`, `+44 20 7946 0958`), pasted over the whole text of a `PhoneNumberField`
/// (one field per region, reused). One operation is one paste.
///
/// The peer types the number's keystrokes into a cleared libphonenumber formatter, which is
/// what an app on libphonenumber does with pasted text after dropping its punctuation.
enum PasteWholeWorkload {
  static let workload = Workload(
    name: "paste/whole", unit: "paste",
    summary: "a formatted number pasted over the whole field via PhoneNumberField.replace"
  ) { context in
    let run = try PasteWholeRun(context.typings, catalog: context.catalog())
    let peer = PeerInputs(
      mode: "retype",
      lines: context.typings.map { PeerLine(region: $0.region, text: $0.keys) })
    return .ready(run, peer: peer)
  }
}

final class PasteWholeRun: WorkloadRun {
  private var fields: [PhoneNumberField] = []
  var workCounter: Int? { fields.reduce(0) { $0 &+ $1.formatter.work } }
  private let fieldOfNumber: [Int]
  private let texts: [String]
  var operationsPerRun: Int { texts.count }
  var sampling: Sampling { .batched }

  init(_ typings: [Typing], catalog: PhoneCatalog) throws {
    var index: [RegionCode: Int] = [:]
    var fieldOfNumber: [Int] = []
    for t in typings {
      if index[t.code] == nil {
        do {
          fields.append(try PhoneNumberField(region: t.code, catalog: catalog))
        } catch {
          throw BenchError.workload(name: "paste/whole", reason: "\(t.region): \(error)")
        }
        index[t.code] = fields.count - 1
      }
      fieldOfNumber.append(index[t.code]!)
    }
    self.fieldOfNumber = fieldOfNumber
    self.texts = typings.map(\.finalText)
  }

  func run(_ meter: inout Meter) -> UInt64 {
    var fs: [PhoneNumberField] = []
    swap(&fs, &fields)
    defer { swap(&fs, &fields) }
    var sink: UInt64 = 0
    meter.start()
    for n in 0..<texts.count {
      let f = fieldOfNumber[n]
      let r = fs[f].replace(utf16Range: 0..<fs[f].utf16.count, with: texts[n])
      sink &+= UInt64(truncatingIfNeeded: r.caret)
    }
    meter.stop()
    return sink
  }
}
