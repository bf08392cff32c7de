import SwiftUI

// A view's own dictionary of toggles, one entry per tapped view, each shown by a look alone
// (`ListElementStates`): every orb is a checkbox with no name and no trait.
struct CategoryOrbs: View {
    @State var categoryToggles: [String: Bool] = ["Active": false, "Creative": false, "Calm": false]

    var body: some View {
        let isActive = categoryToggles["Active"] ?? false
        HStack {
            Circle()
                .fill(Color.red)
                .frame(width: 85, height: 85)
                .opacity(isActive ? 1.0 : 0.2)
                .onTapGesture { categoryToggles["Active"]?.toggle() }
            Circle()
                .fill(Color.purple)
                .frame(width: 85, height: 85)
                .opacity(categoryToggles["Creative"] == true ? 1.0 : 0.2)
                .onTapGesture { categoryToggles["Creative"] = !(categoryToggles["Creative"] ?? false) }
        }
    }
}

// Near misses: a dictionary whose name does not say toggles or checks, and a view's own lone
// `isActive` flag (a tab's, a disabled look's): both stay silent.
struct ActivityFlags: View {
    @State var activeFlags: [String: Bool] = ["Run": false]

    var body: some View {
        let isRunning = activeFlags["Run"] ?? false
        Circle()
            .frame(width: 85, height: 85)
            .opacity(isRunning ? 1.0 : 0.2)
            .onTapGesture { activeFlags["Run"]?.toggle() }
    }
}

struct LoneFlag: View {
    @State private var isActive = false

    var body: some View {
        Circle()
            .frame(width: 85, height: 85)
            .opacity(isActive ? 1.0 : 0.2)
            .onTapGesture { isActive.toggle() }
    }
}
