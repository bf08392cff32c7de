import SwiftUI

// A `.resizable()` check symbol with no frame: it fills what its container offers, whatever the
// font; its size is the caller's, which this file does not decide (a note saying so).
public struct ResizableCheckBox: View {
    @Binding var isChecked: Bool
    public init(isChecked: Binding<Bool>) { _isChecked = isChecked }

    public var body: some View {
        Image(systemName: isChecked ? "checkmark.square.fill" : "square")
            .resizable()
            .foregroundColor(isChecked ? .accentColor : Color.secondary)
            .onTapGesture { self.isChecked.toggle() }
            .accessibilityLabel("Subscribe")
    }
}

// Near miss: the same symbol not resizable is as large as the font makes it (the note says so).
public struct FontSizedCheckBox: View {
    @Binding var isChecked: Bool
    public init(isChecked: Binding<Bool>) { _isChecked = isChecked }

    public var body: some View {
        Image(systemName: isChecked ? "checkmark.square.fill" : "square")
            .foregroundColor(isChecked ? .accentColor : Color.secondary)
            .onTapGesture { self.isChecked.toggle() }
            .accessibilityLabel("Subscribe")
    }
}

// Near miss: resizable and framed 24 × 24 pt: decided by the frame, the usual error.
public struct FramedResizableCheckBox: View {
    @Binding var isChecked: Bool
    public init(isChecked: Binding<Bool>) { _isChecked = isChecked }

    public var body: some View {
        Image(systemName: isChecked ? "checkmark.square.fill" : "square")
            .resizable()
            .frame(width: 24, height: 24)
            .foregroundColor(isChecked ? .accentColor : Color.secondary)
            .onTapGesture { self.isChecked.toggle() }
            .accessibilityLabel("Subscribe")
    }
}
