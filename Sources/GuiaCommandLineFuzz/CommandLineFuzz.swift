import Document
import GuiaApp

/// libFuzzer's entry point for what guia reads from its caller before any screen: the option
/// scanner (less's `scan_option`) on `LESS`, `GUIA` and the command line, and `guia snapshot
/// --keys`'s key script. Each must end, in time and memory in proportion to its input, with
/// options or a ``GuiaError`` whose message is display text; a trap is what libFuzzer reports.
///
/// Layout of an input: byte 0 picks the reader (0 `LESS`, 1 `GUIA`, 2 the command line with
/// arguments split at NUL, 3 a key script, 4 snapshot's command line); the rest is its text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let selector = bytes.first else { return 0 }
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let arguments = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
  do throws(GuiaError) {
    switch selector % 5 {
    case 0:
      // As less: a mistake ends the reading and what came before stands; never a throw.
      _ = Options.lessDefaults(text)
      _ = try Options.parse([], environment: ["LESS": text])
    case 1: _ = try Options.parse([], environment: ["GUIA": text])
    case 2: _ = try Options.parse(arguments, environment: [:])
    case 3:
      do {
        let script = try KeyScript(text)
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        precondition(script.steps.map(\.name) == words.map(String.init), "a step is not its word")
        for step in script.steps {
          precondition(step.resize != nil || !step.bytes.isEmpty, "a key that sends nothing")
          precondition(step.bytes.count <= step.name.utf8.count + 4, "a key longer than its name allows")
        }
      } catch {
        precondition(error.word.count <= 41, "a refused word is quoted whole")
      }
    default: _ = try SnapshotOptions.parse(arguments)
    }
  } catch {
    // Every error can be said: its words hold no control character once sanitised.
    let said = DisplayText(sanitizing: error.description)
    precondition(!said.string.unicodeScalars.contains { $0.value < 0x20 }, "an error's message holds a control")
    precondition(error.exitStatus.rawValue != 0, "an error exits 0")
  }
  return 0
}
