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
  private var fields: [PhoneNumberField]
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
    // Each field read in place, through `inout`: read from the array (`for f in fields`, or
    // `fields[i].text`, even through an unsafe buffer), the compiler copied each field first,
    // its references retained and released (some 2,000 instructions), which is the array's
    // cost and not the text's.
    var fs: [PhoneNumberField] = []
    swap(&fs, &fields)
    defer { swap(&fs, &fields) }
    var sink: UInt64 = 0
    meter.start()
    for i in 0..<fs.count {
      sink &+= Self.textLength(&fs[i])
    }
    meter.stop()
    return sink
  }

  /// The length of `field.text`, the string made and dropped.
  @inline(never) static func textLength(_ field: inout PhoneNumberField) -> UInt64 {
    UInt64(truncatingIfNeeded: field.text.utf8.count)
  }
}
