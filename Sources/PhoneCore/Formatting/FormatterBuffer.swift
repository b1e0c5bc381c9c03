// FormatterBuffer: the formatter's text (`AsYouTypeFormatter.output`) and a field's checkpoint
// bytes: a value, read like an array, whose memory is a `WorkBuffer` in a `WorkStorage` it holds.
//
// `Array.removeAll(keepingCapacity:)`, `removeFirst(_:)` and `append(contentsOf:)` go through
// `replaceSubrange` and `_copyContents`, generic paths that cost more than the rest of a
// keystroke (a quarter of `keystroke/all-regions`' instructions, measured with callgrind). A
// buffer here keeps its memory when it is emptied or rewritten: emptying it is one store,
// appending within capacity one store, bulk copies one copy.
//
//   owner (WorkStorage): [ ... | e0 e1 ... e(count-1) stale ... | ... ]
//                                ^ elements.base         (elements.capacity)
//
// A formatter's `output` lives in the formatter's own work storage, beside its other buffers,
// and `output.owner` is the formatter's one reference to that storage: the check a keystroke
// makes before writing (`AsYouTypeFormatter.ownStorage()`, is the storage shared with a copy?)
// covers the text too, and the formatter writes it through `elements` without asking again (as
// an array the text asked at every write: ~1.2 calls to `swift_isUniquelyReferenced` a
// keystroke, 12 instructions). The mutating methods here are for a buffer of its own (a field's
// checkpoint bytes, tests): each first makes sure no copy shares the storage (`makeUnique`).

