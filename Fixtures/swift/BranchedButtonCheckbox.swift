// A checkbox spelt as two Buttons in the branches of an `if` on its state: the one shown while
// chosen removes the option, the other inserts it. One checkbox, at the `if`. Two buttons that set
// a state the same way, and a log-in/log-out pair that shows no box, are none.
import SwiftUI

enum Tag: String, CaseIterable { case free, auth }

struct TagFilter: View {
    @Binding var selectedTags: Set<Tag>

    var body: some View {
        List(Tag.allCases, id: \.self) { tag in
            if selectedTags.contains(where: { $0 == tag }) {
                Button {
                    selectedTags.remove(tag)
                } label: {
                    HStack {
                        Text(tag.rawValue)
                        Spacer()
                        Image(systemName: "checkmark")
                    }
                }
            } else {
                Button(tag.rawValue) { selectedTags.insert(tag) }
            }
        }
        .navigationTitle("Tag filter")
    }
}

// A flag, the `if` negated: the branch shown while off sets it on.
struct NewsletterRow: View {
    @State private var subscribed = false

    var body: some View {
        Form {
            Section("Mail") {
                if !subscribed {
                    Button {
                        subscribed = true
                    } label: {
                        Label("Newsletter", systemImage: "square")
                    }
                } else {
                    Button {
                        subscribed = false
                    } label: {
                        Label("Newsletter", systemImage: "checkmark.square")
                    }
                }
            }
        }
    }
}

// Log in and log out: no box is shown. No checkbox.
struct AccountRow: View {
    @State private var isLoggedIn = false

    var body: some View {
        if isLoggedIn {
            Button("Log out") { isLoggedIn = false }
        } else {
            Button("Log in") { isLoggedIn = true }
        }
    }
}

// Both branches add: the tap does not undo what the condition shows. No checkbox.
struct AddAgainRow: View {
    @Binding var picked: [Tag]
    let tag: Tag

    var body: some View {
        if picked.contains(tag) {
            Button { picked.append(tag) } label: { Image(systemName: "checkmark") }
        } else {
            Button { picked.append(tag) } label: { Image(systemName: "square") }
        }
    }
}
