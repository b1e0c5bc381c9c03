// FieldKeys: a text field's significant characters, spliced in place by its edits.
//
// `PhoneNumberField` keeps the keys an edit changes and types them through its formatter. Kept
// in an `Array<Unicode.Scalar>`, an edit went through `replaceSubrange` (generic, its own
// allocation check and copies) after walking the inserted string twice, once to count its
// significant characters and once to write them; about 1,200 instructions of a paste. Here the
// keys are an array kept at its capacity and a count, as `FormatterBuffer` keeps the
// formatter's, each key stored with its digit value (folded once, when it is inserted, not again
// each time it is typed), and an edit reads the inserted text's UTF-8 once, writing the keys in
// place: the keys after the edited range first move to where the most keys the text can give
// would end, and back over the room the text did not fill.
//
//   storage: [k0 k1 ... k(count-1) | stale ... ]   (storage.count is the capacity)
//                                  ^ count

/// The significant characters of a field, in order: digits of any script as typed, and a
/// leading `+` (or full-width `＋`), each with its digit value.
struct FieldKeys: Sendable {
  /// One significant character and its value 0–9 (nil for the leading plus).
  struct Key: Sendable {
    var scalar: Unicode.Scalar
    var digit: UInt8?
  }

  private var storage: [Key]
  /// The keys in use: `storage[0..<count]`.
  private(set) var count = 0

  init(capacity: Int) {
    storage = [Key](repeating: Key(scalar: "0", digit: 0), count: capacity)
  }

  var isEmpty: Bool { count == 0 }

  @inline(__always) subscript(i: Int) -> Key {
    precondition(i >= 0 && i < count, "index out of range")
    return storage[i]
  }

  /// The keys' scalars, a new array.
  var scalars: [Unicode.Scalar] {
    var out: [Unicode.Scalar] = []
    out.reserveCapacity(count)
    for i in 0..<count { out.append(storage[i].scalar) }
    return out
  }

  /// Whether the key at `index` (of `count` so far) may be `s`, and its digit value: a decimal
  /// digit of any script anywhere, a plus only first.
  @inline(__always) static func key(_ s: Unicode.Scalar, at index: Int) -> Key? {
    if s.value < 0x80 {
      let d = s.value &- 48
      if d < 10 { return Key(scalar: s, digit: UInt8(truncatingIfNeeded: d)) }
      return index == 0 && s.value == 43 ? Key(scalar: s, digit: nil) : nil
    }
    if let d = DigitFolding.value(of: s) { return Key(scalar: s, digit: d) }
    return index == 0 && TextScanner.isPlus(s) ? Key(scalar: s, digit: nil) : nil
  }

  /// Empties the keys; the storage stays.
  @inline(__always) mutating func removeAll() { count = 0 }

  @inline(__always) mutating func append(_ key: Key) {
    if count < storage.count {
      storage[count] = key
    } else {
      storage.append(key)
    }
    count &+= 1
  }

  /// Removes the key at `i`.
  mutating func remove(at i: Int) {
    precondition(i >= 0 && i < count, "index out of range")
    let n = count
    storage.withUnsafeMutableBufferPointer { s in
      for j in i..<(n - 1) { s[j] = s[j + 1] }
    }
    count = n - 1
  }

  /// Removes the last keys when they are the digits of `digits` in order (by value, in any
  /// script); returns whether it did (a pasted extension's digits, read by the parser at the
  /// end of the text).
  mutating func removeLast(digits: String) -> Bool {
    var i = count
    for s in digits.unicodeScalars.reversed() {
      guard let d = Self.key(s, at: 1)?.digit, i > 0, storage[i - 1].digit == d else {
        return false
      }
      i -= 1
    }
    guard i < count else { return false }
    count = i
    return true
  }

