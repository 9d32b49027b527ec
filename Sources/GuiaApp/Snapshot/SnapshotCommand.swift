#if canImport(Glibc)
  import Glibc
#endif
import Document
import ScreenshotKit
import ScrollKit

/// `guia snapshot`: guia run in a private pseudo-terminal, the keys of a script typed one
/// step at a time, and the screen written as text, SVG or PNG; `--expect` makes it a check
/// for an author's CI. No terminal of the caller's is needed, and none is touched.
public enum SnapshotCommand {
  /// Runs the snapshot `arguments` (what follows `snapshot`) ask for; returns the status to
  /// exit with.
  public static func run(_ arguments: [String]) throws(GuiaError) -> ExitStatus {
    try run(arguments) { arguments, size, timeout, input throws(GuiaError) in
      try SnapshotRecorder(arguments: arguments, size: size, timeout: timeout, input: input)
    }
  }

  /// Runs the snapshot `arguments` ask for on the recorder `start` gives for guia's
  /// arguments, the screen's size, the step's timeout and the document's standard input.
  static func run(
    _ arguments: [String],
    recorder start: ([String], CellSize, Int, Int32?) throws(GuiaError) -> any SnapshotRecording
  ) throws(GuiaError) -> ExitStatus {
    var options = try SnapshotOptions.parse(arguments)
    // `cmd | guia snapshot`, no file named: standard input, as `cmd | guia` reads it.
    let implied = !options.viewerArguments.contains("-") && DocumentLoader.isPipeOrFile(0)
      && readsStandardInput(options.viewerArguments)
    let converter = options.format == .png ? pngConverter() : nil
    if options.format == .png, converter == nil { throw .noPNGConverter }
    try checkOutput(options)
    try checkStandardDescriptors(options)
    let title = DisplayText(sanitizing: (["guia"] + options.viewerArguments).joined(separator: " "))
    // `cmd | guia snapshot -`: the document is this standard input, read to its end first,
    // within the step's --timeout and the spool's size.
    var input = (implied || options.viewerArguments.contains("-")) && isatty(0) == 0
      ? try SpooledStandardInput.spool(timeout: options.timeout) : nil
    if implied, let spooled = input {
      var status = stat()
      if fstat(spooled, &status) == 0, status.st_size == 0 {
        // Nothing came (a CI step's empty standard input): the guide, as before.
        close(spooled)
        input = nil
      } else {
        options.viewerArguments.append("-")
      }
    }
    defer { if let input { close(input) } }
    let recorder = try start(options.viewerArguments, options.size, options.timeout, input)
    try recorder.settle()
    if recorder.hasExited {
      // guia ended before any key: an error it wrote on its screen, or -F printing the text.
      let status = recorder.finish()
      let code = (status >> 8) & 0xFF
      if code != 0 {
        FileHandleWriter.standardError.write(said(on: recorder.screen.lines, columns: options.size.width))
        return ExitStatus(rawValue: code)
      }
    }
    if options.everyKey { try write(recorder.screen.screenshot(title: title), as: options, step: 0, converter) }
    for (index, step) in options.keys.steps.enumerated() where !recorder.hasExited {
      if let size = step.resize {
        recorder.resize(columns: size.columns, rows: size.rows)
      } else {
        recorder.type(step.bytes)
      }
      try recorder.settle()
      if options.everyKey {
        try write(recorder.screen.screenshot(title: title), as: options, step: index + 1, converter)
      }
    }
    let final = recorder.screen.screenshot(title: title)
    if !options.everyKey { try write(final, as: options, step: 0, converter) }
    // guia writes its --report as it quits.
    _ = recorder.finish()
    let shown = final.lines
    for text in options.expectations where !shown.contains(where: { $0.contains(text) }) {
      throw .snapshotLacks(text: text, output: options.output ?? "-")
    }
    return .success
  }

  /// Whether guia run with `arguments` shows its standard input when that is a pipe or a
  /// file: no file and no demo named (and it is not a question for the help or the version).
  static func readsStandardInput(_ arguments: [String]) -> Bool {
    guard let viewer = try? Options.parse(arguments) else { return false }
    return viewer.paths.isEmpty && viewer.demo == nil && !viewer.showsHelp && !viewer.showsVersion
  }

