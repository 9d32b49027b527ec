import GuiaUI

/// The seeds' views, for `guia demo`: the only file here that is not an article's text.
public enum SeedDemos {
  /// Seed 000: the assembly guide whose footer says when the reader reached the end.
  @MainActor public static func assembly() -> some View { AssemblyGuideView() }
  /// Seed 001: the list that loads more numbers when its last row appears.
  @MainActor public static func numbers() -> some View { ContentView() }
  /// Seed 003: the scroll wrapper printing its offset.
  @MainActor public static func offset() -> some View { OffsetDemoView() }
  /// Seed 004: the workout summary at the container's margin, above the training plans'
  /// carousel, whose cards scroll from edge to edge.
  @MainActor public static func margins() -> some View {
    VStack(spacing: 0) {
      WorkoutSummary()
      TrainingPlans()
    }
  }
}
