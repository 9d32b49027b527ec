import Document

extension Image {
  /// The glyphs of the symbols the tutorials' apps reach for (tab bars, toolbars, rows):
  /// single-column characters where a terminal has one, so that a row keeps its width.
  static let appSymbols: [String: DisplayText] = [
    "plus": "+", "minus": "−", "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus.circle": "⊖",
    "minus.circle.fill": "⊖", "xmark.circle": "⊗", "xmark.circle.fill": "⊗",
    "checkmark.circle.fill": "✔", "person": "👤", "person.fill": "👤", "person.circle": "👤",
    "person.crop.circle": "👤", "person.2": "👥", "person.3": "👥", "timer": "⏱",
    "paintpalette": "🎨", "house": "⌂", "house.fill": "⌂", "pencil": "✎", "square.and.pencil": "✎",
    "tray": "📥", "tray.fill": "📥", "trash": "🗑", "trash.fill": "🗑", "gear": "⚙", "gearshape": "⚙",
    "bell": "🔔", "bell.fill": "🔔", "calendar": "📅", "envelope": "✉", "envelope.fill": "✉",
    "ellipsis": "…", "ellipsis.circle": "⋯", "sun.max": "☀", "cloud": "☁", "cloud.rain": "☂",
    "snow": "❄", "bolt": "⚡", "moon": "☾", "photo": "🖼", "folder": "📁", "doc": "📄",
    "doc.text": "📄", "arrow.clockwise": "↻", "play.fill": "▶", "pause.fill": "⏸", "stop.fill": "■",
    "mappin": "📍", "map": "🗺", "cart": "🛒", "bookmark": "🔖", "tag": "🏷", "lock": "🔒",
    "globe": "🌐", "link": "🔗", "chevron.up": "˄", "chevron.down": "˅", "square": "☐",
    "checkmark.square": "☑", "line.3.horizontal": "☰", "square.and.arrow.up": "⇪",
    "square.and.arrow.down": "⤓", "music.note": "♪", "phone": "✆", "location": "➤",
  ]
}
