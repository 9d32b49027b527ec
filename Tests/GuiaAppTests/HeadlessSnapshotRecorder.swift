import ScreenshotKit
import ScrollKit

@testable import GuiaApp

/// `guia snapshot`'s recorder without a pty: each ``settle()`` runs guia's session anew on a
/// headless terminal, typing every step so far (the session is deterministic, so it ends where
/// the typed one would), and its screen is that terminal's (libvterm fed by the real writer).
@MainActor
final class HeadlessSnapshotRecorder: @preconcurrency SnapshotRecording {
  private let arguments: [String]
  private let size: CellSize
  private var steps: [SessionHarness.Step] = []
  /// The last session's screen; `nil` before the first.
  private var shown: VirtualScreen?
  private(set) var hasExited = false
  /// The sessions run, one a settle.
  private(set) var sessions = 0

  /// A recorder of guia run with `arguments` on a window of `size`.
  nonisolated init(arguments: [String], size: CellSize) {
    self.arguments = arguments
    self.size = size
  }

  var screen: VirtualScreen { shown ?? VirtualScreen(rows: size.height, columns: size.width) }

  func type(_ bytes: [UInt8]) { steps.append(.keys(String(decoding: bytes, as: UTF8.self))) }

  func resize(columns: Int, rows: Int) { steps.append(.resize(CellSize(width: columns, height: rows))) }

  func settle() throws(GuiaError) {
    sessions += 1
    let harness: SessionHarness
    do {
      harness = try SessionHarness(arguments, steps: steps, size: size)
    } catch let error as GuiaError {
      throw error
    } catch {
      throw .terminal(.system("\(error)"))
    }
    shown = harness.terminal.shownScreen
    hasExited = harness.terminal.hasStepsLeft
  }

  func finish() -> Int32 { 0 }
}
