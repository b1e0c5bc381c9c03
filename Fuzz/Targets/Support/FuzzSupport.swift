// What every fuzz target shares: the core-pack catalog, a reader over the fuzzer's bytes, and
// `require` for invariants (a failed one traps, which libFuzzer reports as a crash).

import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhonePacks

/// The core pack's catalog (the shipped tables), opened once per process.
let coreCatalog: PhoneCatalog = CorePack.catalog()

/// Every geographic region of the core pack, in code order.
let coreRegions: [RegionCode] = coreCatalog.regions.keys.sorted()

/// Traps with `message` when an invariant does not hold.
@inline(__always)
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant: \(message())") }
}

/// Reads the fuzzer's input front to back; reads past the end give zeros.
struct FuzzReader {
  let bytes: [UInt8]
  var position = 0

  init(_ data: UnsafeRawPointer, _ count: Int) {
    bytes = Array(UnsafeRawBufferPointer(start: data, count: count))
  }

  var remaining: Int { Swift.max(bytes.count - position, 0) }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// The next `count` bytes (fewer at the end).
  mutating func take(_ count: Int) -> ArraySlice<UInt8> {
    let end = Swift.min(position + count, bytes.count)
    defer { position = end }
    return bytes[Swift.min(position, end)..<end]
  }

  /// The rest of the input.
  mutating func rest() -> ArraySlice<UInt8> { take(remaining) }
}

/// The digit values of a text's characters, in order (digits of every script).
func digitValues(_ text: some Sequence<Unicode.Scalar>) -> [UInt8] {
  text.compactMap { DigitFolding.value(of: $0) }
}

/// Types (nationally and after `+CC`), parses, formats and validates a region's example numbers
/// and a long digit string in `catalog`, checking the formatter's output stays bounded.
/// - Parameter formatterRequired: trap when the region makes no formatter (a pack that loaded
///   must be usable); otherwise such a region is only parsed and validated in.
func exercise(_ region: Region, in catalog: PhoneCatalog, formatterRequired: Bool) {
  var numbers = region.types.sorted { $0.key.rawValue < $1.key.rawValue }
    .compactMap(\.value.example).prefix(3).map { $0 }
  numbers.append("0123456789012345678")
  let code = region.code == .nonGeographic ? nil : region.code
  if let code {
    var formatter: AsYouTypeFormatter?
    do {
      formatter = try AsYouTypeFormatter(region: code, catalog: catalog)
    } catch {
      require(!formatterRequired, "\(code) makes no formatter: \(error)")
    }
    if var formatter {
      for number in numbers {
        formatter.clear()
        for s in ("+\(region.callingCode)" + number).unicodeScalars { formatter.input(scalar: s) }
        formatter.clear()
        for s in number.unicodeScalars { formatter.input(scalar: s) }
        require(
          formatter.output.count <= 4 * number.utf16.count + 16,
          "formatter output \(formatter.output.count) units for \(number.utf16.count) typed")
      }
    }
  }
  for number in numbers {
    let written = code == nil ? "+\(region.callingCode)\(number)" : number
    _ = catalog.validate(written, region: code)
    guard let parsed = try? catalog.parse(written, region: code) else { continue }
    _ = catalog.region(for: parsed)
    for style in NumberStyle.allCases { _ = catalog.format(parsed, style: style) }
  }
}
