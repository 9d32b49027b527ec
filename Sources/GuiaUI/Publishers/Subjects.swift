/// The receivers of a subject, by the token each was given.
public final class SubjectBox<Output> {
  private var receivers: [Int: (Output) -> Void] = [:]
  private var next = 0
  /// The value a new receiver is handed at once (a ``CurrentValueSubject``'s).
  var current: (() -> Output)?

  /// Adds `receiver`, handing it the current value if there is one; the returned closure
  /// removes it.
  func add(_ receiver: @escaping (Output) -> Void) -> () -> Void {
    let token = next
    next += 1
    receivers[token] = receiver
    if let current { receiver(current()) }
    return { [weak self] in self?.receivers[token] = nil }
  }

  func send(_ value: Output) {
    for token in receivers.keys.sorted() { receivers[token]?(value) }
  }
}

/// A publisher that hands out the values it is sent, as Combine's.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
  let box = SubjectBox<Output>()

  /// A subject with no receiver yet.
  public init() {}

  /// Hands `value` to every receiver, now.
  public func send(_ value: Output) { box.send(value) }

  public var _source: PublisherSource<Output> { PublisherSource(kind: .subject(box)) }
}

/// A publisher that keeps its last value and hands out each new one, as Combine's: a new
/// receiver is handed the value at once.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
  let box = SubjectBox<Output>()

  /// The last value sent; setting it sends it.
  public var value: Output {
    didSet { box.send(value) }
  }

  /// A subject holding `value`.
  public init(_ value: Output) {
    self.value = value
    box.current = { [unowned self] in self.value }
  }

  /// Sets the value and hands it to every receiver.
  public func send(_ value: Output) { self.value = value }

  public var _source: PublisherSource<Output> { PublisherSource(kind: .subject(box)) }
}
