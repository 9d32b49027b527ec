import GuiaUI

// NavigationStack with a path, as the documentation of NavigationStack and
// navigationDestination(for:destination:) show it: values pushed by links and by code, a
// "Pop to root" that empties the path, and the depth shown from the path's count.
struct Recipe: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var category: RecipeCategory
    var minutes: Int
}

enum RecipeCategory: String, CaseIterable, Hashable, Identifiable {
    case breakfast = "Breakfast"
    case dinner = "Dinner"
    case dessert = "Dessert"
    var id: Self { self }
}

let allRecipes = [
    Recipe(name: "Pancakes", category: .breakfast, minutes: 20),
    Recipe(name: "Omelette", category: .breakfast, minutes: 10),
    Recipe(name: "Risotto", category: .dinner, minutes: 45),
    Recipe(name: "Tiramisu", category: .dessert, minutes: 30),
]

struct RecipePathExample: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Categories") {
                    ForEach(RecipeCategory.allCases) { category in
                        NavigationLink(category.rawValue, value: category)
                    }
                }
                Section("Quick") {
                    Button("Fastest recipe") {
                        if let fastest = allRecipes.min(by: { $0.minutes < $1.minutes }) {
                            path.append(fastest.category)
                            path.append(fastest)
                        }
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: RecipeCategory.self) { category in
                List(allRecipes.filter { $0.category == category }) { recipe in
                    NavigationLink(value: recipe) {
                        HStack {
                            Text(recipe.name)
                            Spacer()
                            Text("\(recipe.minutes) min")
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                .navigationTitle(category.rawValue)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe, path: $path)
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @Binding var path: NavigationPath

    var body: some View {
        VStack(spacing: 12) {
            Text(recipe.name)
                .font(.largeTitle)
            Text("Ready in \(recipe.minutes) minutes")
                .foregroundStyle(.secondary)
            Text("Depth: \(path.count)")
            Button("Pop to root") {
                path.removeLast(path.count)
            }
            .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .padding()
        .navigationTitle(recipe.name)
    }
}

#Preview {
    RecipePathExample()
}
