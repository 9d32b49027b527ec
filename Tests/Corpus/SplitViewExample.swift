import GuiaUI

// A master–detail app as Apple's NavigationSplitView documentation shows it: a list of
// employees in the sidebar, selected by id, and the selected one's details.
struct Employee: Identifiable, Hashable {
    let id: Int
    let name: String
    let role: String
}

struct SplitViewExample: View {
    private let employees = [
        Employee(id: 1, name: "Ada Lovelace", role: "Analyst"),
        Employee(id: 2, name: "Grace Hopper", role: "Admiral"),
        Employee(id: 3, name: "Alan Turing", role: "Cryptanalyst"),
    ]
    @State private var selectedEmployeeID: Employee.ID?

    var body: some View {
        NavigationSplitView {
            List(employees, selection: $selectedEmployeeID) { employee in
                Text(employee.name)
            }
            .navigationTitle("Employees")
        } detail: {
            if let employee = employees.first(where: { $0.id == selectedEmployeeID }) {
                VStack(spacing: 8) {
                    Text(employee.name)
                        .font(.title)
                    Text(employee.role)
                        .foregroundStyle(.secondary)
                }
                .navigationTitle(employee.name)
            } else {
                Text("Select an employee")
            }
        }
    }
}
