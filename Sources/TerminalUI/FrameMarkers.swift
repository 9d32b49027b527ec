/// The in-band markers guia writes for the programs that read its screen through a pty: the
/// pty tests and `guia snapshot` (`GUIA_TEST_FRAMES`). Each is an OSC the terminal ignores:
/// `ESC ] 777 ; guia-KIND ; N BEL`.
///
/// - `guia-begin;N` and `guia-frame;N` bracket frame N, so a reader can tell a frame still
///   being written (`GUIA_TEST_FRAMES=1`);
/// - `guia-idle;B` (with `GUIA_TEST_FRAMES=2`) says guia is about to wait with nothing queued
///   and nothing ticking, having taken B bytes of input: whatever a key asked for is on the
///   screen, whether or not it changed it. It is written once per (input, frames) state.
public struct FrameMarkers: Sendable {
  /// Which markers are written.
  public enum Mode: Sendable {
    case none, frames, framesAndIdle

    /// The mode `GUIA_TEST_FRAMES`'s value asks for.
    public init(environmentValue value: String?) {
      switch value {
      case "1": self = .frames
      case "2": self = .framesAndIdle
      default: self = .none
      }
    }
  }

  public let mode: Mode
  /// The frames drawn so far.
  public private(set) var frames = 0
  /// What the last idle marker said: the input taken and the frames drawn by then.
  private var lastIdle: (bytes: Int, frames: Int)?

  public init(mode: Mode) { self.mode = mode }

  /// The marker that opens the next frame, if frames are marked.
  public func begin() -> [UInt8]? {
    mode == .none ? nil : Self.marker("begin", frames + 1)
  }

  /// Counts the frame just drawn and returns the marker that closes it, if frames are marked.
  public mutating func end() -> [UInt8]? {
    guard mode != .none else { return nil }
    frames += 1
    return Self.marker("frame", frames)
  }

  /// The idle marker for guia about to wait having taken `bytesRead` bytes, or `nil` when
  /// idle markers are off or this state was already said.
  public mutating func idle(bytesRead: Int) -> [UInt8]? {
    guard mode == .framesAndIdle, lastIdle.map({ $0 != (bytesRead, frames) }) ?? true else { return nil }
    lastIdle = (bytesRead, frames)
    return Self.marker("idle", bytesRead)
  }

  static func marker(_ kind: String, _ number: Int) -> [UInt8] {
    Array("\u{1B}]777;guia-\(kind);\(number)\u{07}".utf8)
  }
}
