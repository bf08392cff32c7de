// A navigation title titles a set of two or more checkboxes that opens the screen, never a single
// control (round nine, pattern 6): one toggle is no set.
import SwiftUI

struct SearchView: View {
    @State var showFavouritesOnly = false

    var body: some View {
        VStack {
            HStack {
                Toggle("Show Favourites Only", isOn: $showFavouritesOnly)
                Spacer()
            }
            List {
                Text("Results")
            }
        }
        .navigationTitle("Searching...")
    }
}

// Two checkboxes opening the screen: the title says what they are for.
struct FiltersView: View {
    @State var photos = false
    @State var videos = false

    var body: some View {
        Form {
            Toggle("Photos", isOn: $photos).toggleStyle(CheckboxToggleStyle())
            Toggle("Videos", isOn: $videos).toggleStyle(CheckboxToggleStyle())
        }
        .navigationTitle("Filters")
    }
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }
}
