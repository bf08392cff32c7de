// A grid of app buttons chosen into a selection (docs/review/swiftui-unseen.md, round six,
// pattern 6): the highlight behind the button's stack shows the choice, and the stack's text
// still names the button.
import SwiftUI

struct AppGrid: View {
    let apps: [String]
    @State private var selected: [String] = []

    var body: some View {
        HStack {
            ForEach(apps, id: \.self) { app in
                Button(action: {
                    if selected.contains(app) {
                        selected.removeAll { $0 == app }
                    } else {
                        selected.append(app)
                    }
                }, label: {
                    VStack {
                        Image(app)
                        Text(app)
                    }
                    .padding(10)
                    .background(
                        Rectangle()
                            .foregroundStyle(.blue)
                            .opacity(selected.contains(app) ? 0.2 : 0.0)
                    )
                })
            }
        }
    }
}

// The same highlight as an overlay on a button with no text: nothing names it.
struct IconGrid: View {
    let icons: [String]
    @State private var chosen: [String] = []

    var body: some View {
        HStack {
            ForEach(icons, id: \.self) { icon in
                Button(action: {
                    if chosen.contains(icon) {
                        chosen.removeAll { $0 == icon }
                    } else {
                        chosen.append(icon)
                    }
                }, label: {
                    Color.gray
                        .frame(width: 60, height: 60)
                        .overlay(
                            RoundedRectangle(cornerRadius: 4)
                                .opacity(chosen.contains(icon) ? 0.3 : 0.0)
                        )
                })
            }
        }
    }
}
