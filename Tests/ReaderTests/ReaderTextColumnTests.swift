import Document
import Observation
import ScrollKit
import Testing
import TerminalUI

@testable import Reader

/// The text column is the reducer's to derive: the window's size comes with the place of each
/// event the views post, and the rows are laid out again, in the same event, when the column
/// the window, the settings and the contents pane make changed. No view pass carries it.
@MainActor
struct ReaderTextColumnTests {
  private static let window = CellSize(width: 50, height: 24)

  /// A reader of 100 lines laid out 80 wide, the view in a window of `size`.
  private static func reading(in size: CellSize? = window) -> Reading {
    var reading = Reading(lines: 100)
    reading.place.windowSize = size
    return reading
  }

  @Test("a scroll's report of a window lays the rows out for the text column it leaves, the size kept")
  func windowLaysOut() {
    var reading = Self.reading()
    let before = reading.rows
    reading.apply(.scrolled(reading.place))
    #expect(reading.rows !== before)
    #expect(reading.rows.options.width == 50)
    #expect(reading.document.size == Self.window)
    #expect(reading.document.textColumn?.width == 50)
  }

  @Test("the same window again, or no window reported, lays nothing out")
  func sameWindowNothing() {
    var unknown = Self.reading(in: nil)
    let first = unknown.rows
    unknown.apply(.scrolled(unknown.place))
    unknown.press([.character("j")])
    #expect(unknown.rows === first, "no size reported: the rows as they were made")
    var reading = Self.reading()
    reading.apply(.scrolled(reading.place))
    let laidOut = reading.rows
    reading.move(to: 10)
    reading.apply(.scrolled(reading.place))
    reading.tick()
    #expect(reading.rows === laidOut)
  }

  @Test("-N typed: the rows laid out in the same event at the width the numbers leave, the top row kept")
  func optionLaysOutAtOnce() {
    var reading = Self.reading(in: CellSize(width: 80, height: 24))
    reading.apply(.scrolled(reading.place))
    #expect(reading.rows.options.width == 80)
    let effects = reading.type("-N")
    #expect(reading.document.settings.showsLineNumbers)
    #expect(reading.rows.options.width == 72, "eight columns of numbers")
    #expect(effects.contains(.scrollToRow(0)), "the top row kept")
  }

  @Test("a window resized while the help screen shows lays nothing out until the document shows again")
  func helpScreenWaits() {
    var reading = Self.reading(in: CellSize(width: 80, height: 24))
    reading.apply(.scrolled(reading.place))
    reading.type("h")
    #expect(reading.pager.showsHelp)
    reading.place.windowSize = Self.window
    reading.type("j")
    #expect(reading.rows.options.width == 80)
    reading.apply(.helpClosed)
    reading.apply(.appeared(at: reading.place))
    #expect(reading.rows.options.width == 50)
  }

  @Test("the store tells the views when a scroll's report laid the rows out again, and only then")
  func storeTellsOfNewRows() {
    let model = ReaderStoreTests.model()
    final class Count: @unchecked Sendable { var value = 0 }
    let told = Count()
    var place = ReaderPlace(viewport: PagerViewport(top: 0, visibleRows: 21), geometry: nil, windowSize: Self.window)
    withObservationTracking { _ = model.state } onChange: { told.value += 1 }
    model.send(.scrolled(place))
    #expect(told.value == 1)
    #expect(model.rows.options.width == 50)
    withObservationTracking { _ = model.state } onChange: { told.value += 1 }
    place.viewport.top = 5
    model.send(.scrolled(place))
    #expect(told.value == 1, "the same window: a report of where the reader is")
  }
}
