import SwiftUI

// The tap changes the selection and keeps a copy of the item's membership in a `@State` Bool, set in
// each branch; the check reads the copy.
struct ListItemRow: View {
    let item: Item
    @State private var isSelected = false
    @Binding var selectedItems: Set<Item>
    var body: some View {
        Button {
            if selectedItems.contains(item) {
                selectedItems.remove(item)
                withAnimation { isSelected = false }
            } else {
                selectedItems.insert(item)
                withAnimation { isSelected = true }
            }
        } label: {
            HStack {
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                Text(item.title)
            }
        }
        .buttonStyle(.plain)
    }
}

// The copy kept in step by a task watching the selection, the tap on the row.
struct ProviderRow: View {
    let item: Provider
    @StateObject private var settings = SettingsStore.shared
    @State private var isSelected = false
    var body: some View {
        HStack {
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
            Text(item.title)
        }
        .onTapGesture {
            if settings.selectedProviders.contains(item.id) {
                settings.selectedProviders.removeAll { $0 == item.id }
            } else {
                settings.selectedProviders.append(item.id)
            }
        }
        .task(id: settings.selectedProviders) {
            if settings.selectedProviders.contains(item.id) {
                isSelected = true
            } else {
                isSelected = false
            }
        }
    }
}

// Near miss: a flag set one way and then the other is work in progress, not a copy of the selection.
struct SavingRow: View {
    let item: Item
    @State private var isSaving = false
    @Binding var selectedItems: Set<Item>
    var body: some View {
        Button {
            isSaving = true
            selectedItems.insert(item)
            isSaving = false
        } label: {
            HStack {
                Image(systemName: isSaving ? "arrow.triangle.2.circlepath.circle" : "circle")
                Text(item.title)
            }
        }
    }
}
