import Foundation
import Testing

/// A file that changes under guia while it is open (truncated, deleted, replaced by another):
/// guia's session on it does not crash, and every key still answers.
@MainActor
@Suite struct FileChangedSessionTests {
  /// 500 numbered lines, short enough not to wrap at 80 columns.
  private static let numbered = (1...500).map { String(format: "%07d línea de prueba\n", $0) }.joined()

  @Test("a file truncated, deleted or replaced while open: no crash, keys still answer",
        arguments: ["truncate", "delete", "replace"])
  func fileChanges(change: String) throws {
    let folder = try temporaryFolder()
    let file = try folder.file("numeros.txt", Self.numbered)
    let keys = [" ", "G", "g", "j", " ", "F", "k"]
    let run = try SessionHarness([file.path], keys: keys) { index in
      // After the first page, before the keys that look at the file again.
      guard index == 1 else { return }
      switch change {
      case "truncate": truncate(file.path, 100)
      case "delete": try FileManager.default.removeItem(at: file)
      default: _ = rename(try folder.file("otro.txt", "nuevo\n").path, file.path)
      }
    }
    #expect(run.reason == .quit, "\(change)")
    // A frame for the first screen and one for each key that moved.
    run.expectScreens(
      ("the first page", { $0[1].hasPrefix("0000001 ") }),
      ("the second page", { $0[1].hasPrefix("0000022 ") }))
  }
}
