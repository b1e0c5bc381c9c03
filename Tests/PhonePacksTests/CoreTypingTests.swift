// The field and formatter opened on the core pack without a catalog: every region constant
// works, and they type exactly as those opened on CorePack.catalog().

import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhonePacks
import Testing

@Suite("Typing with the core pack's rules")
struct CoreTypingTests {
  @Test("Every region constant is a region of the core pack, and a field opens for it")
  func everyConstantOpens() {
    let catalog = CorePack.catalog()
    let missing = RegionCode.known.filter {
      (try? PhoneNumberField(region: $0, catalog: catalog)) == nil
    }
    #expect(missing.isEmpty, "no field for \(missing.prefix(10))")
    #expect(
      RegionCode.known.count
        == catalog.callingCodes.reduce(0) {
          $0 + catalog.regions(forCallingCode: $1).filter { $0 != .nonGeographic }.count
        })
  }

  @Test("PhoneNumberField(region:) types as the field on CorePack.catalog()")
  func sameAsCatalogField() throws {
    for (region, keys) in [
      (RegionCode.gb, "07400123456"), (.us, "+442079460958"), (.de, "015123456789"),
    ] {
      var plain = PhoneNumberField(region: region)
      var explicit = try PhoneNumberField(region: region, catalog: CorePack.catalog())
      let a = plain.insert(keys)
      let b = explicit.insert(keys)
      #expect(a.text == b.text && a.caret == b.caret, "\(region) \(keys)")
      #expect(a.outcome == .accepted)
      #expect(plain.region == region)
    }
    var typing = AsYouTypeFormatter(region: .gb)
    for key in "+14165550123" { typing.input(key) }
    #expect(typing.text == "+1 416-555-0123")
    #expect(typing.callingCode == 1)
  }
}
