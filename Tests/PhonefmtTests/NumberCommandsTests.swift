// End-to-end tests of `phonefmt format` and `phonefmt validate`: streaming, errors, bad input.

import Foundation
import PhoneTestSupport
import Testing

@Suite("phonefmt format and validate end to end")
struct NumberCommandsTests {
  @Test("format: one line out per line in, errors as `error: REASON`, exit 1 if any")
  func format() throws {
    let input = "020 7946 0958\n+1 650 253 0000\nabc\n\n+999 123 456\n020 7946 0958 ext. 12\n"
    let r = try phonefmt(["format", "--region", "GB", "--style", "international"], stdin: input)
    #expect(r.status == 1)
    #expect(r.stderr == "")
    #expect(
      r.stdout == """
        +44 20 7946 0958
        +1 650-253-0000
        error: not-a-number
        error: not-a-number
        error: invalid-country-code
        +44 20 7946 0958 x12

        """)
  }

  @Test("format: every style; exit 0 when every line formats")
  func styles() throws {
    for (style, expected) in [
      ("e164", "+442079460958"), ("national", "020 7946 0958"),
      ("rfc3966", "tel:+44-20-7946-0958"), ("international", "+44 20 7946 0958"),
    ] {
      let r = try phonefmt(["format", "--region", "GB", "--style", style], stdin: "02079460958\n")
      #expect(r.status == 0)
      #expect(r.stdout == expected + "\n")
    }
  }

  @Test("format: a bad style is a usage error")
  func badStyle() throws {
    let r = try phonefmt(["format", "--region", "GB", "--style", "fancy"], stdin: "1\n")
    #expect(r.status == 2)
    #expect(
      r.stderr
        == "phonefmt: error: unknown style 'fancy'; use international, national, e164, rfc3966, "
        + "original, out-of-country or mobile-dialing\n")
  }

  @Test("validate: `valid TYPE` or `invalid REASON` per line")
  func validate() throws {
    let input = "07400 123456\n020 7946 0958\n+44 74\n07400 12345\n\n+1 650 253 0000\n"
    let r = try phonefmt(["validate", "--region", "GB"], stdin: input)
    #expect(r.status == 0)
    #expect(
      r.stdout == """
        valid mobile
        valid fixed-line
        invalid too-short
        invalid invalid-number
        invalid not-a-number
        valid fixed-line-or-mobile

        """)
  }

  @Test("Hostile lines each get a defined result and the stream goes on")
  func hostileLines() throws {
    let lines = [
      String(repeating: "9", count: 100_000), "\u{200B}\u{200E}\u{202E}", "\u{0}\u{1}\u{7F}",
      "٠٢٠ ٧٩٤٦ ٠٩٥٨", "０２０ ７９４６ ０９５８", "------", String(repeating: "ab", count: 50_000),
      "020 7946 0958",
    ]
    let r = try phonefmt(
      ["validate", "--region", "GB"], stdin: lines.joined(separator: "\n") + "\n")
    #expect(r.status == 0)
    #expect(
      r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
        "invalid too-long", "invalid not-a-number", "invalid not-a-number", "valid fixed-line",
        "valid fixed-line", "invalid not-a-number", "invalid too-long", "valid fixed-line", "",
      ])
  }

  @Test("format reads hostile lines from their bytes with the answers of the text path")
  func hostileBytes() throws {
    // Each line beside its answer. `format` reads a line from its bytes (a plain ASCII number
    // in one pass), so these cover what that path must leave to the full scanners: CRLF,
    // invalid UTF-8, NUL and other controls, bidi marks, a line cut at 64 KiB, extensions,
    // keypad letters, `tel:` URIs, full-width plus and Arabic-Indic digits, a second number,
    // and a last line without a newline.
    let cases: [([UInt8], String)] = [
      (Array("+1 650 253 0000\r".utf8), "+16502530000"),
      (Array(repeating: 0x39, count: 100_000), "error: too-long"),
      (Array("+1 650 253 ".utf8) + [0xFF] + Array(" 0000".utf8), "error: not-a-number"),
      (Array("+1 650".utf8) + [0] + Array(" 253 0000".utf8), "error: not-a-number"),
      (Array("\u{200E}+1 650 253 0000\u{200F}".utf8), "+16502530000"),
      (Array("\u{202B}(650) 253-0000\u{202C}".utf8), "+16502530000"),
      (
        Array("(650) 253-0000 ".utf8) + Array(repeating: 0x20, count: 70_000) + [0x31],
        "error: too-long"
      ),
      ([1, 2, 0x1B] + Array("[31m".utf8), "error: not-a-number"),
      (Array("  (650) 253-0000.  ".utf8), "+16502530000"),
      (Array("650.253.0000#".utf8), "error: not-a-number"),
      (Array("tel:+1-650-253-0000;ext=12".utf8), "+16502530000"),
      (Array("+1 650 253 0000 x 7".utf8), "+16502530000"),
      (Array("1-800-FLOWERS".utf8), "+18003569377"),
      (Array("\u{FF0B}1 650 253 0000".utf8), "+16502530000"),
      (Array("+\u{661} 650 253 0000".utf8), "+16502530000"),
      (Array("[650] 253-0000".utf8), "+16502530000"),
      (Array("+1 (650)/253-0000".utf8), "+16502530000"),
      (Array("+1 650 253 0000 / x12 34".utf8), "+16502530000"),
      (Array("+44 20 7946 0958".utf8), "+442079460958"),
    ]
    let input = cases.map(\.0).joined(separator: [0x0A]).map { $0 }
    let r = try phonefmt(["format", "--region", "US", "--style", "e164"], stdinBytes: input)
    #expect(r.status == 1)
    let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == cases.count + 1)
    for (i, (bytes, answer)) in cases.enumerated() where i < lines.count {
      #expect(lines[i] == answer, "line \(i + 1), \(bytes.prefix(40))")
    }
  }

  @Test(
    "Memory stays bounded however many lines stream through",
    .enabled(if: peakMemoryReadable, "peak memory is read from /proc/PID/status (Linux only)"))
  func boundedMemory() throws {
    // The peak resident size after 5,000 lines and after 50,000 lines differs by far less
    // than keeping the extra lines would take (0.8 MB of input, several MB as strings): the
    // tool keeps no line once answered.
    func peakKB(lines: Int) throws -> Int {
      let line = "+44 20 7946 0958\n"
      return try phonefmtPeakMemoryKB(
        ["format", "--region", "GB", "--style", "national"], stdinLine: line, count: lines)
    }
    let small = try peakKB(lines: 5_000)
    let large = try peakKB(lines: 50_000)
    #expect(small > 1_024, "a peak of \(small) kB is not a process's")
    #expect(large - small < 1_024, "peak \(small) kB vs \(large) kB")
  }
}

