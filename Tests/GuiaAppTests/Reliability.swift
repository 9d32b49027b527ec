#if canImport(Glibc)
  import Glibc
#endif
import Foundation

/// Where this target's reliability suites leave their counts for `make reliability`'s table
/// (`scripts/reliability-table`), as the journeys' do.
enum Reliability {
  /// Whether the suites run in their long form (`GUIA_RELIABILITY=full`).
  static let isFull = ProcessInfo.processInfo.environment["GUIA_RELIABILITY"] == "full"

  /// Adds `count` to the number recorded under `name` (tests run in parallel: one append each).
  static func add(_ name: String, _ count: Int) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/reliability")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let descriptor = open(folder.appendingPathComponent(name).path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let line = Array("+\(count)\n".utf8)
    _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}
