#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing

@testable import GuiaApp

/// The header's name for what guia reads, as less names it.
@Suite struct DocumentTitleTests {
  @Test("a file is its own name; a descriptor's path is whole (guia <(seq 3): /dev/fd/63, not 63)")
  func fileNames() {
    #expect(DocumentLoader.title(of: "/var/log/syslog", manPage: nil) == "syslog")
    #expect(DocumentLoader.title(of: "notas.md", manPage: nil) == "notas.md")
    #expect(DocumentLoader.title(of: "/dev/fd/63", manPage: nil) == "/dev/fd/63")
    #expect(DocumentLoader.title(of: "/proc/self/fd/5", manPage: nil) == "/proc/self/fd/5")
    #expect(DocumentLoader.title(of: "/tmp/fd/informe", manPage: nil) == "informe")
  }

  @Test("standard input is the page man pipes (MAN_PN, bash(1)), else 'standard input'")
  func standardInput() {
    #expect(DocumentLoader.title(of: "-", manPage: "bash(1)") == "bash(1)")
    #expect(DocumentLoader.title(of: "-", manPage: nil) == "standard input")
    #expect(DocumentLoader.title(of: "-", manPage: "") == "standard input")
  }

  @Test("a pipe opened as /dev/fd/N, as a shell's <(…) gives it, is read and titled by its path")
  func processSubstitution() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    _ = "1\n2\n3\n".withCString { write(ends[1], $0, 6) }
    close(ends[1])
    defer { close(ends[0]) }
    let path = "/dev/fd/\(ends[0])"
    let document = try DocumentLoader.load(path)
    #expect(document.title == path)
  }
}
