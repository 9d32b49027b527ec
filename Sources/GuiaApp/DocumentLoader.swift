#if canImport(Glibc)
  import Glibc
#endif
import Document
import GuideResource

/// Reads the document to show, before the terminal is touched, so that every error can be
/// reported on a clean terminal.
public enum DocumentLoader {
  /// The file extensions read as Markdown; anything else is plain text.
  public static let markdownExtensions: Set<String> = ["md", "markdown", "mdown", "mkd", "mkdn"]

  /// Loads the document `path` names: the built-in guide for `nil`, standard input for `"-"`.
  public static func load(_ path: String?) throws(GuiaError) -> Document {
    guard let path else { return Document(markdown: GuideResource.markdown) }
    if path == "-" {
      return Document(plainText: try readAll(descriptor: 0, path: "standard input"),
                      title: "standard input")
    }
    let bytes = try read(path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let fileExtension = name.split(separator: ".").count > 1
      ? name.split(separator: ".").last!.lowercased() : ""
    if markdownExtensions.contains(fileExtension) {
      var document = Document(markdown: bytes)
      if document.title == nil { document.title = name }
      return document
    }
    return Document(plainText: bytes, title: name)
  }

  /// Reads a whole file, naming the problem when it cannot.
  public static func read(_ path: String) throws(GuiaError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
      throw .unreadable(path: path, reason: String(cString: strerror(code)))
    }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw .isDirectory(path: path)
    }
    return try readAll(descriptor: descriptor, path: path)
  }

  private static func readAll(descriptor: Int32, path: String) throws(GuiaError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        let code = errno
        if code == EISDIR { throw .isDirectory(path: path) }
        throw .unreadable(path: path, reason: String(cString: strerror(code)))
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }
}
