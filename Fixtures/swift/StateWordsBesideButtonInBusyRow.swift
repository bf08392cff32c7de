import SwiftUI

// On/off words beside the Button that flips their Bool, in a row that also holds other Buttons.
struct LogsFooter: View {
    @State private var showTimes = false
    @State private var marked: [Int] = []
    var body: some View {
        HStack {
            Button("Time intervals") {
                showTimes.toggle()
            }
            Text(showTimes ? "on" : "off")
                .foregroundStyle(showTimes ? .green : .secondary)
            Spacer()
            Button {
                marked.removeAll()
            } label: {
                Image(systemName: "eraser")
            }
            Button("Close") { marked = [] }
        }
    }
}

// Near miss: another Button of the row sets the same Bool; the words belong to neither for certain.
struct ResetFooter: View {
    @State private var showDates = false
    var body: some View {
        HStack {
            Button("Dates") {
                showDates.toggle()
            }
            Text(showDates ? "on" : "off")
            Button("Reset") { showDates = false }
        }
    }
}
