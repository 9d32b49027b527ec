import ScrollKit
import Testing
import TerminalUI
@testable import GuiaApp

@Suite struct SnapshotOptionsTests {
  @Test("a key script: less's key names as the terminal sends them, other words as text")
  func keyScript() throws {
    let script = try KeyScript("G k  /tornillo Enter PgDn Ctrl-F ^b esc-v Space End end x")
    #expect(script.steps.map(\.name) == ["G", "k", "/tornillo", "Enter", "PgDn", "Ctrl-F", "^b", "esc-v", "Space", "End", "end", "x"])
    #expect(script.steps.map(\.bytes) == [
      [0x47], [0x6B], Array("/tornillo".utf8), [0x0D], Array("\u{1B}[6~".utf8), [0x06], [0x02],
      [0x1B, 0x76], [0x20], Array("\u{1B}[F".utf8), Array("\u{1B}[F".utf8), [0x78],
    ])
    #expect(try KeyScript("").steps.isEmpty)
    let resize = try KeyScript("j Resize-48x16")
    #expect(resize.steps[1].resize?.columns == 48 && resize.steps[1].resize?.rows == 16)
    #expect(resize.steps[1].bytes.isEmpty)
  }

  @Test("a word that cannot be a key is refused: a size out of range, Alt twice; m- alone is text")
  func invalidWords() throws {
    #expect(throws: KeyScript.InvalidWord(word: "resize-5x5")) { try KeyScript("j resize-5x5") }
    #expect(throws: KeyScript.InvalidWord(word: "Resize-99999999999999999999x3")) {
      try KeyScript("Resize-99999999999999999999x3")
    }
    #expect(throws: KeyScript.InvalidWord(word: "Alt-M-x")) { try KeyScript("Alt-M-x") }
    #expect(try KeyScript("m- Alt-m").steps.map(\.bytes) == [Array("m-".utf8), [0x1B, 0x6D]])
    #expect(throws: GuiaError.invalidValue(option: "--keys", value: "resize-1x1")) {
      try SnapshotOptions.parse(["--keys", "G resize-1x1"])
    }
  }

  @Test("60 000 Alt prefixes in one word: refused at once, in memory of the word's size (it took 3.5 GB, then a crash)")
  func hugeWord() {
    let word = String(repeating: "m-", count: 60_000) + "x"
    #expect(throws: KeyScript.InvalidWord.self) { try KeyScript(word) }
    let text = String(repeating: "abc", count: 200_000)
    #expect((try? KeyScript(text))?.steps.first?.bytes.count == 600_000, "a long word of text is its text")
  }

  @Test("size, output, format, every key and expectations; guia's own arguments kept")
  func parsing() throws {
    let options = try SnapshotOptions.parse(
      ["--size", "100x30", "-N", "--keys", "G", "-o", "fin.SVG", "--expect", "Fin", "guia.md", "--margin", "3"])
    #expect(options.size == CellSize(width: 100, height: 30))
    #expect(options.keys.steps.map(\.name) == ["G"])
    #expect(options.format == .svg && options.expectations == ["Fin"])
    #expect(options.viewerArguments == ["-N", "guia.md", "--margin", "3"])
    #expect(try SnapshotOptions.parse([]).format == .text)
    #expect(try SnapshotOptions.parse(["-o", "a.b/c"]).format == .text)
    #expect(try SnapshotOptions.parse(["-o", "x.png"]).format == .png)
    #expect(throws: GuiaError.invalidValue(option: "--size", value: "5x5")) { try SnapshotOptions.parse(["--size", "5x5"]) }
    #expect(throws: GuiaError.missingValue("--keys")) { try SnapshotOptions.parse(["--keys"]) }
    #expect(throws: GuiaError.unknownOption("--nope")) { try SnapshotOptions.parse(["--nope"]) }
    #expect(throws: GuiaError.invalidValue(option: "snapshot", value: "--help")) { try SnapshotOptions.parse(["--help"]) }
  }

  @Test("--every-key numbers the files before their extension")
  func stepNames() throws {
    let options = try SnapshotOptions.parse(["--every-key", "-o", "shots/fin.svg"])
    #expect(options.output(forStep: 0) == "shots/fin-000.svg")
    #expect(options.output(forStep: 12) == "shots/fin-012.svg")
    #expect(try SnapshotOptions.parse(["-o", "fin.svg"]).output(forStep: 3) == "fin.svg")
    #expect(try SnapshotOptions.parse(["--every-key", "-o", "fin"]).output(forStep: 1) == "fin-001")
  }

  @Test("a bad size, --every-key with no -o, an unknown option: refused with status 64 before anything runs")
  func usageErrors() {
    for arguments in [["--size", "80"], ["--every-key"], ["--no-such-option"]] {
      do {
        _ = try SnapshotOptions.parse(arguments)
        Issue.record("\(arguments) was accepted")
      } catch {
        #expect(error.exitStatus.rawValue == 64, "\(arguments): \(error)")
      }
    }
  }
}
