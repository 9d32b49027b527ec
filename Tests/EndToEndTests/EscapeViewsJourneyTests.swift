import EscapeCorpus
import Foundation
import Testing

/// The escape corpus through every view of the real binary in a pty — headings in the contents
/// pane and the header, the search prompt and its "no match" message, file names — with every
/// byte guia wrote checked (issue 11 §1): no OSC 52 (clipboard), OSC 2 (title), CSI or other
/// control from the text ever reaches the terminal: a part of the escape corpus's journey
/// (one contract, one journey).
enum EscapeViewsJourneyTests {
  /// The injected sequences, which must never appear in what guia writes: the clipboard, the
  /// title, a colour (guia sends none), paste markers, an 8-bit CSI. (Other CSIs such as `ESC[2J`
  /// are ncurses' own too: ``OutputChecker`` lets only the finals guia uses through.)
  static let injected: [[UInt8]] = [
    Array("\u{1B}]52".utf8), Array("\u{1B}]2;".utf8), Array("\u{1B}]0;".utf8),
    Array("\u{1B}[31;1m".utf8), Array("\u{1B}[200~".utf8), [0xC2, 0x9B],
  ]

  static func problems(in output: [UInt8]) -> [String] {
    var problems = OutputChecker.problems(in: output)
    for sequence in injected where output.firstRange(of: sequence) != nil {
      problems.append("injected \(sequence)")
    }
    return problems
  }

  /// The escape corpus through every view: headings in the pane and the header, the prompt
  /// and its message, file names and their errors.
  static func views() {
    Journey.part("the issue's reproduction: t shows the clipboard and title headings as placeholders") {
      let file = try Journey.file("x.md", EscapeCorpus.clipboardHeadings)
      let session = try PtySession([file.path])
      try session.waitForNextFrame(after: 0)
      try session.press("t")
      // The pane's entries (the text beside them shows the headings too).
      try session.wait(for: "the entries in the pane") { session in
        session.lines.contains { $0.hasPrefix(" Clip ^[]52;c;") }
          && session.lines.contains { $0.hasPrefix(" T ^[]2;PWNED^G") }
      }
      let afterPane = Self.problems(in: session.output)
      #expect(afterPane.isEmpty, "after t: \(afterPane.prefix(5))")
      try session.press("j")
      try session.press("j")
      try session.press("\r")
      // The header names the current heading, sanitised.
      try session.wait(for: "the heading in the header") { $0.lines[0].contains("T ^[]2;PWNED^G") }
      // The prompt, typed bidi overrides and an isolate, and the "no match" message.
      try session.press("/")
      session.send("\u{202E}gpj.exe\u{2066}")
      try session.wait(forText: "/<U+202E>gpj.exe<U+2066>")
      try session.press("\r")
      try session.wait(forText: "Sin coincidencias para «<U+202E>gpj.exe<U+2066>»")
      session.send("q")
      #expect(try session.waitForExit().exited(with: 0))
      let problems = Self.problems(in: session.output)
      #expect(problems.isEmpty, "\(problems.prefix(5))")
      Reliability.add("hostile-views", 1)
    }
    Journey.part("every document of the corpus as headings: the pane, a jump, the header at the end") {
      Journey.each(EscapeCorpus.lines.map(\.name)) { name in
        let line = EscapeCorpus.lines.first { $0.name == name }!.text
        var markdown = "# Doc\n\ntexto\n\n## \(line)\n\nuno\n\n"
        for number in 1...30 { markdown += "línea \(number)\n\n" }
        markdown += "## fin \(line)\n\núltima\n"
        let file = try Journey.file("titulos-\(name).md", Array(markdown.utf8))
        // -f: a heading of controls would otherwise bring less's binary question first.
        let session = try PtySession(["-f", file.path])
        try session.waitForNextFrame(after: 0)
        try session.press("t")
        try session.press("j")
        try session.press("\r")
        try session.press("G")
        try session.press("t")
        session.send("q")
        #expect(try session.waitForExit().exited(with: 0), "\(name)")
        let problems = Self.problems(in: session.output)
        #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
        Reliability.add("hostile-views", 1)
      }
    }
    Journey.part("file names made of the corpus: shown in the header, and in the error of a missing one") {
      Journey.each(EscapeCorpus.lines.map(\.name)) { name in
        // A file name holds any byte but '/' and NUL.
        let line = EscapeCorpus.lines.first { $0.name == name }!.text
          .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "\u{0}", with: "_")
        let fileName = String(String(line.utf8.prefix(200)) ?? "nombre") + ".txt"
        let folder = try Journey.temporaryFolder()
        let url = folder.appendingPathComponent(fileName)
        try Data("texto\n".utf8).write(to: url)
        let session = try PtySession([url.path])
        try session.waitForNextFrame(after: 0)
        try session.press("G")
        session.send("q")
        #expect(try session.waitForExit().exited(with: 0), "\(name)")
        var problems = Self.problems(in: session.output)
        #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
        // The same name, missing: the message on standard error is sanitised too.
        let missing = try PtySession([folder.appendingPathComponent("no-" + fileName).path])
        #expect(try missing.waitForExit().exited(with: 66), "\(name) (missing)")
        problems = Self.problems(in: missing.output)
        #expect(problems.isEmpty, "\(name) (missing): \(problems.prefix(5))")
        #expect(String(decoding: missing.output, as: UTF8.self).contains("no existe ese archivo"), "\(name)")
        Reliability.add("hostile-views", 2)
      }
    }
  }

}
