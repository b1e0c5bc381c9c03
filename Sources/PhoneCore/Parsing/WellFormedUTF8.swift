// WellFormedUTF8: the scalars of a Swift string's UTF-8, decoded in place.

/// Decodes UTF-8 that is well formed (a Swift string's always is), a scalar at a time: what
/// the finder reads a text with and what the locale layer transcodes names to UTF-16 with. The
/// standard library's scalar and UTF-16 views walk a non-ASCII string far more slowly.
package enum WellFormedUTF8 {
  /// Calls `body` with each scalar value of `utf8` in order, until it returns false. A
  /// sequence cut short at the end (impossible in a string's UTF-8) ends the walk.
  @inlinable @inline(__always)
  package static func forEachScalar(
    _ utf8: UnsafeBufferPointer<UInt8>, _ body: (UInt32) -> Bool
  ) {
    var i = 0
    let count = utf8.count
    while i < count {
      let lead = UInt32(utf8[i])
      let scalar: UInt32
      switch lead {
      case ..<0x80:
        scalar = lead
        i &+= 1
      case ..<0xE0:
        guard i + 1 < count else { return }
        scalar = (lead & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)
        i &+= 2
      case ..<0xF0:
        guard i + 2 < count else { return }
        scalar =
          (lead & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F)
        i &+= 3
      default:
        guard i + 3 < count else { return }
        scalar =
          (lead & 0x07) << 18 | UInt32(utf8[i + 1] & 0x3F) << 12
          | UInt32(utf8[i + 2] & 0x3F) << 6 | UInt32(utf8[i + 3] & 0x3F)
        i &+= 4
      }
      guard body(scalar) else { return }
    }
  }
}
