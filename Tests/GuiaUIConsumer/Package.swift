// swift-tools-version:6.1
import PackageDescription

/// The plugin `make macros` builds in guia's `.build`, for `#Preview`, loaded by path as any
/// package using `#Preview` loads it.
let previewPlugin = SwiftSetting.unsafeFlags([
  "-load-plugin-library", Context.packageDirectory + "/../../.build/plugins/libGuiaUIMacros.so",
])

/// Another package that uses GuiaUI as a library, the way a SwiftUI developer would: built
/// by `make test` to keep the product importable from outside. It turns on GuiaUI's
/// `Foundation` trait, as a program that imports Foundation beside GuiaUI does (`Ledger.swift`);
/// the corpus and the examples compile GuiaUI without it.
///
/// `GuiaUICorpusFoundation` compiles every program of the corpus (`Corpus` is a link to
/// `Tests/Corpus`: a program added there is checked here too) with the trait on and
/// Foundation imported in every file (`-import-module`), as a SwiftUI program's files import
/// it beside `import SwiftUI`: a name GuiaUI gives twice (its own and Foundation's) fails here.
let package = Package(
  name: "GuiaUIConsumer",
  dependencies: [.package(name: "guia", path: "../..", traits: ["Foundation"])],
  targets: [
    .executableTarget(
      name: "GuiaUIConsumer",
      dependencies: [.product(name: "GuiaUI", package: "guia")],
      swiftSettings: [.swiftLanguageMode(.v5), previewPlugin]),
    .executableTarget(
      name: "GuiaUICorpusFoundation",
      dependencies: [.product(name: "GuiaUI", package: "guia")],
      path: "Corpus",
      swiftSettings: [
        .swiftLanguageMode(.v5), previewPlugin,
        .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Foundation"]),
      ]),
  ]
)