/// A buffer of UTF-16 units (the formatter's text, ``AsYouTypeFormatter/output``) or digits
/// whose storage is kept when it is emptied or rewritten, so that typing allocates nothing.
///
/// A random-access collection, read like an array:
/// ```swift
/// String(decoding: typing.output, as: UTF16.self)   // "020 7946"
/// typing.output.count                              // 8
/// ```
/// A copy is a value: it keeps its elements whatever is typed after it was taken.
public struct FormatterBuffer<Element: FixedWidthInteger & Sendable>: Sendable,
  RandomAccessCollection, Equatable, CustomStringConvertible
{
  /// The storage `elements` is in; copies of this buffer share it until one of them writes.
  /// (Settable inside the module only for `isKnownUniquelyReferenced(&_:)`.)
  var owner: WorkStorage
  /// The elements, in `owner`. Written directly only by a holder that has made sure no copy
  /// shares `owner` (`AsYouTypeFormatter.ownStorage()`). Usable from inline code for `count`.
  @usableFromInline var elements: WorkBuffer<Element>

  /// An empty buffer with room for `capacity` elements, in storage of its own.
  package init(capacity: Int) {
    let storage = WorkStorage(bytes: WorkStorage.bytes(capacity, of: Element.self))
    owner = storage
    elements = WorkBuffer(capacity: capacity, in: storage)
  }

  /// An empty buffer with room for `capacity` elements in `storage` (a formatter's work storage,
  /// which this buffer then holds).
  init(capacity: Int, in storage: WorkStorage) {
    owner = storage
    elements = WorkBuffer(capacity: capacity, in: storage)
  }

  /// The elements in use. Inlinable: read after every keystroke (a call from another module
  /// otherwise, 2 % of a keystroke's instructions).
  @inlinable public var count: Int { elements.count }
  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }

  @inline(__always) public subscript(i: Int) -> Element { elements[i] }

  public var description: String { Array(self).description }

  public static func == (a: FormatterBuffer, b: FormatterBuffer) -> Bool {
    a.elements.elementsEqual(b.elements)
  }

  /// Whether both hold the same elements.
  public func elementsEqual(_ other: FormatterBuffer) -> Bool {
    elements.elementsEqual(other.elements)
  }

  /// The elements in use, as an unsafe buffer for `body`.
  @inline(__always) public func withUnsafeBufferPointer<R>(
    _ body: (UnsafeBufferPointer<Element>) -> R
  ) -> R {
    withExtendedLifetime(owner) { body(elements.elements) }
  }

  /// Gives this buffer storage of its own when a copy shares it (before a write).
  @inline(__always) mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&owner) { copyStorage() }
  }

  @inline(never) private mutating func copyStorage() {
    rehome(in: WorkStorage(bytes: elements.bytes))
  }

  /// Copies the elements to a place in `fresh` and holds it from now on (what a formatter does
  /// to its text when a copy of it shares its storage, with its other buffers).
  mutating func rehome(in fresh: WorkStorage) {
    elements.rehome(in: fresh)
    owner = fresh
  }

  /// Sets the element at `i` (below `count`).
  mutating func put(_ element: Element, at i: Int) {
    makeUnique()
    elements.put(element, at: i)
  }

  /// Empties the buffer; its storage stays.
  mutating func removeAll() {
    makeUnique()
    elements.removeAll()
  }

  /// Keeps the first `n` elements.
  mutating func truncate(to n: Int) {
    makeUnique()
    elements.truncate(to: n)
  }

  package mutating func append(_ element: Element) {
    makeUnique()
    elements.append(element)
  }

  /// Appends the elements of an unsafe buffer (not this buffer's own memory): one copy.
  package mutating func append(contentsOf source: UnsafeBufferPointer<Element>) {
    makeUnique()
    elements.append(contentsOf: source)
  }

  /// Appends `other`'s elements in `range` (`other` may be a copy of this buffer).
  mutating func append(contentsOf other: FormatterBuffer, range: Range<Int>) {
    makeUnique()
    withExtendedLifetime(other.owner) {
      elements.append(contentsOf: other.elements.elements(range))
    }
  }

  /// Appends all of `other`.
  mutating func append(contentsOf other: FormatterBuffer) {
    append(contentsOf: other, range: 0..<other.count)
  }

  /// Appends an array's elements.
  package mutating func append(contentsOf source: [Element]) {
    makeUnique()
    elements.append(contentsOf: source)
  }

  /// Makes this buffer hold `other`'s elements: one copy.
  mutating func replaceAll(with other: FormatterBuffer) {
    makeUnique()
    withExtendedLifetime(other.owner) { elements.replaceAll(with: other.elements) }
  }

  /// Appends `n` elements' bytes that `body` writes, from the pointer it is given (room made
  /// once; `body` must write all of them).
  mutating func appendBytes(_ n: Int, _ body: (UnsafeMutableRawPointer) -> Void) {
    makeUnique()
    elements.appendBytes(n, body)
  }

  /// Removes the first `k` elements.
  mutating func removeFirst(_ k: Int) {
    makeUnique()
    elements.removeFirst(k)
  }

  /// Puts `other`'s elements (another buffer's, or a copy of this one) before the first.
  mutating func prepend(_ other: FormatterBuffer) {
    makeUnique()
    withExtendedLifetime(other.owner) { elements.prepend(other.elements) }
  }
}

extension FormatterBuffer where Element == UInt16 {
  /// The units as a `String`: ASCII (a formatter's text almost always is) narrowed straight
  /// into the string's storage, which for 15 units or fewer is the string itself (a small
  /// string, no allocation); other text decoded from a pointer to the units.
  /// `String(decoding: buffer, as: UTF16.self)` over this collection decoded unit by unit
  /// through its generic indices, some ten times a keystroke (`field/text` in the benchmarks).
  /// - Complexity: O(count); one allocation when the text is longer than 15 UTF-8 bytes.
  package var string: String { withUnsafeBufferPointer(Self.string(of:)) }

  /// `string` of units read in place.
  package static func string(of units: UnsafeBufferPointer<UInt16>) -> String {
    var ascii = true
    for u in units where u >= 0x80 {
      ascii = false
      break
    }
    guard ascii else { return String(decoding: units, as: UTF16.self) }
    return String(unsafeUninitializedCapacity: units.count) { out in
      for i in 0..<units.count { out[i] = UInt8(truncatingIfNeeded: units[i]) }
      return units.count
    }
  }
}

extension FormatterBuffer: FormatOutput where Element == UInt16 {
  package mutating func append(units: [UInt16]) {
    append(contentsOf: units)
  }

  /// Digit values as ASCII digits.
  package mutating func append(digitValues: UnsafeBufferPointer<UInt8>) {
    makeUnique()
    elements.append(digitValues: digitValues)
  }
}
