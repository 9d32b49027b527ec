import Foundation
import Testing
import ScrollKit

@testable import GuiaApp

/// less's secure mode (`LESSSECURE`), as an administrator sets it for a restricted user, in
/// guia's session: nothing runs, nothing else opens, nothing is kept (Ctrl-Z ignored, a signal's
/// matter: EndToEndTests' TerminalHygieneTests).
@MainActor
@Suite struct SecureModeSessionTests {
  /// A script that, run, writes its name and arguments to `ran`: the command it stands for ran.
  private static func marker(in folder: URL, ran: URL) throws -> String {
    let script = try folder.file("marca.sh", "echo \"$0 $@\" >> '\(ran.path)'\n")
    return "sh '\(script.path)'"
  }

  @Test("LESSSECURE=1: v and :e are refused with a message; LESSOPEN never runs; no history file is written")
  func secure() throws {
    let folder = try temporaryFolder()
    let file = try folder.file("doc.txt", (1...60).map { "línea \($0)\n" }.joined())
    let ran = folder.appendingPathComponent("ran")
    let marker = try Self.marker(in: folder, ran: ran)
    let history = folder.appendingPathComponent("lesshst")
    let run = try SessionHarness(
      [file.path],
      environment: ["LESSSECURE": "1", "VISUAL": marker, "LESSOPEN": "|\(marker) %s", "LESSHISTFILE": history.path],
      keys: ["v", ":e", "/línea 4\r"])
    #expect(run.screens.first?[1] == "línea 1")
    run.expectScreens(
      ("v refused", { $0.footer.contains("Orden no disponible") }),
      ("the search's line at the top", { $0[1] == "línea 4" }))
    #expect(run.screens.filter { $0.footer.contains("Orden no disponible") }.count >= 1)
    #expect(!run.screens.contains { $0.footer.hasPrefix("Examinar") }, ":e opened its prompt")
    #expect(run.terminal.handovers == 0, "the terminal was handed to an editor")
    #expect(!FileManager.default.fileExists(atPath: ran.path), "the editor or LESSOPEN ran")
    #expect(!FileManager.default.fileExists(atPath: history.path), "the history was written")
  }

  @Test("LESSSECURE_ALLOW=examine: :e opens the name as typed, wildcards not expanded; v still refused")
  func allowExamine() throws {
    let folder = try temporaryFolder()
    let first = try folder.file("uno.txt", "el primero\n")
    _ = try folder.file("dos.txt", "el segundo\n")
    let run = try SessionHarness(
      [first.path], environment: ["LESSSECURE": "1", "LESSSECURE_ALLOW": "examine"],
      keys: [":e", folder.path + "/d*.txt", "\r", "v"],
      // Wide enough for the message to show the whole name, wherever the temporary folder is.
      size: CellSize(width: 400, height: 24))
    #expect(run.screens.first?.contains("el primero") == true)
    run.expectScreens(
      ("the examine prompt", { $0.footer.hasPrefix("Examinar:") }),
      ("the pattern taken as a name", { $0.footer.contains("d*.txt") && !$0.footer.hasPrefix("Examinar") }),
      ("v refused", { $0.footer.contains("Orden no disponible") }))
    #expect(!run.screens.contains { $0.contains("el segundo") }, "the wildcard was expanded")
    #expect(run.terminal.handovers == 0)
  }
}
