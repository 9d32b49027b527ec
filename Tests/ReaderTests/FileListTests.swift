import ScrollKit
import Document
import Reader
import Testing
import TerminalUI

/// Several files as less reads them: the list's moves, and the reader's `:` commands.
@Suite struct FileListTests {
  @Test(":n, :p, :x with and without counts stop at the ends; the ordinal is 2/3")
  func moves() throws {
    var files = FileList(["a", "b", "c"])
    #expect(files.ordinal == "1/3" && files.currentPath == "a")
    #expect(try files.apply(.next(1)) == 1)
    #expect(files.ordinal == "2/3")
    #expect(try files.apply(.next(5)) == 2, "a count past the last goes to the last")
    #expect(throws: FileList.Refusal.noNextFile) { try files.apply(.next(1)) }
    #expect(files.current == 2, "a refusal leaves the list as it was")
    #expect(try files.apply(.previous(2)) == 0)
    #expect(throws: FileList.Refusal.noPreviousFile) { try files.apply(.previous(1)) }
    #expect(try files.apply(.number(3)) == 2)
    #expect(try files.apply(.number(0)) == 0)
    #expect(try files.apply(.number(9)) == 2)
    #expect(FileList(["solo"]).ordinal == nil, "one file: no ordinal")
  }

  @Test("whether a file comes after or before the current one, as :n and :p find it")
  func neighbours() throws {
    var files = FileList(["a", "b"])
    #expect(files.hasNext && !files.hasPrevious)
    try files.apply(.next(1))
    #expect(!files.hasNext && files.hasPrevious)
    #expect(!FileList(["solo"]).hasNext && !FileList(["solo"]).hasPrevious)
  }

  @Test(":e puts the file after the current one; :d takes the current out")
  func examineAndRemove() throws {
    var files = FileList(["a", "b"])
    try files.apply(.examine("x"))
    #expect(files.paths == ["a", "x", "b"] && files.currentPath == "x")
    try files.apply(.remove)
    #expect(files.paths == ["a", "b"] && files.currentPath == "b")
    try files.apply(.remove)
    #expect(files.paths == ["a"] && files.currentPath == "a", "the last removed: the new last")
    #expect(throws: FileList.Refusal.onlyFile) { try files.apply(.remove) }
  }

  @MainActor
  @Test("the reader asks for the next file and ends; with none, it says so and stays")
  func readerRequests() {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 12))
    reader.model.prepare(files: FileList(["a.md", "b.txt"]))
    reader.press(.character(":"))
    #expect(reader.press(.character("p")) != .exit(.quit))
    #expect(reader.lines[0].hasPrefix("  Guía de montaje (1/2)"), "\(reader.lines[0])")
    #expect(reader.lines[11].trimmed == "No hay archivo anterior")
    reader.press(.character(":"))
    #expect(reader.press(.character("n")) == .exit(.quit), "the reader ends for the app to switch")
    #expect(reader.model.takeFileRequest() == .next(1))
    #expect(reader.model.takeFileRequest() == nil, "taken once")
  }

  @MainActor
  @Test("a count before : goes with the command; :e reads a name in the footer's row; :z is unknown")
  func countsAndPrompt() {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 12))
    reader.model.prepare(files: FileList(["a", "b", "c"]))
    reader.press(.character("3"), .character(":"))
    #expect(reader.press(.character("x")) == .exit(.quit))
    #expect(reader.model.takeFileRequest() == .number(3))
    let other = ReaderHarness(size: CellSize(width: 80, height: 12))
    other.press(.character(":"), .character("e"))
    #expect(other.lines[11] == "Examinar:")
    for character in "otro.txt" { other.press(.character(character)) }
    #expect(other.lines[11] == "Examinar: otro.txt")
    #expect(other.press(.enter) == .exit(.quit))
    #expect(other.model.takeFileRequest() == .examine("otro.txt"))
    let third = ReaderHarness(size: CellSize(width: 80, height: 12))
    third.press(.character(":"), .character("e"), .character("x"), .escape)
    #expect(third.lines[11].trimmed == "Quedan pasos por ver", "Esc closes the prompt")
    third.press(.character(":"), .character("z"))
    #expect(third.lines[11].trimmed == "Orden desconocida: :z")
  }
}

