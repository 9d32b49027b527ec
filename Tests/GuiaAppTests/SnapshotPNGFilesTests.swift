import Foundation
import Testing

@testable import GuiaApp

/// The files `guia snapshot -o x.png` makes and names on its way to the PNG, as
/// `SnapshotCommand` makes them: the SVG for `rsvg-convert` a file of its own making beside the
/// PNG, and the PNG's name given to `rsvg-convert` as no option (a PNG written by the real
/// binary: EndToEndTests.SnapshotCommandTests).
@Suite struct SnapshotPNGFilesTests {
  @Test("-o out.png beside a file named out.png.svg: that file untouched, no other left behind")
  func pngTemporaryIsItsOwn() throws {
    let directory = try temporaryFolder()
    let neighbour = directory.appendingPathComponent("out.png.svg")
    try Data("mío\n".utf8).write(to: neighbour)
    let output = directory.appendingPathComponent("out.png").path
    guard case .made(let svg) = FileWriter.temporaryFile(beside: output, suffix: ".svg", holding: Array("<svg/>".utf8))
    else {
      Issue.record("no temporary SVG made")
      return
    }
    #expect(svg != neighbour.path && svg.hasSuffix(".svg"), "\(svg)")
    #expect(URL(fileURLWithPath: svg).deletingLastPathComponent().path == directory.path, "beside the PNG")
    #expect(try String(contentsOfFile: svg, encoding: .utf8) == "<svg/>")
    #expect(try String(contentsOf: neighbour, encoding: .utf8) == "mío\n")
    // As the command does once rsvg-convert has read it.
    unlink(svg)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png.svg"])
  }

  @Test("-o -x.png: rsvg-convert is given ./-x.png, never an option")
  func outputNamedLikeAnOption() {
    #expect(ChildProcess.pathArgument("-x.png") == "./-x.png")
    #expect(ChildProcess.pathArgument("x.png") == "x.png")
    #expect(ChildProcess.pathArgument("/tmp/-x.png") == "/tmp/-x.png")
  }
}
