import Foundation
import ScrollKit
import Testing

@testable import GuiaApp

/// `guia snapshot` driven without a pty: the command's steps, pictures and checks on guia's
/// session run on a headless terminal (``HeadlessSnapshotRecorder``). The real binary running
/// itself in a pty, its idle markers and its exits: EndToEndTests.SnapshotCommandTests.
@MainActor
@Suite struct SnapshotCommandSessionTests {
  /// A file of 100 numbered lines, and a folder for the pictures.
  private func document() throws -> (file: URL, folder: URL) {
    let folder = try temporaryFolder()
    let file = try folder.file("numeros.txt", (1...100).map { "línea \($0)\n" }.joined())
    return (file, folder)
  }

  /// Runs `guia snapshot` with `arguments`, every recorder it starts kept.
  private func snapshot(_ arguments: [String]) throws(GuiaError) -> (GuiaApp.ExitStatus, [HeadlessSnapshotRecorder]) {
    var recorders: [HeadlessSnapshotRecorder] = []
    let status = try SnapshotCommand.run(arguments) { arguments, size, _, _ in
      let recorder = HeadlessSnapshotRecorder(arguments: arguments, size: size)
      recorders.append(recorder)
      return recorder
    }
    return (status, recorders)
  }

  @Test("--keys 'G k' --size 40x10 -o end.txt: the screen after the last step, 40 by 10, in the file; one session a step and one for the first screen")
  func lastScreen() throws {
    let (file, folder) = try document()
    let output = folder.appendingPathComponent("end.txt").path
    let (status, recorders) = try snapshot([file.path, "--keys", "G k", "--size", "40x10", "-o", output])
    #expect(status == .success)
    #expect(recorders.count == 1 && recorders.first?.sessions == 3)
    let rows = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(rows.count == 10 && rows.allSatisfy { $0.count <= 40 }, "\(rows)")
    // The last text row, above the rule and the footer: one row up from the end.
    #expect(rows.count == 10 && rows[7].hasPrefix("línea 99"), "\(rows)")
  }

  @Test("--every-key -o paso.txt: the first screen and one a step, numbered from 000")
  func everyKey() throws {
    let (file, folder) = try document()
    let output = folder.appendingPathComponent("paso.txt").path
    let (status, _) = try snapshot([file.path, "--keys", "j j", "--every-key", "-o", output])
    #expect(status == .success)
    let tops = try (0...2).map { step in
      let path = folder.appendingPathComponent(String(format: "paso-%03d.txt", step)).path
      return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")[1].trimmingCharacters(in: .whitespaces)
    }
    #expect(tops.map { $0.hasPrefix("línea") ? String($0.prefix(7)) : $0 } == ["línea 1", "línea 2", "línea 3"], "\(tops)")
  }

  @Test("--expect of a text the last screen lacks: refused with the text named, the picture still written")
  func expectationFails() throws {
    let (file, folder) = try document()
    let output = folder.appendingPathComponent("fin.txt").path
    #expect(throws: GuiaError.snapshotLacks(text: "línea 100", output: output)) {
      try snapshot([file.path, "--expect", "línea 100", "-o", output])
    }
    #expect(FileManager.default.fileExists(atPath: output))
  }

  @Test("Resize-48x16 mid-script: the screen after it is 48 by 16")
  func resize() throws {
    let (file, folder) = try document()
    let output = folder.appendingPathComponent("chica.txt").path
    let (status, _) = try snapshot([file.path, "--keys", "j Resize-48x16", "-o", output])
    #expect(status == .success)
    let rows = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(rows.count == 16 && rows.allSatisfy { $0.count <= 48 }, "\(rows.count) rows: \(rows)")
  }
}
