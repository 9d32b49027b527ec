/// A publisher whose type is hidden, as Combine's: what `eraseToAnyPublisher()` makes, so a
/// property can be `AnyPublisher<String, Never>` whatever chain of operators made it.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  public let _source: PublisherSource<Output>

  /// The publisher `publisher`, its type hidden.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    _source = publisher._source
  }
}

/// A publisher that hands each receiver one value, then finishes, as Combine's.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The value handed out.
  public let output: Output

  /// A publisher of `output` alone.
  public init(_ output: Output) { self.output = output }

  public var _source: PublisherSource<Output> {
    let output = output
    return PublisherSource(kind: .stream(identity: JustIdentity()) { receiver in
      receiver(output)
      return {}
    }, finishes: true)
  }
}

/// A `Just`'s identity: each is a source of its own.
final class JustIdentity {}

extension Publisher {
  /// This publisher with its type hidden (``AnyPublisher``).
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
