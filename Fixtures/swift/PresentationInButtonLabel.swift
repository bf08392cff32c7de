// A presentation attached inside a Button's label (`.popover { … }` on the label's image) shows
// another screen: its Toggles are not in the Button (docs/review/swiftui-unseen.md, round
// thirty-five). Each is read as the switch it is (a hand-made box Button as itself), with no
// holder and no `nested-interactive`, whichever presentation shows it (a popover, a sheet). A
// Toggle drawn in the label itself is still held by the Button (the near miss, the last type).
import SwiftUI

struct Place: Identifiable { let id: String; var isShown = true }

struct PopoverFilterBar: View {
    @State private var showsFilter = false
    @State private var places = [Place(id: "Cafe"), Place(id: "Park")]

    var body: some View {
        NavigationStack {
            Text("Map")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button {
                            showsFilter.toggle()
                        } label: {
                            Image(systemName: "slider.horizontal.3")
                                .popover(isPresented: $showsFilter) {
                                    VStack(alignment: .leading) {
                                        Text("Select types to show")
                                        ForEach($places) { $place in
                                            Toggle(place.id, isOn: $place.isShown)
                                        }
                                    }
                                    .padding()
                                }
                        }
                    }
                }
        }
    }
}

struct SheetOnLabelIcon: View {
    @State private var showsOptions = false
    @State private var wifiOnly = true

    var body: some View {
        Button {
            showsOptions = true
        } label: {
            Label("Options", systemImage: "gear")
                .sheet(isPresented: $showsOptions) {
                    Form {
                        Toggle("Download on Wi-Fi only", isOn: $wifiOnly)
                    }
                }
        }
    }
}

struct SheetOnLabelText: View {
    @State private var asks = false
    @State private var keepsCopy = false

    var body: some View {
        Button {
            asks = true
        } label: {
            Text("Export")
                .sheet(isPresented: $asks) {
                    Button {
                        keepsCopy.toggle()
                    } label: {
                        HStack {
                            Image(systemName: keepsCopy ? "checkmark.square" : "square")
                            Text("Keep a copy")
                        }
                    }
                }
        }
    }
}

struct ToggleDrawnInLabel: View {
    @State private var showsFilter = false
    @State private var cafes = true

    var body: some View {
        Button {
            showsFilter.toggle()
        } label: {
            HStack {
                Image(systemName: "slider.horizontal.3")
                Toggle("Cafes", isOn: $cafes)
            }
        }
    }
}
