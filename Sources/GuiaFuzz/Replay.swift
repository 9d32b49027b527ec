#if !FUZZING
  #if canImport(Glibc)
    import Glibc
  #endif

  /// Without libFuzzer (a plain `swift build`), the fuzz target replays the files it is given,
  /// each once through the same checks: the way to reproduce a crash libFuzzer saved.
  @main
  enum Replay {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let file = fopen(path, "rb") else {
          print("GuiaFuzz: cannot open \(path)")
          exit(66)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
          let count = fread(&chunk, 1, chunk.count, file)
          if count == 0 { break }
          bytes += chunk[0..<count]
        }
        fclose(file)
        _ = bytes.withUnsafeBufferPointer { fuzz($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count) }
        print("\(path): ok")
      }
    }
  }
#endif
