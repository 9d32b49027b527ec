import Document
import Observation
import ScrollKit
import Testing
import TerminalUI

@testable import Reader

/// The reader's store: every event through the one reducer, in the order it came; the input's
/// requests carried out after the event that made them, its answers taken next; the views
/// told of a change only when what they show changed.
@MainActor
struct ReaderStoreTests {
  /// An input that answers End at once with what it had (as a file does): the rows grew.
  final class AnsweringInput: ReaderInput {
    weak var model: ReaderModel?
    var asked: [String] = []
    var lookahead: Int { 0 }
    func readerNeeds(rowsBelow: Int) { asked.append("needs") }
    func seekEnd() -> InputEnd {
      asked.append("seekEnd")
      model?.send(.inputGrew(nil))
      return .known
    }
    func readOn() { asked.append("readOn") }
    func stopSeekingEnd() { asked.append("stop") }
    func retry() { asked.append("retry") }
    func refresh() -> Bool {
      asked.append("refresh")
      return false
    }
  }

  static func model(lines count: Int = 100) -> ReaderModel {
    let text = (1...count).map { "línea \($0)\n" }.joined()
    return ReaderModel(
      rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80), title: "doc.txt",
      settings: ReaderSettings(showsIndicator: false))
  }

  static let place = ReaderPlace(viewport: PagerViewport(top: 0, visibleRows: 21), geometry: nil)

  @Test("two pieces of news between two frames are two events, not one")
  func newsAreEvents() {
    let model = Self.model()
    model.send(.inputGrew(InputProgress(lines: 10, bytes: 100)))
    model.send(.inputGrew(InputProgress(lines: 20, bytes: 200)))
    #expect(model.state.document.input.growth == 2)
    #expect(model.state.document.input.arriving == InputProgress(lines: 20, bytes: 200))
  }

  @Test("End asks the input first; what the input says while it answers is taken before End moves")
  func endWaitsForTheInputsAnswer() {
    let model = Self.model()
    let input = AnsweringInput()
    input.model = model
    model.attach(input)
    var effects: [PagerEffect] = []
    model.performer = { effects.append($0) }
    model.send(.key(.character("G"), at: Self.place))
    #expect(input.asked == ["seekEnd"])
    #expect(model.state.document.input.growth == 1, "the growth the input found was taken")
    #expect(effects == [.scrollToEdge(.bottom)], "then End went to the bottom")
    #expect(!model.state.document.input.isWaitingForEnd, "a known end is not waited for")
  }

  @Test("the views are told only when what they show changed: not for a scroll's report or a latch")
  func viewsToldOnlyOfWhatTheyShow() {
    let model = Self.model()
    final class Count: @unchecked Sendable { var value = 0 }
    let told = Count()
    withObservationTracking { _ = model.state } onChange: { told.value += 1 }
    model.send(.scrolled(ReaderPlace(viewport: PagerViewport(top: 40, visibleRows: 21), geometry: nil)))
    model.send(.percentChanged(50))
    model.send(.itemSeen(nil))
    #expect(told.value == 0)
    #expect(model.state.document.viewport.top == 40, "the state has them all the same")
    #expect(model.progress.maxPercent == 50)
    model.send(.bottomChanged(true))
    #expect(told.value == 1, "the footer shows whether the reader is at the bottom")
  }

  @Test("the seed's observer is the one writer of isAtBottom, and reaching the end is a latch")
  func bottomAndItsLatch() {
    let model = Self.model()
    model.send(.bottomChanged(true))
    model.send(.bottomChanged(false))
    #expect(!model.isAtBottom)
    #expect(model.progress.reachedEnd)
    // The app's part between two showings keeps where the reader was.
    model.send(.bottomChanged(true))
    model.prepare(resumeTop: .some(40))
    #expect(model.isAtBottom)
  }

  @Test("shown again, a reader keeps the words said for it meanwhile and forgets what the keys did")
  func shownAgain() {
    let model = Self.model()
    model.send(.key(.character("m"), at: Self.place))
    model.send(.key(.character("a"), at: Self.place))
    model.send(.announced(FileMessage.notAFile))
    model.show(files: FileList(["doc.txt"]), searchHistory: SearchHistory())
    #expect(model.pager.message == FileMessage.notAFile)
    model.send(.key(.character("'"), at: Self.place))
    model.send(.key(.character("a"), at: Self.place))
    #expect(model.pager.message == ReaderMessage.markNotSet("a"), "the mark was the last showing's")
  }

  @Test("an event that only reports where the reader is changes nothing a view shows", arguments: [
    ReaderEvent.scrolled(ReaderPlace(viewport: PagerViewport(top: 7, visibleRows: 3), geometry: nil)),
    .percentChanged(80), .itemSeen(2),
  ])
  func placeReportsShowNothing(event: ReaderEvent) {
    #expect(event.isPlaceReport)
    var reading = Reading()
    let before = reading.state
    reading.apply(event)
    #expect(reading.state.showsTheSame(as: before))
    #expect(reading.state != before)
  }

  @Test("the app's part between two showings goes through the reducer too: files, where to come back, a search, what was seen")
  func appBetweenShowings() throws {
    var reading = Reading()
    reading.type(":e")
    reading.press(Self.keys("otro.md") + [.enter])
    #expect(reading.document.fileRequest == .examine("otro.md"))
    reading.apply(.fileRequestTaken)
    #expect(reading.document.fileRequest == nil)
    reading.apply(.resumed(atTop: 40))
    reading.apply(.filesChanged(FileList(["doc.txt", "otro.md"])))
    var seen = ReadingProgress()
    seen.maxPercent = 70
    reading.apply(.progressCarried(seen))
    let pattern = try #require(try SearchPattern(regularExpression: "línea 42$", caseMatching: .smart))
    reading.apply(.searchArrived(FileSearch(pattern: pattern, direction: .forward, origin: 0)))
    #expect(reading.document.resumeTop == 40)
    #expect(reading.document.files?.paths == ["doc.txt", "otro.md"])
    #expect(reading.document.progress.maxPercent == 70)
    #expect(reading.apply(.appeared(at: reading.place)).contains(.scrollToRow(40)), "back where it was")
    #expect(reading.document.resumeTop == nil && reading.document.pendingSearch == nil, "both taken as it showed")
  }

  static func keys(_ text: String) -> [Key] { text.map { Key.character($0) } }

  @Test("-E: the end shown on the last file ends guia; on another file it waits")
  func quitAtFirstEnd() {
    var settings = ReaderSettings(showsIndicator: false)
    settings.quitsAtEnd = .firstTime
    var reading = Reading(lines: 10, settings: settings)
    #expect(reading.apply(.bottomChanged(true)) == [.terminate])
    var first = Reading(lines: 10, settings: settings)
    first.state.document.files = FileList(["a", "b"])
    #expect(first.apply(.bottomChanged(true)).isEmpty)
  }
}
