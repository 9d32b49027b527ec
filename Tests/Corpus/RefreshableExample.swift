import GuiaUI

// After Apple's refreshable(action:) documentation: a list whose model reloads when the
// reader pulls it.
@Observable
class FeedModel {
    var items = ["First"]
    var reloads = 0

    func reload() async {
        reloads += 1
        items.insert("Fresh \(reloads)", at: 0)
    }
}

struct RefreshableExample: View {
    @State private var model = FeedModel()

    var body: some View {
        List(model.items, id: \.self) { item in
            Text(item)
        }
        .refreshable {
            await model.reload()
        }
    }
}
