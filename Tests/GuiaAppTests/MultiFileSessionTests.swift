import Foundation
import Testing

@testable import GuiaApp

/// Several files, as less reads them, in guia's session on a headless terminal: `:n`, `:p`,
/// `:x`, `:e`, the header's `2/3`, each file's own place and footer, a search through the
/// files, `R`, and `--report` per file (the wiring in the real binary: EndToEndTests'
/// MultiFileJourneyTests).
@MainActor
@Suite struct MultiFileSessionTests {
  private static func files() throws -> [String] {
    let folder = try temporaryFolder()
    return [
      try folder.file("a.md", "# Primero\n\nEl primer archivo, corto.\n"),
      try folder.file("b.txt", (1...100).map { "línea \($0) de b" }.joined(separator: "\n")),
      try folder.file("c.log", "tercero\n"),
    ].map(\.path)
  }

  @Test("guia falta.log b.txt c.log: the first cannot be read; as less, it is said and the next shows, the list without it")
  func unreadableFirstFile() throws {
    let paths = try Self.files()
    let missing = paths[0] + ".falta"
    var options = try Options.parse([missing, paths[1], paths[2]], environment: [:])
    let (document, unread) = try Guia.firstReadable(&options, preprocessor: nil)
    #expect(options.paths == [paths[1], paths[2]])
    #expect(unread == [.fileNotFound(path: missing)])
    let run = try SessionHarness(options.paths, keys: [":n"], document: document, unread: unread)
    let first = try #require(run.screens.first)
    #expect(first[0].hasPrefix("b.txt (1/2)"), "\(first[0])")
    #expect(first.footer.hasPrefix("No se puede abrir: ") && first.footer.contains("a.md"), "\(first.footer)")
    run.expectScreens(("c.log, the second of two", { $0[0].hasPrefix("c.log (2/2)") }))

    // None can be read: the last one's error ends guia (status 66), as before.
    var none = try Options.parse([missing, missing + "2"], environment: [:])
    #expect(throws: GuiaError.fileNotFound(path: missing + "2")) { try Guia.firstReadable(&none, preprocessor: nil) }
  }

  @Test("ma in b.txt, :n, 'a: as less, the mark's file at its row; '' back to c.log; a mark of a dropped file says so")
  func marksCarryTheirFile() throws {
    let paths = try Self.files()
    let run = try SessionHarness(paths, keys: [":n", "40g", "ma", ":n", "'a", "''", "'a", ":d", ":p", "'a"])
    run.expectScreens(
      ("b.txt at line 40", { $0[0].hasPrefix("b.txt (2/3)") && $0[1] == "línea 40 de b" }),
      ("c.log", { $0[0].hasPrefix("c.log (3/3)") }),
      ("'a: b.txt at line 40", { $0[0].hasPrefix("b.txt (2/3)") && $0[1] == "línea 40 de b" }),
      ("'': back on c.log", { $0[0].hasPrefix("c.log (3/3)") }),
      ("'a again", { $0[0].hasPrefix("b.txt (2/3)") && $0[1] == "línea 40 de b" }),
      ("b.txt dropped: c.log", { $0[0].hasPrefix("c.log (2/2)") }),
      ("the first file", { $0[0].hasPrefix("  Primero (1/2)") }),
      ("the mark's file is gone", { $0.footer == "El archivo de la marca ya no está en la lista" }))
  }

