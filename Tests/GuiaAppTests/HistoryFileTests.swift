import Reader
import Testing

@testable import GuiaApp

/// The search history kept between runs in less's own `.lesshst` format.
@Suite struct HistoryFileTests {
  /// A file less 590 wrote (its format: cmdbuf.c's `save_cmdhist`), searches, a shell command
  /// and marks.
  static let lessWrote = """
    .less-history-file:
    .search
    "tornillo
    "^Paso [0-9]
    .shell
    "ls -l
    .mark
    m a 1 245 /home/ana/notas.txt

    """

  @Test("the .search section's patterns, oldest first; not a history file, none")
  func reading() {
    #expect(HistoryFile.searches(in: Self.lessWrote) == ["tornillo", "^Paso [0-9]"])
    #expect(HistoryFile.searches(in: "tornillo\n") == [])
    #expect(HistoryFile.searches(in: "") == [])
  }

  @Test("written back: the .search section replaced, .shell and .mark kept line for line")
  func writing() {
    let text = HistoryFile.text(Self.lessWrote, searches: ["tornillo", "tuerca"])
    #expect(text == """
      .less-history-file:
      .search
      "tornillo
      "tuerca
      .shell
      "ls -l
      .mark
      m a 1 245 /home/ana/notas.txt

      """)
    #expect(HistoryFile.text(nil, searches: ["a"]) == ".less-history-file:\n.search\n\"a\n")
    #expect(HistoryFile.text(".less-history-file:\n.mark\nm a 1 1 /x\n", searches: ["a"])
      == ".less-history-file:\n.mark\nm a 1 1 /x\n.search\n\"a\n")
  }

  @Test("the history keeps each pattern once, the latest last, 100 at most; this run's apart")
  func history() {
    var history = SearchHistory(["a", "b"])
    history.remember("a")
    history.remember("")
    #expect(history.patterns == ["b", "a"] && history.remembered == ["a"])
    for index in 0..<150 { history.remember("p\(index)") }
    #expect(history.patterns.count == 100 && history.patterns.last == "p149")
  }
}
