// A row of a multi-select list: a Button and, beside it in its HStack, the mark chosen by the
// enum state its tap rewrites (`switch selectedTags { case .allOf(let include, _): if
// include.contains(tag.id) … }`), in a type that has other Buttons too (an "Any" row). VoiceOver
// reads "{tag.name}, Button": the mark is another element, and the Button says no state.
import SwiftUI

enum TagChoice: Equatable {
  case any
  case allOf(include: [UInt], exclude: [UInt])
}

struct TagRows: View {
  @Binding var selectedTags: TagChoice
  let tags: [(id: UInt, name: String)]

  private func onPress(_ id: UInt) {
    var next = selectedTags
    switch selectedTags {
    case .any:
      next = .allOf(include: [id], exclude: [])
    case .allOf(let include, let exclude):
      if include.contains(id) {
        next = .allOf(include: include.filter { $0 != id }, exclude: exclude)
      } else {
        next = .allOf(include: include + [id], exclude: exclude)
      }
    }
    selectedTags = next
  }

  var body: some View {
    Form {
      // No line: a single choice, "Any".
      Section {
        Button("Any") { selectedTags = .any }
      }
      Section("Tags") {
        // Read: the mark beside the Button, role-missing and announcement-split.
        ForEach(tags, id: \.id) { tag in
          HStack {
            Button(action: { onPress(tag.id) }) {
              Text(tag.name)
            }
            Spacer()
            // The empty circle kept in a `let`, its title a state word: a look of the mark, no name.
            VStack {
              let empty = Label(String(localized: "Not selected"), systemImage: "circle").labelStyle(.iconOnly)
              switch selectedTags {
              case .any:
                empty
              case .allOf(let include, _):
                if include.contains(tag.id) {
                  Image(systemName: "checkmark.circle")
                } else {
                  empty
                }
              }
            }
          }
        }
      }
    }
  }
}

// No line: the mark between two Buttons of one row; which one it belongs to is not known.
struct TwoButtonRows: View {
  @Binding var selectedTags: TagChoice
  let tags: [(id: UInt, name: String)]

  private func onPress(_ id: UInt) {
    switch selectedTags {
    case .any:
      selectedTags = .allOf(include: [id], exclude: [])
    case .allOf(let include, let exclude):
      if include.contains(id) {
        selectedTags = .allOf(include: include.filter { $0 != id }, exclude: exclude)
      } else {
        selectedTags = .allOf(include: include + [id], exclude: exclude)
      }
    }
  }

  var body: some View {
    List {
      Button("Any") { selectedTags = .any }
      ForEach(tags, id: \.id) { tag in
        HStack {
          Button(action: { onPress(tag.id) }) {
            Text(tag.name)
          }
          if case .allOf(let include, _) = selectedTags, include.contains(tag.id) {
            Image(systemName: "checkmark")
          }
          Button("Details") { print(tag.name) }
        }
      }
    }
  }
}