  /// Replaces the keys in `range` with the significant characters of `text` (as typed at
  /// `range.lowerBound`, so a plus counts only there when it is 0); returns how many it
  /// inserted.
  /// - Complexity: one pass over `text`'s UTF-8, plus moving the keys after `range` (twice when
  ///   `text` has characters that are not significant).
  mutating func replaceSubrange(_ range: Range<Int>, withKeysOf text: String) -> Int {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range beyond the end")
    let from = range.lowerBound
    let upper = range.upperBound
    let tail = count - upper
    let room = text.utf8.count
    if tail == 0 {
      count = from
      if room == 1 {
        // One byte, so one ASCII character: a keystroke, read without iterating the string.
        if let key = Self.key(Unicode.Scalar(text.utf8.first!), at: from) { append(key) }
      } else if room <= 4 {
        Self.forEachKey(ofUTF8: text.utf8, startingAt: from) { append($0) }
      } else {
        appendKeys(ofLong: text)
      }
      return count - from
    }
    // The keys after the range go where the most keys `text` can give would end (one per UTF-8
    // byte), the keys are written before them, and they move back over any room left.
    if from + room + tail > storage.count {
      storage.append(
        contentsOf: repeatElement(
          Key(scalar: "0", digit: 0),
          count: Swift.max(from + room + tail, 2 * storage.count) - storage.count))
    }
    if room != upper - from {
      Self.move(&storage, from: upper, to: from + room, count: tail)
    }
    var k = from
    if room == 1 {
      if let key = Self.key(Unicode.Scalar(text.utf8.first!), at: from) {
        storage[k] = key
        k &+= 1
      }
    } else if room > 1 {
      Self.forEachKey(of: text, startingAt: from) { key in
        storage[k] = key
        k &+= 1
      }
    }
    if k != from + room {
      Self.move(&storage, from: from + room, to: k, count: tail)
    }
    count = k + tail
    return k - from
  }

  /// Moves `count` keys of `storage` from offset `source` to offset `target` (the two ranges may
  /// overlap).
  @inline(__always) private static func move(
    _ storage: inout [Key], from source: Int, to target: Int, count: Int
  ) {
    storage.withUnsafeMutableBufferPointer { s in
      let p = s.baseAddress!
      (p + target).update(from: p + source, count: count)
    }
  }

  /// Calls `body` with each significant character of `text` as a key, in order, the first of
  /// them at index `start` of the keys (so a plus counts only when `start` is 0 and it comes
  /// first). Reads the UTF-8 once; ASCII needs no decoding.
  @inline(__always) static func forEachKey(
    of text: String, startingAt start: Int, _ body: (Key) -> Void
  ) {
    // A keystroke (one scalar, up to 4 bytes) is cheapest through the UTF-8 view; longer text,
    // a paste, through a pointer to its bytes (the view costs some 25 instructions a byte more,
    // the pointer some 90 to get), out of line: inlined, it made a keystroke's edit dearer by
    // some 100 instructions.
    if text.utf8.count <= 4 {
      forEachKey(ofUTF8: text.utf8, startingAt: start, body)
    } else {
      forEachKey(ofLong: text, startingAt: start, body)
    }
  }

  /// `forEachKey(of:startingAt:_:)` of a text of more than 4 bytes.
  @inline(never) static func forEachKey(
    ofLong text: String, startingAt start: Int, _ body: (Key) -> Void
  ) {
    forEachKeyInline(ofLong: text, startingAt: start, body)
  }

