// WorkBuffer: the as-you-type formatter's working buffers (what was typed, the national number,
// the prefix, the template, scratch space), all in one block of memory that the formatter owns,
// copied on write once per keystroke instead of once per buffer.
//
// Each buffer was an array (`FormatterBuffer`): every append asked whether its storage was
// shared (`swift_isUniquelyReferenced`), five times on a keystroke that keeps its format, and a
// field's checkpoint copied eight arrays one by one. Here a buffer is a pointer into the
// formatter's `WorkStorage`, a capacity and a count: appending within capacity is one store.
// The formatter checks once, when a keystroke starts, that no copy of it shares the storage
// (`AsYouTypeFormatter.ownStorage()`), and gives the copy it is writing its own storage first.
//
//   WorkStorage.block:  [ output | typed | dialled | national | prefix | ... | retypeKeys ]
//                         ^ base of each WorkBuffer, at its capacity     (one allocation)
//                       `output`, the text, is a `FormatterBuffer`: it holds the storage
//   standalone blocks:  a buffer that outgrew its place (text past any phone number's length)
//                       gets one of its own, freed when it grows again or with the storage
//
// A WorkBuffer is only ever held by the formatter whose storage it points into (or by a local
// copy inside one of its methods): it does not retain the storage (`unowned`: one that outlived
// it traps), and copying one copies the pointer, not the elements. The checked build asks, at
// every keystroke, that every buffer of a formatter is placed in the formatter's storage, within
// its capacity, and that no two overlap (`AsYouTypeFormatter.workBuffersHold`).

/// Memory for a formatter's work buffers: one block, and a block of its own for each buffer
/// that outgrew its place in it.
final class WorkStorage: @unchecked Sendable {
  private let block: UnsafeMutableRawPointer
  private let blockBytes: Int
  private var used = 0
  private var standalone: [UnsafeMutableRawPointer] = []

  /// Storage whose block holds `bytes` (buffers are placed in it by `take`).
  init(bytes: Int) {
    blockBytes = Swift.max(bytes, 16)
    block = UnsafeMutableRawPointer.allocate(byteCount: blockBytes, alignment: 16)
  }

  deinit {
    block.deallocate()
    for p in standalone { p.deallocate() }
  }

  /// Bytes `count` elements take in the block (rounded up to 16, the block's alignment).
  static func bytes<E>(_ count: Int, of type: E.Type) -> Int {
    (Swift.max(count, 1) * MemoryLayout<E>.stride + 15) & ~15
  }

  /// Room for `count` elements: the next place in the block, or a block of its own when the
  /// block is full or `alone`.
  func take<E>(_ count: Int, of type: E.Type, alone: Bool = false) -> UnsafeMutablePointer<E> {
    let bytes = Self.bytes(count, of: type)
    if !alone && used + bytes <= blockBytes {
      let p = block + used
      used += bytes
      return p.bindMemory(to: E.self, capacity: Swift.max(count, 1))
    }
    let p = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
    standalone.append(p)
    return p.bindMemory(to: E.self, capacity: Swift.max(count, 1))
  }

  /// How many buffers have a block of their own (outgrew their place, or found the block full).
  var blocksOfTheirOwn: Int { standalone.count }

  /// Whether `bytes` from `p` lie in the part of the block given out, or are a block of this
  /// storage's own (which holds one buffer, from its start).
  func holds(_ p: UnsafeRawPointer, bytes: Int) -> Bool {
    let start = UnsafeRawPointer(block)
    return (p >= start && p + bytes <= start + used) || standalone.contains { p == $0 }
  }

  /// Whether the extents of buffers (``WorkBuffer/extent``) overlap nowhere. No allocation.
  static func disjoint(_ extents: UnsafeBufferPointer<Range<UInt>>) -> Bool {
    for i in extents.indices {
      for j in extents.indices where j > i && extents[i].overlaps(extents[j]) { return false }
    }
    return true
  }

  /// Bytes the block holds (buffers placed by `take` beyond them get blocks of their own).
  var capacity: Int { blockBytes }

  /// Makes the whole block free again and gives back the blocks of their own, for storage that
  /// is used again once the buffers placed in it are gone (the checked build's general steps).
  func reset() {
    used = 0
    for p in standalone { p.deallocate() }
    standalone.removeAll(keepingCapacity: true)
  }

  /// Frees `p` when it is a block of its own (a place in the block stays).
  func giveBack<E>(_ p: UnsafeMutablePointer<E>) {
    let raw = UnsafeMutableRawPointer(p)
    guard let i = standalone.firstIndex(of: raw) else { return }
    standalone.swapAt(i, standalone.count - 1)
    standalone.removeLast()
    raw.deallocate()
  }
}

