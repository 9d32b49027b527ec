extension View {
  /// Starts `action` as a task on the main actor when this view appears, and cancels it
  /// when the view leaves the tree, as SwiftUI's.
  ///
  /// The task starts after the pass in which the view appears. Cancelling is cooperative:
  /// `Task.sleep` throws and `Task.isCancelled` turns `true`. Main-actor jobs run where the
  /// main queue is serviced: by the event loop of ``App/main()``, by the test runner under
  /// `swift test`.
  ///
  /// ```swift
  /// Text(status).task {
  ///   status = await model.load()
  /// }
  /// ```
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: Never?.none, priority: priority, action: action))
  }

  /// Starts `action` as a task when this view appears and again, after cancelling the
  /// running one, whenever `id` changes; cancels it when the view leaves the tree.
  public func task<ID: Equatable>(
    id value: ID, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, priority: priority, action: action))
  }
}

/// The running task of a `task` modifier and the id it was started for.
@MainActor
final class TaskRecord<ID: Equatable> {
  var task: Task<Void, Never>?
  var id: ID?

  func cancel() {
    task?.cancel()
    task = nil
  }
}

@usableFromInline
struct TaskModifier<ID: Equatable>: PrimitiveModifier {
  let id: ID
  let priority: TaskPriority
  let action: @Sendable () async -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let record = context.node.slot(LifecycleModifier.slot + 3) { TaskRecord<ID>() }
    let (id, priority, action) = (id, priority, action)
    if record.task == nil || record.id != id {
      record.id = id
      context.graph.enqueue {
        record.cancel()
        record.task = Task(priority: priority) { @MainActor in await action() }
      }
    }
    context.node.disappearActions = [{ record.cancel() }]
    return content.resolve(in: context)
  }
}
