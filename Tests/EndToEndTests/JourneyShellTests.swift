import Foundation
import Testing

/// The journeys' shell wrapper itself: what it reads back is what the shell finished writing.
@Suite struct JourneyShellTests {
  @Test("the journeys' shell: a file it has created but not yet written reads as nothing, not as an empty line; a session that ends before it leaves none of its jobs running")
  func shell() throws {
    Journey.part("a file not yet written") {
      // As `echo "$line" > "$D/next"` leaves it between the redirection's open and the write.
      let shell = try Journey.Shell(script: #": > "$D/next"; read line; echo "$line" > "$D/next""#)
      try shell.session.wait(for: "the file created") { _ in
        FileManager.default.fileExists(atPath: shell.folder.appendingPathComponent("next").path)
      }
      #expect(shell.read("next") == nil)
      shell.session.send("fin\r")
      try shell.session.wait(for: "the line written") { _ in shell.read("next") != nil }
      #expect(shell.read("next") == "fin")
    }
    Journey.part("jobs") {
      var job: pid_t = 0
      do {
        // A job is a process group of its own, which the terminal's hang-up does not reach.
        let shell = try Journey.Shell(script: #"sleep 600 & echo $! > "$D/job"; wait"#)
        try shell.session.wait(for: "the job started") { _ in shell.read("job") != nil }
        job = try #require(pid_t(shell.read("job") ?? ""))
      }
      let deadline = Date().addingTimeInterval(10)
      while Self.isRunning(job) && Date() < deadline { usleep(10_000) }
      #expect(!Self.isRunning(job), "the job outlived its session")
      if Self.isRunning(job) { kill(job, SIGKILL) }
    }
  }

  /// Whether `pid` is alive and not yet a zombie waiting to be reaped.
  static func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return !stat[stat.index(close, offsetBy: 2)...].hasPrefix("Z")
  }
}
