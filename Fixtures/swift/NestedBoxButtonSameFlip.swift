// A box-first row whose Button and whose box's own Button both flip one Bool is one checkbox, the
// row's (docs/review/swiftui-unseen.md, round seventeen, pattern C): VoiceOver meets the row's
// Button, and a tap anywhere in it flips the state. The inner Button is still a control nested in
// the checkbox (`nested-interactive`), never a second checkbox with a hit area and a label of its
// own, whatever the type is called.
import SwiftUI

public struct CheckboxFirstRow: View {
    let title: String
    @Binding var isSelected: Bool

    public var body: some View {
        Button(action: { isSelected.toggle() }) {
            HStack(spacing: 8) {
                ZStack {
                    Button(action: { isSelected.toggle() }) {
                        ZStack {
                            if !isSelected {
                                RoundedRectangle(cornerRadius: 4)
                                    .stroke(Color.gray)
                                    .frame(width: 16, height: 16)
                            }
                            if isSelected {
                                RoundedRectangle(cornerRadius: 4)
                                    .fill(Color.blue)
                                    .frame(width: 16, height: 16)
                                Image("check_icon")
                                    .frame(width: 12, height: 12)
                            }
                        }
                    }
                }
                Text(title)
                Spacer()
            }
        }
    }
}

// The same row under a name that says nothing of a checkbox: the same one checkbox.
public struct BoxFirstRow: View {
    let title: String
    @Binding var isSelected: Bool

    public var body: some View {
        Button {
            isSelected.toggle()
        } label: {
            HStack(spacing: 8) {
                Button {
                    isSelected.toggle()
                } label: {
                    Image(systemName: isSelected ? "checkmark.square.fill" : "square")
                        .frame(width: 16, height: 16)
                }
                Text(title)
            }
        }
    }
}

// Still a second checkbox: the row's Button opens the item, the box's Button flips the Bool.
// VoiceOver meets only the row's Button, so the box inside it cannot be reached
// (`nested-interactive` at the box), and the box is judged as the checkbox it is.
public struct CheckboxOpenRow: View {
    let title: String
    @Binding var isSelected: Bool
    @State private var showsDetail = false

    public var body: some View {
        Button {
            showsDetail.toggle()
        } label: {
            HStack(spacing: 8) {
                Button {
                    isSelected.toggle()
                } label: {
                    Image(systemName: isSelected ? "checkmark.square.fill" : "square")
                        .frame(width: 16, height: 16)
                }
                Text(title)
            }
        }
    }
}
