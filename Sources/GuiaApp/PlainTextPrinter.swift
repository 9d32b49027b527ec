import Document

/// Prints a document as plain text, for when standard output is not a terminal (as less does):
/// the same layout as on screen, with no escape codes and the placeholders of control
/// characters spelled out.
public enum PlainTextPrinter {
  /// The document's lines at `width` columns, title first, trailing spaces removed.
  public static func lines(of document: Document, width: Int) -> [String] {
    let layout = DocumentLayout(document: document, width: width)
    var lines: [String] = []
    if let title = document.title {
      let sanitized = Sanitizer.spans(title).map(\.text).joined()
      lines.append(String(repeating: " ", count: layout.padding.leading) + sanitized)
    }
    for line in layout.lines {
      var text = line.text
      while text.hasSuffix(" ") { text.removeLast() }
      lines.append(text)
    }
    return lines
  }
}
