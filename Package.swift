// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Unblock",
  products: [
    .library(name: "UnblockCore", targets: ["UnblockCore"]),
    .library(name: "UnblockFormats", targets: ["UnblockFormats"]),
    .library(name: "UnblockImaging", targets: ["UnblockImaging"]),
    .library(name: "UnblockLanguageServer", targets: ["UnblockLanguageServer"]),
    .executable(name: "unblock", targets: ["unblock"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
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
    .target(name: "UnblockCore"),
    .target(name: "UnblockFormats", dependencies: ["UnblockCore", "CLibYAML"]),
    .target(name: "UnblockImaging", dependencies: ["UnblockCore", "CLibPNG"]),
    .target(name: "UnblockLanguageServer", dependencies: ["UnblockCore", "UnblockFormats"]),
    .executableTarget(
      name: "unblock",
      dependencies: [
        "UnblockCore", "UnblockFormats", "UnblockImaging", "UnblockLanguageServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "unblock-bench",
      dependencies: [
        "UnblockCore", "UnblockFormats", "UnblockImaging", "UnblockLanguageServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // What several test targets share: random puzzles, the reference puzzles, grids written
    // in tests and the shared fixtures. A plain target, not a product.
    .target(
      name: "UnblockTestSupport", dependencies: ["UnblockCore", "UnblockFormats"],
      path: "Tests/UnblockTestSupport"),
    .testTarget(name: "UnblockCoreTests", dependencies: ["UnblockCore", "UnblockTestSupport"]),
    .testTarget(
      name: "UnblockFormatsTests", dependencies: ["UnblockFormats", "UnblockTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "UnblockImagingTests",
      dependencies: ["UnblockImaging", "UnblockFormats", "UnblockTestSupport"]),
    .testTarget(
      name: "UnblockLanguageServerTests",
      dependencies: ["UnblockLanguageServer", "UnblockTestSupport"]),
    .testTarget(name: "UnblockCLITests", dependencies: ["unblock", "UnblockTestSupport"]),
  ]
)
