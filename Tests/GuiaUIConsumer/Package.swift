// swift-tools-version:6.1
import PackageDescription

/// Another package that uses GuiaUI as a library, the way a SwiftUI developer would: built
/// by `make test` to keep the product importable from outside. It turns on GuiaUI's
/// `Foundation` trait, as a program that imports Foundation beside GuiaUI does (`Ledger.swift`);
/// the corpus and the examples compile GuiaUI without it. Its `#Preview` is expanded by the
/// plugin `make macros` builds in guia's `.build`, loaded by path as any package using
/// `#Preview` loads it.
let package = Package(
  name: "GuiaUIConsumer",
  dependencies: [.package(name: "guia", path: "../..", traits: ["Foundation"])],
  targets: [
    .executableTarget(
      name: "GuiaUIConsumer",
      dependencies: [.product(name: "GuiaUI", package: "guia")],
      swiftSettings: [
        .swiftLanguageMode(.v5),
        .unsafeFlags([
          "-load-plugin-library", Context.packageDirectory + "/../../.build/plugins/libGuiaUIMacros.so",
        ]),
      ])
  ]
)
