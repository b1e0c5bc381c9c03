// FormatterBuffer: the formatter's digit and text buffers, which keep their storage when they
// are emptied or shortened, so that a keystroke never reaches the generic collection code.
//
// `Array.removeAll(keepingCapacity:)`, `removeFirst(_:)` and `append(contentsOf:)` go through
// `replaceSubrange` and `_copyContents`, generic paths that cost more than the rest of a
// keystroke (a quarter of `keystroke/all-regions`' instructions, measured with callgrind). A
// buffer here is an array kept at its capacity and a count of the elements in use: emptying it
// is one store, appending within capacity one store, and bulk copies are loops over unsafe
// buffers.
//
//   storage: [e0 e1 ... e(count-1) | stale ... ]   (storage.count is the capacity)
//                                  ^ count

/// A buffer of UTF-16 units (the formatter's text, ``AsYouTypeFormatter/output``) or digits
/// whose storage is kept when it is emptied or rewritten, so that typing allocates nothing.
///
/// A random-access collection, read like an array:
/// ```swift
/// String(decoding: typing.output, as: UTF16.self)   // "020 7946"
/// typing.output.count                              // 8
/// ```
public struct FormatterBuffer<Element: FixedWidthInteger & Sendable>: Sendable,
  RandomAccessCollection, Equatable, CustomStringConvertible
{
  private var storage: [Element]
  /// The elements in use: `storage[0..<count]`.
  public private(set) var count = 0

  /// An empty buffer with room for `capacity` elements (none: no allocation).
  init(capacity: Int) { storage = [Element](repeating: 0, count: capacity) }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  @inline(__always) public subscript(i: Int) -> Element {
    precondition(i >= 0 && i < count, "index out of range")
    return storage[i]
  }

  /// Sets the element at `i` (below `count`).
  @inline(__always) mutating func put(_ element: Element, at i: Int) {
    precondition(i >= 0 && i < count, "index out of range")
    storage[i] = element
  }

  public var description: String { Array(self).description }

  public static func == (a: FormatterBuffer, b: FormatterBuffer) -> Bool { a.elementsEqual(b) }

  /// Empties the buffer; its storage stays.
  @inline(__always) mutating func removeAll() { count = 0 }

  /// Keeps the first `n` elements.
  @inline(__always) mutating func truncate(to n: Int) {
    precondition(n >= 0 && n <= count, "truncating beyond the end")
    count = n
  }

  @inline(__always) package mutating func append(_ element: Element) {
    if count < storage.count {
      storage[count] = element
    } else {
      storage.append(element)
    }
    count &+= 1
  }

  /// Makes room for `extra` more elements.
  @inline(__always) private mutating func reserve(_ extra: Int) {
    let needed = count &+ extra
    if needed > storage.count { grow(to: needed) }
  }

  @inline(never) private mutating func grow(to needed: Int) {
    storage.append(
      contentsOf: repeatElement(0, count: Swift.max(needed, storage.count * 2, 16) - storage.count))
  }

  /// Appends the elements of an unsafe buffer: one copy.
  package mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
    reserve(elements.count)
    let start = count
    storage.withUnsafeMutableBufferPointer { s in
      for i in 0..<elements.count { s[start &+ i] = elements[i] }
    }
    count &+= elements.count
  }

  /// Appends `other`'s elements in `range`.
  mutating func append(contentsOf other: FormatterBuffer, range: Range<Int>) {
    precondition(range.upperBound <= other.count, "range beyond the end")
    other.storage.withUnsafeBufferPointer { o in
      append(contentsOf: UnsafeBufferPointer(rebasing: o[range]))
    }
  }

  /// Appends all of `other`.
  @inline(__always) mutating func append(contentsOf other: FormatterBuffer) {
    append(contentsOf: other, range: 0..<other.count)
  }

  /// Appends an array's elements.
  package mutating func append(contentsOf elements: [Element]) {
    elements.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  /// Makes this buffer hold `other`'s elements: one copy, nothing for an empty one.
  @inline(__always) mutating func replaceAll(with other: FormatterBuffer) {
    let n = other.count
    count = 0
    if n == 0 { return }
    if n > storage.count { reserve(n) }  // checked here: a call per copy otherwise
    storage.withUnsafeMutableBufferPointer { s in
      other.storage.withUnsafeBufferPointer { o in
        s.baseAddress!.update(from: o.baseAddress!, count: n)
      }
    }
    count = n
  }

  /// Makes this buffer hold the elements of an unsafe buffer (not this buffer's own).
  @inline(__always) mutating func replaceAll(with elements: UnsafeBufferPointer<Element>) {
    count = 0
    append(contentsOf: elements)
  }

  /// Makes this buffer hold the `n` elements at `p` (any alignment) and moves `p` past them.
  @inline(__always) mutating func replaceAll(copying p: inout UnsafeRawPointer, count n: Int) {
    count = 0
    if n > storage.count { reserve(n) }
    let bytes = n &* MemoryLayout<Element>.stride
    if bytes > 0 {
      let from = p
      storage.withUnsafeMutableBytes { s in
        s.baseAddress!.copyMemory(from: from, byteCount: bytes)
      }
    }
    count = n
    p += bytes
  }

  /// Appends `n` elements' bytes that `body` writes, from the pointer it is given (room made
  /// once; `body` must write all of them).
  @inline(__always) mutating func appendBytes(
    _ n: Int, _ body: (UnsafeMutableRawPointer) -> Void
  ) {
    reserve(n)
    let start = count
    storage.withUnsafeMutableBytes { s in
      body(s.baseAddress! + start &* MemoryLayout<Element>.stride)
    }
    count &+= n
  }

  /// Removes the first `k` elements.
  mutating func removeFirst(_ k: Int) {
    precondition(k >= 0 && k <= count, "removing beyond the end")
    if k == 0 { return }
    let n = count
    storage.withUnsafeMutableBufferPointer { s in
      for i in k..<n { s[i &- k] = s[i] }
    }
    count = n - k
  }

  /// Puts `other`'s elements before the first.
  mutating func prepend(_ other: FormatterBuffer) {
    let k = other.count
    if k == 0 { return }
    reserve(k)
    let n = count
    storage.withUnsafeMutableBufferPointer { s in
      var i = n
      while i > 0 {
        i &-= 1
        s[i &+ k] = s[i]
      }
    }
    other.storage.withUnsafeBufferPointer { o in
      storage.withUnsafeMutableBufferPointer { s in
        for i in 0..<k { s[i] = o[i] }
      }
    }
    count = n + k
  }

  /// The elements in use, as an unsafe buffer for `body`.
  @inline(__always) public func withUnsafeBufferPointer<R>(
    _ body: (UnsafeBufferPointer<Element>) -> R
  ) -> R {
    let n = count
    return storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<n])) }
  }

  /// Whether both hold the same elements.
  public func elementsEqual(_ other: FormatterBuffer) -> Bool {
    guard count == other.count else { return false }
    return withUnsafeBufferPointer { a in
      other.withUnsafeBufferPointer { b in
        for i in 0..<a.count where a[i] != b[i] { return false }
        return true
      }
    }
  }
}

extension FormatterBuffer: FormatOutput where Element == UInt16 {
  @inline(__always) package mutating func append(units: [UInt16]) {
    append(contentsOf: units)
  }

  /// Digit values as ASCII digits: room made once, one store a digit.
  package mutating func append(digitValues: UnsafeBufferPointer<UInt8>) {
    reserve(digitValues.count)
    let start = count
    storage.withUnsafeMutableBufferPointer { s in
      for i in 0..<digitValues.count { s[start &+ i] = UInt16(48 &+ digitValues[i]) }
    }
    count &+= digitValues.count
  }
}