  @Test("three files switched with :n and :p: the header names each and its index, each keeps its place")
  func switchesFiles() throws {
    let paths = try Self.files()
    let report = try temporaryFolder().appendingPathComponent("informe.json").path
    let run = try SessionHarness(
      ["--report", report] + paths,
      keys: [":n", "5j", ":n", ":n", ":p", ":e/nada/aquí.txt\r", ":e\(paths[2])\r"])
    let first = try #require(run.screens.first)
    #expect(first[0].hasPrefix("  Primero (1/3)"), "\(first[0])")
    #expect(first.footer == "Fin de la guía", "the short file fits: its own footer")
    run.expectScreens(
      ("b.txt", { $0[0].hasPrefix("b.txt (2/3)") && $0[1] == "línea 1 de b" && $0.footer == "Quedan pasos por ver" }),
      ("five rows down", { $0[1] == "línea 6 de b" }),
      ("c.log", { $0[0].hasPrefix("c.log (3/3)") && $0.footer == "Fin de la guía" }),
      ("no next file", { $0.footer == "No hay archivo siguiente" }),
      ("b.txt again, back where it was left", { $0[0].hasPrefix("b.txt (2/3)") && $0[1] == "línea 6 de b" }),
      ("the refusal, still on b.txt", {
        $0.footer.hasPrefix("No se puede abrir: /nada/aquí.txt") && $0[0].hasPrefix("b.txt (2/3)")
      }),
      ("c.log as the third of four", { $0[0].hasPrefix("c.log (3/4)") }))
    #expect(run.reason == .quit)

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.session.report.utf8)) as? [String: Any])
    let entries = try #require(object["files"] as? [[String: Any]])
    #expect(entries.map { $0["file"] as? String } == [paths[0], paths[1], paths[2], paths[2]])
    let reports = entries.map { $0["report"] as? [String: Any] }
    #expect(reports[0]?["reachedEnd"] as? Bool == true)
    #expect(reports[1]?["reachedEnd"] as? Bool == false, "b.txt was never read to its end")
    #expect(reports[2]?["atBottom"] as? Bool == true)
    #expect(reports[3]?["atBottom"] as? Bool == true)
  }

  @Test(":d takes the current file out of the list and shows the next; the last one left cannot go")
  func removesFiles() throws {
    let paths = try Self.files()
    let run = try SessionHarness(paths, keys: [":n", ":d", ":d", ":d"])
    run.expectScreens(
      ("b.txt", { $0[0].hasPrefix("b.txt (2/3)") }),
      ("c.log, second of two", { $0[0].hasPrefix("c.log (2/2)") }),
      ("a.md, the only one left", { $0[0].hasPrefix("  Primero") && !$0[0].contains("(1/") }))
    #expect(run.session.files.paths == [paths[0]], "the last file stays")
  }

  @Test("a search through the files: Ctrl-E in the prompt, n and ESC-N on through them, nothing found back where it began")
  func searchSpansFiles() throws {
    let folder = try temporaryFolder()
    let paths = [
      try folder.file("uno.txt", "uno\ndos\n"),
      try folder.file("dos.txt", "tres\ntornillo en dos\ncuatro\n"),
      try folder.file("tres.txt", "cinco\ntornillo en tres\n"),
    ].map(\.path)
    let run = try SessionHarness(paths, keys: ["/\u{05}tornillo\r", "n", "\u{1B}N", ":x", "/\u{05}arandela\r"])
    #expect(run.screens.first?[0].hasPrefix("uno.txt (1/3)") == true)
    run.expectScreens(
      ("the match in the second file", { $0[0].hasPrefix("dos.txt (2/3)") && $0.contains("tornillo en dos") }),
      ("the third file", { $0[0].hasPrefix("tres.txt (3/3)") && $0.contains("tornillo en tres") }),
      ("back in the second", { $0[0].hasPrefix("dos.txt (2/3)") }),
      ("the first again", { $0[0].hasPrefix("uno.txt (1/3)") }),
      ("nothing, back in the first", {
        $0[0].hasPrefix("uno.txt (1/3)") && $0.footer == "Sin coincidencias para «arandela»"
      }))
  }

  @Test("R reads a file changed from outside again: the place kept, the new line below it")
  func reloadsChangedFile() throws {
    let folder = try temporaryFolder()
    let file = try folder.file("editable.txt", (1...100).map { "línea \($0)\n" }.joined())
    // The change comes as the first key is read: the first screen is the file as it was.
    let run = try SessionHarness([file.path], keys: ["G", "R", "G"]) { step in
      if step == 1 {
        let handle = try FileHandle(forWritingTo: file)
        handle.seekToEndOfFile()
        handle.write(Data("y otra más\n".utf8))
        try handle.close()
      }
    }
    run.expectScreens(
      ("the end", { $0[21] == "línea 100" && $0.footer == "Fin de la guía" }),
      ("the place kept, more to see", { $0[21] == "línea 100" && $0.footer == "Quedan pasos por ver" }),
      ("the new line at the end", { $0[21] == "y otra más" }))
  }

  @Test("R on standard input says it cannot, and guia goes on")
  func reloadPipe() throws {
    let run = try SessionHarness(["-"], keys: ["R"], document: try loadedFromStandardInput("uno\ndos\n"))
    // The pipe's text arrives on the page loader's threads, in its own time (a journey's
    // matter): the refusal does not wait for it.
    run.expectScreens(
      ("the refusal, on standard input", {
        $0.title.hasPrefix("standard input") && $0.footer == "Solo un archivo se puede volver a leer o editar"
      }))
    #expect(run.reason == .quit)
  }
}
