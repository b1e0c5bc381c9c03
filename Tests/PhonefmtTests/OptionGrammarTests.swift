// End-to-end: the command-line grammar (global options before or after the subcommand, where a
// variadic option's values end, `--opt=value`, usage errors naming the option).

import Foundation
import PhoneTestSupport
import Testing

@Suite("Command-line grammar")
struct OptionGrammarTests {
  let packA = repositoryRoot + "/Tests/PhonePacksTests/Fixtures/ae-a"
  let packB = repositoryRoot + "/Tests/PhonePacksTests/Fixtures/ae-b"
  let canary = repositoryRoot + "/RulePacks/examples/canary-islands"
  let format = ["format", "--region", "AE", "--style", "national"]

  @Test("--packs before the subcommand: its directories end at the subcommand's name")
  func packsBeforeSubcommand() throws {
    let r = try phonefmt(["--packs", packA, packB] + format, stdin: "0501234567\n")
    #expect(r.stderr == "")
    #expect(r.status == 0)
    // ae-b applies after ae-a, so its format wins.
    #expect(r.stdout == "050/123/4567\n")
    let ic = try phonefmt(
      ["--packs", canary, "validate", "--region", "IC"], stdin: "+34 928 123 456\n")
    #expect(ic.stderr == "")
    #expect(ic.stdout == "valid fixed-line\n")
  }

  @Test("--packs after the subcommand: its directories end at the next option")
  func packsAfterSubcommand() throws {
    let r = try phonefmt(
      ["format", "--packs", packB, packA, "--region", "AE", "--style", "national"],
      stdin: "0501234567\n")
    #expect(r.stderr == "")
    #expect(r.stdout == "050.123.4567\n")
    let last = try phonefmt(format + ["--packs", packA, packB], stdin: "0501234567\n")
    #expect(last.stdout == "050/123/4567\n")
  }

  @Test("-- ends the directories of --packs; --packs=DIR gives one, and repeats add up")
  func packsEndAtDashes() throws {
    let r = try phonefmt(["--packs", packA, packB, "--"] + format, stdin: "0501234567\n")
    #expect(r.stderr == "")
    #expect(r.stdout == "050/123/4567\n")
    let eq = try phonefmt(["--packs=" + packB, "--packs=" + packA] + format, stdin: "0501234567\n")
    #expect(eq.stderr == "")
    #expect(eq.stdout == "050.123.4567\n")
  }

  @Test("--opt=value gives a value that starts with '-'; without '=' it is a usage error")
  func dashValues() throws {
    let ok = try phonefmt(["countries", "--locale", "en", "--search=-Kingdom"])
    #expect(ok.status == 0)
    #expect(ok.stderr == "")
    #expect(ok.stdout.contains("GB\t+44\tUnited Kingdom\n"))
    let bad = try phonefmt(["countries", "--locale", "en", "--search", "-x"])
    #expect(bad.status == 2)
    #expect(bad.stdout == "")
    #expect(
      bad.stderr
        == "phonefmt: error: missing TEXT after --search (write --search=-x for a value that starts with '-')\n"
    )
  }

  @Test(
    "Usage errors name the option: missing value, unknown option, value given to a flag",
    arguments: [
      (["type", "--region"], "missing RR after --region"),
      (["--packs", "type", "--region", "GB"], "missing DIR... after --packs"),
      (["type", "--region", "GB", "--packs"], "missing DIR... after --packs"),
      (["type", "--region", "GB", "--tables"], "missing FILE after --tables"),
      (
        ["--region", "GB", "type"],
        "unknown option '--region' (a subcommand's options follow its name)"
      ),
      (["type", "--region", "GB", "--style", "e164"], "unknown option '--style'"),
      (["tables", "--rank-audit=yes"], "--rank-audit takes no value"),
      (["type", "GB"], "unexpected argument 'GB' after 'type'"),
      (["typo", "--region", "GB"], "unknown subcommand 'typo'"),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let r = try phonefmt(arguments, stdin: "1\n")
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(r.stderr == "phonefmt: error: \(message)\n")
  }

  @Test("-h anywhere prints the usage text and exits 0; no subcommand exits 2")
  func help() throws {
    let h = try phonefmt(["type", "--region", "GB", "--help"])
    #expect(h.status == 0)
    #expect(h.stdout.hasPrefix("usage: phonefmt [global options] <subcommand> [options]\n"))
    #expect(h.stdout.contains("  --packs DIR...  "))
    let none = try phonefmt([])
    #expect(none.status == 2)
    #expect(none.stdout == h.stdout)
  }
}
