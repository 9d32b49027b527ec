import GuiaUI

// A budget as SwiftUI tutorials show Foundation's format styles: amounts in a currency, a
// share of the budget as a percentage, counts grouped by thousands, a stepper changing a
// quantity.
struct Expense: Identifiable {
    let id = UUID()
    let name: String
    let amount: Double
}

struct BudgetExample: View {
    @State private var expenses = [
        Expense(name: "Rent", amount: 1250),
        Expense(name: "Groceries", amount: 342.5),
        Expense(name: "Transport", amount: 89.99),
    ]
    @State private var coffees = 2
    let budget = 2500.0
    let coffeePrice = 3.5
    let stepsThisYear = 1234567

    var total: Double {
        expenses.reduce(0) { $0 + $1.amount } + Double(coffees) * coffeePrice
    }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(expenses) { expense in
                HStack {
                    Text(expense.name)
                    Spacer()
                    Text(expense.amount, format: .currency(code: "USD"))
                }
            }
            Stepper("Coffees: \(coffees)", value: $coffees, in: 0...10)
            Divider()
            HStack {
                Text("Total")
                Spacer()
                Text(total, format: .currency(code: "USD"))
            }
            Text("\(total / budget, format: .percent.precision(.fractionLength(1))) of the budget")
            Text("Steps this year: \(stepsThisYear.formatted())")
        }
        .padding()
    }
}
