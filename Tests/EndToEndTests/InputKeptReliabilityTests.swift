import Foundation
import Testing

/// Nothing lost: input that cannot be kept whole is said to be incomplete, never claimed to
/// have ended (a file truncated or rewritten under the reader: ReaderTests.InputKeptJourneyTests).
@Suite struct InputKeptReliabilityTests {
  /// Whether this process may make a mount namespace with its own `/tmp` (root, or a user
  /// namespace), so that a read-only or tiny `/tmp` can be given to guia alone.
  static let canMountTmp: Bool = {
    (try? Subprocess.run(["unshare", "-m", "sh", "-c", "mount -t tmpfs -o size=1m tmpfs /tmp"])) != nil
  }()

  /// Runs `seq 1 <count> | guia -` with guia in a mount namespace where `mount` says (`ro`:
  /// the real /tmp read-only; `1m`: TMPDIR a tmpfs of 1 MB), or under `prefix` in the shell.
  private static func pipeShell(count: Int, tmp mount: String? = nil, prefix: String = "")
    throws -> Journey.Shell
  {
    let command = switch mount {
    case "ro": #"unshare -m sh -c 'mount --bind -o ro /tmp /tmp && exec "$0" "$@"' "$@""#
    // A 1 MB tmpfs of its own as TMPDIR: mounting it over /tmp would hide guia's binary
    // whenever the checkout itself is under /tmp (a CI clone may be).
    case "1m": #"unshare -m sh -c 'mkdir -p "$D/small" && mount -t tmpfs -o size=1m tmpfs "$D/small" && TMPDIR="$D/small" exec "$0" "$@"' "$@""#
    default: #""$@""#
    }
    return try Journey.Shell(
      ["-"], script: prefix + "seq 1 \(count) | " + command + #"; echo $? > "$D/status""#)
  }

  @Test("a spool that cannot grow (a file-size limit, EFBIG; a full 1 MB /tmp, ENOSPC): said, 'entrada incompleta', never 'Fin de la guía', in TMPDIR when it is set; a read-only /tmp: kept in memory, said, read to its end")
  func spools() throws {
    Journey.part("a spool that meets a file-size limit (ulimit -f, EFBIG): said, 'entrada incompleta', never 'Fin de la guía'") {
      let shell = try Self.pipeShell(count: 500_000, prefix: "ulimit -f 2048; ")
      try Self.expectIncomplete(shell, reason: String(cString: strerror(EFBIG)))
    }
    Journey.part("the spool honours TMPDIR") {
      let folder = try Journey.temporaryFolder()
      let shell = try Self.pipeShell(count: 100_000, prefix: "export TMPDIR='\(folder.path)'; ")
      let pid = try shell.guiaPid()
      try shell.session.wait(forText: "1")
      let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
      let targets = descriptors.compactMap {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")
      }
      #expect(targets.contains { $0.hasPrefix(folder.path + "/guia-spool-") }, "\(targets)")
      shell.session.send("q")
      _ = try shell.session.waitForExit(timeout: 10)
      Reliability.add("spools", 1)
    }
    // Only where this process may give guia a /tmp of its own.
    if Self.canMountTmp {
      Journey.part("a 1 MB /tmp (ENOSPC): said, 'entrada incompleta', never 'Fin de la guía'") {
        let shell = try Self.pipeShell(count: 500_000, tmp: "1m")
        try Self.expectIncomplete(shell, reason: String(cString: strerror(ENOSPC)))
      }
      Journey.part("a read-only /tmp does not stop cmd | guia: kept in memory, said, read to its end") {
        let shell = try Self.pipeShell(count: 300_000, tmp: "ro")
        let session = shell.session
        try session.wait(for: "the first screen") { $0.lines[1] == "1" }
        #expect(session.footer == "Sin archivo temporal (/tmp: \(String(cString: strerror(EROFS)))): en memoria, hasta 128 MiB")
        session.send(Journey.Keys.end)
        try session.wait(for: "the input's last line", timeout: 60) {
          $0.lines[21] == "300000" && $0.footer == "Fin de la guía"
        }
        #expect(session.lines[0].hasSuffix("100%"))
        session.send("q")
        _ = try session.waitForExit(timeout: 10)
        #expect(shell.read("status") == "0")
        Reliability.add("spools", 1)
      }
    }
  }

  private static func expectIncomplete(_ shell: Journey.Shell, reason: String) throws {
    let session = shell.session
    try session.wait(forText: "1")
    session.send(Journey.Keys.end)
    let lines = try session.wait(for: "the input not kept whole", timeout: 60) {
      $0.lines[0].hasSuffix("entrada incompleta")
    }
    #expect(session.footer == "No se pudo guardar la entrada (\(reason)): se muestra lo guardado")
    #expect(lines[0].hasSuffix("100%  entrada incompleta"), "End shows the last line kept")
    try session.press("k")
    #expect(session.footer == "Quedan pasos por ver")
    let bottom = try session.press("G")
    #expect(bottom[0].hasSuffix("entrada incompleta"))
    #expect(session.footer == "Entrada incompleta: el resto no se pudo guardar")
    session.send("q")
    _ = try session.waitForExit(timeout: 10)
    #expect(shell.read("status") == "0")
    Reliability.add("spools", 1)
  }
}
