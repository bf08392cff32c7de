import AppKit
import SwiftUI

// On macOS a caller's `.navigationTitle("…")` names the window, which VoiceOver reads as the
// window's name, never as a heading over the controls: a component's set filling that window stays
// untitled (group-header-missing), as a set written in the window itself does. `ColumnPicker` shown
// under `Section("Columns")` is titled (a section header is a heading on macOS too).

struct Column: Identifiable {
    let id: Int
    var name: String
    var isShown: Bool
}

struct FieldPicker: View {
    @Binding var fields: [Column]

    var body: some View {
        List {
            ForEach($fields) { $field in
                HStack {
                    Image(systemName: field.isShown ? "checkmark.square.fill" : "square")
                    Text(field.name)
                }
                .onTapGesture { field.isShown.toggle() }
            }
        }
    }
}

struct ColumnPicker: View {
    @Binding var columns: [Column]

    var body: some View {
        ForEach($columns) { $column in
            HStack {
                Image(systemName: column.isShown ? "checkmark.square.fill" : "square")
                Text(column.name)
            }
            .onTapGesture { column.isShown.toggle() }
        }
    }
}

struct ColumnsPane: View {
    @Binding var columns: [Column]

    var body: some View {
        ColumnPicker(columns: $columns)
    }
}

struct LayoutWindow: View {
    @State private var fields: [Column] = []
    @State private var columns: [Column] = []

    var body: some View {
        NavigationSplitView {
            Form {
                Section("Columns") {
                    ColumnsPane(columns: $columns)
                }
            }
        } detail: {
            FieldPicker(fields: $fields)
                .navigationTitle("Fields")
        }
    }
}
