/// Hostile text for the tests: every way a string could try to drive the terminal it is shown
/// on. The pty journeys show it through the real binary, the viewer's unit tests through every
/// view (text, header, contents pane, prompt, messages, file names).
public enum EscapeCorpus {
  /// The hostile documents, by name: every C0 and C1 control, CSI, OSC (title, hyperlink,
  /// clipboard), DCS, APC, PM and SOS strings, bracketed-paste markers, 8-bit CSI, overlong and
  /// surrogate UTF-8, and bidirectional overrides. Each ends with a newline.
  public static let documents: [(name: String, bytes: [UInt8])] = {
    var documents: [(String, [UInt8])] = []
    func add(_ name: String, _ text: String) { documents.append((name, Array(text.utf8))) }
    var c0 = "C0:"
    for value in 0..<0x20 where value != 0x0A { c0 += String(Unicode.Scalar(UInt8(value))) + "|" }
    add("c0", c0 + "\u{7F}|\n")
    var c1 = "C1:"
    for value in 0x80...0x9F { c1 += String(Unicode.Scalar(UInt32(value))!) + "|" }
    add("c1", c1 + "\n")
    add("csi", "\u{1B}[2J\u{1B}[H\u{1B}[31;1mrojo\u{1B}[0m \u{1B}[?1049l \u{1B}[10;10H \u{1B}[6n\n")
    add("osc-title", "\u{1B}]0;PWNED\u{07} \u{1B}]2;PWNED\u{1B}\\\n")
    add("osc8", "\u{1B}]8;;https://evil.example\u{1B}\\enlace\u{1B}]8;;\u{1B}\\\n")
    add("osc8-schemes", "\u{1B}]8;;javascript:alert(1)\u{07}js\u{1B}]8;;\u{07} \u{1B}]8;;https://a\u{7F}b\u{1B}\\del\u{1B}]8;;\u{1B}\\ \u{1B}]8;;https://x\u{1B}]0;PWNED\u{07}t\u{1B}]8;;\u{1B}\\\n")
    add("osc52", "\u{1B}]52;c;cm0gLXJmIH4=\u{07}\n")
    add("dcs", "\u{1B}P1$r0m\u{1B}\\ \u{1B}Pq#0;2;0;0;0#0!10~\u{1B}\\\n")
    add("apc-pm-sos", "\u{1B}_apc\u{1B}\\ \u{1B}^pm\u{1B}\\ \u{1B}Xsos\u{1B}\\\n")
    add("paste", "\u{1B}[200~echo pwned\u{1B}[201~\n")
    add("bidi", "abc \u{202E}fdp.exe\u{202C} \u{2066}x\u{2069}\n")
    documents.append(("c1-raw", Array("8-bit:".utf8) + [0x9B, 0x32, 0x4A, 0x9D, 0x30, 0x3B, 0x78, 0x07, 0x0A]))
    documents.append(("overlong", Array("overlong:".utf8) + [0xC0, 0xAF, 0xE0, 0x80, 0xAF, 0x0A]))
    documents.append(("surrogate", Array("surrogate:".utf8) + [0xED, 0xA0, 0x80, 0xED, 0xBF, 0xBF, 0x0A]))
    documents.append(("nul", Array("nul:".utf8) + [0x00, 0x00, 0x41, 0x0A]))
    return documents
  }()

  /// Each document as one line of text (decoded, invalid UTF-8 as U+FFFD, the final newline
  /// dropped): a heading, a title, a file name, a search typed at the prompt.
  public static var lines: [(name: String, text: String)] {
    documents.map { document in
      var text = String(decoding: document.bytes, as: UTF8.self)
      if text.hasSuffix("\n") { text.removeLast() }
      return (document.name, text)
    }
  }

  /// The reproduction (issue 11 §1): headings that write the clipboard (`rm -rf ~`)
  /// and retitle the window.
  public static let clipboardHeadings: [UInt8] = Array(
    "# Doc\n\ntexto\n\n## Clip \u{1B}]52;c;cm0gLXJmIH4K\u{07}\n\n## T \u{1B}]2;PWNED\u{07}\n".utf8)
}