extension FileListTests {
  @MainActor
  @Test("R asks to read the file again; v to edit it at the top row's source line")
  func reloadAndEdit() throws {
    var files = FileList(["a", "b"])
    #expect(try files.apply(.reload) == 0 && files.apply(.edit(line: 3)) == 0, "the list stays")
    let text = (1...100).map { "línea \($0)" }.joined(separator: "\n")
    let size = CellSize(width: 80, height: 12)
    let reader = ReaderHarness(
      ReaderModel(rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80), title: "t.txt"),
      size: size)
    reader.press(.character("1"), .character("0"), .character("j"))
    #expect(reader.lines[1] == "línea 11")
    #expect(reader.press(.character("v")) == .exit(.quit))
    #expect(reader.model.takeFileRequest() == .edit(line: 11))
    let again = ReaderHarness(size: size)
    #expect(again.press(.character("R")) == .exit(.quit))
    #expect(again.model.takeFileRequest() == .reload)
    let guide = ReaderHarness(size: size)
    #expect(guide.press(.character("v")) == .exit(.quit))
    // Markdown: the source line of the top row's text, the first step's item.
    #expect(guide.model.takeFileRequest() == .edit(line: 3))
  }
}

extension FileListTests {
  @Test("a search spanning files moves to the next (previous) file, to the first (last) from the edge, back to its origin")
  func searchMoves() throws {
    let pattern = try #require(SearchPattern("x"))
    var files = FileList(["a", "b", "c"])
    try files.apply(.search(FileSearch(pattern: pattern, direction: .forward, origin: 0)))
    #expect(files.current == 1)
    try files.apply(.search(FileSearch(pattern: pattern, direction: .forward, origin: 0)))
    #expect(files.current == 2)
    #expect(throws: FileList.Refusal.noNextFile) {
      try files.apply(.search(FileSearch(pattern: pattern, direction: .forward, origin: 0)))
    }
    try files.apply(.searchFailed(FileSearch(pattern: pattern, direction: .forward, origin: 0)))
    #expect(files.current == 0)
    try files.apply(.search(FileSearch(pattern: pattern, direction: .backward, origin: 0, startsAtEdge: true)))
    #expect(files.current == 2, "? with Ctrl-F starts at the last file")
    #expect(throws: FileList.Refusal.noPreviousFile) {
      var first = FileList(["a", "b"])
      try first.apply(.search(FileSearch(pattern: pattern, direction: .backward, origin: 0)))
    }
  }

  @MainActor
  @Test("a search with Ctrl-E finding nothing here asks for the next file; ESC-n too; a file reached searches itself from its start")
  func readerSpansFiles() throws {
    let text = (1...40).map { "línea \($0)" }.joined(separator: "\n")
    func reader() -> ReaderHarness {
      ReaderHarness(
        ReaderModel(rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 60), width: 60, title: "a.txt"),
        size: CellSize(width: 60, height: 12))
    }
    let first = reader()
    first.model.prepare(files: FileList(["a.txt", "b.txt"]))
    first.press(.character("/"), .control("e"))
    #expect(first.lines[11].hasPrefix("Por los archivos /"))
    first.type("tornillo")
    #expect(first.press(.enter) == .exit(.quit), "nothing here: on to b.txt")
    let request = try #require(first.model.takeFileRequest())
    guard case .search(let search) = request else { Issue.record("\(request)"); return }
    #expect(search.origin == 0 && search.direction == .forward && search.pattern.text == "tornillo")

    let second = reader()
    second.model.prepare(files: FileList(["a.txt", "b.txt"]))
    second.press(.character("/"))
    second.type("línea 3$")
    second.press(.enter)
    #expect(second.lines[1].trimmed == "línea 3")
    second.press(.character("G"))
    #expect(second.press(.alt("n")) == .exit(.quit), "ESC-n: past the end, the next file")
    #expect(second.model.takeFileRequest().map { if case .search = $0 { true } else { false } } == true)

    // The last file, reached by the search, searches itself whole and finds nothing: back
    // to the first.
    var files = FileList(["a.txt", "b.txt"])
    try files.apply(.next(1))
    let model = ReaderModel(rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 60), width: 60, title: "b.txt")
    model.prepare(
      files: files,
      pendingSearch: FileSearch(pattern: try #require(SearchPattern("tornillo")), direction: .forward, origin: 0))
    let last = ReaderHarness(model, size: CellSize(width: 60, height: 12))
    let host = last.host
    #expect(host.respond(to: .tick) == .exit(.quit) || host.exitRequested == .quit)
    #expect(last.model.takeFileRequest().map { if case .searchFailed = $0 { true } else { false } } == true)

    let prompt = reader()
    prompt.press(.character("?"))
    prompt.type("@")
    #expect(prompt.lines[11].hasPrefix("Desde el primero ?"))
    prompt.press(.control("e"))
    #expect(prompt.lines[11].hasPrefix("Por los archivos Desde el primero ?"))
  }
}
