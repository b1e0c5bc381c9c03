// field/text: the text of a field read as a `String`, as an app's text field binding reads it.

import PhoneCore

/// `field/text`: for every golden typing, a `PhoneNumberField` holding the finished number
/// (`020 7946 0958`, `+44 20 7946 0958`); one operation is one read of its ``text``, the
/// `String` an app hands its text field after each edit. Compare with `keystroke/all-regions`:
/// reading the text should cost no more than the keystroke that changed it.
///
/// No peer: libphonenumber's formatter returns its text as a `std::string` it keeps.
enum FieldTextWorkload {
  static let workload = Workload(
    name: "field/text", unit: "read",
    summary: "PhoneNumberField.text of a field holding a finished number"
  ) { context in
    .ready(try FieldTextRun(context.typings, catalog: context.catalog()), peer: nil)
  }
}

final class FieldTextRun: WorkloadRun {
  private let fields: [PhoneNumberField]
  var operationsPerRun: Int { fields.count }
  var sampling: Sampling { .batched }

  init(_ typings: [Typing], catalog: PhoneCatalog) throws {
    var fields: [PhoneNumberField] = []
    for t in typings {
      do {
        var field = try PhoneNumberField(region: t.code, catalog: catalog)
        field.replace(utf16Range: 0..<0, with: t.keys)
        fields.append(field)
      } catch {
        throw BenchError.workload(name: "field/text", reason: "\(t.region): \(error)")
      }
    }
    self.fields = fields
  }

  func run(_ meter: inout Meter) -> UInt64 {
    // Read in place: `for f in fields` would copy each field (its references retained and
    // released, some 2,000 instructions), which an app reading its own field does not do.
    fields.withUnsafeBufferPointer { fields in
      var sink: UInt64 = 0
      meter.start()
      for i in 0..<fields.count {
        sink &+= UInt64(truncatingIfNeeded: fields[i].text.utf8.count)
      }
      meter.stop()
      return sink
    }
  }
}
