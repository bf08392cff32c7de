import SwiftUI

// A check drawn by a project's static image member: `Symbols.done` (an enum's `static let`) and
// `Image.chosenMark` (an `extension Image` computed member) are read as the images they declare.
enum Symbols {
    static let done = Image(systemName: "checkmark")
    static let favourite = Image(systemName: "star.fill")
    static let boxOn = Image(systemName: "checkmark.square")
    static let boxOff = Image(systemName: "square")
}

extension Image {
    static var chosenMark: Image { Image(systemName: "checkmark.circle.fill") }
}

// Fires: role-missing at the Button; the Section header names the set.
struct TreatmentsList: View {
    @State private var treatments: [String] = []
    let options = ["Rest", "Ice", "Compression"]

    var body: some View {
        Form {
            Section(header: Text("Treatments (choose any)")) {
                ForEach(options, id: \.self) { option in
                    Button(action: {
                        if let index = treatments.firstIndex(of: option) {
                            treatments.remove(at: index)
                        } else {
                            treatments.append(option)
                        }
                    }) {
                        HStack {
                            Text(option)
                            Spacer()
                            if treatments.contains(option) {
                                Symbols.done
                            }
                        }
                    }
                }
            }
        }
    }
}

// Fires: role-missing, and no announcement-split: the Button's label is built by the view's own
// method, one element with it as an inline label is.
struct SymptomsList: View {
    @Binding var chosen: [String]
    let symptoms: [String]

    var body: some View {
        List {
            ForEach(symptoms, id: \.self) { symptom in
                Button {
                    if let index = chosen.firstIndex(of: symptom) {
                        chosen.remove(at: index)
                    } else {
                        chosen.append(symptom)
                    }
                } label: {
                    symptomRow(symptom)
                }
            }
        }
        .navigationTitle("Symptoms")
    }

    func symptomRow(_ symptom: String) -> some View {
        HStack {
            Text(symptom)
            Spacer()
            if chosen.contains(symptom) {
                Image.chosenMark
            }
        }
    }
}

// Fires: a box Button drawn by two members, named by the symbol the state chooses (as the same
// images written inline): role-missing and label-missing.
struct ConsentBox: View {
    @State private var agreed = false

    var body: some View {
        Button {
            agreed.toggle()
        } label: {
            agreed ? Symbols.boxOn : Symbols.boxOff
        }
    }
}

// Silent: the same check on a Save button changes no state (an action); a member whose image is a
// star marks a favourite, no checkbox.
struct EditorToolbar: View {
    @State private var favourites: [String] = []
    let names = ["A", "B"]
    let save: () -> Void

    var body: some View {
        VStack {
            Button {
                save()
            } label: {
                Symbols.done
            }
            ForEach(names, id: \.self) { name in
                Button {
                    if let index = favourites.firstIndex(of: name) {
                        favourites.remove(at: index)
                    } else {
                        favourites.append(name)
                    }
                } label: {
                    HStack {
                        Text(name)
                        if favourites.contains(name) {
                            Symbols.favourite
                        }
                    }
                }
            }
        }
    }
}
