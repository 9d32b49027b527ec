import Foundation
import Testing

/// Several files in the real binary, as less reads them: `guia a.md b.txt c.log`, `:n`, `:p`,
/// `:e`, the header's `2/3`, each file's own place and footer, and `--report` per file.
@Suite("Several files")
struct MultiFileJourneyTests {
  private func files() throws -> [URL] {
    [
      try Journey.file("a.md", Array("# Primero\n\nEl primer archivo, corto.\n".utf8)),
      try Journey.file("b.txt", Array((1...100).map { "línea \($0) de b" }.joined(separator: "\n").utf8)),
      try Journey.file("c.log", Array("tercero\n".utf8)),
    ]
  }

  @Test("three files switched with :n and :p: the header names each and its index, each keeps its place")
  func switchesFiles() throws {
    let paths = try files().map(\.path)
    let report = try Journey.temporaryFolder().appendingPathComponent("informe.json")
    let session = try PtySession(["--report", report.path] + paths)
    let first = try session.waitForNextFrame(after: 0)
    #expect(first[0].hasPrefix("  Primero (1/3)"), "\(first[0])")
    #expect(session.footer == "Fin de la guía", "the short file fits: its own footer")
    session.send(":n")
    let second = try session.wait(for: "b.txt") { $0.lines[0].hasPrefix("b.txt (2/3)") }
    Snapshots.expectMatchesGolden(second, named: "files-80x24-second", session: session)
    #expect(second[1] == "línea 1 de b")
    #expect(session.footer == "Quedan pasos por ver")
    session.send("5j")
    try session.wait(for: "five rows down") { $0.lines[1] == "línea 6 de b" }
    session.send(":n")
    try session.wait(for: "c.log") { $0.lines[0].hasPrefix("c.log (3/3)") && $0.footer == "Fin de la guía" }
    session.send(":n")
    try session.wait(for: "no next file") { $0.footer == "No hay archivo siguiente" }
    session.send(":p")
    let back = try session.wait(for: "b.txt again") { $0.lines[0].hasPrefix("b.txt (2/3)") }
    #expect(back[1] == "línea 6 de b", "back where it was left")
    session.send(":e/nada/aquí.txt\r")
    try session.wait(for: "the refusal") { $0.footer.hasPrefix("No se puede abrir: /nada/aquí.txt") }
    #expect(session.lines[0].hasPrefix("b.txt (2/3)"), "still on b.txt")
    session.send(":e\(paths[2])\r")
    try session.wait(for: "c.log as the third of four") { $0.lines[0].hasPrefix("c.log (3/4)") }
    session.send("q")
    #expect(try session.waitForExit() == 0)
    let written = try String(contentsOf: report, encoding: .utf8)
    #expect(JSONSerialization.isValidJSONObject(
      try JSONSerialization.jsonObject(with: Data(written.utf8)) as Any))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
    let entries = try #require(object["files"] as? [[String: Any]])
    #expect(entries.map { $0["file"] as? String } == [paths[0], paths[1], paths[2], paths[2]])
    let reports = entries.map { $0["report"] as? [String: Any] }
    #expect(reports[0]?["reachedEnd"] as? Bool == true)
    #expect(reports[1]?["reachedEnd"] as? Bool == false, "b.txt was never read to its end")
    #expect(reports[2]?["atBottom"] as? Bool == true)
    #expect(reports[3]?["atBottom"] as? Bool == true)
  }

  @Test("standard output not a terminal: every file printed in order, as cat does")
  func printsEveryFile() throws {
    let paths = try files().map(\.path)
    let result = try CommandLineTests.runBytes([paths[1], paths[2]])
    #expect(result.status == 0)
    let text = String(decoding: result.stdout, as: UTF8.self)
    #expect(text.hasPrefix("línea 1 de b\n") && text.hasSuffix("línea 100 de btercero\n"))
  }
}

