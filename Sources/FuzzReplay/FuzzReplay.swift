#if canImport(Glibc)
  import Glibc
#endif

/// Without libFuzzer (a plain `swift build`), a fuzz target replays the files it is given, each
/// once through the same checks: the way to reproduce a crash libFuzzer saved.
public enum FuzzReplay {
  /// Runs `fuzz` on the contents of each file named in `paths`; exits 66 when one is missing.
  public static func run(
    _ paths: [String], name: String, through fuzz: (UnsafePointer<UInt8>, Int) -> Int32
  ) {
    for path in paths {
      guard let file = fopen(path, "rb") else {
        print("\(name): cannot open \(path)")
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
