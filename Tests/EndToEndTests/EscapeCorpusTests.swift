import EscapeCorpus
import Foundation
import Testing

/// Documents made of escape sequences, shown through a real pseudo-terminal, with every byte
/// guia wrote checked: only guia's own control sequences may appear, never one from the
/// document (it could clear the screen, retitle the window, write the clipboard, paste).
@Suite struct EscapeCorpusTests {
  /// The hostile documents (see ``EscapeCorpus/documents``).
  static let corpus = EscapeCorpus.documents.map { ($0.name, $0.bytes) }

  @Test("no control from a document reaches the terminal, as text or as Markdown: shown as placeholders in reverse video; the checker itself catches what a document could inject; through every view: headings in the pane and the header, the prompt and its message, file names and their errors")
  func escapeCorpus() throws {
    Journey.part("every view") { EscapeViewsJourneyTests.views() }
    Journey.part("documents") {
      Journey.part("escape sequences in a document are shown as placeholders, never sent raw") {
        let hostile = Array("Título\n\u{1B}]0;PWNED\u{07} borrar: \u{1B}[2J fin\n\u{9B}31m c1\n".utf8)
        let file = try Journey.file("hostil.txt", hostile)
        let session = try PtySession([file.path])
        let lines = try session.waitForNextFrame(after: 0)
        #expect(lines.contains("^[]0;PWNED^G borrar: ^[[2J fin"))
        #expect(lines.contains("<U+009B>31m c1"))
        #expect(session.screen.cell(row: 2, column: 0).reverse, "placeholders in reverse video")
        let output = session.output
        for sequence in ["\u{1B}]0;PWNED", "\u{1B}[2J fin", "\u{C2}\u{9B}"] {
          let bytes = Array(sequence.utf8)
          let found = output.indices.dropLast(bytes.count).contains {
            output[$0..<$0 + bytes.count].elementsEqual(bytes)
          }
          #expect(!found, "the document's \(sequence.debugDescription) reached the terminal")
        }
        Snapshots.save(lines, as: "hostile-80x24", session: session)
      }
      Journey.part("no control from a document of the corpus reaches the terminal, as text or as Markdown") {
        Journey.each(Self.corpus.map(\.0)) { name in
          let bytes = Self.corpus.first { $0.0 == name }!.1
          for fileExtension in ["txt", "md"] {
            let file = try Journey.file("hostil-\(name).\(fileExtension)", bytes)
            // -f: what is looked at is how its controls are drawn, not less's binary question.
            let session = try PtySession(["-f", file.path])
            try session.waitForNextFrame(after: 0)
            try session.press("G")
            session.send("q")
            #expect(try session.waitForExit().exited(with: 0), "\(name).\(fileExtension)")
            let problems = OutputChecker.problems(in: session.output)
            #expect(problems.isEmpty, "\(name).\(fileExtension): \(problems.prefix(3))")
            Snapshots.save(session.lines, as: "hostile-\(name)-\(fileExtension)", session: session)
          }
          Reliability.add("hostile", 2)
        }
      }
    }
    Journey.part("the checker") {
      #expect(!OutputChecker.problems(in: Array("\u{1B}]0;x\u{07}".utf8)).isEmpty)
      #expect(!OutputChecker.problems(in: Array("\u{1B}[200~".utf8)).isEmpty)
      #expect(!OutputChecker.problems(in: Array("\u{1B}P1\u{1B}\\".utf8)).isEmpty)
      #expect(!OutputChecker.problems(in: [0xC2, 0x9B, 0x32, 0x4A]).isEmpty)
      #expect(!OutputChecker.problems(in: Array("a\u{07}b".utf8)).isEmpty)
      #expect(!OutputChecker.problems(in: Array("\u{1B}]8;;javascript:x\u{1B}\\".utf8)).isEmpty)
      #expect(!OutputChecker.problems(in: Array("\u{1B}]8;;https://a\u{07}".utf8)).isEmpty)
      #expect(OutputChecker.problems(in: Array("\u{1B}]8;;https://a\u{1B}\\x\u{1B}]8;;\u{1B}\\".utf8)).isEmpty)
      #expect(OutputChecker.problems(in: Array("\u{1B}[2;22r\u{1B}[22;1H\nhola\r\u{1B}]777;guia-frame;3\u{07}".utf8)).isEmpty)
    }
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
      let frameMarker = (text.hasPrefix("777;guia-frame;") || text.hasPrefix("777;guia-begin;"))
        && index < scalars.count && scalars[index] == "\u{07}"
      // guia's own hyperlinks: OSC 8 ; ; an http, https or file address of printable ASCII
      // (or none, ending the link), ended by ESC \.
      let address = text.hasPrefix("8;;") ? String(text.dropFirst(3)) : nil
      let link = address.map { address in
        (address.isEmpty || ["http://", "https://", "file://"].contains { address.lowercased().hasPrefix($0) })
          && address.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
          && index + 1 < scalars.count && scalars[index] == "\u{1B}" && scalars[index + 1] == "\\"
      } ?? false
      if link { return (index - start + 2, nil) }
      return (index - start + 1, frameMarker ? nil : "OSC \(text.prefix(20))")
    case "(", ")":
      return (3, nil)  // character set designation, as in sgr0
    case "7", "8", "M", "=", ">":
      return (2, nil)
    default:
      return (2, "ESC \(next)")
    }
  }
}