@Suite("phonefmt pack lint, pack compile, --packs and --tables end to end")
struct PackCommandsTests {
  let fixtures = repositoryRoot + "/Tests/PhonePacksTests/Fixtures"

  @Test("pack lint prints PACK/FILE: JSON.PATH: message per problem and exits 1")
  func lintProblems() throws {
    let r = try phonefmt(["pack", "lint", "Tests/PhonePacksTests/Fixtures/bad-engine"])
    #expect(r.status == 1)
    #expect(
      r.stdout == """
        Tests/PhonePacksTests/Fixtures/bad-engine/pack.json: $.homepage: unknown field (line 1, column 109)
        Tests/PhonePacksTests/Fixtures/bad-engine/pack.json: $.engine: the pack needs engine >=9; this engine is 0.1.0 (line 1, column 50)

        """)
  }

  @Test("pack lint of good packs prints one ok line per pack and exits 0")
  func lintClean() throws {
    let r = try phonefmt([
      "pack", "lint", repositoryRoot + "/RulePacks/examples/canary-islands",
      repositoryRoot + "/RulePacks/examples/uae-mobile-dashes",
    ])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    let canary = try okLine(
      ["RulePacks/examples/canary-islands"], "canary-islands 1.0.0: 1 region, 2 formats")
    let uae = try okLine(
      ["RulePacks/examples/canary-islands", "RulePacks/examples/uae-mobile-dashes"],
      "uae-mobile-dashes 1.0.0: 1 region, 1 format")
    #expect(r.stdout == canary + "\n" + uae + "\n")
  }

  @Test("--packs applies packs in order to every subcommand")
  func packsOption() throws {
    let r = try phonefmt(
      [
        "format", "--region", "AE", "--style", "national", "--packs",
        repositoryRoot + "/RulePacks/examples/uae-mobile-dashes",
      ], stdin: "0501234567\n")
    #expect(r.stdout == "050-123-4567\n")
  }

  @Test(
    "pack compile writes tables that --tables uses; a damaged file is compiled again from its packs"
  )
  func compileAndUse() throws {
    let path = "/tmp/phonefmt-test-\(getpid()).tbl"
    defer { unlink(path) }
    let w = try phonefmt([
      "pack", "compile", repositoryRoot + "/RulePacks/examples/uae-mobile-dashes", "--output", path,
    ])
    #expect(w.status == 0)
    #expect(w.stderr.hasPrefix("wrote \(path): "))
    let r = try phonefmt(["type", "--region", "AE", "--tables", path], stdin: "0501234567\n")
    #expect(r.stdout.hasSuffix("\t050-123-4567\n"))
    #expect(r.stderr == "")
    let cut = path + ".cut"
    defer { unlink(cut) }
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    try data.prefix(500).write(to: URL(fileURLWithPath: cut))
    // The file held uae-mobile-dashes: without it among --packs, refused rather than dropped.
    let f = try phonefmt(["type", "--region", "AE", "--tables", cut], stdin: "0501234567\n")
    #expect(f.status == 2)
    #expect(f.stdout == "")
    #expect(f.stderr.contains("it was compiled with pack uae-mobile-dashes 1.0.0"))
    let g = try phonefmt(
      [
        "type", "--region", "AE", "--tables", cut, "--packs",
        repositoryRoot + "/RulePacks/examples/uae-mobile-dashes",
      ], stdin: "0501234567\n")
    #expect(g.stdout.hasSuffix("\t050-123-4567\n"))
    #expect(
      g.stderr
        == "phonefmt: warning: \(cut): table file is cut short (at byte 500); compiling the rule packs instead\n"
    )
  }
}

