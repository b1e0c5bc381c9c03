// Fuzz target `find`: PhoneCatalog.findNumbers at every leniency on arbitrary text.
//
// Input: one byte chooses the leniency (its value modulo 4: possible, valid, strict-grouping,
// exact-grouping), two bytes the default region (`GB`; any two bytes that name no region of
// the core pack mean none), then the text as UTF-8 (malformed bytes become U+FFFD).

import PhoneCompiler
import PhoneCore
import PhoneCoreData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFind(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzReader(data, count)
  let leniency = Leniency.allCases[Int(input.byte() % 4)]
  let a = input.byte()
  let b = input.byte()
  let region = RegionCode(String(decoding: [a, b], as: UTF8.self)).flatMap {
    coreCatalog.regions[$0] != nil ? $0 : nil
  }
  let text = String(decoding: input.rest(), as: UTF8.self)
  let catalog = coreCatalog
  let found = catalog.findNumbers(in: text, region: region, leniency: leniency)
  let scalars = Array(text.unicodeScalars)
  let utf16 = Array(text.utf16)
  var end = 0
  for f in found {
    // In order, not overlapping, inside the text.
    require(
      f.scalarRange.lowerBound >= end && f.scalarRange.upperBound <= scalars.count
        && !f.scalarRange.isEmpty,
      "range \(f.scalarRange) after \(end) in \(scalars.count) scalars")
    end = f.scalarRange.upperBound
    // Every range holds the raw text: as String indices, UTF-16 offsets and scalar offsets.
    require(String(text[f.range]) == f.rawText, "range does not hold \(f.rawText.debugDescription)")
    require(
      String(decoding: utf16[f.utf16Range], as: UTF16.self) == f.rawText,
      "UTF-16 range does not hold \(f.rawText.debugDescription)")
    require(
      String(String.UnicodeScalarView(scalars[f.scalarRange])) == f.rawText,
      "scalar range does not hold \(f.rawText.debugDescription)")
    // Parsing the raw text gives the number.
    let again = try? catalog.parse(f.rawText, region: region)
    require(
      again == f.number,
      "\(f.rawText.debugDescription) parses as \(String(describing: again)), not \(f.number)")
  }
  return 0
}
