#if GUIA_FOUNDATION
  import Foundation
#endif

/// Something that hands out values over time, as Combine's `Publisher`, reduced to what
/// SwiftUI code reaches for: a timer (`Timer.publish(every:on:in:)`), a subject, and
/// ``View/onReceive(_:perform:)``. Combine is not on Linux; GuiaUI names its own, with or
/// without the `Foundation` trait.
public protocol Publisher<Output, Failure> {
  /// The values handed out.
  associatedtype Output
  /// The error that may end it (`Never` for the ones GuiaUI has).
  associatedtype Failure: Error

  /// Where GuiaUI's receivers hear it from (its plumbing, as SwiftUI's underscored names).
  var _source: PublisherSource<Output> { get }
}

/// Where a publisher's values come from: a timer's ticks, which the host's event loop
/// wakes for by their deadlines, or the values a subject is sent.
public struct PublisherSource<Output> {
  enum Kind {
    case timer(Timer.TimerPublisher, value: () -> Output)
    case subject(SubjectBox<Output>)
    /// Values made from another source's (an operator's): `subscribe` hands a receiver
    /// each one and returns what stops them; `identity` is the source at the chain's root.
    case stream(identity: AnyObject, subscribe: (@escaping (Output) -> Void) -> () -> Void)
  }

  let kind: Kind
  /// Whether its values end once a receiver has had them (a ``Just``'s).
  var finishes = false

  /// The object behind the values: a receiver starts again when it changes.
  var identity: AnyObject {
    switch kind {
    case .timer(let timer, _): timer
    case .subject(let box): box
    case .stream(let identity, _): identity
    }
  }

  /// Hands `receiver` each value, on the main actor, until the returned closure is called:
  /// a subject's values as they are sent, a connected timer's dates at its deadlines (a
  /// main-actor task sleeping until each, which the event loop runs as it drains the main
  /// queue), an operator's as its upstream's come.
  func subscribe(_ receiver: @escaping (Output) -> Void) -> () -> Void {
    switch kind {
    case .subject(let box):
      return box.add(receiver)
    case .stream(_, let subscribe):
      return subscribe(receiver)
    case .timer(let timer, let value):
      let interval = Duration.guiaSeconds(timer.interval)
      let delivery = MainActorBound { receiver(value()) }
      let connection = MainActorBound { timer.isConnected }
      let task = Task { @MainActor in
        var deadline = ContinuousClock.now + interval
        while connection.value() {
          try? await Task.sleep(until: deadline)
          guard !Task.isCancelled, connection.value() else { return }
          delivery.value()
          deadline += interval
          if deadline <= .now { deadline = .now + interval }
        }
      }
      return { task.cancel() }
    }
  }

  /// A source whose receivers hear this one's values through `adapt`, called once for each
  /// receiver (an operator's state, a debounce's pending value, lives in what it returns).
  func stream<Adapted>(
    _ adapt: @escaping (_ receiver: @escaping (Adapted) -> Void) -> (receive: (Output) -> Void, stop: () -> Void)
  ) -> PublisherSource<Adapted> {
    let upstream = self
    return PublisherSource<Adapted>(
      kind: .stream(identity: identity) { receiver in
        let adapted = adapt(receiver)
        let cancel = upstream.subscribe(adapted.receive)
        return {
          cancel()
          adapted.stop()
        }
      }, finishes: finishes)
  }
}

/// A publisher that starts handing out values when it is connected, as Combine's.
public protocol ConnectablePublisher: Publisher {
  /// Starts the values; cancelling what it returns stops them.
  func connect() -> any Cancellable
}

/// Something that can be stopped, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops it.
  func cancel()
}

/// A cancellable that cancels when it is freed, as Combine's: keep it (in a property, or a
/// set with ``store(in:)``) as long as the values should come.
public final class AnyCancellable: Cancellable, Hashable {
  private var action: (() -> Void)?

  /// A cancellable that runs `cancel` once, when cancelled or freed.
  public init(_ cancel: @escaping () -> Void) { action = cancel }

  /// A cancellable that cancels `cancellable`.
  public convenience init<C: Cancellable>(_ cancellable: C) { self.init { cancellable.cancel() } }

  deinit { action?() }

  public func cancel() {
    let action = self.action
    self.action = nil
    action?()
  }

  /// Keeps this cancellable in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Combine's namespace of publishers made from others.
public enum Publishers {
  /// A connectable publisher connected by its first receiver, as Combine's: what
  /// `Timer.publish(every:on:in:).autoconnect()` makes.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher it connects (`timer.upstream.connect().cancel()` stops a timer).
    public let upstream: Upstream

    init(upstream: Upstream) { self.upstream = upstream }

    public var _source: PublisherSource<Output> {
      if let timer = upstream as? Timer.TimerPublisher, !timer.wasCancelled { timer.isConnected = true }
      return upstream._source
    }
  }
}

extension ConnectablePublisher {
  /// The publisher connected by its first receiver.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// A value handed to a main-actor task by code that runs on the main thread without saying
/// so: Combine's and Foundation's APIs (`sink`, `Timer.scheduledTimer`) are not isolated, and
/// a program calls them from its model's `init`; GuiaUI has one loop, on the main thread, so
/// what they are given is only ever used there.
struct MainActorBound<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
