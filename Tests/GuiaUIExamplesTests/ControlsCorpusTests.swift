import GuiaUI
import Testing

@testable import GuiaUICorpus

/// The corpus's programs of pickers, tabs and alerts (issue 51, §2.1–3), checked against
/// what Apple's documentation says they do, on a headless host.
@MainActor
@Suite struct ControlsCorpusTests {
  @Test("Order form: the menu picker opens and chooses a flavour, the segmented picker a size, the inline picker a frequency")
  func orderForm() {
    let window = CorpusWindow("order-form", rows: 16)
    #expect(window.shows("Flavor chocolate ▾") && window.shows("Size  Small [Medium] Large"), "\(window.lines)")
    #expect(window.shows("A medium chocolate, every 1 days"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("✓ chocolate") && window.shows("    strawberry"), "the options open below: \(window.lines)")
    window.send("\u{1B}[B\u{1B}[B\r")
    #expect(window.shows("Flavor strawberry ▾") && !window.shows("✓ chocolate"), "\(window.lines)")
    window.send("\t\u{1B}[C")
    #expect(window.shows("Size  Small  Medium [Large]"), "\(window.lines)")
    window.send("\t\t\u{1B}[B")
    #expect(window.shows("✓ Weekly") && window.shows("A large strawberry, every 7 days"), "\(window.lines)")
    #expect(window.quits())
  }

  @Test("Tab app: the inbox tab is badged with its unread count, which marking read clears; Alt-2 shows favourites, a button the inbox again")
  func tabBadges() {
    let window = CorpusWindow("tab-badges", rows: 10, columns: 50)
    #expect(window.shows("3 unread messages") && window.shows("[📥 Inbox (3)]"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("0 unread messages") && window.shows("[📥 Inbox]"), "\(window.lines)")
    window.send("\u{1B}2")
    #expect(window.shows("No favorites yet") && window.shows("[☆ Favorites]"), "\(window.lines)")
    window.send("\u{1B}3\t\r")
    #expect(window.shows("0 unread messages"), "the button chose the inbox by its value: \(window.lines)")
    #expect(window.quits())
  }

  @Test("Deleting a reminder asks first (Cancel is the default, Delete deletes); Delete All asks in a dialog")
  func deleteConfirmation() {
    let window = CorpusWindow("delete-confirmation", rows: 14, columns: 50)
    #expect(window.shows("Call the dentist"), "\(window.lines)")
    window.send("\t\t\t\r")
    #expect(window.shows("Delete reminder?") && window.shows("Call the dentist will be"), "\(window.lines)")
    window.send("\r")
    #expect(window.shows("Call the dentist") && !window.shows("Delete reminder?"), "Cancel: \(window.lines)")
    window.send("\r\u{1B}[C\r")
    #expect(!window.shows("Call the dentist") && window.shows("Buy milk"), "Delete: \(window.lines)")
    // The button that opened the alert went with its row: focus is on the first control,
    // the toolbar's Delete All.
    window.send("\r")
    #expect(window.shows("Delete all reminders?"), "\(window.lines)")
    window.send("\r")
    #expect(window.shows("Buy milk"), "a destructive action is never the default: Enter cancelled: \(window.lines)")
    window.send("\r\u{1B}[A\r")
    #expect(!window.shows("Buy milk") && !window.shows("Water the plants"), "\(window.lines)")
    #expect(window.quits())
  }
}
