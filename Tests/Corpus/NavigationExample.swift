import GuiaUI

// From Apple's NavigationStack documentation: a list of parks whose links push a value,
// and a destination for the value's type.
struct Park: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct NavigationExample: View {
    let parks = [
        Park(id: 1, name: "Yosemite"),
        Park(id: 2, name: "Zion"),
        Park(id: 3, name: "Acadia"),
    ]

    var body: some View {
        NavigationStack {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationTitle("Parks")
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
    }
}

struct ParkDetails: View {
    let park: Park
    @State private var visits = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(park.name) National Park")
            Text("Visits: \(visits)")
            Button("Visit") { visits += 1 }
        }
        .navigationTitle(park.name)
    }
}
