// Fuzz target `tables`: `TableFile.decode` of fuzzed table files, then the decoded catalog in
// use: formatters typing, parsing, formatting and validating in its regions, and the file
// written again.
//
// Checks besides "no crash, no hang, no runaway memory":
// - a refused file gives a `TableFileError` with a message;
// - an accepted file's catalog works in every region (first eight) without trapping;
// - writing the decoded catalog gives a file that decodes again, and writing that one gives
//   the same bytes (the encoding is stable once canonical).
//
// Input: the first byte chooses how the rest is read.
// - `0x03` (any byte with both low bits set): the rest is the whole file, header included,
//   so the magic, version, length and checksum checks are fuzzed too.
// - anything else: the rest is one calling code's three sections, decoded: a varint length and
//   the models section (its regions), a varint length and the formats section, then the rules
//   section. `TableFile.pack(sections:)` compresses them and writes the index and checksums
//   around them, so
//   mutations get past the checksums and reach the readers of regions, automata and rules,
//   as a lazily read section would. Seeds are the sections of one calling code's regions
//   (Fuzz/make-corpus.py).

import PhoneCompiler
import PhoneCore
import PhoneCoreData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTables(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzReader(data, count)
  let mode = input.byte()
  let rest = Array(input.rest())
  let file = mode & 3 == 3 ? rest : TableFile.pack(sections: rest)
  let catalog: PhoneCatalog
  do {
    catalog = try TableFile.decode(file)
  } catch {
    require(!error.description.isEmpty, "a refused table file with no message")
    return 0
  }
  use(catalog)
  // Written again: decodes, and is then stable.
  guard let again = try? TableFile.encode(catalog) else { return 0 }
  let second: PhoneCatalog
  do {
    second = try TableFile.decode(again)
  } catch {
    fatalError("invariant: a decoded catalog written again does not decode: \(error)")
  }
  require(second.allRegions == catalog.allRegions, "regions changed when written again")
  if let third = try? TableFile.encode(second) {
    require(third == again, "writing a table file twice gave different bytes")
  }
  return 0
}

/// Types, parses, formats and validates in the catalog's regions (the first eight).
func use(_ catalog: PhoneCatalog) {
  for region in catalog.allRegions.prefix(8) {
    exercise(region, in: catalog, formatterRequired: false)
  }
}
