// swift-tools-version: 6.0
// The phone-number input engine: compiled-automaton formatting, rule packs, and the phonefmt CLI.
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "phonefmt",
  products: [
    .library(name: "PhoneCore", targets: ["PhoneCore"]),
    .library(name: "PhonePacks", targets: ["PhonePacks"]),
    .library(name: "PhoneLocale", targets: ["PhoneLocale"]),
    .executable(name: "phonefmt", targets: ["phonefmt"]),
    .executable(name: "phonefmt-bench", targets: ["phonefmt-bench"]),
  ],
  targets: [
    // Standard library only: no Foundation (checked by a test).
    .target(name: "PhoneCore", swiftSettings: strict),
    // Rule-pack directories (JSON) -> Region models; uses Foundation.
    .target(name: "PhonePacks", dependencies: ["PhoneCore"], swiftSettings: strict),
    .executableTarget(
      name: "phonefmt", dependencies: ["PhoneCore", "PhonePacks", "PhoneLocale"],
      swiftSettings: strict),
    // C shim over the system ICU (libicu-dev): prefixed wrappers only, no logic.
    .target(
      name: "CICU",
      linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]),
    // ICU-backed locale layer: names, collation, search, sections, bidi, digits, flags.
    .target(name: "PhoneLocale", dependencies: ["PhoneCore", "CICU"], swiftSettings: strict),
    .target(
      name: "PhoneTestSupport", dependencies: ["PhoneCore", "PhonePacks"],
      path: "Tests/PhoneTestSupport", swiftSettings: strict),
    .testTarget(
      name: "PhoneCoreTests", dependencies: ["PhoneCore", "PhoneTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "PhonePacksTests", dependencies: ["PhoneCore", "PhonePacks", "PhoneTestSupport"],
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "PhoneLocaleTests",
      dependencies: ["PhoneLocale", "PhoneCore", "CICU", "PhoneTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "PhonefmtTests", dependencies: ["phonefmt", "PhoneTestSupport"], swiftSettings: strict),
    // Benchmarks/: allocation and instruction counters (C), the malloc shim linked only into
    // the harness executable, the harness logic (a library, so tests reach it), the CLI.
    .target(name: "CBenchCounters", path: "Benchmarks/Sources/CBenchCounters"),
    .target(
      name: "CMallocShim", dependencies: ["CBenchCounters"],
      path: "Benchmarks/Sources/CMallocShim"),
    .target(
      name: "PhoneBench", dependencies: ["PhoneCore", "PhonePacks", "CBenchCounters"],
      path: "Benchmarks/Sources/PhoneBench", swiftSettings: strict),
    .executableTarget(
      name: "phonefmt-bench", dependencies: ["PhoneBench", "CMallocShim"],
      path: "Benchmarks/Sources/phonefmt-bench", swiftSettings: strict),
    .testTarget(name: "BenchmarkTests", dependencies: ["PhoneBench"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
