#if canImport(Glibc)
  import Glibc
#endif
import Document
import TerminalUI
import GuideResource

/// A document ready to show: its title and a way to lay it out at a width.
public struct LoadedDocument {
  /// The title for the header row.
  public var title: String?
  /// The title printed above the text when standard output is not a terminal: a guide's,
  /// which is not part of its content; other documents print as they are.
  public var printedTitle: String?
  /// The document's rows laid out at a width.
  public var rows: (Int) -> any DocumentRows
  /// The Markdown document, parsed: the reader lays it out at its own text column at once.
  /// A large one holds only its first part's blocks here (see ``markdownRest``).
  var markdown: Document?
  /// The parts of a large Markdown document left to parse after its first screen, parsed in
  /// the background as the reader shows the first (see ``MarkdownInput``); ``rows`` parses
  /// them at once.
  var markdownRest: MarkdownRemainder?
  /// Input still arriving, read page by page as the reader needs it, if any.
  var pipe: PipeInput?
  /// Checks whether the file grew or was truncated (follow mode, End); `nil` for what cannot
  /// change.
  var refresh: (() -> FileByteSource.Change)?
  /// The file shown, if it is one: the report must never replace it.
  var identity: FileIdentity?
  /// The bytes of plain text, printed as they are when standard output is not a terminal;
  /// `nil` for Markdown, which is printed as laid out.
  var bytes: (any ByteStream)?
  /// Whether the file's first bytes look binary (less's guess, ``BinaryGuess``): the reader
  /// asks before it shows it, unless `-f`.
  var looksBinary = false
}

extension LoadedDocument {
  /// Shows `whole`, the Markdown document whose first part this holds, parsed to its end:
  /// nothing is left to parse.
  mutating func replaceMarkdown(with whole: Document) {
    let laidOut = DocumentLoader.laidOut(whole)
    rows = laidOut.rows
    markdown = whole
    markdownRest = nil
  }
}

/// How a document is read: by its name (Markdown for `.md` and the like, standard input as
/// plain text), or as `--markdown` or `--plain` say.
public enum DocumentFormat: Hashable, Sendable {
  case automatic, markdown, plain
}

/// Reads the document to show, before the terminal is touched, so that every error can be
/// reported on a clean terminal. Markdown is read whole (where a part may be cut depends on
/// what came before) but parsed a part at a time: the first part before the first frame, the
/// rest as a job (`MarkdownInput`); plain text is never read whole: files are read in pages,
/// pipes spooled in the background.
public enum DocumentLoader {
  /// The file extensions read as Markdown; anything else is plain text.
  public static let markdownExtensions: Set<String> = ["md", "markdown", "mdown", "mkd", "mkdn"]
  /// The most Markdown read from what has no size of its own (a FIFO, a pipe, `LESSOPEN`'s
  /// output): cmark needs it whole, and `yes |` never ends.
  static let markdownStreamLimit = 64 << 20

  /// Loads what `path` names: a file, `"-"` for standard input, or `nil` for standard input
  /// when it is a pipe or a file (`cmd | guia`) and the built-in guide otherwise.
  /// With `cancellation`, every wait on the outside (a FIFO's writer, `LESSOPEN`'s command)
  /// ends when it is cancelled, and the load then throws.
  public static func load(
    _ path: String?, format: DocumentFormat = .automatic, preprocessor: InputPreprocessor? = nil
  ) throws(GuiaError) -> LoadedDocument {
    try load(path, format: format, preprocessor: preprocessor, cancellation: nil)
  }

