// Fuzz target `short`: ShortNumberInfo (possible, valid, cost, emergency, connects to
// emergency, carrier-specific, SMS) of arbitrary text dialled in any region.
//
// Input: two bytes choose the region (`GB`; two bytes that name no region of the core pack mean
// GB), then the text as UTF-8 (malformed bytes become U+FFFD).

import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhonePacks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShort(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzReader(data, count)
  let a = input.byte()
  let b = input.byte()
  let region =
    RegionCode(String(decoding: [a, b], as: UTF8.self)).flatMap {
      coreCatalog.regions[$0] != nil ? $0 : nil
    } ?? .gb
  let text = String(decoding: input.rest(), as: UTF8.self)
  let info = CorePack.shortNumbers(for: region)
  let emergency = info.isEmergencyNumber(text)
  let connects = info.connectsToEmergencyNumber(text)
  // An exact emergency number connects; the in-place UTF-16 reading answers as the String one.
  require(!emergency || connects, "\(region) \(text.debugDescription) is emergency, not connecting")
  require(
    info.isEmergencyNumber(utf16: text.utf16) == emergency
      && info.connectsToEmergencyNumber(utf16: text.utf16) == connects,
    "\(region) \(text.debugDescription): UTF-16 and String answers differ")
  guard let number = try? coreCatalog.parse(text, region: region) else { return 0 }
  let possible = info.isPossible(number)
  // Valid short numbers, and numbers of a known cost, have a possible length.
  require(!info.isValid(number) || possible, "\(region) \(number) valid but not possible")
  require(
    info.expectedCost(number) == .unknown || possible,
    "\(region) \(number) has a cost but no possible length")
  _ = info.isCarrierSpecific(number)
  _ = info.isSMSService(number)
  return 0
}
