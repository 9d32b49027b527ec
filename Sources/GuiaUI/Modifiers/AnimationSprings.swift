// The springs SwiftUI describes by duration and bounce (iOS 17's way of writing them), each a
// cut like every animation here.
extension Animation {
  /// A spring settling in about `duration` seconds, overshooting by `bounce` (0 to 1).
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    .spring
  }
  /// A smooth spring lasting about `duration` seconds.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
  /// A snappy spring lasting about `duration` seconds.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
  /// A bouncy spring lasting about `duration` seconds.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
  /// A spring for following a drag.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation { .spring }
  /// A spring of the given stiffness and damping.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation { .spring }
}
