// Fuzz target `typing`: keystrokes into AsYouTypeFormatter and edits of a PhoneNumberField,
// in any region, checking after every step that the field's caret is inside its text, that the
// text shows exactly the digits typed, in order, for the field and the formatter alike, and that
// the field's incremental edits end where typing its keys afresh ends.
//
// Input: two bytes choose the region (`GB`, or any two bytes), then a stream of operations.
// A byte below 0x08 is an edit; anything else is a UTF-8 scalar typed at the caret (and into a
// plain formatter alongside):
//   0x01            deleteBackward()
//   0x02 o          moveCaret(to: o)            o: one byte, -8 ... 247
//   0x03 a b n s    replace(utf16Range: a..<b, with: n bytes of UTF-8)
//   0x04 a b        deleteBackward(selection: a..<b)
//   0x05            clear() both
//   0x06 x y z      type the scalar (x << 16 | y << 8 | z) % 0x110000, if it is one
//   0x07            type a multi-scalar character (e + combining acute) into the formatter

import PhoneCompiler
import PhoneCore
import PhoneCoreData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTyping(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  // Decoded by the same code as the replayed inputs of FuzzRegressionTests
  // (Tests/PhoneTestSupport/TypingFuzzInput.swift).
  let input = TypingFuzzInput(Array(UnsafeRawBufferPointer(start: data, count: count)))
  let region = input.region(among: coreRegions)
  var formatter: AsYouTypeFormatter
  var field: PhoneNumberField
  do {
    formatter = try AsYouTypeFormatter(region: region, catalog: coreCatalog)
    field = try PhoneNumberField(region: region, catalog: coreCatalog)
  } catch {
    fatalError("fuzz: region \(region) of the core pack does not compile: \(error)")
  }
  var typedDigits: [UInt8] = []  // digit values typed into the formatter since it was cleared
  var typedUnits = 0  // UTF-16 units typed into the formatter since it was cleared
  for operation in input.operations {
    switch operation {
    case .deleteBackward: field.deleteBackward()
    case .moveCaret(let offset): field.moveCaret(to: offset)
    case .replace(let range, let text): field.replace(utf16Range: range, with: text)
    case .deleteSelection(let range): field.deleteBackward(selection: range)
    case .clear:
      field.clear()
      formatter.clear()
      typedUnits = 0
      typedDigits.removeAll()
    case .type(let s):
      formatter.input(scalar: s)
      typedUnits += s.utf16.count
      if let d = DigitFolding.value(of: s) { typedDigits.append(d) }
      field.insert(String(s))
    case .typeCharacter:
      formatter.input("e\u{301}" as Character)
      typedUnits += 2
    }
    check(field)
    // The field's incremental edit ends where typing its keys afresh ends.
    var fresh = freshFormatter(region)
    for k in field.keys { fresh.input(scalar: k) }
    require(
      fresh.output == field.utf16,
      "field shows \(field.text.debugDescription), its keys typed afresh \(fresh.text.debugDescription)")
    require(
      digitValues(String(decoding: formatter.output, as: UTF16.self).unicodeScalars)
        == typedDigits,
      "formatter shows \(formatter.text.debugDescription) for the digits \(typedDigits)")
    // The formatter shows the input with separators and prefixes added: bounded by it.
    require(
      formatter.output.count <= 4 * typedUnits + 16,
      "formatter output \(formatter.output.count) units for \(typedUnits) typed")
  }
  return 0
}

/// A new formatter of `region` (compiled already: the field of the same region exists).
func freshFormatter(_ region: RegionCode) -> AsYouTypeFormatter {
  do {
    return try AsYouTypeFormatter(region: region, catalog: coreCatalog)
  } catch {
    fatalError("fuzz: region \(region) of the core pack does not compile: \(error)")
  }
}

/// The field's invariants after any edit.
func check(_ field: PhoneNumberField) {
  let units = field.utf16
  require(
    field.caret >= 0 && field.caret <= units.count,
    "caret \(field.caret) outside a text of \(units.count) units")
  let text = String(decoding: units, as: UTF16.self)
  // Any number of digits: where libphonenumber would drop one, the text is shown as typed.
  let typed = digitValues(field.keys)
  require(
    digitValues(text.unicodeScalars) == typed,
    "text \(text.debugDescription) does not show the digits typed \(field.keys)")
  // The caret never splits a surrogate pair.
  if field.caret > 0 && field.caret < units.count {
    require(
      !UTF16.isTrailSurrogate(units[field.caret]),
      "caret \(field.caret) inside a surrogate pair of \(text.debugDescription)")
  }
}
