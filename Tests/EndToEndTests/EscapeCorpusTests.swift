import Foundation
import Testing

/// Documents made of escape sequences, shown through a real pseudo-terminal, with every byte
/// guia wrote checked: only guia's own control sequences may appear, never one from the
/// document (it could clear the screen, retitle the window, write the clipboard, paste).
@Suite struct EscapeCorpusTests {
  /// The hostile documents: every C0 and C1 control, CSI, OSC (title, hyperlink, clipboard),
  /// DCS, APC, PM and SOS strings, bracketed-paste markers, 8-bit CSI, overlong and surrogate
  /// UTF-8, and bidirectional overrides.
  static let corpus: [(String, [UInt8])] = {
    var documents: [(String, [UInt8])] = []
    func add(_ name: String, _ text: String) { documents.append((name, Array(text.utf8))) }
    var c0 = "C0:"
    for value in 0..<0x20 where value != 0x0A { c0 += String(Unicode.Scalar(UInt8(value))) + "|" }
    add("c0", c0 + "\u{7F}|\n")
    var c1 = "C1:"
    for value in 0x80...0x9F { c1 += String(Unicode.Scalar(UInt32(value))!) + "|" }
    add("c1", c1 + "\n")
    add("csi", "\u{1B}[2J\u{1B}[H\u{1B}[31;1mrojo\u{1B}[0m \u{1B}[?1049l \u{1B}[10;10H \u{1B}[6n\n")
    add("osc-title", "\u{1B}]0;PWNED\u{07} \u{1B}]2;PWNED\u{1B}\\\n")
    add("osc8", "\u{1B}]8;;https://evil.example\u{1B}\\enlace\u{1B}]8;;\u{1B}\\\n")
    add("osc52", "\u{1B}]52;c;cm0gLXJmIH4=\u{07}\n")
    add("dcs", "\u{1B}P1$r0m\u{1B}\\ \u{1B}Pq#0;2;0;0;0#0!10~\u{1B}\\\n")
    add("apc-pm-sos", "\u{1B}_apc\u{1B}\\ \u{1B}^pm\u{1B}\\ \u{1B}Xsos\u{1B}\\\n")
    add("paste", "\u{1B}[200~echo pwned\u{1B}[201~\n")
    add("bidi", "abc \u{202E}fdp.exe\u{202C} \u{2066}x\u{2069}\n")
    documents.append(("c1-raw", Array("8-bit:".utf8) + [0x9B, 0x32, 0x4A, 0x9D, 0x30, 0x3B, 0x78, 0x07, 0x0A]))
    documents.append(("overlong", Array("overlong:".utf8) + [0xC0, 0xAF, 0xE0, 0x80, 0xAF, 0x0A]))
    documents.append(("surrogate", Array("surrogate:".utf8) + [0xED, 0xA0, 0x80, 0xED, 0xBF, 0xBF, 0x0A]))
    documents.append(("nul", Array("nul:".utf8) + [0x00, 0x00, 0x41, 0x0A]))
    return documents
  }()

  @Test("no control from a document reaches the terminal, as text or as Markdown",
        arguments: EscapeCorpusTests.corpus.map(\.0))
  func hostileDocument(name: String) throws {
    let bytes = Self.corpus.first { $0.0 == name }!.1
    for fileExtension in ["txt", "md"] {
      let file = try Journey.file("hostil-\(name).\(fileExtension)", bytes)
      let session = try PtySession([file.path])
      try session.waitForNextFrame(after: 0)
      try session.press("G")
      session.send("q")
      #expect(try session.waitForExit().exited(with: 0))
      let problems = OutputChecker.problems(in: session.output)
      #expect(problems.isEmpty, "\(name).\(fileExtension): \(problems.prefix(3))")
      Snapshots.save(session.lines, as: "hostile-\(name)-\(fileExtension)", session: session)
    }
    Reliability.add("hostile", 2)
  }

  @Test("the checker itself catches what a document could inject")
  func checkerCatches() {
    #expect(!OutputChecker.problems(in: Array("\u{1B}]0;x\u{07}".utf8)).isEmpty)
    #expect(!OutputChecker.problems(in: Array("\u{1B}[200~".utf8)).isEmpty)
    #expect(!OutputChecker.problems(in: Array("\u{1B}P1\u{1B}\\".utf8)).isEmpty)
    #expect(!OutputChecker.problems(in: [0xC2, 0x9B, 0x32, 0x4A]).isEmpty)
    #expect(!OutputChecker.problems(in: Array("a\u{07}b".utf8)).isEmpty)
    #expect(OutputChecker.problems(in: Array("\u{1B}[2;22r\u{1B}[22;1H\nhola\r\u{1B}]777;guia-frame;3\u{07}".utf8)).isEmpty)
  }
}

/// Reads a terminal byte stream and lists every control that guia itself does not send.
enum OutputChecker {
  /// CSI final bytes guia and ncurses use: cursor moves, erasing, scrolling region, modes, SGR.
  static let csiFinals: Set<UInt8> = Set("ABCDEFGHJKLMPSTXd@fhlmr".utf8)

  static func problems(in output: [UInt8]) -> [String] {
    var problems: [String] = []
    let scalars = Array(String(decoding: output, as: UTF8.self).unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar.value {
      case 0x1B:
        let (length, problem) = escape(at: index, in: scalars)
        if let problem { problems.append(problem) }
        index += length
        continue
      case 0x0A, 0x0D, 0x08, 0x09:
        break
      case 0x00..<0x20, 0x7F:
        problems.append("C0 control \(String(scalar.value, radix: 16))")
      case 0x80..<0xA0:
        problems.append("C1 control \(String(scalar.value, radix: 16))")
      default:
        break
      }
      index += 1
    }
    return problems
  }

  private static func escape(at start: Int, in scalars: [Unicode.Scalar]) -> (Int, String?) {
    guard start + 1 < scalars.count else { return (1, "a lone ESC") }
    let next = scalars[start + 1]
    switch next {
    case "[":
      var index = start + 2
      var parameters = ""
      while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) {
        parameters.unicodeScalars.append(scalars[index])
        index += 1
      }
      guard index < scalars.count, scalars[index].isASCII else { return (index - start, "a broken CSI") }
      let final = UInt8(scalars[index].value)
      // xterm's smcup and rmcup save and restore the window title around the full screen.
      if final == UInt8(ascii: "t"), parameters == "22;0;0" || parameters == "23;0;0" {
        return (index - start + 1, nil)
      }
      if !csiFinals.contains(final) { return (index - start + 1, "CSI \(parameters)\(Character(scalars[index]))") }
      return (index - start + 1, nil)
    case "]":
      // Only guia's own frame markers: ESC ] 777 ; guia-begin|guia-frame ; N BEL.
      var index = start + 2
      var text = ""
      while index < scalars.count, scalars[index] != "\u{07}", scalars[index] != "\u{1B}" {
        text.unicodeScalars.append(scalars[index])
        index += 1
      }
      let ok = (text.hasPrefix("777;guia-frame;") || text.hasPrefix("777;guia-begin;"))
        && index < scalars.count && scalars[index] == "\u{07}"
      return (index - start + 1, ok ? nil : "OSC \(text.prefix(20))")
    case "(", ")":
      return (3, nil)  // character set designation, as in sgr0
    case "7", "8", "M", "=", ">":
      return (2, nil)
    default:
      return (2, "ESC \(next)")
    }
  }
}
