#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing

@testable import GuiaApp

/// `text` loaded by `DocumentLoader` as `cmd | guia -` loads its standard input (`format` as
/// `--markdown` or `--plain` say): a pipe holding `text` stands in for this process's standard
/// input only while the loader takes it (no other host-free test reads standard input).
func loadedFromStandardInput(_ text: String, format: DocumentFormat = .automatic) throws -> LoadedDocument {
  var ends: [Int32] = [0, 0]
  try #require(pipe(&ends) == 0)
  let bytes = Array(text.utf8)
  #expect(write(ends[1], bytes, bytes.count) == bytes.count)
  close(ends[1])
  return try loaded(readingFrom: ends[0], format: format)
}

/// The output of `command` (run by `/bin/sh`) loaded as `cmd | guia` loads its standard input:
/// a real pipe that the command writes while the reader reads it. Only the command holds the
/// pipe's writing end, so the input ends when the command does.
func loadedFromStandardInput(producedBy command: String) throws -> LoadedDocument {
  var ends: [Int32] = [0, 0]
  try #require(pipe(&ends) == 0)
  // Close-on-exec: no other test's child keeps the pipe open for writing.
  for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
  let producer = Process()
  producer.executableURL = URL(fileURLWithPath: "/bin/sh")
  producer.arguments = ["-c", command]
  producer.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
  try producer.run()
  close(ends[1])
  return try loaded(readingFrom: ends[0])
}

/// `-` loaded with `descriptor` (closed here) as standard input, for as long as the loader
/// takes it; this process's own standard input comes back after.
private func loaded(readingFrom descriptor: Int32, format: DocumentFormat = .automatic) throws -> LoadedDocument {
  let saved = dup(0)
  try #require(saved >= 0)
  dup2(descriptor, 0)
  close(descriptor)
  defer {
    dup2(saved, 0)
    close(saved)
  }
  return try DocumentLoader.load("-", format: format)
}
