import GuiaUI

struct ContentView: View {
    @StateObject private var viewModel = NumberListViewModel()
    var body: some View {
        ScrollViewReader { proxy in
            List {
                ForEach(viewModel.numbers, id: \.self) { number in
                    Text("Number \(number)")
                        .frame(height: 100)
                        .id(number)
                        .onAppear {
                            print("\(number)のViewがレンダリングされたで！")
                            // 1番下のデータが表示されているか判定
                            if number == viewModel.numbers.last {
                                // データをさらに読み込む
                                viewModel.loadMoreNumbers()
                            }
                        }
                }
            }
            .onChange(of: viewModel.numbers) {
                // 更新する前までのデータのラストのViewを1番下に合わせる。→勝手にスクロールさせないため。
                if let lastNumber = viewModel.lastNumber {
                    proxy.scrollTo(lastNumber, anchor: .bottom)
                }
            }
        }
    }
}

class NumberListViewModel: ObservableObject {
    // 表示するデータ
    @Published var numbers: [Int] = Array(1...10)
    // ロード可能かの判定: 本当はLoadState的なenumを作るのがいいかも
    @Published var isLoading = false
    // 更新する前までのデータのラストデータ: データを画面に追加したときに"scrollTo"で自動スクロールするために使用
    @Published var lastNumber: Int?

    // データをさらに読み込むメソッド
    func loadMoreNumbers() {
        // 更新前のラストのデータを保持
        lastNumber = self.numbers.last
        guard !isLoading else { return }
        isLoading = true

        DispatchQueue.global().asyncAfter(deadline: .now() + 2) {
            let moreNumbers = (self.numbers.count + 1)...(self.numbers.count + 20)
            DispatchQueue.main.async {
                self.numbers.append(contentsOf: moreNumbers)
                self.isLoading = false
            }
        }
    }
}
