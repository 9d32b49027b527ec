import GuiaUI

// From Apple's LazyVStack documentation: sections whose headers stay pinned at the top
// while their rows scroll under them.
struct PinnedSectionsExample: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<5) { section in
                    Section(header: Text("Section \(section)").bold()) {
                        ForEach(0..<10) { row in
                            Text("Row \(section).\(row)")
                        }
                    }
                }
            }
        }
    }
}
