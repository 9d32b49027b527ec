import GuiaUI
import Testing

@testable import GuiaUICorpus

/// The corpus's programs written from Apple's SwiftUI tutorials (Landmarks, Scrumdinger) and
/// the sample code of its documentation pages, checked on a headless host for what those
/// pages say they do.
@MainActor
@Suite struct TutorialCorpusTests {
  @Test("Landmarks: a sidebar link shows the landmark beside the list; its favourite button stars it in the list; the toggle filters")
  func landmarks() {
    let window = CorpusWindow("landmarks", rows: 12, columns: 80)
    #expect(window.shows("Turtle Rock") && window.shows("Select a Landmark"), "\(window.lines)")
    window.send("\t\t\t\t\r")  // the toggle, Turtle Rock, Silver Salmon Creek, Chilkoot Trail
    #expect(window.shows("Klondike Gold Rush") && window.shows("About Chilkoot Trail"), "\(window.lines)")
    #expect(!window.shows("Select a Landmark"), "\(window.lines)")
    window.send("\t\r")  // St. Mary Lake
    #expect(window.shows("Glacier National Park") && window.shows("St. Mary Lake ☆"), "\(window.lines)")
    window.send("\u{1B}[C\t\r")  // Right: the detail column takes the keys; its button
    #expect(window.shows("St. Mary Lake ★"), "\(window.lines)")
    #expect(window.shows("St. Mary Lake  ★ ›"), "the list stars it too: \(window.lines)")
    let filtering = CorpusWindow("landmarks", rows: 12, columns: 80)
    filtering.send("\t ")
    #expect(filtering.shows("Chilkoot Trail") && !filtering.shows("St. Mary Lake"), "favourites only: \(filtering.lines)")
  }

  @Test("Landmarks, narrow: the list alone; Enter on a landmark shows it, Escape goes back")
  func landmarksNarrow() {
    let window = CorpusWindow("landmarks", rows: 12, columns: 40)
    #expect(window.shows("Turtle Rock") && !window.shows("Select a Landmark"), "\(window.lines)")
    window.send("\t\t\r")
    #expect(window.shows("Joshua Tree National Park") && !window.shows("Chilkoot"), "\(window.lines)")
    window.send("\u{1B}")
    #expect(window.shows("Chilkoot Trail"), "\(window.lines)")
  }

  @Test("Scrumdinger: a card opens the scrum; Edit opens a form whose slider changes the length, Done keeps it, Cancel does not")
  func scrumdinger() {
    let window = CorpusWindow("scrumdinger", rows: 24, columns: 60)
    #expect(window.shows("Daily Scrums") && window.shows("App Dev") && window.shows("👥 4"), "\(window.lines)")
    window.send("\t\t\r")
    #expect(window.shows("⏱ Start Meeting") && window.shows("10 minutes") && window.shows("Jonathan"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("Length") && window.shows("Cancel") && window.shows("Done"), "\(window.lines)")
    window.send("\t\t\t\t\u{1B}[C\u{1B}[C")  // Cancel, Done, the title, the slider: two steps of a minute
    #expect(window.shows("12 minutes"), "\(window.lines)")
    window.send("\t\t\t\t\t\r")  // the theme, the attendee's field and button, Cancel, Done
    #expect(!window.shows("Cancel") && window.shows("12 minutes") && window.shows("Start Meeting"), "\(window.lines)")
  }

  @Test("NavigationStack(path:): links push categories and recipes; code pushes two; Pop to root empties the path")
  func recipePath() {
    let window = CorpusWindow("recipe-path", rows: 12, columns: 50)
    window.send("\t\r")
    #expect(window.shows("Pancakes") && window.shows("20 min"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("Ready in 20 minutes") && window.shows("Depth: 2"), "\(window.lines)")
    window.send("\u{1B}")
    #expect(window.shows("Omelette"), "Escape pops one: \(window.lines)")
    window.send("\u{1B}\t\t\t\t\r")
    #expect(window.shows("Ready in 10 minutes") && window.shows("Depth: 2"), "the fastest, pushed by code: \(window.lines)")
    window.send("\t\r")
    #expect(window.shows("Fastest recipe") && !window.shows("Depth"), "\(window.lines)")
  }

