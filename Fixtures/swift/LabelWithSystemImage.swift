// A hand-made checkbox whose box is a Label's system image: the Label shows its title beside the
// image, so the checkbox is named by that title (not label-missing); it still says no state.
import SwiftUI

struct RememberMe: View {
    @State private var remember = false

    var body: some View {
        Button { remember.toggle() } label: {
            Label("Remember me", systemImage: remember ? "checkmark.square" : "square")
        }
    }
}
