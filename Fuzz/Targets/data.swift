// Fuzz target `data`: the data linked into the product (picker data; carrier names and time
// zones, whose layout the geocoding pack's places share) with fuzzed damage, opened and read.
//
// Checks besides "no crash, no hang, no runaway memory":
// - damaged data is refused with a `DataBlobError` that has a message, or reads;
// - undamaged data (an input with no patch and no cut) reads without an error.
//
// Input: the first byte chooses the data (even: picker data, odd: carriers and time zones);
// then a varint cut (0: none, else the data is cut to `cut - 1` bytes, modulo its length + 1);
// then patches to the end, each a varint offset (modulo the length) and a byte written there.
// Damage is applied to the real bytes, so every input reaches the readers past the headers.
//
//   0x00 0x00                      the picker data as linked, every region read
//   0x01 0x00 0x10 0xff            carriers and time zones with byte 16 set to 0xff

import PhoneCallerID
import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhoneDataBlob
import PhonePickerData

let pickerBytes = ShippedPickerData.linkedBytes
let describeBytes = PrefixData.linkedBytes

/// Reads a LEB128 varint from the input (at most 9 bytes; zeros past the end).
func varint(_ input: inout FuzzReader) -> Int {
  var value = 0
  for shift in stride(from: 0, to: 63, by: 7) {
    let b = input.byte()
    value |= Int(b & 0x7f) << shift
    if b & 0x80 == 0 { break }
  }
  return value
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzData(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzReader(data, count)
  let picker = input.byte() & 1 == 0
  var bytes = picker ? pickerBytes : describeBytes
  let cut = varint(&input)
  var damaged = false
  if cut > 0 {
    bytes = Array(bytes.prefix((cut - 1) % (bytes.count + 1)))
    damaged = true
  }
  while input.remaining > 0, !bytes.isEmpty {
    let offset = varint(&input) % bytes.count
    bytes[offset] = input.byte()
    damaged = true
  }
  do throws(DataBlobError) {
    if picker {
      let data = try ShippedPickerData(BlobStorage(copying: bytes))
      for region in try data.regions() { _ = try data.record(for: region) }
    } else {
      let data = try PrefixData(BlobStorage(copying: bytes), magic: PrefixData.describeMagic)
      let locale = DescribeLocale("zh_Hant_TW")
      for code in data.callingCodes() {
        for national in ["", "7", "20794609", "999999999999999"] {
          _ = try data.name(callingCode: code, national: national, locale: locale)
          _ = try data.timeZones(callingCode: code, national: national, geographical: true)
          _ = try data.timeZones(callingCode: code, national: national, geographical: false)
        }
      }
    }
  } catch {
    require(damaged, "undamaged data refused: \(error)")
    require(!error.description.isEmpty, "a refused blob with no message")
  }
  return 0
}