  @Test("onScrollGeometryChange shows Back to top once scrolled; ScrollViewReader scrolls back; rows report being seen")
  func scrollGeometry() {
    let window = CorpusWindow("scroll-geometry", rows: 12, columns: 40)
    #expect(window.shows("Seen 11 of 60") && window.shows("Post #1") && !window.shows("Back to top"), "\(window.lines)")
    window.send("\u{1B}[B\u{1B}[B\u{1B}[B")
    #expect(window.shows("Back to top") && window.shows("Seen 14 of 60") && !window.shows("Post #3"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("Post #1") && !window.shows("Back to top"), "\(window.lines)")
  }

  @Test("@Entry values reach the views below, overridden where set; an @EnvironmentObject counts the visits")
  func environmentEntry() {
    let window = CorpusWindow("environment-entry", rows: 12, columns: 40)
    #expect(window.shows("Hi, stranger!") && window.shows("Hi, Ada!!!"), "\(window.lines)")
    window.send("\t\u{1B}[C")
    #expect(window.shows("Good day, stranger!") && window.shows("Good day, Ada!!!"), "\(window.lines)")
    window.send("\t\t\r")
    #expect(window.shows("Visits: 1, last: Ada"), "\(window.lines)")
  }

  @Test("task(id:) reads an AsyncStream, and starts again when the channel changes; a Task button loads")
  func asyncStream() async {
    let window = CorpusWindow("async-stream", rows: 12, columns: 40)
    #expect(await window.eventually { $0.shows("5 messages, done") && $0.shows("News 5") }, "\(window.lines)")
    window.send("\t\u{1B}[C")
    #expect(await window.eventually { $0.shows("5 messages, done") && $0.shows("Sports 5") }, "\(window.lines)")
    window.send("\t\r")
    #expect(await window.eventually { $0.shows("Loaded") }, "\(window.lines)")
  }

