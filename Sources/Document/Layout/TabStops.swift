/// Where a tab in plain text moves the next character to: every 8 columns by default, or at
/// the columns given and then every as many columns as the last two given are apart (less's
/// `-x`: `-x4` every 4, `-x9,17` at 9 and 17 and then every 8).
public struct TabStops: Hashable, Sendable {
  /// The columns given, rising, the first 0.
  public let stops: [Int]
  /// How far apart the stops are after the last one given.
  public let interval: Int

  /// Every 8 columns.
  public static let standard = TabStops(stops: [0, 8], interval: 8)

  private init(stops: [Int], interval: Int) {
    self.stops = stops
    self.interval = interval
  }

  /// Stops read as less reads `-x`'s value (`4`, `9,17`): numbers between commas, each larger
  /// than the one before (a smaller one is skipped, as less skips it); `nil` when no stop
  /// comes of it. The columns are counted from 0 (`-x4`: a tab at column 0 goes to 4).
  public init?(_ text: String) {
    var stops = [0]
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let digits = part.filter { $0 != " " }
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
      guard let number = Int(digits), number <= 100_000 else { return nil }
      if number > stops[stops.count - 1] { stops.append(number) }
    }
    guard stops.count >= 2 else { return nil }
    self.init(stops: stops, interval: stops[stops.count - 1] - stops[stops.count - 2])
  }

  /// The most cells a tab takes anywhere (a row's edge may cut it shorter).
  public var widest: Int {
    zip(stops, stops.dropFirst()).reduce(interval) { widest, pair in max(widest, pair.1 - pair.0) }
  }

  /// The cells a tab at `column` takes: to the next stop after it.
  public func width(at column: Int) -> Int {
    guard let last = stops.last, column < last else {
      return interval - (column - stops[stops.count - 1]) % interval
    }
    let next = stops.first { $0 > column } ?? last
    return next - column
  }
}
