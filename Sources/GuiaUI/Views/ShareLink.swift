import Document

/// A control that shares an item, as SwiftUI's `ShareLink`. A terminal has no share sheet:
/// Enter or Space on it opens a sheet that shows the item (its subject and message above it),
/// sanitised, for the reader to select and copy; Escape or its Done button closes it.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/recipe")!, subject: Text("Dinner"))
/// ```
public struct ShareLink<Label: View>: View {
  let item: String
  let subject: Text?
  let message: Text?
  let label: Label
  @State private var isSharing = false

  /// A link sharing `item` (its text), showing what `label` builds.
  public init<S: StringProtocol>(
    item: S, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.item = String(item)
    self.subject = subject
    self.message = message
    self.label = label()
  }

  /// A link sharing the address `item`, showing what `label` builds.
  public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(item: item.absoluteString, subject: subject, message: message, label: label)
  }

  /// The label, a button that opens the sheet of the item.
  public var body: some View {
    Button {
      isSharing = true
    } label: {
      label
    }
    .sheet(isPresented: $isSharing) {
      SharedItemSheet(item: item, subject: subject, message: message)
    }
  }
}

extension ShareLink where Label == GuiaUI.Label<Text, Image> {
  /// A link sharing `item` (its text), labelled "Share" with the share symbol.
  public init<S: StringProtocol>(item: S, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      GuiaUI.Label("Share", systemImage: "square.and.arrow.up")
    }
  }

  /// A link sharing the address `item`, labelled "Share" with the share symbol.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item.absoluteString, subject: subject, message: message)
  }

  /// A link sharing `item` (its text), titled `titleKey` with the share symbol.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, item: S, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      GuiaUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: "square.and.arrow.up") })
    }
  }

  /// A link sharing the address `item`, titled `titleKey` with the share symbol.
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init(titleKey, item: item.absoluteString, subject: subject, message: message)
  }
}

/// What a ``ShareLink`` shows when chosen: the subject, the message and the item.
struct SharedItemSheet: View {
  let item: String
  let subject: Text?
  let message: Text?
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading) {
      if let subject { subject.bold() }
      if let message { message.foregroundStyle(.secondary) }
      Text(item)
      Button("Done") { dismiss() }
    }
    .padding()
  }
}
