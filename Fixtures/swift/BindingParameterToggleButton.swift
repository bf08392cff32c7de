import SwiftUI

// Fires at each call but the bell's: the method's Button flips its `Binding<Bool>` parameter through
// `wrappedValue` and tints itself by it, then tells the caller (round twenty-seven,
// helper-func-binding-button). A bell's call is a notification toggle, not an option: left out.
struct ListToolbar: View {
    @AppStorage("showNotifications") private var showNotifications = false
    @AppStorage("bigNames") private var bigNames = false
    @AppStorage("longList") private var longList = false

    private func toolbarItem(
        _ value: Binding<Bool>,
        _ icon: String,
        _ help: LocalizedStringKey,
        _ action: (() -> Void)? = nil
    ) -> some View {
        let color = Color.accentColor
        return Button {
            value.wrappedValue.toggle()
            if action != nil {
                action?()
            }
        } label: {
            Image(systemName: icon)
                .background(value.wrappedValue ? color.opacity(0.24) : .gray.opacity(0.18))
        }
        .buttonStyle(.borderless)
        .foregroundStyle(value.wrappedValue ? color : .gray)
        .help(help)
    }

    var body: some View {
        HStack {
            toolbarItem($showNotifications, "bell.fill", "show_notification") {
                print("asked")
            }
            toolbarItem($bigNames, "textformat.size", "big_names")
            toolbarItem($longList, "arrow.up.and.down.text.horizontal", "long_list")
        }
    }
}

// Silent: the Button's action sets its binding (a disclosure's `isExpanded` opened) rather than
// flipping it, and the other method's binding is named for a disclosure.
struct SectionHeaderBar: View {
    @State private var isExpanded = false
    @State private var isPinned = false

    private func openButton(_ value: Binding<Bool>, _ title: String) -> some View {
        Button {
            value.wrappedValue = true
        } label: {
            Text(title).foregroundStyle(value.wrappedValue ? .blue : .gray)
        }
    }

    private func disclosureButton(_ isExpanded: Binding<Bool>, _ title: String) -> some View {
        Button {
            isExpanded.wrappedValue.toggle()
        } label: {
            Text(title).foregroundStyle(isExpanded.wrappedValue ? .blue : .gray)
        }
    }

    var body: some View {
        VStack {
            openButton($isPinned, "Open")
            disclosureButton($isExpanded, "More")
        }
    }
}
