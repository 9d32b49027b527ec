/// An object's announcer as a publisher, as Combine's: `model.objectWillChange.sink { … }`
/// runs before each change of a `@Published` property (on the main actor).
extension ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  public var _source: PublisherSource<Void> {
    PublisherSource(kind: .stream(identity: self) { [weak self] receiver in
      // The announcer holds its subscribers by a token: the subscription lives as long as it.
      let token = SubscriptionToken()
      let receiver = MainActorBound(receiver)
      self?.subscribe(token) { receiver.value(()) }
      return { withExtendedLifetime(token) {} }
    })
  }
}

/// What keeps a subscription to an ``ObservableObjectPublisher`` alive: the closure that
/// stops it holds it, and lets it go when freed.
final class SubscriptionToken {}
