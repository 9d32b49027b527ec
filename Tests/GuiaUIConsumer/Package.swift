// swift-tools-version:6.0
import PackageDescription

/// Another package that uses GuiaUI as a library, the way a SwiftUI developer would: built
/// by `make test` to keep the product importable from outside.
let package = Package(
  name: "GuiaUIConsumer",
  dependencies: [.package(name: "guia", path: "../..")],
  targets: [
    .executableTarget(
      name: "GuiaUIConsumer",
      dependencies: [.product(name: "GuiaUI", package: "guia")],
      swiftSettings: [.swiftLanguageMode(.v5)])
  ]
)
