import SwiftUI

// `.navigationBarTitle(…)`, the older spelling of `.navigationTitle(…)` (iOS 13, still common:
// HealthKick, Trio, damus), read as the screen's title wherever `.navigationTitle` is, with the same
// limits: iOS, a set of two or more or a loop that opens the screen.
// Titled, no group-header-missing: `AllergyList` (`List { ForEach … }.navigationBarTitle("Allergies")`
// in its own body), `DietList` (`.navigationBarTitle(Text("Diets"), displayMode: .inline)`),
// `CuisinePicker` (its caller's `CuisinePicker(…).navigationBarTitle("Cuisines")`).
// Untitled, group-header-missing: `HiddenTitleList` (`.navigationBarTitle(" ")`, written to leave the
// bar empty, says nothing), `SearchedList` (a search field above its loop: the set does not open the
// screen the title names).

struct Item: Identifiable {
    let id: Int
    var name: String
    var isOn: Bool
}

struct AllergyList: View {
    @State private var allergies: [Item] = []

    var body: some View {
        NavigationView {
            List {
                ForEach($allergies) { $allergy in
                    HStack {
                        Text(allergy.name)
                        Spacer()
                        Image(systemName: allergy.isOn ? "checkmark.square.fill" : "square")
                    }
                    .onTapGesture { allergy.isOn.toggle() }
                }
            }
            .navigationBarTitle("Allergies")
        }
    }
}

struct DietList: View {
    @State private var diets: [Item] = []

    var body: some View {
        NavigationView {
            List {
                ForEach($diets) { $diet in
                    HStack {
                        Text(diet.name)
                        Spacer()
                        Image(systemName: diet.isOn ? "checkmark.square.fill" : "square")
                    }
                    .onTapGesture { diet.isOn.toggle() }
                }
            }
            .navigationBarTitle(Text("Diets"), displayMode: .inline)
        }
    }
}

struct HiddenTitleList: View {
    @State private var courses: [Item] = []

    var body: some View {
        NavigationView {
            List {
                ForEach($courses) { $course in
                    HStack {
                        Text(course.name)
                        Spacer()
                        Image(systemName: course.isOn ? "checkmark.square.fill" : "square")
                    }
                    .onTapGesture { course.isOn.toggle() }
                }
            }
            .navigationBarTitle(" ")
        }
    }
}

struct SearchedList: View {
    @State private var dishes: [Item] = []
    @State private var search = ""

    var body: some View {
        NavigationView {
            List {
                TextField("Search", text: $search)
                ForEach($dishes) { $dish in
                    HStack {
                        Text(dish.name)
                        Spacer()
                        Image(systemName: dish.isOn ? "checkmark.square.fill" : "square")
                    }
                    .onTapGesture { dish.isOn.toggle() }
                }
            }
            .navigationBarTitle("Dishes")
        }
    }
}

struct CuisinePicker: View {
    @Binding var cuisines: [Item]

    var body: some View {
        List {
            ForEach($cuisines) { $cuisine in
                HStack {
                    Text(cuisine.name)
                    Spacer()
                    Image(systemName: cuisine.isOn ? "checkmark.square.fill" : "square")
                }
                .onTapGesture { cuisine.isOn.toggle() }
            }
        }
    }
}

struct PreferencesScreen: View {
    @State private var cuisines: [Item] = []

    var body: some View {
        NavigationView {
            Form {
                NavigationLink(destination: CuisinePicker(cuisines: $cuisines).navigationBarTitle("Cuisines")) {
                    Text("Cuisines")
                }
            }
            .navigationBarTitle("Preferences")
        }
    }
}