  static func load(
    _ path: String?, format: DocumentFormat, preprocessor: InputPreprocessor?,
    cancellation: LoadCancellation?
  ) throws(GuiaError) -> LoadedDocument {
    guard let path else {
      if isPipeOrFile(0) { return try load("-", format: format, preprocessor: preprocessor, cancellation: cancellation) }
      return builtInGuide
    }
    if let preprocessor,
      let loaded = try preprocessed(path, format: format, by: preprocessor, cancellation: cancellation)
    {
      return loaded
    }
    if path == "-" {
      // As less: a terminal on standard input is where the keys come from, not a document.
      guard isatty(0) == 0 else { throw .isTerminal(path: "standard input") }
      guard format == .markdown else {
        return try text(descriptor: dup(0), path: "standard input", title: title(of: "-"))
      }
      // Markdown is read whole: the pipe is read to its end first.
      let descriptor = dup(0)
      defer { close(descriptor) }
      var (document, rest) = Document.opening(
        markdown: try readAll(descriptor: descriptor, path: "standard input", limit: markdownStreamLimit, cancellation: cancellation))
      if document.title == nil { document.title = title(of: "-") }
      return laidOut(document, rest: rest)
    }
    // Never blocking: a FIFO without a writer (`R` after `rm f; mkfifo f`) would hold guia in
    // open(2). Its reads block again, on the page loader's thread, never on the main one.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
      throw .unreadable(path: path, reason: String(cString: strerror(code)))
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      close(descriptor)
      throw .isDirectory(path: path)
    }
    if isatty(descriptor) == 1 {
      // `guia /dev/tty` read the keys typed as the document's text.
      close(descriptor)
      throw .isTerminal(path: path)
    }
    // As less: only a file that can be read again from its start is guessed at.
    let looksBinary = status.st_mode & S_IFMT == S_IFREG && Self.looksBinary(descriptor)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let parts = name.split(separator: ".")
    let fileExtension = parts.count > 1 ? parts.last!.lowercased() : ""
    let isMarkdown = switch format {
    case .automatic: markdownExtensions.contains(fileExtension)
    case .markdown: true
    case .plain: false
    }
    guard isMarkdown else {
      var loaded = try text(descriptor: descriptor, path: path, title: title(of: path))
      loaded.looksBinary = looksBinary
      return loaded
    }
    defer { close(descriptor) }
    let type = status.st_mode & S_IFMT
    // `z.md` linked to /dev/zero or /dev/urandom would be read for ever; a device is no Markdown.
    if type == S_IFCHR || type == S_IFBLK { throw .isDevice(path: path) }
    let limit = type == S_IFREG ? nil : markdownStreamLimit
    let size = type == S_IFREG ? Int(status.st_size) : 0
    var (document, rest) = Document.opening(
      markdown: try readAll(descriptor: descriptor, path: path, limit: limit, size: size, cancellation: cancellation))
    if document.title == nil { document.title = title(of: path) }
    var loaded = laidOut(document, rest: rest)
    loaded.identity = FileIdentity(status)
    loaded.looksBinary = looksBinary
    return loaded
  }

  /// `path` read through `LESSOPEN` (see ``InputPreprocessor``), or `nil` when the command
  /// gave nothing and the file is read as it is. The header names the file, not what
  /// replaced it; `LESSCLOSE` runs when guia ends.
  private static func preprocessed(
    _ path: String, format: DocumentFormat, by preprocessor: InputPreprocessor, cancellation: LoadCancellation?
  ) throws(GuiaError) -> LoadedDocument? {
    let name = title(of: path)
    let outcome = preprocessor.open(path, cancellation: cancellation)
    switch outcome {
    case .cancelled:
      throw .unreadable(path: path, reason: String(cString: strerror(ECANCELED)))
    case .unchanged:
      return nil
    case .empty:
      InputPreprocessor.willClose(path, replacement: "-", by: preprocessor)
      return streamed(descriptor: open("/dev/null", O_RDONLY | O_CLOEXEC), title: name)
    case .pipe(let descriptor):
      InputPreprocessor.willClose(path, replacement: "-", by: preprocessor)
      guard format == .markdown || (format == .automatic && isMarkdownName(name)) else {
        return streamed(descriptor: descriptor, title: name)
      }
      defer { close(descriptor) }
      var (document, rest) = Document.opening(
        markdown: try readAll(descriptor: descriptor, path: path, limit: markdownStreamLimit, cancellation: cancellation))
      if document.title == nil { document.title = name }
      return laidOut(document, rest: rest)
    case .replacement(let replacement):
      InputPreprocessor.willClose(path, replacement: replacement, by: preprocessor)
      var loaded = try load(replacement, format: format, preprocessor: nil, cancellation: cancellation)
      loaded.title = name
      return loaded
    }
  }

  /// The header's name for `path`: the file's own name; a descriptor's path whole
  /// (`/dev/fd/63` of `guia <(seq 3)`, as less names it: its number alone says nothing);
  /// standard input by the page `man` pipes to its pager (`MAN_PN`, `bash(1)`), else
  /// `standard input`.
  static func title(of path: String, manPage: String? = Platform.environment(.manPageName)) -> String {
    if path == "-" { return manPage.flatMap { $0.isEmpty ? nil : $0 } ?? "standard input" }
    let components = path.split(separator: "/")
    guard let last = components.last else { return path }
    let parent = components.dropLast().last
    if parent == "fd", last.allSatisfy(\.isNumber) { return path }
    return String(last)
  }

  /// Whether a file called `name` is read as Markdown by default.
  private static func isMarkdownName(_ name: String) -> Bool {
    let parts = name.split(separator: ".")
    return parts.count > 1 && markdownExtensions.contains(parts.last!.lowercased())
  }

  /// Whether the first bytes of the file open on `descriptor` look binary.
  private static func looksBinary(_ descriptor: Int32) -> Bool {
    var sample = [UInt8](repeating: 0, count: BinaryGuess.sampleSize)
    let count = sample.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    return count > 0 && BinaryGuess.looksBinary(sample[..<count])
  }

  /// The assembly guide compiled into the binary.
  public static var builtInGuide: LoadedDocument {
    laidOut(GuideResource.document)
  }

  /// `document` to show; with `rest`, its first part, the rest parsed as the reader shows it
  /// (or at once, for ``LoadedDocument/rows``: printed whole).
  static func laidOut(_ document: Document, rest: MarkdownRemainder? = nil) -> LoadedDocument {
    guard let rest else {
      return LoadedDocument(
        title: document.title, printedTitle: document.kind == .guide ? document.title : nil,
        rows: { LaidOutRows(document: document, width: $0) }, markdown: document)
    }
    var loaded = LoadedDocument(
      title: document.title, printedTitle: nil,
      rows: { width in
        var whole = document
        var left = rest
        while let part = left.parseNext() { whole.append(part) }
        return LaidOutRows(document: whole, width: width)
      },
      markdown: document)
    loaded.markdownRest = rest
    return loaded
  }

  /// Plain text from an open descriptor: paged when it is a regular file, spooled otherwise.
  private static func text(descriptor: Int32, path: String, title: String)
    throws(GuiaError) -> LoadedDocument
  {
    var status = stat()
    guard descriptor >= 0, fstat(descriptor, &status) == 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    if status.st_mode & S_IFMT == S_IFREG {
      // A read error shows now, not later on screen (a directory on some systems, EIO).
      var probe: UInt8 = 0
      let probed = pread(descriptor, &probe, 1, 0)
      if probed < 0 {
        let code = errno
        close(descriptor)
        if code == EISDIR { throw .isDirectory(path: path) }
        throw .unreadable(path: path, reason: String(cString: strerror(code)))
      }
      if status.st_size == 0, probed == 1 {
        // A size of 0 with bytes behind it (`/proc/meminfo`, sysfs): the size is no end, so
        // the file is read as a pipe is, to its end of file, never paged within 0 bytes.
        return streamed(descriptor: descriptor, title: title)
      }
      let source = FileByteSource(descriptor: descriptor, count: Int(status.st_size), path: path)
      return LoadedDocument(
        title: title, rows: { TextRows(source: source, width: $0) }, refresh: source.refresh,
        identity: FileIdentity(status), bytes: source)
    }
    return streamed(descriptor: descriptor, title: title)
  }

  /// Text read in the background to its end of file, spooled as it arrives.
  private static func streamed(descriptor: Int32, title: String) -> LoadedDocument {
    let pipe = PipeInput(descriptor: descriptor)
    let source = pipe.spool
    return LoadedDocument(
      title: title, rows: { TextRows(source: source, width: $0) }, pipe: pipe, bytes: pipe)
  }

  static func isPipeOrFile(_ descriptor: Int32) -> Bool {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return false }
    let type = status.st_mode & S_IFMT
    return type == S_IFIFO || type == S_IFREG || type == S_IFSOCK
  }

  /// The bytes of `descriptor` to its end: at most `limit` of them (more is an error), each
  /// read waiting on `cancellation` too. The first `size` (a file's) are read straight into
  /// the array: through a chunk, 10 MB were copied twice, a fifth of a large file's first frame.
  private static func readAll(
    descriptor: Int32, path: String, limit: Int? = nil, size: Int = 0, cancellation: LoadCancellation? = nil
  ) throws(GuiaError) -> [UInt8] {
    var failure: Int32?
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      count = 0
      while count < buffer.count {
        let read = Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
        if read == 0 { break }
        if read < 0 {
          if errno == EINTR { continue }
          failure = errno
          break
        }
        count += read
      }
    }
    if let code = failure {
      if code == EISDIR { throw .isDirectory(path: path) }
      throw .unreadable(path: path, reason: String(cString: strerror(code)))
    }
    // Whatever the file grew by since, or a stream's bytes, a chunk at a time.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      if let cancellation, !cancellation.waitReadable(descriptor) {
        throw .unreadable(path: path, reason: String(cString: strerror(ECANCELED)))
      }
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        let code = errno
        if code == EISDIR { throw .isDirectory(path: path) }
        throw .unreadable(path: path, reason: String(cString: strerror(code)))
      }
      bytes.append(contentsOf: chunk[0..<count])
      if let limit, bytes.count > limit { throw .markdownTooLarge(path: path, limit: limit) }
    }
  }
}
