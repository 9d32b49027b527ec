import Foundation
import Testing

@testable import GuiaApp

/// less's input preprocessor (`LESSOPEN`) in guia's session, where its command's answer is
/// known when the file opens: nothing written, a replacement, turned off (a command's output
/// arriving as a pipe, `||`'s empty document, standard input and LESSCLOSE at exit:
/// EndToEndTests' PreprocessorJourneyTests).
@MainActor
@Suite struct PreprocessorSessionTests {
  /// A script `name` holding `body` in `folder`, and the command that runs it.
  private static func script(_ name: String, _ body: String, in folder: URL) throws -> String {
    "sh '\(try folder.file(name, body + "\n").path)'"
  }

  @Test("|cmd %s: nothing written is no document: the file as it is")
  func nothingWritten() throws {
    let folder = try temporaryFolder()
    let silent = try Self.script("nada.sh", "exit 0", in: folder)
    let file = try folder.file("texto.txt", "contenido\n")
    let run = try SessionHarness([file.path], environment: ["LESSOPEN": "|\(silent) %s"], keys: [])
    let lines = try #require(run.screens.first)
    #expect(lines[1] == "contenido", "\(lines.prefix(3))")
    #expect(lines.footer == "Fin de la guía")
  }

  @Test("cmd %s names a file to read instead; the header names the file; :n reads the next one through it too")
  func replacementFile() throws {
    let folder = try temporaryFolder()
    let replace = try Self.script(
      "otro.sh", #"case "$1" in *.orig) t="\#(folder.path)/sustituto.txt"; echo "en su lugar" > "$t"; echo "$t";; esac"#,
      in: folder)
    let file = try folder.file("original.orig", "original\n")
    let plain = try folder.file("b.txt", "tal cual\n")
    let run = try SessionHarness([file.path, plain.path], environment: ["LESSOPEN": "\(replace) %s"], keys: [":n"])
    let first = try #require(run.screens.first)
    #expect(first[1].trimmingCharacters(in: .whitespaces) == "en su lugar", "\(first.prefix(3))")
    #expect(first.title.hasPrefix("original.orig"))
    run.expectScreens(("the next file, as it is", { $0.title.hasPrefix("b.txt") && $0[1] == "tal cual" }))
  }

  @Test("-L, and LESSSECURE=1, run no preprocessor: the file as it is")
  func turnedOff() throws {
    let folder = try temporaryFolder()
    let upper = try Self.script("mayus.sh", #"t="\#(folder.path)/mayus.txt"; tr a-z A-Z < "$1" > "$t"; echo "$t""#, in: folder)
    let file = try folder.file("a.txt", "hola\nmundo\n")
    let environment = ["LESSOPEN": "\(upper) %s"]
    let on = try SessionHarness([file.path], environment: environment, keys: [])
    #expect(on.screens.first?[1] == "HOLA", "the preprocessor ran: the test can tell")
    let off = try SessionHarness(["-L", file.path], environment: environment, keys: [])
    #expect(off.screens.first?[1] == "hola")
    let secure = try SessionHarness([file.path], environment: environment.merging(["LESSSECURE": "1"]) { $1 }, keys: [])
    #expect(secure.screens.first?[1] == "hola", "LESSSECURE=1 runs no preprocessor")
  }
}