  /// `forEachKey(ofLong:startingAt:_:)`'s loop, inlined where `body` must not be a call a key
  /// (`appendKeys(ofLong:)`): through a pointer to the text's bytes, or its UTF-8 view when it
  /// has none in memory.
  @inline(__always) static func forEachKeyInline(
    ofLong text: String, startingAt start: Int, _ body: (Key) -> Void
  ) {
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      forEachKey(inBytes: bytes, startingAt: start, body)
    }
    if done == nil { forEachKey(ofUTF8: text.utf8, startingAt: start, body) }
  }

  /// Appends the keys of a text of more than 4 bytes (a paste over the whole text): the loop of
  /// `forEachKey(ofLong:startingAt:_:)` writing the keys in place. A text has at most a key a
  /// byte, so room for its bytes is made once (and kept, as the storage is), and each key is a
  /// store through the storage's pointer (appended one by one, each asked whether the array was
  /// unique and had room: 45 instructions a key). A text longer than `directLimit` bytes (a huge
  /// paste) appends key by key instead, so that its letters take no room.
  @inline(never) mutating func appendKeys(ofLong text: String) {
    let start = count
    let room = text.utf8.count
    guard room <= Self.directLimit else {
      Self.forEachKeyInline(ofLong: text, startingAt: start) { append($0) }
      return
    }
    if storage.count < start + room {
      storage.append(
        contentsOf: repeatElement(Key(scalar: "0", digit: 0), count: start + room - storage.count))
    }
    var n = start
    storage.withUnsafeMutableBufferPointer { keys in
      Self.forEachKeyInline(ofLong: text, startingAt: start) { key in
        keys[n] = key
        n &+= 1
      }
    }
    count = n
  }

  /// The longest text whose keys `appendKeys(ofLong:)` writes in place, in bytes.
  static let directLimit = 1024

  /// `forEachKey(of:startingAt:_:)` over valid UTF-8 in memory.
  @inline(__always) static func forEachKey(
    inBytes bytes: UnsafeBufferPointer<UInt8>, startingAt start: Int, _ body: (Key) -> Void
  ) {
    var index = start
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if b < 0x80 {
        i &+= 1
        asciiKey(b, at: &index, body)
        continue
      }
      // A multi-byte scalar; a String's UTF-8 is valid, so its length is in its lead byte.
      var value: UInt32
      let width: Int
      if b < 0xE0 {
        (value, width) = (UInt32(b & 0x1F), 2)
      } else if b < 0xF0 {
        (value, width) = (UInt32(b & 0x0F), 3)
      } else {
        (value, width) = (UInt32(b & 0x07), 4)
      }
      var j = 1
      while j < width && i &+ j < n {
        value = value << 6 | UInt32(bytes[i &+ j] & 0x3F)
        j &+= 1
      }
      i &+= width
      if let s = Unicode.Scalar(value), let key = key(s, at: index) {
        body(key)
        index &+= 1
      }
    }
  }

  /// The ASCII rule of `key(_:at:)` for byte `b` at key `index` (advanced when `b` is a key),
  /// for both UTF-8 readers: inlined, where going through `key(_:at:)` (an optional key back)
  /// made a paste 73 instructions dearer (measured).
  @inline(__always) static func asciiKey(_ b: UInt8, at index: inout Int, _ body: (Key) -> Void) {
    let d = b &- 48
    if d < 10 {
      body(Key(scalar: Unicode.Scalar(b), digit: d))
      index &+= 1
    } else if b == 43 && index == 0 {
      body(Key(scalar: "+", digit: nil))
      index &+= 1
    }
  }

  /// `forEachKey(of:startingAt:_:)` over valid UTF-8 read in order (a short string's view).
  @inline(__always) static func forEachKey<Bytes: Sequence<UInt8>>(
    ofUTF8 bytes: Bytes, startingAt start: Int, _ body: (Key) -> Void
  ) {
    var index = start
    // The scalar being read: its bits so far, and how many bytes it still needs.
    var value: UInt32 = 0
    var remaining = 0
    for b in bytes {
      if remaining > 0 {
        value = value << 6 | UInt32(b & 0x3F)
        remaining &-= 1
        if remaining == 0, let s = Unicode.Scalar(value), let key = key(s, at: index) {
          body(key)
          index &+= 1
        }
      } else if b < 0x80 {
        asciiKey(b, at: &index, body)
      } else if b < 0xE0 {
        (value, remaining) = (UInt32(b & 0x1F), 1)
      } else if b < 0xF0 {
        (value, remaining) = (UInt32(b & 0x0F), 2)
      } else {
        (value, remaining) = (UInt32(b & 0x07), 3)
      }
    }
  }
}
