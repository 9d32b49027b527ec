/// The files named on the command line and the one being read, as less keeps them: `:n` and
/// `:p` move through them, `:x` goes to the first, `:e FILE` opens one more after the
/// current, `:d` takes the current out. A value: the app keeps it, each reader a copy that
/// answers whether a move can be made.
public struct FileList: Hashable, Sendable {
  /// The files, in order; never empty.
  public private(set) var paths: [String]
  /// The index of the file being read.
  public private(set) var current: Int
  /// Whether `:e` expands `~` and wildcards (secure mode without `glob` takes names as typed).
  public var expandsNames = true

  /// A list of `paths` (at least one), reading the first.
  public init(_ paths: [String]) {
    precondition(!paths.isEmpty, "a file list holds at least one file")
    self.paths = paths
    current = 0
  }

  /// The file being read.
  public var currentPath: String { paths[current] }

  /// Whether a file comes after the current one.
  public var hasNext: Bool { current + 1 < paths.count }

  /// Whether a file comes before the current one.
  public var hasPrevious: Bool { current > 0 }

  /// The header's `2/3`; `nil` when one file is read.
  public var ordinal: String? {
    paths.count > 1 ? "\(current + 1)/\(paths.count)" : nil
  }

  /// Why a move cannot be made, in the footer's words.
  public enum Refusal: Error, Hashable, Sendable {
    /// `:n` on the last file.
    case noNextFile
    /// `:p` on the first file.
    case noPreviousFile
    /// `:d` on the only file.
    case onlyFile
    /// `:e` with nothing but spaces typed.
    case noFileNamed
    /// `'` and a letter whose file left the list (`:d`).
    case markedFileGone
  }

  /// Makes `request`: the index of the file to read then.
  /// - Throws: ``Refusal`` when there is no such file; the list is left as it was.
  @discardableResult
  public mutating func apply(_ request: FileRequest) throws(Refusal) -> Int {
    switch request {
    case .next(let count):
      guard hasNext else { throw .noNextFile }
      current = min(paths.count - 1, current + max(1, count))
    case .previous(let count):
      guard current > 0 else { throw .noPreviousFile }
      current = max(0, current - max(1, count))
    case .number(let number):
      current = min(paths.count, max(1, number)) - 1
    case .examine(let typed):
      // The names typed, `~` and wildcards expanded: all after this file, the first read.
      let named = FileNameExpansion.paths(typed, expanding: expandsNames)
      guard !named.isEmpty else { throw .noFileNamed }
      paths.insert(contentsOf: named, at: current + 1)
      current += 1
    case .remove:
      guard paths.count > 1 else { throw .onlyFile }
      paths.remove(at: current)
      current = min(current, paths.count - 1)
    case .search(let search):
      let forward = search.direction == .forward
      if search.startsAtEdge {
        current = forward ? 0 : paths.count - 1
      } else if forward {
        guard hasNext else { throw .noNextFile }
        current += 1
      } else {
        guard current > 0 else { throw .noPreviousFile }
        current -= 1
      }
    case .searchFailed(let search):
      current = min(max(0, search.origin), paths.count - 1)
    case .mark(let file, _):
      guard let index = paths.firstIndex(of: file) else { throw .markedFileGone }
      current = index
    case .reload, .edit:
      break
    }
    return current
  }
}

/// A move to another file, asked for by the reader (less's `:n`, `:p`, `:x`, `:e`, `:d`).
public enum FileRequest: Hashable, Sendable {
  /// `N:n`: N files on (1 without a count), as far as the last.
  case next(Int)
  /// `N:p`: N files back, as far as the first.
  case previous(Int)
  /// `N:x`: the Nth file (the first without a count).
  case number(Int)
  /// `:e FILE`: the file, put after the current one.
  case examine(String)
  /// `:d`: the current file out of the list; the next (or the new last) is read.
  case remove
  /// `R`: the current file read again (it changed), the place kept.
  case reload
  /// `v`: the current file opened in the editor at `line`, then read again.
  case edit(line: Int)
  /// A search spanning files that found nothing here: the next file (the previous going
  /// back), or the first (last) with ``FileSearch/startsAtEdge``, searches for it.
  case search(FileSearch)
  /// A search spanning files that found nothing in the last file: back to where it started.
  case searchFailed(FileSearch)
  /// `'` and a letter marked in another file: that file, at the marked row.
  case mark(file: String, top: Int)
}
