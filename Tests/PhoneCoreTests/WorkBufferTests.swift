// WorkBufferTests: the formatter's work buffers against arrays doing the same operations, and
// the formatter's copy on write of their storage.

import PhoneCompiler
import PhoneTestSupport
import Testing

@testable import PhoneCore

@Suite("Work buffers")
struct WorkBufferTests {
  @Test("Random operations, past the buffer's capacity too, leave it equal to an array")
  func matchesArray() {
    var rng = SeededRandom(seed: 0x3013_B0FF)
    for round in 0..<200 {
      let storage = WorkStorage(bytes: 96)
      var buffer = WorkBuffer<UInt16>(capacity: Int.random(in: 1...8, using: &rng), in: storage)
      let model = BufferModel.run(
        &buffer, other: WorkBuffer<UInt16>(capacity: 4, in: storage), round: round, using: &rng)
      var fresh = WorkBuffer<UInt16>(capacity: 1, in: storage)
      fresh.append(contentsOf: model)
      #expect(buffer.elementsEqual(fresh))
      // Moved to other storage, the elements come along and the old storage may go.
      let moved = WorkStorage(bytes: buffer.bytes)
      buffer.rehome(in: moved)
      #expect(Array(buffer) == model)
    }
  }

  /// Every scalar typed into `formatter`, one at a time.
  static func type(_ keys: String, into formatter: inout AsYouTypeFormatter) {
    for s in keys.unicodeScalars { formatter.input(scalar: s) }
  }

  @Test("A copy of a formatter is a value: typing into one leaves the other as it was")
  func formatterCopiesAreValues() throws {
    let catalog = CoreFixture.catalog
    var original = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
    Self.type("020794", into: &original)
    let before = (original.text, IncrementalEditTests.state(original))
    var copy = original
    Self.type("60958", into: &copy)
    #expect(copy.text == "020 7946 0958")
    #expect(original.text == before.0)
    #expect(IncrementalEditTests.state(original) == before.1)
    // And the other way round: the original goes on as if the copy had never been made.
    Self.type("60958", into: &original)
    #expect(original.text == "020 7946 0958")
    #expect(IncrementalEditTests.state(original) == IncrementalEditTests.state(copy))
  }

  @Test("The text a caller keeps is a value; typing with none kept copies nothing")
  func keptTextIsAValue() throws {
    // The text lives in the formatter's work storage (one reference: `output.owner`).
    // Weak references: a strong one here would be a copy sharing the storage.
    var typing = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: CoreFixture.catalog)
    weak let storage = typing.storage
    Self.type("020794", into: &typing)
    #expect(storage != nil && typing.storage === storage, "with no copy held, typed in place")
    let kept = typing.output
    Self.type("60958", into: &typing)
    #expect(String(decoding: kept, as: UTF16.self) == "020 794")
    #expect(typing.text == "020 7946 0958")
    #expect(typing.storage !== storage, "a held copy of the text made the keystroke copy first")
    weak let moved = typing.storage
    typing.clear()
    Self.type("0161", into: &typing)
    #expect(moved != nil && typing.storage === moved)
    #expect(String(decoding: kept, as: UTF16.self) == "020 794")
  }

  @Test("Text longer than the buffers' first capacity stays a value in copies")
  func longTextCopies() throws {
    let catalog = CoreFixture.catalog
    var original = try AsYouTypeFormatter(region: RegionCode("US")!, catalog: catalog)
    #expect(original.storage.blocksOfTheirOwn == 0, "init's block holds every buffer")
    Self.type("4165550123", into: &original)
    #expect(original.storage.blocksOfTheirOwn == 0, "a number's text fits the first places")
    original.clear()
    let long = String(repeating: "1234567890", count: 30)  // past maxFormattedLength
    Self.type(String(long.prefix(150)), into: &original)
    #expect(original.storage.blocksOfTheirOwn > 0, "150 digits outgrow the first places")
    var copy = original
    Self.type(String(long.dropFirst(150)), into: &copy)
    #expect(copy.text == long, "past the length it formats, the keys are shown as typed")
    #expect(original.text == String(long.prefix(150)))
    Self.type("x", into: &original)
    #expect(original.text == String(long.prefix(150)) + "x")
    #expect(copy.text == long)
    // A cleared formatter types a new number after a long one.
    copy.clear()
    Self.type("4165550123", into: &copy)
    #expect(copy.text == "(416) 555-0123")
  }
}
