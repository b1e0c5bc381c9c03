// `phonefmt explain --region RR`: per stdin number, the region it belongs to, its validity, the
// format chosen and the pack, file and JSON path that supplied it.

import PhoneCore
import PhonePacks
import PhonePickerData

/// Prints one block of `key: value` lines per input line, ended by an empty line:
///
/// ```
/// input: 0501234567
/// number: +971501234567
/// region: AE
/// validity: valid mobile
/// formats-of: AE (+971)
/// format: (\d{2})(\d{3})(\d{4}) -> $1-$2-$3
/// source: uae-mobile-dashes regions/AE.json $.formats[0]
/// candidates: formats[0] formats[4]
/// candidate-sources: uae-mobile-dashes regions/AE.json $.formats[0], the core pack $.formats[3]
/// chosen-by: the first candidate in list order (libphonenumber's format_number)
/// typing-ranks-first: formats[0]
/// national: 050-123-4567
/// international: +971 50-123-4567
/// ```
/// `candidates` are the formats whose leading digits and pattern fit the whole number, counted
/// in the region's list as loaded (every pack's formats together), while `source` and
/// `candidate-sources` count in the file that wrote each (`$.formats[3]` of the core is
/// `formats[4]` once a pack adds one before it); a
/// complete number takes the first of them, while typing ranks them (priority, longest
/// leading-digits prefix, fewest completions, pack order), so `typing-ranks-first` may differ.
/// With international formats, `international-format` and `international-source` follow.
/// `carrier` is added where the region's picker data names the mobile carrier. Text that is
/// not a phone number gives `error: REASON`, and exit status 1.
enum ExplainCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    let packs = try CommandLineTool.packCatalog(options)
    let catalog = packs.catalog
    let code = try CommandLineTool.region(options, catalog: catalog)
    var warned = false
    var status = ExitStatus.success
    try LineStream.forEachLine { line, out in
      out.line("input: \(line)")
      defer { out.line("") }
      let number: PhoneNumber
      do throws(ParseError) {
        number = try catalog.parse(line, region: code)
      } catch {
        status = .inputError
        out.line("error: \(error.rawValue)")
        return
      }
      let belongs = catalog.region(for: number)
      out.line("number: \(number)")
      out.line("region: \(belongs.map { "\($0)" } ?? "none")")
      out.line("validity: \(catalog.validate(line, region: code))")
      let compiled: CompiledRegion
      do throws(RuleError) {
        guard let c = try catalog.compiled(for: number) else {
          out.line("format: none (\(number.callingCode) has no region)")
          return
        }
        compiled = c
      } catch {
        status = .inputError
        out.line("format: error: \(error)")
        return
      }
      let key = RegionKey(compiled.region)
      out.line("formats-of: \(key) (\(number.callingCode))")
      let sources = packs.formatSources(for: key)
      let digits = number.nationalNumber.utf8.map { $0 - 48 }
      describe(
        compiled.region.formats, compiled.nationalAutomaton, sources.national, digits,
        prefix: "", candidates: true, into: &out)
      if let intl = compiled.region.internationalFormats,
        let automaton = compiled.internationalAutomaton
      {
        describe(
          intl, automaton, sources.international ?? [], digits, prefix: "international-",
          candidates: false, into: &out)
      }
      out.line("national: \(catalog.format(number, style: .national))")
      out.line("international: \(catalog.format(number, style: .international))")
      if let belongs {
        do throws(PackErrors) {
          if let carrier = try packs.pickerData(for: belongs)?
            .mobileCarrier(forNationalNumber: number.nationalNumber)
          {
            out.line("carrier: \(carrier)")
          }
        } catch {
          if !warned { Diagnostics.warning("no carriers: picker data does not load:\n\(error)") }
          warned = true
        }
      }
    }
    return status
  }

  /// The `format`, `source`, `candidates`, `chosen-by` and `typing-ranks-first` lines of one
  /// format list.
  static func describe(
    _ formats: [NumberFormat], _ automaton: FormatAutomaton, _ sources: [FormatSource],
    _ digits: [UInt8], prefix: String, candidates: Bool, into out: inout OutputBuffer
  ) {
    let state = automaton.state(after: digits)
    let fits = automaton.survivors(state, length: Int.max / 2)
      .intersection(automaton.complete(state))
    guard let chosen = fits.first else {
      out.line("\(prefix)format: none (written as digits)")
      return
    }
    let f = formats[chosen]
    out.line("\(prefix)format: \(f.pattern) -> \(f.format)")
    out.line("\(prefix)source: \(chosen < sources.count ? sources[chosen].description : "unknown")")
    guard candidates else { return }
    let all = fits.formats.filter { $0 < formats.count }
    out.line("candidates: " + all.map { "formats[\($0)]" }.joined(separator: " "))
    // `candidates` count in the region's list as loaded (the packs' formats and the core's
    // together); where each was written, in the same order.
    out.line(
      "candidate-sources: "
        + all.map { $0 < sources.count ? sources[$0].description : "unknown" }
        .joined(separator: ", "))
    out.line("chosen-by: the first candidate in list order (libphonenumber's format_number)")
    if let ranked = automaton.best(fits, at: state) {
      out.line("typing-ranks-first: formats[\(ranked)]")
    }
  }
}
