/// What the comparisons of modified views' contents found in the current pass.
///
/// A chain of modifiers (`Text(…).font(…).fixedSize().frame(…).clipped()`) is a view in a
/// view in a view, each level with a memo of its own. A level is the same as last pass when
/// its modifier and its content are, and its content is the next level down, so finding
/// that a level changed compares every level below it; the next level's own memo then
/// compares them all again. A footer's chain of eight levels made 36 comparisons a pass
/// (each a resolver made, a string normalised): kept here, each pair is compared once.
///
/// A content's storage is never mutated (a new content is a new storage), so what a
/// comparison found stays true; the storages are held until ``forget()`` so that none is
/// freed and its address taken by another while its result is kept.
@MainActor
enum ContentComparisons {
  private struct Pair: Hashable {
    let old: ObjectIdentifier
    let new: ObjectIdentifier
  }

  private static var results: [Pair: Bool] = [:]
  private static var held: [AnyObject] = []

  /// Whether the contents in `old` and `new` are the same, by `compare` the first time the
  /// pair is asked about.
  static func isSame(_ old: AnyObject, _ new: AnyObject, by compare: () -> Bool) -> Bool {
    let pair = Pair(old: ObjectIdentifier(old), new: ObjectIdentifier(new))
    if let known = results[pair] { return known }
    let isSame = compare()
    results[pair] = isSame
    held.append(old)
    held.append(new)
    return isSame
  }

  /// Lets go of the results and of the storages they are about (at each pass's start).
  static func forget() {
    guard !results.isEmpty else { return }
    results.removeAll(keepingCapacity: true)
    held.removeAll(keepingCapacity: true)
  }
}
