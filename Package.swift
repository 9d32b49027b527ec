// swift-tools-version:6.1
import PackageDescription

/// `make sanitize` builds the unit tests with each sanitizer and drives that build's guia from
/// the plain test bundle, so its sanitizer builds (GUIA_UNIT_TESTS_ONLY set) leave the pty
/// journeys' target out: compiling it twice more bought nothing.
let buildsJourneys = Context.environment["GUIA_UNIT_TESTS_ONLY"] == nil

/// `#Preview`'s compiler plugin, which `make macros` builds into this checkout's `.build` (it
/// needs the swift-syntax the toolchain ships, which SwiftPM cannot build a macro target
/// against): the targets that expand `#Preview` load it by path.
let previewPlugin = SwiftSetting.unsafeFlags([
  "-load-plugin-library", Context.packageDirectory + "/.build/plugins/libGuiaUIMacros.so",
])

/// The `Foundation` trait's condition, for the targets whose Core Graphics types it changes.
let foundationTrait = SwiftSetting.define("GUIA_FOUNDATION", .when(traits: ["Foundation"]))

/// guia: a terminal document viewer that knows when the reader has reached the end.
///
/// Layers, from the bottom up (see README.md):
/// - `ScrollKit`: pure scroll geometry, observers and scroll state.
/// - `Document`: pure parsing (cmark-gfm), sanitising, display width, wrapping, layout.
/// - `TerminalUI`: the ncurses front end behind the `Terminal` protocol.
/// - `guia`: argument parsing and wiring.
let package = Package(
  name: "guia",
  products: [
    .executable(name: "guia", targets: ["guia"]),
    .library(name: "GuiaUI", targets: ["GuiaUI"]),
  ],
  traits: [
    .trait(
      name: "Foundation",
      description: """
        GuiaUI brings Foundation, as SwiftUI does, and its CGFloat, CGPoint, CGSize, CGRect and \
        UUID are Foundation's: a file that imports Foundation beside GuiaUI compiles. Off by \
        default (guia itself starts 2.6 ms faster and 9 MB lighter without Foundation).
        """)
  ],
  targets: [
    // System libraries, reached through module maps (Debian -dev packages).
    // No pkgConfig: SwiftPM would warn about (and drop) its -D flags; the shim sets them.
    .systemLibrary(name: "CNcursesw"),
    .systemLibrary(
      name: "CCmark", pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
    // ICU (libicu-dev) behind plain C functions: its headers stay inside CICU, because
    // Foundation's own copy of ICU defines the same C types differently.
    .target(
      name: "CICU",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
    .systemLibrary(
      name: "CVterm", pkgConfig: "vterm",
      providers: [.apt(["libvterm-dev"])]),
    // The few libc calls Swift cannot make: variadic ioctl, async-signal-safe handlers.
    .target(name: "CPlatform"),
    // glibc's regcomp, which checks a pattern as less reads it (C.UTF-8): it never matches.
    .target(name: "CRegex"),
    // RE2 (libre2-dev, C++) behind a few C calls: matches in linear time, on a worker that a key
    // walks away from when one costs more than a few milliseconds.
    .target(name: "CRE2", linkerSettings: [.linkedLibrary("re2")]),

    // GUIA_FOUNDATION: the trait's Core Graphics types (ScrollKit's geometry, GuiaUI's names).
    .target(name: "ScrollKit", swiftSettings: [foundationTrait]),
    // The language guia speaks and its catalogues (Resources/Localization, one per language).
    .target(name: "Localization", resources: [.embedInCode("es.strings"), .embedInCode("en.strings")]),
    .target(name: "Document", dependencies: ["ScrollKit", "Localization", "CCmark", "CICU", "CRegex", "CRE2"]),
    .target(
      name: "GuideResource", dependencies: ["Document"],
      resources: [.embedInCode("guia.md")]),
    .target(
      name: "TerminalUI",
      dependencies: ["ScrollKit", "Document", "Localization", "CNcursesw", "CPlatform"]),
    // SwiftUI's shapes and scroll model on the terminal: views, state, layout, the host.
    // The plugin is loaded where `#Preview` is declared too: a macro whose plugin the compiler
    // cannot find is a warning at its declaration.
    .target(
      name: "GuiaUI", dependencies: ["ScrollKit", "Document", "Localization", "TerminalUI"],
      swiftSettings: [foundationTrait, previewPlugin]),
    // The four articles' views, as they were written (Swift 5 mode, as SwiftUI apps of their
    // time); SeedFidelityTests counts the lines changed from the seeds.
    .target(
      name: "GuiaUIExamples", dependencies: ["GuiaUI"], path: "Examples",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // guia's reader as GuiaUI views (header, document, footer), replacing the Viewer class.
    .target(
      name: "Reader", dependencies: ["GuiaUI", "Document", "ScrollKit", "TerminalUI", "Localization", "CPlatform"]),
    .target(
      name: "GuiaApp",
      dependencies: [
        "TerminalUI", "Document", "ScrollKit", "GuideResource", "GuiaUI", "GuiaUIExamples", "Reader",
        "Localization", "ScreenshotKit", "CPlatform",
      ]),
    .executableTarget(name: "guia", dependencies: ["GuiaApp"]),
    // A terminal emulator (libvterm) and pictures of its screen: the pty tests and
    // `guia snapshot`.
    .target(name: "ScreenshotKit", dependencies: ["CVterm", "Document"]),
    // Built only by `make fuzz` with --sanitize=fuzzer: libFuzzer supplies its main.
    .target(name: "FuzzReplay"),
    .executableTarget(name: "GuiaFuzz", dependencies: ["Document", "ScrollKit", "FuzzReplay"]),
    // guia's whole reader, headless, under libFuzzer (make fuzz).
    .executableTarget(
      name: "GuiaViewerFuzz",
      dependencies: ["Reader", "GuiaUI", "TerminalUI", "Document", "ScrollKit", "FuzzReplay"]),
    // The option scanner (LESS, GUIA, the command line) and snapshot's key script under
    // libFuzzer (make fuzz).
    .executableTarget(name: "GuiaCommandLineFuzz", dependencies: ["GuiaApp", "Document", "FuzzReplay"]),
    // Test-only, never installed: crashes for real with the terminal open, for the pty tests.
    .executableTarget(name: "GuiaCrashProbe", dependencies: ["TerminalUI"]),
    // Test-only, never installed: the dispatch main queue and the console from a synchronous
    // main, which swift test's own main queue rules out.
    .executableTarget(name: "GuiaMainQueueProbe", dependencies: ["TerminalUI", "Document"]),
    // Test-only, never installed: a GuiaUI App run by its own main(), for the pty tests.
    .executableTarget(name: "GuiaUIAppProbe", dependencies: ["GuiaUI"]),
    // Never installed: what one key costs a GuiaUI view against the rows it holds (`make bench`).
    .executableTarget(name: "GuiaUIScaling", dependencies: ["GuiaUI", "TerminalUI"], path: "bench/GuiaUIScaling"),
    // Test-only, never installed: ordinary SwiftUI programs with `import GuiaUI`, one run per
    // name, for the pty tests (Tests/Corpus, in the Swift 5 mode of the apps they come from).
    .executableTarget(
      name: "GuiaUICorpus", dependencies: ["GuiaUI"], path: "Tests/Corpus",
      swiftSettings: [.swiftLanguageMode(.v5), previewPlugin]),

    .testTarget(name: "ScrollKitTests", dependencies: ["ScrollKit"]),
    .testTarget(name: "DocumentTests", dependencies: ["Document", "GuideResource"]),
    // Hostile text shared by the viewer's unit tests and the pty journeys.
    .target(name: "EscapeCorpus", path: "Tests/EscapeCorpus"),
    // A terminal with no screen for the unit tests (no product ships it).
    .target(
      name: "TerminalTestSupport", dependencies: ["TerminalUI", "ScreenshotKit"], path: "Tests/TerminalTestSupport"),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI", "Document", "ScrollKit", "GuideResource", "EscapeCorpus", "Localization", "TerminalTestSupport",
      ]),
    .testTarget(
      name: "GuiaUITests", dependencies: ["GuiaUI", "TerminalUI", "TerminalTestSupport", "Document", "Localization"],
      swiftSettings: [previewPlugin]),
    .testTarget(name: "LocalizationTests", dependencies: ["Localization", "Document"]),
    .testTarget(
      name: "ReaderTests",
      dependencies: [
        "Reader", "GuiaUI", "Document", "GuideResource", "TerminalUI", "TerminalTestSupport", "ScrollKit",
        "EscapeCorpus", "Localization",
      ],
      exclude: ["Goldens"]),
    .testTarget(
      name: "GuiaAppTests",
      dependencies: [
        "GuiaApp", "Document", "GuiaUI", "ScrollKit", "TerminalUI", "TerminalTestSupport", "Localization", "Reader",
      ]),
    .testTarget(name: "ScreenshotKitTests", dependencies: ["ScreenshotKit", "Document"]),
    // The seeds' example views (Examples/, not yet a target) against the seeds' own text.
    // …and the corpus of ordinary SwiftUI programs (Tests/Corpus), each on a headless host.
    .testTarget(
      name: "GuiaUIExamplesTests",
      dependencies: ["GuiaUIExamples", "GuiaUICorpus", "GuiaUI", "TerminalUI", "TerminalTestSupport"],
      exclude: ["Seeds"]),
  ] + (buildsJourneys ? [
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "guia", "GuiaCrashProbe", "GuiaMainQueueProbe", "GuiaUIAppProbe", "GuiaUICorpus", "CVterm", "CPlatform",
        "Document", "GuideResource", "TerminalUI", "ScreenshotKit", "EscapeCorpus", "Reader", "ScrollKit",
        "GuiaUI",
      ],
      exclude: ["Snapshots", "Emulators"]),
  ] : []),
  swiftLanguageModes: [.v6]
)
