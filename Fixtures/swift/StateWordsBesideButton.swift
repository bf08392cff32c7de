import SwiftUI

// Fires at each Button: its action flips a Bool shown only by "on"/"off" words, beside it in its row
// or in its own label (round twenty-seven, state-in-sibling-text). VoiceOver reads "time interval,
// Button", then "on" as a text of its own (or as part of the name): never a state.
struct LogsOptions: View {
    @State private var recentsOnly = false
    @State private var showTimeDifferences = false
    @State private var wrapLines = false

    var body: some View {
        VStack {
            HStack {
                Button("show_recent_logs") {
                    recentsOnly.toggle()
                }
                Text(recentsOnly ? "on" : "off")
                    .foregroundStyle(recentsOnly ? .green : .secondary)
                Spacer()
            }
            HStack {
                Button("time_interval") {
                    showTimeDifferences.toggle()
                }
                Text(showTimeDifferences ? "Enabled" : "Disabled")
                Spacer()
            }
            Button {
                wrapLines.toggle()
            } label: {
                Text("Wrap lines")
                Text(wrapLines ? "On" : "Off")
            }
        }
    }
}

// Silent: the words beside say a disclosure's next action ("Less"/"More"), and the "on"/"off" words
// read a Bool the Button does not flip.
struct DetailsRow: View {
    @State private var showsDetails = false
    @State private var isConnected = false
    @State private var count = 0

    var body: some View {
        VStack {
            HStack {
                Button("Details") {
                    showsDetails.toggle()
                }
                Text(showsDetails ? "Less" : "More")
            }
            HStack {
                Button("Refresh") {
                    count += 1
                }
                Text(isConnected ? "on" : "off")
            }
        }
    }
}
