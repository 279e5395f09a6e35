// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Unblock",
  products: [
    .library(name: "UnblockCore", targets: ["UnblockCore"]),
    .library(name: "UnblockFormats", targets: ["UnblockFormats"]),
    .library(name: "UnblockImaging", targets: ["UnblockImaging"]),
    .library(name: "UnblockReports", targets: ["UnblockReports"]),
    .library(name: "UnblockLanguageServer", targets: ["UnblockLanguageServer"]),
    .library(name: "UnblockWeb", targets: ["UnblockWeb"]),
    .library(name: "UnblockCatalog", targets: ["UnblockCatalog"]),
    .executable(name: "unblock", targets: ["unblock"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // The catalogue's SQLite, over the system's libsqlite3 (apt libsqlite3-dev).
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]
    ),
    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),
    // The C library's extended attributes, for the ACL of a file written over.
    .systemLibrary(name: "CExtendedAttributes"),
    .target(name: "UnblockCore"),
    .target(
      name: "UnblockFormats", dependencies: ["UnblockCore", "CLibYAML", "CExtendedAttributes"]),
    .target(name: "UnblockImaging", dependencies: ["UnblockCore", "CLibPNG"]),
    // What turns a checked, solved or analysed puzzle into text lines and JSON objects,
    // shared by the commands and the language server.
    .target(name: "UnblockReports", dependencies: ["UnblockCore", "UnblockFormats"]),
    .target(
      name: "UnblockLanguageServer",
      dependencies: ["UnblockCore", "UnblockFormats", "UnblockReports"]),
    // The play page: puzzles, their hints and solutions as one self-contained HTML file.
    .target(name: "UnblockWeb", dependencies: ["UnblockCore", "UnblockImaging"]),
    // The puzzle catalogue in SQLite: the only target that sees GRDB.
    .target(
      name: "UnblockCatalog",
      dependencies: [
        "UnblockCore", "UnblockFormats", .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    .executableTarget(
      name: "unblock",
      dependencies: [
        "UnblockCore", "UnblockFormats", "UnblockImaging", "UnblockReports",
        "UnblockLanguageServer", "UnblockWeb", "UnblockCatalog",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "unblock-bench",
      dependencies: [
        "UnblockCore", "UnblockFormats", "UnblockImaging", "UnblockLanguageServer",
        "UnblockCatalog",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // What several test targets share: random puzzles, the reference puzzles, grids written
    // in tests, the shared fixtures and hand-made pictures. A plain target, not a product.
    .target(
      name: "UnblockTestSupport",
      dependencies: ["UnblockCore", "UnblockFormats", "UnblockImaging"],
      path: "Tests/UnblockTestSupport"),
    .testTarget(name: "UnblockCoreTests", dependencies: ["UnblockCore", "UnblockTestSupport"]),
    .testTarget(
      name: "UnblockFormatsTests", dependencies: ["UnblockFormats", "UnblockTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "UnblockImagingTests",
      dependencies: ["UnblockImaging", "UnblockFormats", "UnblockTestSupport"]),
    .testTarget(
      name: "UnblockReportsTests", dependencies: ["UnblockReports", "UnblockTestSupport"]),
    .testTarget(name: "UnblockWebTests", dependencies: ["UnblockWeb", "UnblockTestSupport"]),
    .testTarget(
      name: "UnblockCatalogTests", dependencies: ["UnblockCatalog", "UnblockTestSupport"]),
    .testTarget(
      name: "UnblockLanguageServerTests",
      dependencies: ["UnblockLanguageServer", "UnblockTestSupport"], exclude: ["Fixtures"]),
    // The CLI tests also use the codec, to make the pictures (16-bit, two boards) they scan.
    .testTarget(
      name: "UnblockCLITests", dependencies: ["unblock", "UnblockImaging", "UnblockTestSupport"]),
  ]
)

// The libFuzzer targets in Fuzz/ exist only when Scripts/fuzz.sh builds them, with the
// fuzzer and address sanitizers, into .build-fuzz: `swift build` and `swift test` never see
// them, and no other build could link them.
if Context.environment["UNBLOCK_FUZZ"] == "1" {
  package.targets += [
    .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
    // What the targets share: libFuzzer's driver, and reading text as the loader does.
    .target(
      name: "FuzzSupport", dependencies: ["CLibFuzzer", "UnblockCore", "UnblockFormats"],
      path: "Fuzz/FuzzSupport"),
    .executableTarget(name: "FuzzGrid", dependencies: ["FuzzSupport"], path: "Fuzz/FuzzGrid"),
    .executableTarget(name: "FuzzYAML", dependencies: ["FuzzSupport"], path: "Fuzz/FuzzYAML"),
    .executableTarget(
      name: "FuzzDatabaseLines", dependencies: ["FuzzSupport"], path: "Fuzz/FuzzDatabaseLines"),
    .executableTarget(
      name: "FuzzPNG", dependencies: ["FuzzSupport", "UnblockCore", "UnblockImaging"],
      path: "Fuzz/FuzzPNG"),
  ]
}

// The test command (Scripts/test.sh) sets UNBLOCK_OPTIMIZE_CORE=1, which optimises the
// solver, the enumerator and the generator in its debug build: the suite exhausts whole
// puzzle spaces (5x5's 1,730 puzzles), which unoptimised code runs twenty times slower.
// The imaging too: the suite draws and scans back hundreds of boards, 39 s of processor
// time unoptimised, 17 s optimised.
// Only then does the manifest carry an unsafe flag, so other packages can still depend on
// Unblock's libraries.
if Context.environment["UNBLOCK_OPTIMIZE_CORE"] == "1" {
  for target in package.targets where ["UnblockCore", "UnblockImaging"].contains(target.name) {
    target.swiftSettings =
      (target.swiftSettings ?? []) + [.unsafeFlags(["-O"], .when(configuration: .debug))]
  }
}
