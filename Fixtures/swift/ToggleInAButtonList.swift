// A list of pages under its navigation title, each a Toggle with a box style inside the Button
// that opens the page (docs/review/swiftui-unseen.md, round eight, pattern 7). VoiceOver meets
// the Button ("{title}, Button"), never the Toggle (nested-interactive); the list is titled by
// the navigation title as the same list without the Buttons is.
import SwiftUI

struct PageList: View {
    @State private var pages: [Page] = []
    @State private var opened: Page?

    var body: some View {
        NavigationView {
            List($pages) { $page in
                Button(action: { opened = page }, label: {
                    Toggle(page.title, isOn: $page.isChecked)
                        .toggleStyle(BoxStyle())
                })
            }
            .navigationTitle(Text("Notion Pages"))
        }
    }
}

// The same list without the Buttons: each Toggle is reached and says its role and state.
struct PlainPageList: View {
    @State private var pages: [Page] = []

    var body: some View {
        NavigationView {
            List($pages) { $page in
                Toggle(page.title, isOn: $page.isChecked)
                    .toggleStyle(BoxStyle())
            }
            .navigationTitle(Text("Notion Pages"))
        }
    }
}

// The Toggle in a Button's action, not its label: no holder, read as a Toggle.
struct ActionOnly: View {
    @State private var on = false

    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $on)
            Button("Reset") { on = false }
        }
    }
}