extension MultiFileJourneyTests {
  @Test("v runs $EDITOR at the top row's line and reads the file again; R reads a changed file again")
  func editAndReload() throws {
    let folder = try Journey.temporaryFolder()
    let file = try Journey.file("editable.txt", Array((1...100).map { "línea \($0)\n" }.joined().utf8))
    let arguments = folder.appendingPathComponent("editor-args")
    let editor = try Journey.file(
      "editor.sh", Array("#!/bin/sh\necho \"$@\" > '\(arguments.path)'\necho 'añadida por el editor' >> \"$2\"\n".utf8))
    chmod(editor.path, 0o755)
    // Run by sh, never exec'd: a just-written script can still be open for writing in a
    // process another test forked (ETXTBSY), and then never starts.
    let session = try PtySession([file.path], environment: ["VISUAL": "/bin/sh '\(editor.path)'"])
    try session.waitForNextFrame(after: 0)
    session.send("10j")
    try session.wait(for: "line 11 at the top") { $0.lines[1] == "línea 11" }
    session.send("v")
    // The shell makes the file before echo writes its line: wait for the whole line.
    try session.wait(for: "the editor's arguments written") { _ in
      (try? String(contentsOf: arguments, encoding: .utf8))?.hasSuffix("\n") == true
    }
    #expect(try String(contentsOf: arguments, encoding: .utf8) == "+11 \(file.path)\n")
    session.send("G")
    try session.wait(for: "the editor's line at the end") { $0.lines[21] == "añadida por el editor" }
    // Changed from outside: R shows it.
    let handle = try FileHandle(forWritingTo: file)
    handle.seekToEndOfFile()
    handle.write(Data("y otra más\n".utf8))
    try handle.close()
    session.send("R")
    try session.wait(for: "the place kept, the new line below it") {
      $0.lines[21] == "añadida por el editor" && $0.footer == "Quedan pasos por ver"
    }
    session.send("G")
    try session.wait(for: "the new line at the end") { $0.lines[21] == "y otra más" }
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("R on standard input says it cannot, and guia goes on")
  func reloadPipe() throws {
    let session = try PtySession(["-c", "printf 'uno\\ndos\\n' | '\(PtySession.binary)'"], executable: "/bin/sh")
    try session.wait(forText: "uno")
    session.send("R")
    try session.wait(for: "the refusal") { $0.footer == "Solo un archivo se puede volver a leer o editar" }
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}

extension MultiFileJourneyTests {
  @Test("Ctrl-L draws the whole screen again after another program wrote over it")
  func repaintAfterGarbage() throws {
    let session = try PtySession([try LargeFileTests.numberedFile(100).path])
    let first = try session.waitForNextFrame(after: 0)
    // Another program writes to the same terminal (as a background job would).
    let tty = try FileHandle(forWritingTo: URL(fileURLWithPath: "/proc/\(session.pid)/fd/1"))
    tty.write(Data("\u{1B}[5;1HBASURA DE OTRO PROGRAMA".utf8))
    try tty.close()
    try session.wait(for: "the garbage") { $0.lines[4].hasPrefix("BASURA") }
    session.send("\u{0C}")
    try session.wait(for: "the screen as it was") { $0.lines[4] == first[4] }
    #expect(session.lines == first)
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}

extension MultiFileJourneyTests {
  @Test("a search through the files: Ctrl-E in the prompt, n and ESC-N on through them, nothing found back where it began")
  func searchSpansFiles() throws {
    let paths = [
      try Journey.file("uno.txt", Array("uno\ndos\n".utf8)),
      try Journey.file("dos.txt", Array("tres\ntornillo en dos\ncuatro\n".utf8)),
      try Journey.file("tres.txt", Array("cinco\ntornillo en tres\n".utf8)),
    ].map(\.path)
    let session = try PtySession(paths)
    try session.wait(for: "the first file") { $0.lines[0].hasPrefix("uno.txt (1/3)") }
    session.send("/\u{05}tornillo\r")
    try session.wait(for: "the match in the second file") { $0.lines[0].hasPrefix("dos.txt (2/3)") && $0.lines.contains("tornillo en dos") }
    session.send("n")
    try session.wait(for: "the third file") { $0.lines[0].hasPrefix("tres.txt (3/3)") && $0.lines.contains("tornillo en tres") }
    session.send("\u{1B}N")
    try session.wait(for: "back in the second") { $0.lines[0].hasPrefix("dos.txt (2/3)") }
    session.send(":x")
    try session.wait(for: "the first again") { $0.lines[0].hasPrefix("uno.txt (1/3)") }
    session.send("/\u{05}arandela\r")
    try session.wait(for: "nothing, back in the first") {
      $0.lines[0].hasPrefix("uno.txt (1/3)") && $0.footer == "Sin coincidencias para «arandela»"
    }
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}
