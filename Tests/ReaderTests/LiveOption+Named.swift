@testable import Reader

/// The options the prompt tests name, as `-` finds them by their long names.
extension LiveOption {
  static let header = named("header")
  static let tabs = named("tabs")
  static let chopLongLines = named("chop-long-lines")

  private static func named(_ name: String) -> LiveOption {
    guard case .option(let option) = resolve(name) else { preconditionFailure("no option --\(name)") }
    return option
  }
}
