import Glibc
import GuiaUI
import ScrollKit
import Testing
import TerminalUI

@testable import GuiaUICorpus

/// A corpus program on a headless host, as its App's `main()` hosts it, its `@AppStorage`
/// kept in `store` (a temporary folder: a test writes nothing outside it).
@MainActor
private struct StoredWindow {
  let host: GuiaUIHost<AnyView>

  init(_ program: String, store: AppStateStore = AppStateStore(directory: nil), rows: Int = 14, columns: Int = 40) {
    host = GuiaUIHost(root: AnyView(CorpusProgram(name: program).defaultAppStorage(store)))
    host.start(size: CellSize(width: columns, height: rows))
    _ = host.render()
  }

  /// Sends `bytes` as a terminal sends them, decoded as a GuiaUI program decodes them.
  func send(_ bytes: String) {
    var decoder = InputDecoder()
    for key in decoder.feed(Array(bytes.utf8)) + decoder.timeOut() { _ = host.respond(to: .key(key)) }
  }

  var lines: [String] {
    host.render().lines.map { line in
      var text = line
      if text.hasSuffix("█") { text.removeLast() }
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
  }

  func shows(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

  /// Waits until `condition` holds, the main actor's jobs running between looks.
  func eventually(_ condition: (StoredWindow) -> Bool) async -> Bool {
    // Wall time shared with every other test on the main actor: a run of the whole suite on
    // two cores held it for over 20 s once, so the bound is loose; a failure only waits longer.
    let deadline = ContinuousClock.now + .seconds(120)
    while !condition(self), ContinuousClock.now < deadline {
      await Task.yield()
      try? await Task.sleep(for: .milliseconds(1))
    }
    return condition(self)
  }
}

/// A folder of its own under `TMPDIR` (which `make test` keeps in the checkout).
private func temporaryFolder() -> String {
  let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
  var template = Array((base + "/guiaui-corpus-XXXXXX").utf8CString)
  return String(cString: template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }!)
}

/// The corpus programs of issue 51's navigation, storage and progress, each checked for what
/// its documentation says it does.
@MainActor
@Suite struct AppCorpusProgramTests {
  @Test("NavigationSplitView: side by side at 80 columns, the arrows choose an employee whose details show beside the list")
  func splitViewWide() {
    let window = StoredWindow("split-view", columns: 80)
    #expect(window.shows("Employees") && window.shows("Select an employee"))
    window.send("\u{1B}[B\u{1B}[B")
    #expect(window.shows("Grace Hopper") && window.shows("Admiral") && window.shows("Alan Turing"), "\(window.lines)")
  }

  @Test("NavigationSplitView: stacked at 40 columns; Enter shows the chosen employee, Escape goes back to the list")
  func splitViewNarrow() {
    let window = StoredWindow("split-view", columns: 40)
    #expect(window.shows("Ada Lovelace") && !window.shows("Select an employee"))
    window.send("\u{1B}[B\r")
    #expect(window.shows("Analyst") && !window.shows("Alan Turing"), "\(window.lines)")
    window.send("\u{1B}")
    #expect(window.shows("Alan Turing"), "\(window.lines)")
  }

  @Test("@AppStorage: the settings changed are there when the app runs again")
  func appStorageSettings() {
    let folder = temporaryFolder()
    defer {
      for name in ["app-storage", "scene-storage"] { unlink(folder + "/" + name) }
      rmdir(folder)
    }
    let first = StoredWindow("app-storage", store: AppStateStore(directory: folder))
    #expect(first.shows("[x] Enable notifications") && first.shows("Font size: 14") && first.shows("Signed in as Anonymous"))
    // Tab to the field, type, then the toggle and the stepper.
    first.send("\t!\t \t\u{1B}[C\u{1B}[C")
    #expect(first.shows("[ ] Enable notifications") && first.shows("Font size: 16"), "\(first.lines)")
    #expect(first.shows("Signed in as Anonymous!"), "\(first.lines)")

    let again = StoredWindow("app-storage", store: AppStateStore(directory: folder))
    #expect(again.shows("[ ] Enable notifications") && again.shows("Font size: 16"), "\(again.lines)")
    #expect(again.shows("Signed in as Anonymous!"), "\(again.lines)")
  }

  @Test("ContentUnavailableView, then a ProgressView with its current value while the task runs, then the files")
  func download() async {
    let window = StoredWindow("download")
    #expect(window.shows("No Downloads") && window.shows("Files you download appear here."))
    window.send("\t\r")
    #expect(await window.eventually { $0.shows("% done") && $0.shows("Downloading…") }, "\(window.lines)")
    #expect(await window.eventually { $0.shows("report.pdf") }, "\(window.lines)")
    #expect(!window.shows("No Downloads"))
  }
}
