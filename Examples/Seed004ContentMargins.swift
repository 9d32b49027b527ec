import GuiaUI
@available(iOS 27.1, *)
struct WorkoutSummary: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Carrera suave")
                        .font(.title2.bold())
                    Label("6,4 km", systemImage: "figure.run")
                    Text("Un ritmo cómodo para recuperar piernas.")
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .contentMargins(for: .container, edges: .horizontal)
            }
            .navigationTitle("Entrenamiento")
        }
    }
}

@available(iOS 27.1, *)
struct TrainingPlans: View {
    private let plans = ["Recuperación", "Resistencia", "Velocidad"]
    var body: some View {
        GeometryReader { proxy in
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(plans, id: \.self) { plan in
                        Text(plan)
                            .font(.headline)
                            .frame(width: 180, height: 110)
                            .background(
                                .teal.opacity(0.15),
                                in: RoundedRectangle(cornerRadius: 16)
                            )
                    }
                }
            }
            .contentMargins(
                .horizontal,
                proxy.contentMargins(for: .container, edges: .horizontal),
                for: .scrollContent
            )
        }
        .frame(height: 110)
    }
}

struct SystemHorizontalMargins: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 27.1, *) {
            content.contentMargins(for: .container, edges: .horizontal)
        } else {
            content.padding(.horizontal)
        }
    }
}
