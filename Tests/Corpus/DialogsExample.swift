import GuiaUI

// Presentations as the documentation of sheet(item:), alert(_:isPresented:presenting:actions:message:)
// and confirmationDialog(_:isPresented:titleVisibility:actions:message:) show them: a sheet per
// item that dismisses itself through the environment, an alert with the data it presents, and a
// dialog that confirms a destructive action.
struct SaveDetails: Identifiable {
    let id = UUID()
    let name: String
    let error: String
}

struct Invoice: Identifiable {
    let id: Int
    var title: String
}

struct InvoiceSheet: View {
    let invoice: Invoice
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Invoice \(invoice.id)")
                .font(.title)
            Text(invoice.title)
            Button("Close") {
                dismiss()
            }
        }
        .padding()
        .presentationDetents([.medium, .large])
    }
}

struct DialogsExample: View {
    @State private var invoices = [Invoice(id: 1, title: "Hosting"), Invoice(id: 2, title: "Domain")]
    @State private var shownInvoice: Invoice?
    @State private var didError = false
    @State private var details: SaveDetails?
    @State private var isConfirming = false
    @State private var log = "Nothing yet"

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ForEach(invoices) { invoice in
                Button("Show \(invoice.title)") {
                    shownInvoice = invoice
                }
            }
            Button("Save") {
                details = SaveDetails(name: "report.pdf", error: "The disk is full.")
                didError = true
            }
            Button("Delete all", role: .destructive) {
                isConfirming = true
            }
            Text(log)
                .foregroundStyle(.secondary)
        }
        .padding()
        .sheet(item: $shownInvoice) { invoice in
            InvoiceSheet(invoice: invoice)
        }
        .alert("Save failed", isPresented: $didError, presenting: details) { details in
            Button("Retry") {
                log = "Retried \(details.name)"
            }
            Button("Cancel", role: .cancel) {
                log = "Cancelled"
            }
        } message: { details in
            Text(details.error)
        }
        .confirmationDialog("Delete all invoices?", isPresented: $isConfirming, titleVisibility: .visible) {
            Button("Delete \(invoices.count) invoices", role: .destructive) {
                invoices.removeAll()
                log = "Deleted"
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("You cannot undo this action.")
        }
    }
}

#Preview {
    DialogsExample()
}
