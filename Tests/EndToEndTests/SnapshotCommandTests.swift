import Foundation
import Testing

/// `guia snapshot` as a guide's author runs it in CI: standard output a pipe, no terminal,
/// the real binary running itself in a pty of its own (its options, key scripts, status 64, the
/// PNG's files, where the screen goes, a search and --report in a script, and pictures on their
/// own: GuiaAppTests.SnapshotOptionsTests, SnapshotMessageTests, SnapshotPNGFilesTests,
/// SnapshotOutputPlacesTests and SnapshotSearchReportTests; ScreenshotKitTests.SVGRendererTests).
@Suite struct SnapshotCommandTests {
  private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let result = try CommandLineTests.runBytes(["snapshot"] + arguments)
    return (result.status, String(decoding: result.stdout, as: UTF8.self), String(decoding: result.stderr, as: UTF8.self))
  }

  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("guia-snapshot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The text of a snapshot as the journeys read a screen: without the indicator's thumb.
  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { Journey.withoutIndicator(String($0)) }
  }

  @Test("the screens it answers: the journeys' golden screens (the guide's first, after G); --expect fails with the text named and status 1; keys that change nothing answered (k at the top); Resize-48x16 mid-script; the README's CI check under LANG=en_US.UTF-8 with --language es or GUIA_LANGUAGE=es")
  func screens() throws {
    Journey.part("its text is the journeys' golden screens: the guide's first screen, and after G") {
      let top = try run([])
      #expect(top.status == 0, "\(top.stderr)")
      Snapshots.expectMatchesGolden(lines(top.stdout), named: "guide-80x24-top")
      let bottom = try run(["--keys", "G"])
      #expect(bottom.status == 0, "\(bottom.stderr)")
      Snapshots.expectMatchesGolden(lines(bottom.stdout), named: "guide-80x24-bottom")
    }
    Journey.part("--expect fails, with the text named and status 1, on a screen that does not show it") {
      let missing = try run(["--expect", "Fin de la guía"])
      #expect(missing.status == 1)
      #expect(missing.stderr.contains("Fin de la guía"), "\(missing.stderr)")
      let found = try run(["--keys", "G", "--expect", "Fin de la guía", "--expect", "Paso 8"])
      #expect(found.status == 0, "\(found.stderr)")
    }
    Journey.part("keys that change nothing are answered too: k at the top does not hang") {
      let result = try run(["--keys", "k k Home", "--timeout", "20"])
      #expect(result.status == 0, "\(result.stderr)")
      Snapshots.expectMatchesGolden(lines(result.stdout), named: "guide-80x24-top")
    }
    Journey.part("Resize-48x16 resizes the window mid-script; the screen is then 48x16") {
      let result = try run(["--keys", "j Resize-48x16"])
      #expect(result.status == 0, "\(result.stderr)")
      let screen = lines(result.stdout)
      #expect(screen.count == 16)
      #expect(screen.allSatisfy { $0.count <= 48 })
      #expect(screen.contains { $0.contains("Paso") })
    }
    Journey.part("the README's CI check under LANG=en_US.UTF-8: --language es (or GUIA_LANGUAGE=es) makes it pass, as on a Spanish machine") {
      let directory = try folder()
      let guide = directory.appendingPathComponent("guia.md")
      try Data("# Montaje\n\n1. Abrir la caja\n2. Sacar las piezas\n".utf8).write(to: guide)
      let english = ["LANG": "en_US.UTF-8"]
      let unpinned = try CommandLineTests.runBytes(
        ["snapshot", "--keys", "G", "--expect", "Fin de la guía", guide.path], environment: english)
      #expect(unpinned.status == 1, "under English the footer is English")
      for (arguments, environment) in [
        (["snapshot", "--language", "es", "--keys", "G", "--expect", "Fin de la guía", guide.path], english),
        (["snapshot", "--keys", "G", "--expect", "Fin de la guía", guide.path], english.merging(["GUIA_LANGUAGE": "es"]) { $1 }),
      ] {
        let pinned = try CommandLineTests.runBytes(arguments, environment: environment)
        #expect(pinned.status == 0, "\(String(decoding: pinned.stderr, as: UTF8.self))")
      }
    }
  }

  @Test("cmd | guia snapshot (-, or no file named): standard input snapshotted, read to its end first, G shows its last line; an empty one: the guide")
  func standardInput() throws {
    Journey.part("cmd | guia snapshot -: standard input snapshotted, read to its end first; G shows its last line") {
      let text = (1...300).map { "línea \($0)" }.joined(separator: "\n") + "\n"
      let input = Pipe()
      // Written from another thread: the pipe's buffer holds less than the whole text.
      let writer = Thread {
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
      }
      writer.start()
      let result = try CommandLineTests.runBytes(
        ["snapshot", "-", "--size", "40x10", "--keys", "G", "--expect", "línea 300"], input: input)
      let stdout = String(decoding: result.stdout, as: UTF8.self)
      #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
      let shown = lines(stdout)
      #expect(shown.first?.hasPrefix("standard input") == true, "\(shown)")
      #expect(shown.contains("línea 300") && !stdout.contains("leyendo"))
    }
    Journey.part("cmd | guia snapshot, no file named: standard input, as cmd | guia reads it; an empty one: the guide") {
      let input = Pipe()
      input.fileHandleForWriting.write(Data("primera\nsegunda\n".utf8))
      try input.fileHandleForWriting.close()
      let piped = try CommandLineTests.runBytes(["snapshot", "--size", "40x10", "--expect", "segunda"], input: input)
      #expect(piped.status == 0, "\(String(decoding: piped.stderr, as: UTF8.self))")
      #expect(lines(String(decoding: piped.stdout, as: UTF8.self)).first?.hasPrefix("standard input") == true)

      let empty = Pipe()
      try empty.fileHandleForWriting.close()
      let guide = try CommandLineTests.runBytes(["snapshot", "--size", "40x10", "--expect", "Paso 1"], input: empty)
      #expect(guide.status == 0, "\(String(decoding: guide.stderr, as: UTF8.self))")
    }
  }

  @Test("its pictures: --size 100x30 --keys G -o end.svg, an SVG of a 100x30 screen that says Fin de la guía; a document named with ESC and BEL, holding < and & under combining marks, still XML and a PNG; -o end.png through rsvg-convert, of the SVG's size; --every-key, the first screen and one per step, numbered")
  func pictures() throws {
    Journey.part("--size 100x30 --keys G -o end.svg: an SVG of a 100x30 screen that says Fin de la guía") {
      let directory = try folder()
      let path = directory.appendingPathComponent("end.svg").path
      let result = try run(["--size", "100x30", "--keys", "G", "-o", path])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.isEmpty)
      let svg = try String(contentsOfFile: path, encoding: .utf8)
      #expect(svg.hasPrefix("<svg") && svg.contains("100x30"))
      // The picture's text is the screen's: the footer is one element, found as it reads.
      #expect(svg.contains(">Fin de la guía</text>"), "the footer is not in the picture as text")
      #expect(svg.components(separatedBy: "<text").count - 1 < 100, "a few elements a row, not one a cell")
    }
    Journey.part("a document named with ESC and BEL, holding < and & under combining marks: the SVG is XML, the PNG is made") {
      let directory = try folder()
      let document = directory.appendingPathComponent("a\u{1B}]2;x\u{7}.txt")
      try Data("<\u{301} y &\u{200D} y <\u{20DD}>\n".utf8).write(to: document)
      let svgPath = directory.appendingPathComponent("shot.svg").path
      let result = try run(["-o", svgPath, document.path])
      #expect(result.status == 0, "\(result.stderr)")
      let svg = try String(contentsOfFile: svgPath, encoding: .utf8)
      #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a control in the SVG")
      #expect(svg.contains("a^[]2;x^G.txt"), "the file name reaches the title sanitised")
      #expect(svg.contains("&lt;\u{301} y &amp;\u{200D} y &lt;\u{20DD}&gt;"))
      let png = try run(["-o", directory.appendingPathComponent("shot.png").path, document.path])
      #expect(png.status == 0, "rsvg-convert could not read the SVG: \(png.stderr)")
      Reliability.add("svg-well-formed", 1)
    }
    Journey.part("-o end.png: a PNG through rsvg-convert, of the SVG's size") {
      let directory = try folder()
      let path = directory.appendingPathComponent("end.png").path
      let result = try run(["--keys", "G", "-o", path])
      #expect(result.status == 0, "\(result.stderr)")
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
      // The IHDR chunk's width and height: 80 columns of 9 px and 16 px of padding; 24 rows of
      // 18 px, the title bar's 28 and the padding.
      func integer(at offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
      #expect(integer(at: 16) == 80 * 9 + 16 && integer(at: 20) == 24 * 18 + 28 + 16)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(leftovers == ["end.png"], "the SVG made for the PNG is left: \(leftovers)")
    }
    Journey.part("--every-key writes the first screen and one per step, numbered") {
      let directory = try folder()
      let base = directory.appendingPathComponent("paso.txt").path
      let result = try run(["--every-key", "--keys", "j Space G", "-o", base])
      #expect(result.status == 0, "\(result.stderr)")
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      #expect(files == ["paso-000.txt", "paso-001.txt", "paso-002.txt", "paso-003.txt"])
      let last = try String(contentsOfFile: directory.appendingPathComponent("paso-003.txt").path, encoding: .utf8)
      #expect(lines(last).last?.trimmingCharacters(in: .whitespaces) == "Fin de la guía")
      let first = try String(contentsOfFile: directory.appendingPathComponent("paso-000.txt").path, encoding: .utf8)
      #expect(lines(first).contains("  Paso 1"))
    }
  }

  @Test("its refusals: a file that is not there, guia's own message and status 66 on one line; -o doc.txt doc.txt refused before anything runs, the document intact, an old snapshot replaced; standard output closed, status 73, the picture never typed into the guia it runs")
  func refusals() throws {
    Journey.part("a file that is not there: guia's own message and status 66, whole on one line however long") {
      let missing = try run(["/nonexistent/guia.md"])
      #expect(missing.status == 66)
      #expect(missing.stderr.contains("/nonexistent/guia.md"), "\(missing.stderr)")
      // A message longer than the pty's 80 columns comes back whole, one line, no ^J.
      let long = "/nonexistent/" + String(repeating: "carpeta-larga/", count: 6) + "guia.md"
      let wrapped = try run([long])
      #expect(wrapped.status == 66)
      #expect(wrapped.stderr.contains(long), "\(wrapped.stderr)")
      #expect(!wrapped.stderr.contains("^J") && wrapped.stderr.split(separator: "\n").count == 1, "\(wrapped.stderr)")
    }
    Journey.part("-o doc.txt doc.txt: refused before anything runs, the document intact; an old snapshot is replaced") {
      let directory = try folder()
      let document = directory.appendingPathComponent("doc.txt")
      try Data("Paso 1: no me pierdas\n".utf8).write(to: document)
      let refused = try run(["-o", document.path, document.path])
      #expect(refused.status != 0)
      #expect(refused.stderr.contains("es el documento que se muestra"), "\(refused.stderr)")
      #expect(try String(contentsOf: document, encoding: .utf8) == "Paso 1: no me pierdas\n")
      let old = directory.appendingPathComponent("pantalla.txt")
      try Data("una captura vieja\n".utf8).write(to: old)
      let replaced = try run(["-o", old.path, document.path])
      #expect(replaced.status == 0, "\(replaced.stderr)")
      #expect(try String(contentsOf: old, encoding: .utf8).contains("Paso 1: no me pierdas"))
      Reliability.add("no-overwrite", 1)
    }
    Journey.part("standard output closed (>&-): an error, status 73, and the picture never typed into the guia it runs") {
      let directory = try folder()
      let document = directory.appendingPathComponent("v")
      try Data("v\n".utf8).write(to: document)
      let marker = directory.appendingPathComponent("editor-ran")
      let editor = try Journey.script("editor", "touch '\(marker.path)'", in: directory)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "exec \"$0\" snapshot \"$1\" >&-", PtySession.binary, document.path]
      process.environment = [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "VISUAL": editor,
        "EDITOR": editor, "LESSHISTFILE": "-",
      ]
      let err = Pipe()
      process.standardError = err
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 73, "\(stderr)")
      #expect(stderr.contains("la salida estándar está cerrada"), "\(stderr)")
      #expect(!FileManager.default.fileExists(atPath: marker.path), "the picture was typed into guia: v ran the editor")
    }
  }
}
