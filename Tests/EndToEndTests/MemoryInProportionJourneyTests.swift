import Foundation
import Testing

/// Inputs that once took hundreds of megabytes, each read with memory bounded by what the
/// screen shows and keys answered while the work runs (issue 30, §3; a 10 MB Markdown manual
/// laid out around what is shown, issue 28): the process's memory, which only a process
/// shows. The bounds are for the product: the sanitizers' shadow memory raises RSS, so they
/// are not checked under them.
@Suite("memory in proportion journeys")
struct MemoryInProportionJourneyTests {
  /// One line of `count` repetitions of `unit`, written at once.
  private func line(_ name: String, _ unit: [UInt8], count: Int, tail: [UInt8] = []) throws -> URL {
    var bytes = [UInt8](repeating: unit[0], count: unit.count * count)
    if unit.count > 1 {
      bytes.withUnsafeMutableBufferPointer { buffer in
        for index in buffer.indices { buffer[index] = unit[index % unit.count] }
      }
    }
    return try Journey.file(name, bytes + tail + [0x0A])
  }

  private var size: Int { underSanitizer ? 1 << 20 : 10_000_000 }

  @Test("inputs once taking hundreds of MB, each under its bound: &z on 10 MB lines of ESC bytes and of backspaces (a key stops it while it runs); 10 MB of READMEs and a 10 MB manual (first screen, End, a search to the middle, g); one SGR of 5 M parameters; 8 192 OSC 8 links of 4 KiB searched")
  func memoryInProportion() throws {
    Journey.part("filters") {
      Journey.each([("escapes", [UInt8(0x1B)]), ("backspaces", Array("a\u{8}".utf8))]) { name, unit in
        let file = try line(name, unit, count: size / unit.count)
        let session = try PtySession(["-f", file.path])
        try session.waitForNextFrame(after: 0)
        _ = try session.press("&")
        session.send("z\r")
        try session.wait(for: "the filter's end", timeout: 60) { $0.footer.contains("z") && !$0.footer.hasPrefix("&") && !$0.footer.hasPrefix("Filtrando") }
        let peak = session.peakMemoryKB
        #expect(underSanitizer || (peak > 0 && peak < 100 * 1024), "\(name): peak RSS \(peak) kB")
        session.send("q")
        #expect(try session.waitForExit().exited(with: 0))
        Reliability.add("memory", 1)
      }
      Journey.part("a key stops it") {
        let file = try line("escapes-key", [0x1B], count: size * 2)
        let session = try PtySession(["-f", file.path])
        try session.waitForNextFrame(after: 0)
        _ = try session.press("&")
        session.send("z\r")
        session.send("q")
        #expect(try session.waitForExit(timeout: 10).exited(with: 0), "q answered while the filter ran")
        Reliability.add("memory", 1)
      }
    }
    Journey.part("Markdown") {
      Journey.part("READMEs") {
        var text = ""
        var section = 0
        while text.utf8.count < size {
          text += """
            # Proyecto \(section)

            Un párrafo con *énfasis*, **fuerza**, `código`, un [enlace](https://example.org/\(section)) y texto que
            sigue para llenar la línea como lo hace un README de verdad, con palabras y más palabras \(section).

            ## Instalación

            - paso uno con `make` y **cuidado**
            - paso dos, [la guía](https://example.org/guia/\(section))
              - un paso dentro

            ```sh
            make install PREFIX=/usr/local
            ```

            | opción | efecto |
            |---|---|
            | `-N` | números de línea |

            > Una cita con _cursiva_ y ~~tachado~~.

            """
          section += 1
        }
        let file = try Journey.file("readmes.md", Array(text.utf8))
        let session = try PtySession([file.path])
        try session.wait(forText: "Proyecto 0", timeout: 60)
        try session.press("G")
        try session.wait(for: "the last section", timeout: 60) { $0.lines.contains { $0.contains("tachado") } && $0.footer.contains("Fin") }
        let peak = session.peakMemoryKB
        let bound = (10 * text.utf8.count + 30 << 20) / 1024
        #expect(!testsProductBinary || (peak > 0 && peak < bound), "peak RSS \(peak) kB, bound \(bound) kB")
        session.send("q")
        #expect(try session.waitForExit().exited(with: 0))
        Reliability.add("memory", 1)
      }
      Journey.part("a manual") {
        let sections = underSanitizer ? 2_000 : 75_000
        var text = "# Manual grande\n\n"
        for section in 0..<sections {
          text += "## Sección \(section)\n\nPárrafo \(section) del manual, con texto que se parte en filas"
          text += section == sections / 2 ? " y la AGUJA escondida.\n\n" : " como cualquier otro.\n\n"
          text += "- paso \(section)\n- `código \(section)`\n\n"
        }
        let file = try Journey.file("grande.md", Array(text.utf8))
        let session = try PtySession([file.path])
        try session.wait(forText: "Sección 0", timeout: 60)
        _ = try session.press("G")
        // End waits for the parts parsed after the first screen: the parse the first screen
        // no longer waits for.
        try session.wait(forText: "Sección \(sections - 1)", timeout: 60)
        session.send("g")
        try session.wait(forText: "Sección 0")
        session.send("/AGUJA\r")
        try session.wait(forText: "la AGUJA")
        #expect(session.lines.contains { $0.contains("Párrafo \(sections / 2) ") })
        session.send("k")
        try session.wait(forText: "Sección \(sections / 2)")
        let peak = session.peakMemoryKB
        #expect(underSanitizer || (peak > 0 && peak < 300 * 1024), "peak RSS \(peak) kB")
        session.send("q")
        #expect(try session.waitForExit().exited(with: 0))
      }
    }
    Journey.part("escapes") {
      Journey.part("one SGR") {
        let count = size / 2
        let file = try line("sgr", Array("1;".utf8), count: count, tail: Array("1mtexto".utf8))
        // The line as a file holds it: ESC [ then the parameters.
        var bytes = try Data(contentsOf: file)
        bytes.insert(contentsOf: [0x1B, 0x5B], at: 0)
        try bytes.write(to: file)
        let session = try PtySession(["-f", "-R", file.path])
        try session.wait(forText: "^[[1;1;1;")
        try session.press("G")
        try session.wait(for: "the line's end") { $0.lines.contains { $0.contains("1mtexto") } }
        let peak = session.peakMemoryKB
        #expect(underSanitizer || (peak > 0 && peak < 100 * 1024), "peak RSS \(peak) kB")
        session.send("q")
        #expect(try session.waitForExit().exited(with: 0))
        Reliability.add("memory", 1)
      }
      Journey.part("OSC 8 links") {
        let links = underSanitizer ? 512 : 8_192
        var bytes = [UInt8]()
        let padding = [UInt8](repeating: UInt8(ascii: "x"), count: 4_000)
        for index in 0..<links {
          bytes += Array("\u{1B}]8;;https://example.org/\(index)/".utf8) + padding
          bytes += Array("\u{7}enlace \(index)\u{1B}]8;;\u{7}\n".utf8)
        }
        let file = try Journey.file("links.txt", bytes)
        let session = try PtySession(["-R", file.path])
        try session.wait(forText: "enlace 0")
        _ = try session.press("/")
        session.send("enlace \(links - 1)$\r")
        try session.wait(for: "the last link found", timeout: 60) { $0.lines[1] == "enlace \(links - 1)" }
        let peak = session.peakMemoryKB
        #expect(underSanitizer || (peak > 0 && peak < 100 * 1024), "peak RSS \(peak) kB")
        session.send("q")
        #expect(try session.waitForExit().exited(with: 0))
        Reliability.add("memory", 1)
      }
    }
  }
}
