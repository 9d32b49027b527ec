/// The operators SwiftUI code chains on a publisher (`$query.removeDuplicates().map {…}`), as
/// Combine's: each a publisher of the values it makes from its upstream's, with its own state
/// for each receiver.
extension Publishers {
  /// Each value transformed, as Combine's `map`.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output

    public var _source: PublisherSource<Output> {
      let transform = transform
      return upstream._source.stream { receiver in ({ receiver(transform($0)) }, {}) }
    }
  }

  /// The values transformed, those that make `nil` dropped, as Combine's `compactMap`.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?

    public var _source: PublisherSource<Output> {
      let transform = transform
      return upstream._source.stream { receiver in ({ if let value = transform($0) { receiver(value) } }, {}) }
    }
  }

  /// The values `isIncluded` keeps, as Combine's `filter`.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) -> Bool

    public var _source: PublisherSource<Output> {
      let isIncluded = isIncluded
      return upstream._source.stream { receiver in ({ if isIncluded($0) { receiver($0) } }, {}) }
    }
  }

  /// The values, each one that `predicate` says repeats the one before dropped, as
  /// Combine's `removeDuplicates`.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool

    public var _source: PublisherSource<Output> {
      let predicate = predicate
      return upstream._source.stream { receiver in
        var last: Output?
        return ({ value in
          if let previous = last, predicate(previous, value) { return }
          last = value
          receiver(value)
        }, {})
      }
    }
  }

  /// Each value folded into an accumulation, which is handed out, as Combine's `scan`.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    public var _source: PublisherSource<Output> {
      let (initial, next) = (initialResult, nextPartialResult)
      return upstream._source.stream { receiver in
        var result = initial
        return ({ value in
          result = next(result, value)
          receiver(result)
        }, {})
      }
    }
  }

  /// The values after the first `count`, as Combine's `dropFirst`.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let count: Int

    public var _source: PublisherSource<Output> {
      let count = count
      return upstream._source.stream { receiver in
        var dropped = 0
        return ({ value in
          guard dropped >= count else {
            dropped += 1
            return
          }
          receiver(value)
        }, {})
      }
    }
  }

  /// The values handed on by `scheduler`, as Combine's `receive(on:)`: GuiaUI's values already
  /// come on the main actor, in its one loop, so they are handed on as they come.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context

    public var _source: PublisherSource<Output> { upstream._source }
  }

  /// The latest value of each of two publishers, once both have one, as Combine's.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    /// The latest values of `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public var _source: PublisherSource<Output> {
      let (first, second) = (a._source, b._source)
      return PublisherSource(kind: .stream(identity: first.identity) { receiver in
        var latest: (A.Output?, B.Output?) = (nil, nil)
        func send() { if let x = latest.0, let y = latest.1 { receiver((x, y)) } }
        let stopFirst = first.subscribe { latest.0 = $0; send() }
        let stopSecond = second.subscribe { latest.1 = $0; send() }
        return {
          stopFirst()
          stopSecond()
        }
      })
    }
  }
}

extension Publisher {
  /// Each value transformed by `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// The values transformed by `transform`, those that make `nil` dropped.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// The values `isIncluded` keeps.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// The values, each that `predicate` says repeats the one before dropped.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Each value folded into the accumulation that starts as `initialResult`.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
    Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// The values after the first `count`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// The values, handed on by `scheduler` (on GuiaUI's one loop, as they come).
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
  }

  /// The latest value of this publisher and of `other`, once both have one.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }
}

extension Publisher where Output: Equatable {
  /// The values, each equal to the one before dropped.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}
