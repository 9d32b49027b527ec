import GuiaUI

// Not a program of the corpus: the window that runs the one named on the command line
// (`GuiaUICorpus chat`), for the pty journeys (CorpusJourneyTests). Every other file here is
// an ordinary SwiftUI program, written from Apple's documentation or a common tutorial, with
// `import SwiftUI` changed to `import GuiaUI` and nothing else.

@main
struct CorpusApp: App {
    var body: some Scene {
        WindowGroup {
            CorpusProgram(name: CommandLine.arguments.dropFirst().first ?? "")
        }
    }
}

struct CorpusProgram: View {
    let name: String

    var body: some View {
        switch name {
        case "scroll-reader": AnyView(ScrollViewReaderExample())
        case "back-to-top": AnyView(BackToTopExample())
        case "visibility": AnyView(ScrollVisibilityExample())
        case "chat": AnyView(ChatExample())
        case "scroll-position": AnyView(ScrollPositionExample())
        case "navigation": AnyView(NavigationExample())
        case "model-data": AnyView(ModelDataExample())
        case "searchable": AnyView(SearchableExample())
        case "refreshable": AnyView(RefreshableExample())
        case "sheet": AnyView(SheetExample())
        case "infinite-list": AnyView(InfiniteListExample())
        case "toolbar": AnyView(ToolbarExample())
        case "selection": AnyView(SelectionExample())
        case "carousel": AnyView(CarouselExample())
        case "pinned-sections": AnyView(PinnedSectionsExample())
        case "settings": AnyView(SettingsExample())
        case "clock": AnyView(ClockExample())
        case "stopwatch": AnyView(StopwatchExample())
        case "photo-grid": AnyView(PhotoGridExample())
        case "todo-list": AnyView(TodoListExample())
        case "alarms": AnyView(AlarmsExample())
        case "order-form": AnyView(OrderFormExample())
        case "tab-badges": AnyView(TabBadgeExample())
        case "delete-confirmation": AnyView(DeleteConfirmationExample())
        case "split-view": AnyView(SplitViewExample())
        case "app-storage": AnyView(AppStorageSettingsExample())
        case "download": AnyView(DownloadTaskExample())
        case "support-links": AnyView(SupportLinksExample())
        case "grocery-shortcuts": AnyView(GroceryShortcutsExample())
        case "budget": AnyView(BudgetExample())
        case "login-alert": AnyView(LoginAlertExample())
        case "release-notes": AnyView(ReleaseNotesExample())
        case "fruit-search": AnyView(FruitSearchExample())
        case "landmarks": AnyView(LandmarksExample())
        case "scrumdinger": AnyView(ScrumdingerExample())
        case "recipe-path": AnyView(RecipePathExample())
        case "scroll-geometry": AnyView(ScrollGeometryExample())
        case "environment-entry": AnyView(EnvironmentEntryExample())
        case "async-stream": AnyView(AsyncStreamExample())
        case "grid-layout": AnyView(GridLayoutExample())
        case "profile-form": AnyView(ProfileFormExample())
        case "dialogs": AnyView(DialogsExample())
        case "contacts-search": AnyView(ContactsSearchExample())
        case "book-editor": AnyView(BookEditorExample())
        case "tab-canvas": AnyView(TabCanvasExample())
        case "photo-card": AnyView(PhotoCardExample())
        default: AnyView(Text("unknown program: \(name)"))
        }
    }
}
