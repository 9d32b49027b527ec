import Foundation
import Testing

/// less's input preprocessor, LESSOPEN and LESSCLOSE, as a user who set them for less
/// (Debian's `eval "$(lesspipe)"`) meets them in guia: the command's output arriving as a
/// pipe, standard input, LESSCLOSE when the process ends (a command's answer known when the
/// file opens, `-L` and secure mode: GuiaAppTests' PreprocessorSessionTests).
@Suite("input preprocessor journeys")
struct PreprocessorJourneyTests {
  static func text(of session: PtySession, rows: ClosedRange<Int>) -> [String] {
    rows.map { session.lines[$0].trimmingCharacters(in: .whitespaces) }
  }

  @Test("LESSOPEN through a process: |cmd %s's output arriving as a pipe's, ||cmd's empty document, a replacement file and LESSCLOSE, |-cmd on standard input, Debian's lesspipe")
  func preprocessors() {
    Journey.part("|cmd %s: the command's output, arriving as a pipe's, is the document; the header names the file") {
      let folder = try Journey.temporaryFolder()
      let upper = try Journey.script("mayus.sh", #"case "$1" in *.up) tr a-z A-Z < "$1";; esac"#, in: folder)
      let shouted = folder.appendingPathComponent("it's a.up")
      try Data("hola\nmundo\n".utf8).write(to: shouted)
      let session = try PtySession([shouted.path], environment: ["LESSOPEN": "|\(upper) %s"])
      // The output arrives as a pipe's does, after the first frame.
      try session.wait(forText: "MUNDO")
      #expect(Self.text(of: session, rows: 1...2) == ["HOLA", "MUNDO"], "\(session.lines.prefix(3))")
      #expect(Journey.title(session.lines).hasPrefix("it's a.up"))
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
    Journey.part("||cmd %s: nothing written with status 0 is an empty document, its input ended") {
      let folder = try Journey.temporaryFolder()
      let silent = try Journey.script("nada.sh", "exit 0", in: folder)
      let file = folder.appendingPathComponent("texto.txt")
      try Data("contenido\n".utf8).write(to: file)
      let empty = try PtySession([file.path], environment: ["LESSOPEN": "||\(silent) %s"])
      // The empty document's end: its input has ended.
      try empty.wait(for: "the end of the empty document") { $0.footer == "Fin de la guía" && !$0.lines[0].contains("leyendo") }
      #expect(!empty.lines.contains { $0.contains("contenido") })
      #expect(empty.footer == "Fin de la guía")
      empty.send("q")
      _ = try empty.waitForExit()
    }
    Journey.part("cmd %s names a file to read instead; LESSCLOSE gets both names when guia ends") {
      let folder = try Journey.temporaryFolder()
      let log = folder.appendingPathComponent("cierre.log").path
      let replace = try Journey.script(
        "otro.sh", #"t="\#(folder.path)/sustituto.txt"; echo "en su lugar" > "$t"; echo "$t""#, in: folder)
      let closer = try Journey.script("cierra.sh", #"echo "$1|$2" > "\#(log)""#, in: folder)
      let file = folder.appendingPathComponent("original.txt")
      try Data("original\n".utf8).write(to: file)
      let session = try PtySession(
        [file.path], environment: ["LESSOPEN": "\(replace) %s", "LESSCLOSE": "\(closer) %s %s"])
      try session.waitForNextFrame(after: 0)
      #expect(Self.text(of: session, rows: 1...1) == ["en su lugar"])
      #expect(Journey.title(session.lines).hasPrefix("original.txt"))
      #expect(!FileManager.default.fileExists(atPath: log), "LESSCLOSE ran before guia ended")
      session.send("q")
      #expect(try session.waitForExit() == 0)
      let closed = try String(contentsOfFile: log, encoding: .utf8)
      #expect(closed == "\(file.path)|\(folder.appendingPathComponent("sustituto.txt").path)\n")
    }
    Journey.part("|-cmd %s preprocesses standard input too; without -, a pipe is read as it is") {
      let folder = try Journey.temporaryFolder()
      let upper = try Journey.script("mayus.sh", #"[ "$1" = - ] && tr a-z A-Z"#, in: folder)
      for (lessopen, expected) in [("|-\(upper) %s", "ENTRADA"), ("|\(upper) %s", "entrada")] {
        let session = try PtySession(
          ["-c", "printf 'entrada\\n' | '\(PtySession.binary)'"], environment: ["LESSOPEN": lessopen],
          executable: "/bin/sh")
        try session.wait(forText: expected)
        session.send("q")
        _ = try session.waitForExit()
      }
    }
    Journey.part("Debian's lesspipe (eval \"$(lesspipe)\"): a .gz shows uncompressed") {
      let lesspipe = "/usr/bin/lesspipe"
      try #require(FileManager.default.isExecutableFile(atPath: lesspipe), "make test-deps installs less")
      let folder = try Journey.temporaryFolder()
      let gz = folder.appendingPathComponent("notas.txt.gz")
      let gzip = Process()
      gzip.executableURL = URL(fileURLWithPath: "/bin/sh")
      gzip.arguments = ["-c", "printf 'primera\\nsegunda\\n' | gzip > '\(gz.path)'"]
      try gzip.run()
      gzip.waitUntilExit()
      let session = try PtySession(
        [gz.path], environment: ["LESSOPEN": "| \(lesspipe) %s", "LESSCLOSE": "\(lesspipe) %s %s"])
      try session.wait(forText: "segunda")
      #expect(Self.text(of: session, rows: 1...2) == ["primera", "segunda"], "\(session.lines.prefix(3))")
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
  }

}
