/// Combine's namespace of receivers: what ends a publisher's values.
public enum Subscribers {
  /// How a publisher's values ended, as Combine's: finished, or failed with an error.
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

extension Publisher where Failure == Never {
  /// Runs `receiveValue` with each value, on the main actor, until the returned cancellable
  /// is cancelled or freed, as Combine's: keep it (`.store(in: &cancellables)`). In a view,
  /// ``View/onReceive(_:perform:)``.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    AnyCancellable(_source.subscribe(receiveValue))
  }

  /// Sets `object`'s property at `keyPath` to each value, as Combine's `assign(to:on:)`:
  /// the cancellable holds `object` until it is cancelled or freed.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { object[keyPath: keyPath] = $0 }
  }

  /// Sets the `@Published` property whose publisher is `published` (`.assign(to: &$total)`)
  /// to each value, for as long as the property's object lives, as Combine's.
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    storage.keep(sink { [weak storage] value in storage?.set(value) })
  }
}

extension Publisher {
  /// Runs `receiveValue` with each value and `receiveCompletion` when the values end (a
  /// ``Just`` once it has handed its value; GuiaUI's other publishers never end).
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let cancel = _source.subscribe(receiveValue)
    if _source.finishes { receiveCompletion(.finished) }
    return AnyCancellable(cancel)
  }
}
