// --filter and the rest of the command line.

import PhoneBench
import Testing

@Suite("Workload filter and options")
struct FilterAndOptionsTests {
  @Test(
    "A plain pattern selects names containing it",
    arguments: [
      ("keystroke/GB", "keystroke/GB", true),
      ("keystroke", "keystroke/all-regions", true),
      ("keystroke/GB", "keystroke/all-regions", false),
      ("coldstart", "coldstart/json", true),
      ("json", "coldstart/json", true),
    ])
  func substring(pattern: String, name: String, selected: Bool) {
    #expect(WorkloadFilter([pattern]).matches(name) == selected)
  }

  @Test(
    "A pattern with * must match the whole name",
    arguments: [
      ("*/GB", "keystroke/GB", true),
      ("*/GB", "keystroke/GBX", false),
      ("coldstart/*", "coldstart/binary", true),
      ("coldstart/*", "first-keystroke/new-region", false),
      ("k*s", "keystroke/all-regions", true),
      ("*", "paste/whole", true),
    ])
  func glob(pattern: String, name: String, selected: Bool) {
    #expect(WorkloadFilter([pattern]).matches(name) == selected)
  }

  @Test("Patterns may be repeated or comma-separated; none selects everything")
  func several() {
    let f = WorkloadFilter(["keystroke/GB,paste", "edit/middle"])
    #expect(f.patterns == ["keystroke/GB", "paste", "edit/middle"])
    #expect(f.matches("paste/whole") && f.matches("edit/middle") && f.matches("keystroke/GB"))
    #expect(!f.matches("coldstart/json"))
    #expect(WorkloadFilter([]).matches("anything"))
  }

  @Test("The filter picks the expected workloads from the matrix")
  func fromMatrix() {
    let names = WorkloadList.workloads.map(\.name)
    #expect(names.filter(WorkloadFilter(["keystroke/GB"]).matches) == ["keystroke/GB"])
    #expect(
      names.filter(WorkloadFilter(["coldstart"]).matches)
        == ["coldstart/json", "coldstart/binary", "coldstart/binary-all"])
    #expect(
      names.filter(WorkloadFilter(["first-keystroke/*"]).matches)
        == ["first-keystroke/new-region", "first-keystroke/from-tables"])
    #expect(
      names.filter(WorkloadFilter(["*/first"]).matches) == ["carrier/first", "picker/first"])
    for slot in ["format/international", "parse+validate", "coldstart/binary"] {
      #expect(names.contains(slot))
    }
    #expect(Set(names).count == names.count)
  }

  @Test("Options parse; bad ones are usage errors")
  func options() throws {
    let o = try BenchOptions.parse([
      "--quick", "--filter", "keystroke", "--json", "out.json", "--baseline", "b.json",
      "--max-regression", "15", "--min-effect-ns", "2.5", "--no-peer",
    ])
    #expect(o.quick && o.noPeer)
    #expect(o.filters == ["keystroke"])
    #expect(o.jsonPath == "out.json" && o.baselinePath == "b.json")
    #expect(o.policy == RegressionPolicy(maxRegressionPercent: 15, minEffectNs: 2.5))
    #expect(o.configuration.rounds == RunConfiguration.quick.rounds)
    #expect(throws: BenchError.self) { try BenchOptions.parse(["--bogus"]) }
    #expect(throws: BenchError.self) { try BenchOptions.parse(["--json"]) }
    #expect(throws: BenchError.self) { try BenchOptions.parse(["--max-regression", "5"]) }
    #expect(throws: BenchError.self) {
      try BenchOptions.parse(["--baseline", "b", "--max-regression", "x"])
    }
  }
}