/// A buffer of digits or UTF-16 units in a formatter's `WorkStorage`, read like an array.
///
/// Not a value on its own: two copies of a WorkBuffer share their elements. The formatter that
/// holds it copies its storage before writing when another formatter shares it.
@usableFromInline
struct WorkBuffer<Element: FixedWidthInteger & Sendable>: @unchecked Sendable,
  RandomAccessCollection, CustomStringConvertible
{
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var capacity: Int
  @usableFromInline private(set) var count = 0
  /// The storage `base` points into, which the formatter holding this buffer holds (its
  /// `output.owner`). Not retained (a retain would make every formatter's storage look shared
  /// to `isKnownUniquelyReferenced`), but `unowned`, not `unowned(unsafe)`: a buffer copied out
  /// of a formatter that is gone traps when it grows, rather than writing freed memory.
  private unowned var storage: WorkStorage

  /// An empty buffer with room for `capacity` elements in `storage`.
  init(capacity: Int, in storage: WorkStorage) {
    self.storage = storage
    self.capacity = Swift.max(capacity, 1)
    base = storage.take(self.capacity, of: Element.self)
  }

  @usableFromInline var startIndex: Int { 0 }
  @usableFromInline var endIndex: Int { count }

  @usableFromInline @inline(__always) subscript(i: Int) -> Element {
    precondition(i >= 0 && i < count, "index out of range")
    return base[i]
  }

  @usableFromInline var description: String { Array(self).description }

  /// The elements in use.
  @inline(__always) var elements: UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: base, count: count)
  }

  /// The elements in `range` (within the elements in use).
  @inline(__always) func elements(_ range: Range<Int>) -> UnsafeBufferPointer<Element> {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range beyond the end")
    return UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
  }

  /// Sets the element at `i` (below `count`).
  @inline(__always) mutating func put(_ element: Element, at i: Int) {
    precondition(i >= 0 && i < count, "index out of range")
    base[i] = element
  }

  /// Empties the buffer; its memory stays.
  @inline(__always) mutating func removeAll() { count = 0 }

  /// Keeps the first `n` elements.
  @inline(__always) mutating func truncate(to n: Int) {
    precondition(n >= 0 && n <= count, "truncating beyond the end")
    count = n
  }

  @inline(__always) mutating func append(_ element: Element) {
    if count == capacity { grow(to: count &+ 1) }
    base[count] = element
    count &+= 1
  }

  /// Moves the elements to a block of their own with room for at least `needed` (the old
  /// place is given back after the copy: `source`, when it points into it, stays readable
  /// until then).
  @inline(never)
  private mutating func grow(to needed: Int, copying source: UnsafeBufferPointer<Element>? = nil) {
    let newCapacity = Swift.max(needed, capacity * 2, 16)
    let p = storage.take(newCapacity, of: Element.self, alone: true)
    p.update(from: base, count: count)
    if let source, let from = source.baseAddress, source.count > 0 {
      (p + count).update(from: from, count: source.count)
    }
    storage.giveBack(base)
    base = p
    capacity = newCapacity
  }

  /// Appends the elements of an unsafe buffer (which may be this buffer's own): one copy.
  @inline(__always)
  mutating func append(contentsOf source: UnsafeBufferPointer<Element>) {
    let n = source.count
    if n == 0 { return }
    if count &+ n > capacity {
      grow(to: count &+ n, copying: source)
    } else {
      UnsafeMutableRawPointer(base + count).copyMemory(
        from: UnsafeRawPointer(source.baseAddress!), byteCount: n &* MemoryLayout<Element>.stride)
    }
    count &+= n
  }

  /// Appends `separators`' elements, then `last`, one by one: a keystroke's units (a digit
  /// after none or one separator, nearly always), for which a call to `memcpy` costs more than
  /// the copy. `separators` must not be this buffer's own.
  @inline(__always)
  mutating func append(_ separators: UnsafeBufferPointer<Element>, then last: Element) {
    let n = separators.count &+ 1
    if count &+ n > capacity { grow(to: count &+ n) }
    var p = base + count
    for e in separators {
      p.pointee = e
      p += 1
    }
    p.pointee = last
    count &+= n
  }

  /// Appends `other`'s elements in `range`.
  @inline(__always) mutating func append(contentsOf other: WorkBuffer, range: Range<Int>) {
    append(contentsOf: other.elements(range))
  }

  /// Appends an array's elements.
  mutating func append(contentsOf elements: [Element]) {
    elements.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  /// Makes this buffer hold `other`'s elements: one copy.
  @inline(__always) mutating func replaceAll(with other: WorkBuffer) {
    let source = other.elements
    if source.baseAddress == UnsafePointer(base) {
      count = source.count  // itself
      return
    }
    count = 0
    append(contentsOf: source)
  }

  /// Makes this buffer hold `source`'s elements (which may be this buffer's own): one copy.
  @inline(__always) mutating func replaceAll(with source: UnsafeBufferPointer<Element>) {
    if source.baseAddress == UnsafePointer(base) {
      count = source.count  // itself
      return
    }
    count = 0
    append(contentsOf: source)
  }

  /// Makes this buffer hold the `n` elements at `p` (any alignment) and moves `p` past them.
  @inline(__always) mutating func replaceAll(copying p: inout UnsafeRawPointer, count n: Int) {
    count = 0
    if n > capacity { grow(to: n) }
    let bytes = n &* MemoryLayout<Element>.stride
    if bytes > 0 { UnsafeMutableRawPointer(base).copyMemory(from: p, byteCount: bytes) }
    count = n
    p += bytes
  }

  /// Appends `n` elements' bytes that `body` writes, from the pointer it is given (room made
  /// once; `body` must write all of them).
  @inline(__always) mutating func appendBytes(_ n: Int, _ body: (UnsafeMutableRawPointer) -> Void) {
    if count &+ n > capacity { grow(to: count &+ n) }
    body(UnsafeMutableRawPointer(base + count))
    count &+= n
  }

  /// Removes the first `k` elements.
  mutating func removeFirst(_ k: Int) {
    precondition(k >= 0 && k <= count, "removing beyond the end")
    if k == 0 { return }
    let n = count - k
    UnsafeMutableRawPointer(base).copyMemory(
      from: UnsafeRawPointer(base + k), byteCount: n * MemoryLayout<Element>.stride)
    count = n
  }

  /// Puts `other`'s elements (another buffer's) before the first.
  mutating func prepend(_ other: WorkBuffer) {
    let k = other.count
    if k == 0 { return }
    if count + k > capacity { grow(to: count + k) }
    let n = count
    UnsafeMutableRawPointer(base + k).copyMemory(
      from: UnsafeRawPointer(base), byteCount: n * MemoryLayout<Element>.stride)
    UnsafeMutableRawPointer(base).copyMemory(
      from: UnsafeRawPointer(other.base), byteCount: k * MemoryLayout<Element>.stride)
    count = n + k
  }

  /// Whether both hold the same elements.
  func elementsEqual(_ other: WorkBuffer) -> Bool {
    guard count == other.count else { return false }
    for i in 0..<count where base[i] != other.base[i] { return false }
    return true
  }

  /// Bytes this buffer's capacity takes in a block.
  var bytes: Int { WorkStorage.bytes(capacity, of: Element.self) }

  /// Whether the buffer's invariants hold: its elements are within its capacity, and its
  /// memory is a place in `owner`'s block or a block of `owner`'s own (what the checked build
  /// asks of every buffer of a formatter, with ``WorkStorage/disjoint(_:)``).
  func isPlaced(in owner: WorkStorage) -> Bool {
    count >= 0 && count <= capacity && storage === owner
      && owner.holds(UnsafeRawPointer(base), bytes: capacity * MemoryLayout<Element>.stride)
  }

  /// The bytes this buffer's capacity takes, for ``WorkStorage/disjoint(_:)``.
  var extent: Range<UInt> {
    let start = UInt(bitPattern: UnsafeRawPointer(base))
    return start..<(start + UInt(capacity * MemoryLayout<Element>.stride))
  }

  /// Copies the elements to a place of the same capacity in `storage`, and uses it from now on
  /// (what a formatter does to the buffers of storage it shares, before writing).
  mutating func rehome(in storage: WorkStorage) {
    let p = storage.take(capacity, of: Element.self)
    p.update(from: base, count: count)
    base = p
    self.storage = storage
  }
}

extension WorkBuffer: FormatOutput where Element == UInt16 {
  @inline(__always) mutating func append(units: [UInt16]) {
    append(contentsOf: units)
  }

  /// ASCII characters (bytes below 128) as UTF-16 units.
  @inline(__always) mutating func append(ascii: UnsafeBufferPointer<UInt8>) {
    append(bytes: ascii, plus: 0)
  }

  /// Digit values as ASCII digits.
  @inline(__always) mutating func append(digitValues: UnsafeBufferPointer<UInt8>) {
    append(bytes: digitValues, plus: 48)
  }

  /// Bytes as UTF-16 units, `offset` added to each: room made once, one store a unit.
  mutating func append(bytes: UnsafeBufferPointer<UInt8>, plus offset: UInt8) {
    let n = bytes.count
    if count + n > capacity { grow(to: count + n) }
    for i in 0..<n { base[count &+ i] = UInt16(bytes[i] &+ offset) }
    count &+= n
  }
}
