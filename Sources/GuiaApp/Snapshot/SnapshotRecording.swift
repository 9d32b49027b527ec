import ScreenshotKit

/// What `guia snapshot` drives: a guia showing a document on a screen that can be read, typed
/// into one step at a time. ``SnapshotRecorder`` runs the real binary in a private
/// pseudo-terminal; tests drive ``SnapshotCommand`` with one that runs guia's session on a
/// headless terminal, without a pty.
protocol SnapshotRecording: AnyObject {
  /// The screen as guia left it at the last ``settle()``.
  var screen: VirtualScreen { get }
  /// Whether guia has ended (on its own, as `-F` does, or after `q`).
  var hasExited: Bool { get }
  /// Types `bytes`, as the terminal sends a key.
  func type(_ bytes: [UInt8])
  /// Waits until guia has answered every byte typed and every resize, or has ended.
  func settle() throws(GuiaError)
  /// Resizes the window, as a user dragging it.
  func resize(columns: Int, rows: Int)
  /// Ends guia (`q`) and returns how it exited, as `waitpid` says it.
  func finish() -> Int32
}
