// Fuzz target `numbers`: PhoneCatalog.parse, format (every style), validate, region(for:)
// and the typed-number region detection on arbitrary text.
//
// Input: two bytes choose the default region (`GB`; `--` or any two bytes that name no region
// of the core pack mean none), then the text as UTF-8 (malformed bytes become U+FFFD).

import PhoneCompiler
import PhoneCore
import PhoneCoreData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNumbers(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzReader(data, count)
  let a = input.byte()
  let b = input.byte()
  let region = RegionCode(String(decoding: [a, b], as: UTF8.self)).flatMap {
    coreCatalog.regions[$0] != nil ? $0 : nil
  }
  let text = String(decoding: input.rest(), as: UTF8.self)
  let catalog = coreCatalog
  _ = catalog.validate(text, region: region)
  guard let number = try? catalog.parse(text, region: region) else { return 0 }
  require(
    number.nationalNumber.utf8.allSatisfy { $0 >= 48 && $0 <= 57 },
    "national number \(number.nationalNumber.debugDescription) is not ASCII digits")
  require(
    (2...17).contains(number.nationalNumber.utf8.count),
    "national number of \(number.nationalNumber.utf8.count) digits")
  _ = catalog.numberType(of: number)
  _ = catalog.isValid(number)
  _ = catalog.lengthCheck(number)
  // A valid number written with its calling code (E.164, international, RFC 3966) parses
  // back to itself with no default region. Not for invalid numbers: libphonenumber, too,
  // strips a national prefix again from the E.164 of `+64 0 032345` parsed in NZ (+6432345).
  // Not for the national style: GA writes +241 2364246 as `02 36 42 46`, which libphonenumber,
  // too, parses in GA as +241 02364246. Not with an extension: ` x` allows 9 digits where
  // `;ext=` allowed 20 (libphonenumber, too, refuses `+44 1534 223898 x185623617552`).
  let valid = catalog.isValid(number) && number.extensionNumber == nil
  for style in NumberStyle.allCases {
    let written = catalog.format(number, style: style)
    guard valid, style != .national else { continue }
    let again = try? catalog.parse(written, region: nil)
    require(
      again?.callingCode == number.callingCode && again?.nationalNumber == number.nationalNumber,
      "\(style) \(written.debugDescription) of \(number) parses back as \(String(describing: again))"
    )
  }
  return 0
}
