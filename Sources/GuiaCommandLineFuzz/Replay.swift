#if !FUZZING
  import FuzzReplay

  /// Without libFuzzer, replays the files it is given (see ``FuzzReplay``).
  @main
  enum Replay {
    static func main() {
      FuzzReplay.run(Array(CommandLine.arguments.dropFirst()), name: "GuiaCommandLineFuzz", through: fuzzCommandLine)
    }
  }
#endif