  @Test("Grid lines its columns up; LazyVGrid fits adaptive columns; ViewThatFits falls back; GeometryReader reads the width")
  func gridLayout() {
    let wide = CorpusWindow("grid-layout", rows: 16, columns: 40)
    let eagles = wide.lines.first { $0.contains("Eagles") } ?? ""
    let lions = wide.lines.first { $0.contains("Lions") } ?? ""
    #expect(eagles.firstIndex(of: "8").map { eagles.distance(from: eagles.startIndex, to: $0) }
      == lions.firstIndex(of: "1").map { lions.distance(from: lions.startIndex, to: $0) }, "\(wide.lines)")
    #expect(wide.lines.contains { $0.contains("sun.max") && $0.contains("cloud") }, "\(wide.lines)")
    #expect(wide.shows("Wide layout: every item on one line") && wide.shows("Width 288"), "\(wide.lines)")
    let narrow = CorpusWindow("grid-layout", rows: 30, columns: 20)
    #expect(narrow.shows("Narrow layout:") && narrow.shows("Width 128"), "\(narrow.lines)")
    #expect(!narrow.lines.contains { $0.contains("sun.max") && $0.contains("cloud") }, "\(narrow.lines)")
  }

  @Test("Form: the picker, the stepper and the slider change their values; onChange(of:initial:) counts the changes")
  func profileForm() {
    let window = CorpusWindow("profile-form", rows: 20, columns: 60)
    #expect(window.shows("Birthday") && window.shows("Flavor Chocolate") && window.shows("Volume 50%"), "\(window.lines)")
    #expect(window.shows("Volume 0 ━") && window.shows("─ 100"), "the slider between its labels: \(window.lines)")
    window.send("\t\t\t\t\u{1B}[C")
    #expect(window.shows("Flavor Vanilla") && window.shows("Changes: 1"), "\(window.lines)")
    window.send("\t\u{1B}[C")
    #expect(window.shows("Age: 31") && window.shows("Changes: 2"), "\(window.lines)")
    window.send("\t\u{1B}[C\u{1B}[C")
    #expect(window.shows("Volume 70%"), "\(window.lines)")
  }

  @Test("sheet(item:) shows the chosen invoice and dismisses; the alert presents its data; the dialog deletes")
  func dialogs() {
    let window = CorpusWindow("dialogs", rows: 14, columns: 50)
    window.send("\t\t\r")
    #expect(window.shows("Invoice 2") && window.shows("Domain"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("Show Hosting") && !window.shows("Invoice 2"), "dismiss(): \(window.lines)")
    let saving = CorpusWindow("dialogs", rows: 14, columns: 50)
    saving.send("\t\t\t\r")
    #expect(saving.shows("Save failed") && saving.shows("The disk is full."), "\(saving.lines)")
    saving.send("\r")
    #expect(saving.shows("Retried report.pdf"), "\(saving.lines)")
    let deleting = CorpusWindow("dialogs", rows: 14, columns: 50)
    deleting.send("\t\t\t\t\r")
    #expect(deleting.shows("Delete all invoices?") && deleting.shows("Delete 2 invoices"), "\(deleting.lines)")
    deleting.send("\u{1B}[A\r")
    #expect(deleting.shows("Deleted") && !deleting.shows("Show Hosting"), "\(deleting.lines)")
  }

  @Test("searchable filters ignoring case, ContentUnavailableView.search shows no results, refreshable adds, ShareLink shows the item")
  func contactsSearch() async {
    let window = CorpusWindow("contacts-search", rows: 14, columns: 60)
    window.send("/AR")
    #expect(window.shows("Carol White") && !window.shows("Bob Jones"), "\(window.lines)")
    window.send("zz")
    #expect(window.shows("No Results for “ARzz”"), "\(window.lines)")
    let refreshing = CorpusWindow("contacts-search", rows: 24, columns: 60)
    refreshing.send("\u{1B}[A")
    #expect(await refreshing.eventually { $0.shows("New Contact 1") && $0.shows("4 contacts") }, "\(refreshing.lines)")
    refreshing.send("\t\t\r")  // the search field, the share link
    #expect(refreshing.shows("Contacts: Alice") && refreshing.shows("Done"), "\(refreshing.lines)")
    refreshing.send("\u{1B}")
    #expect(!refreshing.shows("Contacts: Alice") && refreshing.shows("Seattle"), "\(refreshing.lines)")
  }

  @Test("TabView of Tabs: withAnimation still changes the count, a transition still shows; Canvas draws its ellipse; the badge counts unread")
  func tabCanvas() {
    let window = CorpusWindow("tab-canvas", rows: 12, columns: 50)
    #expect(window.shows("Count: 0") && window.shows("Inbox (3)"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("Count: 1"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("More details") && window.shows("Collapse"), "\(window.lines)")
    window.send("\u{1B}2")
    #expect(window.lines.contains { $0.contains("████") } && !window.shows("Count: 1"), "\(window.lines)")
    window.send("\u{1B}3\t\r")
    #expect(window.shows("0 unread") && !window.shows("Inbox (3)"), "\(window.lines)")
  }

  @Test("@Bindable: the editor's fields write to the library's book, which the list shows on return")
  func bookEditor() {
    let window = CorpusWindow("book-editor", rows: 12, columns: 50)
    #expect(window.shows("1 of 2 available"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("Edit Dune"), "\(window.lines)")
    window.send(" Messiah\t\t ")
    #expect(window.shows("Edit Dune Messiah") && window.shows("[ ] Available"), "\(window.lines)")
    window.send("\u{1B}")
    #expect(window.shows("Dune Messiah") && window.shows("0 of 2 available"), "\(window.lines)")
  }
}
