import SwiftUI

// A multi-select chip whose chosen state is only its colours: the chip is given `isSelected` and
// runs its caller's action; the caller takes the option in and out of a set by the very test it
// passes. The caller's flip says the chip is a checkbox, though its look shows no check.
struct TopicsGrid: View {
    let topics: [String]
    @Binding var chosenTopics: Set<String>

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
            ForEach(topics, id: \.self) { topic in
                TopicChip(topic: topic, isSelected: chosenTopics.contains(topic)) {
                    if chosenTopics.contains(topic) {
                        chosenTopics.remove(topic)
                    } else {
                        chosenTopics.insert(topic)
                    }
                }
            }
        }
    }
}

struct TopicChip: View {
    let topic: String
    let isSelected: Bool
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(topic)
                .padding(8)
                .background(isSelected ? Color.accentColor : Color.gray.opacity(0.2))
                .foregroundColor(isSelected ? .white : .primary)
        }
    }
}

struct SignUpView: View {
    var body: some View { Text("Sign up") }
}

// The same two types nested in an extension of another view.
extension SignUpView {
    struct LanguagesGrid: View {
        let languages: [String]
        @State private var spoken: Set<String> = []

        var body: some View {
            VStack {
                ForEach(languages, id: \.self) { language in
                    LanguageChip(language: language, isSelected: spoken.contains(language)) {
                        if spoken.contains(language) { spoken.remove(language) } else { spoken.insert(language) }
                    }
                }
            }
        }
    }

    struct LanguageChip: View {
        let language: String
        let isSelected: Bool
        let action: () -> Void

        var body: some View {
            Button(action: action) {
                Text(language).background(isSelected ? Color.blue : Color.clear)
            }
        }
    }
}

// Not a checkbox: one choice of many, the caller assigns it (a radio's state, not a flip).
struct SortBar: View {
    @State private var order = "Name"
    let orders = ["Name", "Date", "Size"]

    var body: some View {
        HStack {
            ForEach(orders, id: \.self) { item in
                OrderChip(title: item, isSelected: order == item) { order = item }
            }
        }
    }
}

struct OrderChip: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title).foregroundColor(isSelected ? .white : .primary)
        }
    }
}

// Not a checkbox: the caller only adds (a one-way "add" chip), it never takes the option out.
struct TagAdder: View {
    let tags: [String]
    @State private var added: Set<String> = []

    var body: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                AddTagChip(tag: tag, isSelected: added.contains(tag)) { added.insert(tag) }
            }
        }
    }
}

struct AddTagChip: View {
    let tag: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(tag).background(isSelected ? Color.green : Color.gray)
        }
    }
}

// Not a checkbox: the Bool says the header is expanded, whatever set the caller keeps.
struct SectionList: View {
    let sections: [String]
    @State private var open: Set<String> = []

    var body: some View {
        VStack {
            ForEach(sections, id: \.self) { section in
                SectionHeaderChip(title: section, isExpanded: open.contains(section)) {
                    if open.contains(section) { open.remove(section) } else { open.insert(section) }
                }
            }
        }
    }
}

struct SectionHeaderChip: View {
    let title: String
    let isExpanded: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title).foregroundColor(isExpanded ? .accentColor : .primary)
        }
    }
}
