/// A random Markdown document of list runs for the part tests: runs of 5 to 34 lines of one
/// of `items`, one line in eight one of `others`, 400 lines or more.
func randomListDocument(_ random: inout SplitMix, items: [String], others: [String]) -> [UInt8] {
  var lines: [String] = []
  while lines.count < 400 {
    let run = items[Int(random.next() % UInt64(items.count))]
    for _ in 0..<(5 + Int(random.next() % 30)) {
      lines.append(random.next() % 8 == 0 ? others[Int(random.next() % UInt64(others.count))] : run)
    }
  }
  return Array((lines.joined(separator: "\n") + "\n").utf8)
}
