/// The row of the screen where a line jumped to is put (a match found, a line number, a
/// mark): less's `-j`. By default the first row; `-j5` the fifth, `-j-2` the second from the
/// bottom, `-j.5` the middle.
public struct JumpTarget: Hashable, Sendable {
  /// The row counted from 1 at the top (negative: from the bottom), when given so.
  public let line: Int
  /// The part of the screen's height above the row, when given so (`.5`).
  public let fraction: Double?

  /// The first row, as less without `-j`.
  public static let top = JumpTarget(line: 0, fraction: nil)

  private init(line: Int, fraction: Double?) {
    self.line = line
    self.fraction = fraction
  }

  /// A target read as less reads `-j`'s value: a number, negative from the bottom, or a
  /// fraction written from its point (`.5`, `.25`); `nil` for anything else.
  public init?(_ text: String) {
    let trimmed = text.drop { $0 == " " }
    if trimmed.hasPrefix(".") {
      let digits = trimmed.dropFirst()
      guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Double("0." + digits)
      else { return nil }
      self.init(line: 0, fraction: value)
      return
    }
    let magnitude = trimmed.hasPrefix("-") ? trimmed.dropFirst() : trimmed
    guard !magnitude.isEmpty, magnitude.count <= 6, magnitude.allSatisfy({ $0.isASCII && $0.isNumber }),
      let value = Int(trimmed)
    else { return nil }
    self.init(line: value, fraction: nil)
  }

  /// The row, counted from 0, where the target goes on a screen of `rows` text rows whose
  /// first `headerRows` are kept in place (less's `calc_jump_sline`, its screen one row taller
  /// for its prompt): never in the header, never below the last row.
  public func row(onScreenOf rows: Int, headerRows: Int = 0) -> Int {
    let height = rows + 1
    var line = fraction.map { Int(Double(height) * $0) } ?? line
    if line < 0 { line += height }
    if line <= headerRows { line = headerRows + 1 }
    if line >= height { line = height - 1 }
    return max(0, line - 1)
  }
}
