import Foundation
import GuiaUI

/// Core Graphics values written with integer literals, as SwiftUI code writes them, with
/// Foundation imported beside GuiaUI: each literal has one initialiser to go to (GuiaUI's
/// own `Int` ones are left out with the trait, Foundation having them).
struct Geometry: View {
  let origin = CGPoint(x: 1, y: 2)
  let size = CGSize(width: 3, height: 4)
  let rect = CGRect(x: 0, y: 0, width: 10, height: 5)
  let scale: CGFloat = 2

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Punto \(Int(origin.x + origin.y)), área \(Int(size.width * size.height * scale))")
      Text("Rectángulo \(Int(rect.width))×\(Int(rect.height)), centro \(Int(rect.midX))")
        .frame(width: 240, alignment: .leading)
        .padding(8)
        .foregroundStyle(Color(red: 0.5, green: 0.2, blue: 1))
    }
  }
}
