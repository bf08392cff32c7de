import SwiftUI

// Rows of multi-select lists whose tap rewrites the list rather than inserting into it: the list
// without the key (`filter { $0 != id }`) and with it (`+ [id]`, an appended copy), stored through
// a setter of the type or as an enum case's payload. Each row is a checkbox.

// The list given to a setter: filtered, or an appended copy of it.
struct PermissionRows: View {
  @Binding var owners: [UInt]
  let users: [(id: UInt, name: String)]

  private var selected: [UInt] { owners }

  private func set(selected: [UInt]) { owners = selected }

  private func row(_ user: (id: UInt, name: String)) -> some View {
    Button {
      if selected.contains(user.id) {
        set(selected: selected.filter { $0 != user.id })
      } else {
        var updated = selected
        updated.append(user.id)
        set(selected: updated)
      }
    } label: {
      HStack {
        Text(user.name)
        if selected.contains(user.id) {
          Label("Selected", systemImage: "checkmark")
            .labelStyle(.iconOnly)
        }
      }
    }
  }

  var body: some View {
    List {
      Section("Owners") {
        ForEach(users, id: \.id) { user in
          row(user)
        }
      }
    }
  }
}

// The list given to a setter filtered, or with the key added (`selected + [user.id]`).
struct ViewerRows: View {
  @Binding var selected: [UInt]
  let users: [(id: UInt, name: String)]

  private func set(selected new: [UInt]) { selected = new }

  var body: some View {
    List {
      Section("Viewers") {
        ForEach(users, id: \.id) { user in
          Button {
            if selected.contains(user.id) {
              set(selected: selected.filter { $0 != user.id })
            } else {
              set(selected: selected + [user.id])
            }
          } label: {
            HStack {
              Text(user.name)
              if selected.contains(user.id) {
                Image(systemName: "checkmark")
              }
            }
          }
        }
      }
    }
  }
}

enum TagChoice: Equatable {
  case any
  case allOf(include: [UInt], exclude: [UInt])
}

// The state an enum whose payload holds the list; the icon chosen by a `switch` on it.
struct TagRows: View {
  @Binding var selectedTags: TagChoice
  let tags: [(id: UInt, name: String)]

  private func onPress(_ id: UInt) {
    switch selectedTags {
    case .any:
      selectedTags = .allOf(include: [id], exclude: [])
    case .allOf(let include, let exclude):
      if include.contains(id) {
        selectedTags = .allOf(include: include.filter { $0 != id }, exclude: exclude + [id])
      } else if exclude.contains(id) {
        selectedTags = .allOf(include: include, exclude: exclude.filter { $0 != id })
      } else {
        selectedTags = .allOf(include: include + [id], exclude: exclude)
      }
    }
  }

  var body: some View {
    Form {
      Section("Tags") {
        ForEach(tags, id: \.id) { tag in
          HStack {
            Button(action: { onPress(tag.id) }) {
              Text(tag.name)
            }
            Spacer()
            switch selectedTags {
            case .any:
              Label("Not selected", systemImage: "circle").labelStyle(.iconOnly)
            case .allOf(let include, let exclude):
              if include.contains(tag.id) {
                Label("Included", systemImage: "checkmark.circle").labelStyle(.iconOnly)
              } else if exclude.contains(tag.id) {
                Label("Excluded", systemImage: "xmark.circle").labelStyle(.iconOnly)
              } else {
                Label("Not selected", systemImage: "circle").labelStyle(.iconOnly)
              }
            }
          }
        }
      }
    }
  }
}

enum PickChoice: Equatable {
  case any
  case anyOf(ids: [UInt])
}

// A row nested in the screen that uses it, its caller rewriting the enum's payload.
struct CorrespondentRows: View {
  @Binding var selection: PickChoice
  let elements: [(UInt, String)]

  private struct Row: View {
    let label: String
    let selected: Bool
    let action: () -> Void

    var body: some View {
      HStack {
        Button(action: action) {
          Text(label)
        }
        Spacer()
        if selected {
          Label("Selected", systemImage: "checkmark")
            .labelStyle(.iconOnly)
        }
      }
    }
  }

  private func selected(id: UInt) -> Bool {
    if case .anyOf(let ids) = selection { return ids.contains(id) }
    return false
  }

  var body: some View {
    Form {
      Section("Correspondents") {
        ForEach(elements, id: \.0) { id, name in
          Row(label: name, selected: selected(id: id)) {
            switch selection {
            case .any:
              selection = .anyOf(ids: [id])
            case .anyOf(var ids):
              if ids.contains(id) {
                ids = ids.filter { $0 != id }
                selection = ids.isEmpty ? .any : .anyOf(ids: ids)
              } else {
                selection = .anyOf(ids: [id] + ids)
              }
            }
          }
        }
      }
    }
  }
}

// Not checkboxes: a list only ever filtered (a row removes its user), and a filtered copy kept in a
// `let` to draw, not stored.
struct RemoveRows: View {
  @Binding var members: [UInt]
  let users: [(id: UInt, name: String)]

  private func set(members new: [UInt]) { members = new }

  var body: some View {
    List {
      Section("Members") {
        ForEach(users, id: \.id) { user in
          Button {
            set(members: members.filter { $0 != user.id })
          } label: {
            HStack {
              Text(user.name)
              if members.contains(user.id) {
                Image(systemName: "checkmark")
              }
            }
          }
        }
      }
    }
  }
}

struct PreviewRows: View {
  @State private var shown: [UInt] = []
  @State private var preview: [UInt] = []
  let users: [(id: UInt, name: String)]

  var body: some View {
    List {
      Section("Preview") {
        ForEach(users, id: \.id) { user in
          Button {
            let others = shown.filter { $0 != user.id }
            preview = others + [user.id]
          } label: {
            HStack {
              Text(user.name)
              if shown.contains(user.id) {
                Image(systemName: "checkmark")
              }
            }
          }
        }
      }
    }
  }
}
