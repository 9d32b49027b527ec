import GuiaUI
@available(iOS 18.0, macOS 15.0, *)
struct AssemblyGuideView: View {
    @State private var isAtBottom = false
    private let steps = [
        "Comprueba que están todas las piezas.",
        "Extiende una manta para proteger el suelo.",
        "Coloca los laterales junto a la base.",
        "Encaja los soportes en sus alojamientos.",
        "Aprieta los tornillos de forma alterna.",
        "Coloca los estantes a la altura deseada.",
        "Verifica que el mueble está nivelado.",
        "Revisa las fijaciones antes de utilizarlo."
    ]
    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 32) {
                    ForEach(steps.indices, id: \.self) { index in
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Paso \(index + 1)")
                                .font(.headline)
                            Text(steps[index])
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                .padding(24)
            }
            .onScrollGeometryChange(for: Bool.self) { geometry in
                let bottomOffset = max(
                    -geometry.contentInsets.top,
                    geometry.contentSize.height
                        + geometry.contentInsets.bottom
                        - geometry.containerSize.height
                )
                return geometry.contentOffset.y >= bottomOffset - 1
            } action: { _, newValue in
                isAtBottom = newValue
            }
            Text(isAtBottom ? "Fin de la guía" : "Quedan pasos por ver")
                .font(.footnote)
                .frame(maxWidth: .infinity)
                .padding()
        }
    }
}
