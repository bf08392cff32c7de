// Toggle labels written with a design system's text views (round eleven, pattern 8):
// `Warp.Text("Animated", style: …)` shows "Animated" as SwiftUI's `Text` would, never `{Warp}`;
// another view of the namespace is known only at run time and is shown whole; an empty text is
// no name.
import SwiftUI

struct ExpandableDemo: View {
    @State var isAnimated = true
    @State var isLarge = false
    @State var isBold = false
    @State var showsBadge = false
    @State var isQuiet = false

    var body: some View {
        Form {
            Toggle(isOn: $isAnimated, label: {
                Warp.Text("Animated", style: .bodyStrong)
            })
            Toggle(isOn: $isLarge) {
                DS.Label("Large")
            }
            Toggle(isOn: $isBold) {
                SwiftUI.Text("Bold")
            }
            Toggle(isOn: $showsBadge) {
                DS.Badge(count: 3)
            }
            Toggle(isOn: $isQuiet) {
                Warp.Text("", style: .caption)
            }
        }
    }
}
