import Glibc

/// An object views can watch: it announces each change before it happens, as Combine's
/// `ObservableObject`. A class with `@Published` properties gets ``objectWillChange`` for
/// free. Not bound to the main actor, as in SwiftUI: a model may change from any thread and
/// the views are told on the main one.
public protocol ObservableObject: AnyObject {
  /// What announces a change.
  associatedtype ObjectWillChangePublisher: ObjectWillChangeSending = ObservableObjectPublisher
  /// Announces that the object is about to change.
  var objectWillChange: ObjectWillChangePublisher { get }
}

/// Something that announces a change (Combine's `Publisher` with no output).
public protocol ObjectWillChangeSending: AnyObject {
  /// Announces a change.
  func send()
  /// Calls `subscriber` after each announcement, on the main actor, until `token` is freed.
  func subscribe(_ token: AnyObject, _ subscriber: @escaping @MainActor () -> Void)
}

/// The default announcer: it tells its subscribers on the main actor, hopping there when a
/// change is made on another thread.
public final class ObservableObjectPublisher: ObjectWillChangeSending, @unchecked Sendable {
  private struct Subscription {
    weak var token: AnyObject?
    let notify: @MainActor () -> Void
  }

  private var lock = pthread_mutex_t()
  private var subscriptions: [Subscription] = []

  /// An announcer with no subscribers.
  public init() { pthread_mutex_init(&lock, nil) }

  deinit { pthread_mutex_destroy(&lock) }

  /// Calls `subscriber` on the main actor after each ``send()`` until `token` is freed; a
  /// token that subscribes again replaces its earlier subscription.
  public func subscribe(_ token: AnyObject, _ subscriber: @escaping @MainActor () -> Void) {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    subscriptions.removeAll { $0.token == nil || $0.token === token }
    subscriptions.append(Subscription(token: token, notify: subscriber))
  }

  /// Announces a change: at once on the main thread, otherwise through
  /// `DispatchQueue.main`, so a model changed on a global queue updates its views safely.
  public func send() {
    pthread_mutex_lock(&lock)
    subscriptions.removeAll { $0.token == nil }
    let notifications = subscriptions.map(\.notify)
    pthread_mutex_unlock(&lock)
    guard !notifications.isEmpty else { return }
    if MainThread.isCurrent {
      MainActor.assumeIsolated { for notify in notifications { notify() } }
    } else {
      DispatchQueue.main.async { for notify in notifications { notify() } }
    }
  }
}

/// Whether code runs on the main queue, where the main actor's jobs run: the process's
/// first thread when guia's event loop drains the queue, a worker thread when
/// `dispatchMain()` owns it (as under `swift test`), so the thread alone does not tell.
enum MainThread {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// The announcers of objects that use the default one, one per live object.
private final class PublisherRegistry: @unchecked Sendable {
  static let shared = PublisherRegistry()
  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }
  private var lock = pthread_mutex_t()
  private var entries: [ObjectIdentifier: Entry] = [:]

  init() { pthread_mutex_init(&lock, nil) }

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    let key = ObjectIdentifier(object)
    if let entry = entries[key], entry.object === object { return entry.publisher }
    if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
    let publisher = ObservableObjectPublisher()
    entries[key] = Entry(object: object, publisher: publisher)
    return publisher
  }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's announcer, made on first use.
  public var objectWillChange: ObservableObjectPublisher {
    PublisherRegistry.shared.publisher(for: self)
  }
}