  /// Writes `screenshot` where `options` send step `step`'s screen (standard output as text
  /// when no file is named).
  private static func write(
    _ screenshot: Screenshot, as options: SnapshotOptions, step: Int, _ converter: String?
  ) throws(GuiaError) {
    let text = screenshot.lines.joined(separator: "\n") + "\n"
    guard let path = options.output(forStep: step) else {
      guard FileHandleWriter.standardOutput.write(text) else {
        throw .snapshotNotWritten(path: "-", reason: String(cString: strerror(errno)))
      }
      return
    }
    switch options.format {
    case .text:
      if let reason = FileWriter.write(text, to: path) { throw .snapshotNotWritten(path: path, reason: reason.text(in: .current)) }
    case .svg:
      if let reason = FileWriter.write(SVGRenderer().svg(screenshot), to: path) {
        throw .snapshotNotWritten(path: path, reason: reason.text(in: .current))
      }
    case .png:
      // The SVG goes to a file of guia's own making (mkstemps), never to a name derived from
      // the output's, where another file may be.
      let svg: String
      switch FileWriter.temporaryFile(beside: path, suffix: ".svg", holding: Array(SVGRenderer().svg(screenshot).utf8)) {
      case .made(let made): svg = made
      case .failed(let reason): throw .snapshotNotWritten(path: path, reason: reason.text(in: .current))
      }
      defer { unlink(svg) }
      let status = ChildProcess.run([
        converter ?? "rsvg-convert", "-o", ChildProcess.pathArgument(path), ChildProcess.pathArgument(svg),
      ])
      guard status == 0 else {
        throw .snapshotNotWritten(path: path, reason: "rsvg-convert: \(status.map { ($0 >> 8) & 0xFF } ?? -1)")
      }
    }
  }

  /// Throws when the screen is for standard output and it is closed (`>&-`); then puts
  /// `/dev/null` where any of standard input, output and error is closed. A closed descriptor
  /// is the first one free: the private terminal would take it, the picture written to
  /// "standard output" would be typed into the guia it runs (a `v` in it, the editor), and
  /// the status would say it was written.
  private static func checkStandardDescriptors(_ options: SnapshotOptions) throws(GuiaError) {
    let steps = options.everyKey ? Array(0...options.keys.steps.count) : [0]
    if !isOpen(1), steps.contains(where: { options.output(forStep: $0) == nil }) {
      let reason: LocalizedStringKey = "la salida estándar está cerrada"
      throw .snapshotNotWritten(path: "-", reason: reason.text(in: .current))
    }
    for descriptor: Int32 in 0...2 where !isOpen(descriptor) {
      let null = open("/dev/null", O_RDWR)
      if null >= 0, null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
  }

  private static func isOpen(_ descriptor: Int32) -> Bool { fcntl(descriptor, F_GETFD) != -1 }

  /// Throws when a screen would be written over a document: `-o doc.txt doc.txt` must not
  /// cost the document (checked as `--report` is; an old snapshot is replaced).
  private static func checkOutput(_ options: SnapshotOptions) throws(GuiaError) {
    let viewer = try? Options.parse(options.viewerArguments)
    let named = (viewer?.paths ?? []) + [viewer?.reportPath].compactMap { $0 }
    let documents = named.compactMap { FileIdentity(path: $0) }
    let steps = options.everyKey ? Array(0...options.keys.steps.count) : [0]
    for path in Set(steps.compactMap { options.output(forStep: $0) }) {
      // A CI author's `-o shots/end.svg` in a fresh checkout: its folders are made.
      if let reason = FileWriter.makeFolders(for: path) {
        throw .snapshotNotWritten(path: path, reason: reason.text(in: .current))
      }
      if let reason = FileWriter.problem(writing: path, documents: documents, force: true) {
        throw .snapshotNotWritten(path: path, reason: reason.text(in: .current))
      }
    }
  }

  /// What guia wrote on its screen before it ended (its error), as lines again: a row the
  /// text filled to the screen's edge goes on in the next row, so a message longer than the
  /// pty is one line, not two cut by a newline (each line sanitised on its own).
  static func said(on rows: [String], columns: Int) -> String {
    var lines: [String] = []
    var continues = false
    for row in rows where !row.isEmpty {
      if continues, let last = lines.popLast() { lines.append(last + row) } else { lines.append(row) }
      continues = DisplayWidth.of(row) >= columns
    }
    return lines.map { DisplayText(sanitizing: $0).string + "\n" }.joined()
  }

  /// `rsvg-convert`'s path on `PATH`, if it is installed.
  static func pngConverter() -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { $0 + "/rsvg-convert" }.first { access($0, X_OK) == 0 }
  }
}
