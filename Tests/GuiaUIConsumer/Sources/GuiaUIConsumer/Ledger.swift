import Foundation
import GuiaUI

/// A list decoded from JSON, written as a SwiftUI developer writes one, Foundation imported
/// beside GuiaUI: `CGFloat`, `CGPoint`, `CGSize` and `UUID` name one type each.
struct Entry: Identifiable, Decodable {
  let id = UUID()
  let title: String
  let amount: Double

  private enum CodingKeys: String, CodingKey { case title, amount }
}

struct Ledger: View {
  let entries: [Entry]
  @State private var offset: CGPoint = .zero
  @State private var visible: CGSize = .zero
  private let spacing: CGFloat = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ScrollView {
        VStack(alignment: .leading, spacing: spacing) {
          ForEach(entries) { entry in
            Text("\(entry.title): \(entry.amount, specifier: "%.2f") €")
          }
        }
      }
      .onScrollGeometryChange(for: CGPoint.self) { $0.contentOffset } action: { _, new in offset = new }
      .onScrollGeometryChange(for: CGSize.self) { $0.containerSize } action: { _, new in visible = new }
      Text("Arriba: \(Int(offset.y)), a la vista: \(Int(visible.height))")
    }
  }

  /// The entries of `json`, or none when it is not a list of them.
  static func entries(fromJSON json: String) -> [Entry] {
    (try? JSONDecoder().decode([Entry].self, from: Data(json.utf8))) ?? []
  }
}