@Suite("phonefmt match end to end")
struct MatchCommandTests {
  @Test("match: one answer per line; with --region both sides are read in it")
  func match() throws {
    let input =
      "+44 20 7946 0958\t020 7946 0958\n020 7946 0958\t7946 0958\nabc\t+44 20 7946 0958\n"
      + "+44 20 7946 0958\t+1 650 253 0000\n\n"
    let r = try phonefmt(["match"], stdin: input)
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(r.stdout == "nsn\nshort-nsn\nnot-a-number\nnone\nnot-a-number\n")
    let g = try phonefmt(["match", "--region", "GB"], stdin: input)
    #expect(g.stdout == "exact\nshort-nsn\nnot-a-number\nnone\nnot-a-number\n")
  }

  @Test("match: an unknown region is a usage error")
  func badRegion() throws {
    let r = try phonefmt(["match", "--region", "QQ"], stdin: "1\t2\n")
    #expect(r.status == 2)
    #expect(r.stdout == "")
  }
}

@Suite("phonefmt format --style original end to end")
struct OriginalStyleCommandTests {
  @Test("format --style original: each line as written; errors as `error: REASON`, exit 1")
  func original() throws {
    let input = "02079460958\n+442079460958\n00 1 650 253 0000\nabc\n"
    let r = try phonefmt(["format", "--region", "GB", "--style", "original"], stdin: input)
    #expect(r.status == 1)
    #expect(r.stderr == "")
    #expect(r.stdout == "020 7946 0958\n+44 20 7946 0958\n00 1 650-253-0000\nerror: not-a-number\n")
  }
}

@Suite("phonefmt find end to end")
struct FindCommandTests {
  @Test("find: START:END:E164 per number, TAB-joined, offsets in scalars; empty line for none")
  func find() throws {
    let input = "Ring 020 7946 0958 or +1 650 253 0000 x12\non 12/03/2024\n😀 ０２０ ７９４６ ０９５８\n"
    let r = try phonefmt(["find", "--region", "GB"], stdin: input)
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout
        == "5:18:+442079460958\t22:41:+16502530000;ext=12\n\n2:15:+442079460958\n")
  }

  @Test(
    "find --leniency: possible finds numbers of possible length; an unknown leniency is a usage error"
  )
  func leniency() throws {
    let p = try phonefmt(["find", "--region", "GB", "--leniency", "possible"], stdin: "0207 1\n")
    #expect(p.stdout == "0:6:+4402071\n")
    let v = try phonefmt(["find", "--region", "US", "--leniency", "possible"], stdin: "555 1234\n")
    #expect(v.stdout == "0:8:+15551234\n")
    let bad = try phonefmt(["find", "--region", "GB", "--leniency", "loose"], stdin: "1\n")
    #expect(bad.status == 2)
    #expect(
      bad.stderr
        == "phonefmt: error: unknown leniency 'loose'; use possible, valid, strict-grouping or exact-grouping\n"
    )
  }
}
