// BenchOptions: the command line of phonefmt-bench.

/// Parsed options. `parse` rejects unknown options and missing or bad values with
/// `BenchError.usage` (exit status 2).
package struct BenchOptions: Equatable, Sendable {
  package var quick = false
  package var filters: [String] = []
  package var jsonPath: String?
  package var baselinePath: String?
  package var maxRegressionPercent: Double = 10
  package var minEffectNs: Double = 5
  package var strictTime = false
  package var peerPath: String?
  package var noPeer = false
  package var list = false
  package var help = false
  package var progress = true
  package var rounds: Int?

  package init() {}

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
                              first)
      --max-regression PCT    slowdown allowed, in percent of the baseline (default 10)
      --min-effect-ns NS      slowdowns under NS nanoseconds per operation are noise (default 5)
      --strict-time           fail on time alone, even when instruction counts did not change
      --rounds N              interleaved rounds (default 5, or 3 with --quick)
      --no-peer               do not run libphonenumber
      --peer PATH             the peer driver to run (default Benchmarks/peer/.build/phonefmt-peer,
                              built by Benchmarks/peer/build.sh)
      --no-progress           no progress line on stderr
      -h, --help              show this help

    exit status: 0 done, 1 a regression against --baseline, 2 a usage error or a failure
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
      case "-h", "--help": o.help = true
      default: throw .usage("unknown option '\(a)'; see --help")
      }
      i += 1
    }
    if sawMaxRegression && o.baselinePath == nil {
      throw .usage("--max-regression needs --baseline FILE")
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
