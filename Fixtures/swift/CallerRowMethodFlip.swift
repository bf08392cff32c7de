import SwiftUI

// An added/not-added row: the caller's closure calls a method of its own type that tests
// `contains(where:)` and removes, or calls another method that appends; the row runs the closure
// unless it is disabled.
struct TriggerGroup { var templateId: String }

struct TriggerTemplateRow: View {
    let name: String
    let isAdded: Bool
    let isDisabled: Bool
    let onToggle: () -> Void

    var body: some View {
        Button {
            guard !isDisabled else { return }
            onToggle()
        } label: {
            HStack(spacing: 10) {
                Text(name)
                Spacer()
                if isAdded {
                    Image(systemName: "checkmark.circle.fill")
                } else if !isDisabled {
                    Image(systemName: "plus.circle.fill")
                }
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

struct TriggerPicker: View {
    let templates: [String]
    @State private var groups: [TriggerGroup] = []

    var body: some View {
        VStack {
            ForEach(templates, id: \.self) { template in
                let isAdded = groups.contains(where: { $0.templateId == template })
                TriggerTemplateRow(name: template, isAdded: isAdded, isDisabled: false,
                                   onToggle: { toggleGroup(template) })
            }
        }
    }

    private func toggleGroup(_ id: String) {
        if groups.contains(where: { $0.templateId == id }) {
            groups.removeAll { $0.templateId == id }
        } else {
            addGroup(TriggerGroup(templateId: id))
        }
    }

    private func addGroup(_ group: TriggerGroup) {
        groups.append(group)
    }
}

// The same row whose closure only shows the template: nothing is flipped, no checkbox.
struct TemplatePreviewRow: View {
    let name: String
    let isShown: Bool
    let isDisabled: Bool
    let onOpen: () -> Void

    var body: some View {
        Button {
            guard !isDisabled else { return }
            onOpen()
        } label: {
            HStack(spacing: 10) {
                Text(name)
                if isShown {
                    Image(systemName: "checkmark.circle.fill")
                } else {
                    Image(systemName: "eye.circle.fill")
                }
            }
        }
        .buttonStyle(.plain)
    }
}

struct TemplateBrowser: View {
    let templates: [String]
    @State private var shown: String?

    var body: some View {
        VStack {
            ForEach(templates, id: \.self) { template in
                let isShown = shown == template
                TemplatePreviewRow(name: template, isShown: isShown, isDisabled: false,
                                   onOpen: { show(template) })
            }
        }
    }

    private func show(_ template: String) {
        shown = template
    }
}
