// FormatterBufferTests: the formatter's buffer against an array doing the same operations.

import PhoneCompiler
import PhoneTestSupport
import Testing

@testable import PhoneCore

@Suite("Formatter buffers")
struct FormatterBufferTests {
  @Test("Random operations leave the buffer equal to an array doing the same")
  func matchesArray() {
    var rng = SeededRandom(seed: 0xB0FF_E7)
    for round in 0..<200 {
      var buffer = FormatterBuffer<UInt16>(capacity: Int.random(in: 0...8, using: &rng))
      let model = BufferModel.run(
        &buffer, other: FormatterBuffer<UInt16>(capacity: 0), round: round, using: &rng)
      #expect(buffer == FormatterBuffer(copying: model))
      #expect(buffer.elementsEqual(FormatterBuffer(copying: model)))
    }
  }

  @Test("A copy is a value: changing it leaves the original as it was")
  func copiesAreValues() {
    var original = FormatterBuffer<UInt8>(capacity: 4)
    for d: UInt8 in [4, 4, 2, 0] { original.append(d) }
    var copy = original
    copy.put(9, at: 0)
    copy.removeFirst(1)
    copy.append(7)
    #expect(Array(original) == [4, 4, 2, 0])
    #expect(Array(copy) == [4, 2, 0, 7])
    var emptied = original
    emptied.removeAll()
    emptied.append(1)
    #expect(Array(original) == [4, 4, 2, 0], "emptying a copy keeps the original's elements")
    #expect(original != copy)
    #expect(original.description == "[4, 4, 2, 0]")
  }
}

/// What the buffer tests do to the formatter's buffers (`FormatterBuffer`, `WorkBuffer`): the
/// operations both have, and appending a buffer's own elements.
protocol TestedBuffer: RandomAccessCollection where Element == UInt16, Index == Int {
  mutating func append(_ element: UInt16)
  mutating func append(contentsOf elements: [UInt16])
  mutating func append(contentsOf other: Self, range: Range<Int>)
  mutating func append(digitValues: UnsafeBufferPointer<UInt8>)
  mutating func replaceAll(with other: Self)
  mutating func removeAll()
  mutating func truncate(to n: Int)
  mutating func removeFirst(_ k: Int)
  mutating func prepend(_ other: Self)
  mutating func put(_ element: UInt16, at i: Int)
  /// Appends its own elements in `range`.
  mutating func appendOwn(_ range: Range<Int>)
}

extension FormatterBuffer: TestedBuffer where Element == UInt16 {
  mutating func appendOwn(_ range: Range<Int>) {
    let copy = self  // a value: the copy is what is appended
    append(contentsOf: copy, range: range)
  }
}

extension WorkBuffer: TestedBuffer where Element == UInt16 {
  mutating func appendOwn(_ range: Range<Int>) {
    // The same memory as the source: read before any growth gives its place back.
    append(contentsOf: elements(range))
  }
}

/// A buffer and an array doing the same random operations.
enum BufferModel {
  /// Thirty random operations on `buffer` and an array, `other` (empty, filled here with up to
  /// 30 units) the second buffer they read from; expects the buffer equal to the array, and
  /// `other` unchanged, after each. Returns the array.
  static func run<B: TestedBuffer>(
    _ buffer: inout B, other empty: B, round: Int, using rng: inout SeededRandom
  ) -> [UInt16] {
    var model: [UInt16] = []
    var other = empty
    var otherModel: [UInt16] = []
    for u in 0..<UInt16.random(in: 0...30, using: &rng) {
      other.append(u)
      otherModel.append(u)
    }
    var log: [String] = []
    for _ in 0..<30 {
      log.append(step(&buffer, &model, other: other, otherModel: otherModel, using: &rng))
      #expect(Array(buffer) == model, "round \(round): \(log)")
      #expect(buffer.count == model.count, "round \(round): \(log)")
      #expect(Array(other) == otherModel, "round \(round): the other buffer, after \(log)")
    }
    return model
  }

  /// One random operation on both the buffer and its model array; `other` (and its model) is a
  /// second buffer used as a source.
  static func step<B: TestedBuffer>(
    _ buffer: inout B, _ model: inout [UInt16], other: B, otherModel: [UInt16],
    using rng: inout SeededRandom
  ) -> String {
    let value = UInt16.random(in: 0...0xFFFF, using: &rng)
    switch Int.random(in: 0..<11, using: &rng) {
    case 0:
      buffer.append(value)
      model.append(value)
      return "append \(value)"
    case 1:
      let units = (0..<Int.random(in: 0...40, using: &rng)).map { UInt16($0) &+ value }
      buffer.append(contentsOf: units)
      model.append(contentsOf: units)
      return "append \(units.count) units"
    case 2:
      let lower = Int.random(in: 0...otherModel.count, using: &rng)
      let upper = Int.random(in: lower...otherModel.count, using: &rng)
      buffer.append(contentsOf: other, range: lower..<upper)
      model.append(contentsOf: otherModel[lower..<upper])
      return "append other[\(lower)..<\(upper)]"
    case 3:
      let lower = Int.random(in: 0...model.count, using: &rng)
      let upper = Int.random(in: lower...model.count, using: &rng)
      buffer.appendOwn(lower..<upper)
      model.append(contentsOf: model[lower..<upper])
      return "append own[\(lower)..<\(upper)]"
    case 4:
      buffer.replaceAll(with: other)
      model = otherModel
      return "replaceAll"
    case 5:
      buffer.removeAll()
      model.removeAll()
      return "removeAll"
    case 6:
      let n = Int.random(in: 0...model.count, using: &rng)
      buffer.truncate(to: n)
      model.removeLast(model.count - n)
      return "truncate \(n)"
    case 7:
      let k = Int.random(in: 0...model.count, using: &rng)
      buffer.removeFirst(k)
      model.removeFirst(k)
      return "removeFirst \(k)"
    case 8:
      buffer.prepend(other)
      model.insert(contentsOf: otherModel, at: 0)
      return "prepend"
    case 9:
      let digits: [UInt8] = (0..<Int.random(in: 0...12, using: &rng)).map { UInt8($0 % 10) }
      digits.withUnsafeBufferPointer { buffer.append(digitValues: $0) }
      model.append(contentsOf: digits.map { UInt16(48 + $0) })
      return "append \(digits.count) digit values"
    default:
      guard !model.isEmpty else { return "nothing" }
      let i = Int.random(in: 0..<model.count, using: &rng)
      buffer.put(value, at: i)
      model[i] = value
      return "put \(value) at \(i)"
    }
  }
}

extension FormatterBuffer {
  /// A buffer holding `elements` (tests only).
  init(copying elements: [Element]) {
    self.init(capacity: elements.count)
    append(contentsOf: elements)
  }
}
