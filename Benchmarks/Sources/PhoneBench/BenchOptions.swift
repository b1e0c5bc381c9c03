// BenchOptions: the command line of phonefmt-bench.

/// Parsed options. `parse` rejects unknown options and missing or bad values with
/// `BenchError.usage` (exit status 2).
package struct BenchOptions: Equatable, Sendable {
  package var quick = false
  package var filters: [String] = []
  package var jsonPath: String?
  package var baselinePath: String?
  package var maxRegressionPercent: Double = 10
  package var minEffectNs: Double = 1
  package var strictTime = false
  package var peerPath: String?
  package var noPeer = false
  package var list = false
  package var help = false
  package var progress = true
  package var rounds: Int?
  /// `--against REV`: A/B against the harness of that revision, built in release.
  package var againstRevision: String?
  /// `--against-binary PATH`: A/B against a harness binary already built.
  package var againstBinary: String?
  /// `--candidate-binary PATH`: the B side of an A/B run, or the harness whose run `--baseline`
  /// judges (default: this executable, and this process).
  package var candidateBinary: String?
  /// `--history DIR`: append this run's JSON to DIR.
  package var historyDirectory: String?
  /// `--counts`: the exact counts only (no timing), `--check FILE` or `--update FILE`.
  package var counts = false
  package var countsCheck: String?
  package var countsUpdate: String?
  /// `--first-key-probe REGION`: what `Benchmarks/callgrind-first-key` runs under callgrind.
  package var firstKeyProbe: String?

  package init() {}

  /// Whether this is an A/B run.
  package var isAgainst: Bool { againstRevision != nil || againstBinary != nil }

  package static let usage = """
    usage: phonefmt-bench [options]

    Measures the phonefmt engine per keystroke, edit, paste and cold start, beside
    libphonenumber's C++ library on the same inputs; see Benchmarks/README.md.

    options:
      --quick                 fewer rounds and samples (finishes in under a minute)
      --filter PATTERN        run the workloads whose name contains PATTERN, or matches it
                              when it has `*` wildcards; repeatable, or comma-separated
      --list                  list the workloads and figures, then exit
      --json FILE             also write the results as JSON to FILE
      --baseline FILE         compare with an earlier --json result; exit 1 when a workload
                              got slower beyond --max-regression (slower ones are re-measured
                              first): relative to libphonenumber in the same run, in exact
                              counts (same build), and in absolute time only on the
                              baseline's machine (CPU, cores, kernel) at its speed
      --max-regression PCT    slowdown allowed, in percent of the baseline (default 10)
      --min-effect-ns NS      slowdowns under NS nanoseconds per operation are noise (default 1)
      --strict-time           fail on time alone, even when instruction counts did not change
      --rounds N              interleaved rounds (default 5, or 3 with --quick); with
                              --against, pairs of rounds (default 16, or 10 with --quick)
      --against REV           A/B: build REV's harness in release (a git worktree and scratch
                              path under $TMPDIR/phonefmt-bench-against, cached per commit) and
                              run it (A) and this one (B) in alternating rounds on the same
                              inputs; exit 1 when B is slower than A beyond --max-regression
                              and the 95% interval of the ratio B/A confirms it
      --against-binary PATH   A/B against a phonefmt-bench already built (no build)
      --candidate-binary PATH the B side of an A/B run, or with --baseline the harness that
                              measures the run judged (default: this executable)
      --history DIR           also append this run's JSON to DIR (see 'report')
      --counts                the exact gate: count allocations and formatter work per
                              workload (no timing); with --check FILE compare them with FILE
                              exactly (exit 1 more, 3 fewer only: refresh FILE), with
                              --update FILE rewrite this build's section of FILE
      --first-key-probe REGION  a first keystroke of REGION from the shipped tables, in a
                              warm process, alone (what Benchmarks/callgrind-first-key counts)
      --no-peer               do not run libphonenumber
      --peer PATH             the peer driver to run (default Benchmarks/peer/.build/phonefmt-peer,
                              built by Benchmarks/peer/build.sh)
      --no-progress           no progress line on stderr
      -h, --help              show this help

    phonefmt-bench report DIR --output FILE.svg|FILE.html [--baseline FILE]
                   [--max-regression PCT] [--filter PATTERN]
      draws each workload's runs in DIR (written by --history), ours and libphonenumber's,
      over commits, with the baseline and the regression threshold as lines

    phonefmt-bench figures [--check] [--baseline FILE] [--app-sizes FILE] [DOC ...]
      writes README.md's figures tables from the committed baseline and app sizes
      (Scripts/update-readme-figures); --check exits 1 where a DOC disagrees with them

    exit status: 0 done, 1 a regression (--baseline, --against, --counts --check), 2 a usage
    error or a failure, 3 exact counts went down only: the baseline or counts file is stale
    """

  package static func parse(_ arguments: [String]) throws(BenchError) -> BenchOptions {
    var o = BenchOptions()
    var i = 0
    func value(_ name: String) throws(BenchError) -> String {
      i += 1
      guard i < arguments.count else { throw .usage("\(name) needs a value") }
      return arguments[i]
    }
    func number(_ name: String) throws(BenchError) -> Double {
      let text = try value(name)
      guard let v = Double(text), v >= 0, v.isFinite else {
        throw .usage("\(name) needs a non-negative number, not '\(text)'")
      }
      return v
    }
    var sawMaxRegression = false
    while i < arguments.count {
      let a = arguments[i]
      switch a {
      case "--quick": o.quick = true
      case "--filter": o.filters.append(try value(a))
      case "--list": o.list = true
      case "--json": o.jsonPath = try value(a)
      case "--baseline": o.baselinePath = try value(a)
      case "--max-regression":
        o.maxRegressionPercent = try number(a)
        sawMaxRegression = true
      case "--min-effect-ns": o.minEffectNs = try number(a)
      case "--strict-time": o.strictTime = true
      case "--rounds":
        let text = try value(a)
        guard let n = Int(text), n >= 1 else {
          throw .usage("--rounds needs a positive whole number, not '\(text)'")
        }
        o.rounds = n
      case "--no-peer": o.noPeer = true
      case "--peer": o.peerPath = try value(a)
      case "--no-progress": o.progress = false
      case "--against": o.againstRevision = try value(a)
      case "--against-binary": o.againstBinary = try value(a)
      case "--candidate-binary": o.candidateBinary = try value(a)
      case "--history": o.historyDirectory = try value(a)
      case "--counts": o.counts = true
      case "--first-key-probe": o.firstKeyProbe = try value(a)
      case "--check": o.countsCheck = try value(a)
      case "--update": o.countsUpdate = try value(a)
      case "-h", "--help": o.help = true
      default: throw .usage("unknown option '\(a)'; see --help")
      }
      i += 1
    }
    if sawMaxRegression && o.baselinePath == nil && !o.isAgainst {
      throw .usage("--max-regression needs --baseline FILE or --against REV")
    }
    if o.againstRevision != nil && o.againstBinary != nil {
      throw .usage("--against and --against-binary exclude each other")
    }
    if o.candidateBinary != nil && !o.isAgainst && o.baselinePath == nil {
      throw .usage(
        "--candidate-binary needs --against REV, --against-binary PATH or --baseline FILE")
    }
    if o.isAgainst {
      for (given, name) in [
        (o.baselinePath != nil, "--baseline"), (o.jsonPath != nil, "--json"),
        (o.historyDirectory != nil, "--history"), (o.counts, "--counts"),
      ] where given {
        throw .usage("--against runs an A/B comparison; it does not take \(name)")
      }
    }
    if (o.countsCheck != nil || o.countsUpdate != nil) && !o.counts {
      throw .usage("--check and --update go with --counts")
    }
    if o.countsCheck != nil && o.countsUpdate != nil {
      throw .usage("--check and --update exclude each other")
    }
    if o.counts {
      for (given, name) in [
        (o.baselinePath != nil, "--baseline"), (o.jsonPath != nil, "--json"),
        (o.historyDirectory != nil, "--history"), (o.rounds != nil, "--rounds"),
      ] where given {
        throw .usage("--counts only counts (no timing); it does not take \(name)")
      }
    }
    if o.noPeer && o.peerPath != nil { throw .usage("--no-peer and --peer exclude each other") }
    return o
  }

  package var policy: RegressionPolicy {
    RegressionPolicy(
      maxRegressionPercent: maxRegressionPercent, minEffectNs: minEffectNs,
      strictTime: strictTime)
  }

  package var configuration: RunConfiguration {
    var c = quick ? RunConfiguration.quick : RunConfiguration.full
    if let rounds { c.rounds = rounds }
    return c
  }
}
