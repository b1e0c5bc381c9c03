// FileHeader: how the engine's binary files begin (table files, compiled short-number metadata),
// read in one place.
//
//   offset  size  field
//   0       8     magic (the kind of file: "PHFMTTBL", "PHFMTSHN")
//   8       4     format version, little-endian
//   12      4     index length N, little-endian
//   16      8     checksum (`checksum64`) of the index
//   24      N     the index; what follows it is the kind's own

/// The header of the engine's binary files: the magic, the format version and the index's length
/// and checksum. The writer is PhoneCompiler's (`FileHeader.file(magic:version:index:)`).
package enum FileHeader {
  /// The header's length: the index starts here.
  package static let size = 24

  /// Checks the magic and the format version, not the index (what a reader of a file's first
  /// bytes alone needs: `TableFile.packs(in:)`).
  /// - Throws: `.notATableFile` for another magic, `.unsupportedFormatVersion` for another
  ///   version, `.truncated` when the bytes end first.
  package static func checkVersion(_ bytes: [UInt8], magic: [UInt8], version: UInt32)
    throws(TableFileError)
  {
    guard bytes.count >= magic.count, bytes[0..<magic.count].elementsEqual(magic) else {
      throw .notATableFile
    }
    var header = ByteReader(bytes, offset: magic.count)
    let found = try header.u32()
    guard found == version else {
      throw .unsupportedFormatVersion(found: found, supported: version)
    }
  }

  /// How many bytes the header and the index take, as the header says (not checked: see
  /// `index(of:magic:version:)`), at most `bytes.count`; all of them when the header is cut
  /// short. What a reader of bytes it does not copy whole copies first.
  package static func extent(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard bytes.count >= size else { return bytes.count }
    let length = UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: 12, as: UInt32.self)
    return Swift.min(bytes.count, size + Int(UInt32(littleEndian: length)))
  }

  /// Checks the whole header and the index's checksum.
  /// - Returns: where the index lies in `bytes`.
  /// - Throws: as `checkVersion`, `.truncated` when the index is cut short, `.checksumMismatch`
  ///   when it does not match its checksum.
  package static func index(of bytes: [UInt8], magic: [UInt8], version: UInt32)
    throws(TableFileError) -> Range<Int>
  {
    try checkVersion(bytes, magic: magic, version: version)
    var header = ByteReader(bytes, offset: magic.count + 4)
    let length = Int(try header.u32())
    let checksum = try header.u64()
    guard length <= bytes.count - size else { throw .truncated(offset: bytes.count) }
    let index = size..<(size + length)
    guard checksum64(bytes[index]) == checksum else { throw .checksumMismatch }
    return index
  }
}
