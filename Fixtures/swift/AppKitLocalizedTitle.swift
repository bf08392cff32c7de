// An AppKit checkbox made in code whose title is a strings file's key: VoiceOver speaks the
// translation, so the key's words are not judged (docs/review/swiftui-unseen.md, a macOS app).
import AppKit

final class RemoveAlert: NSObject {
    func show() {
        let checkbox = NSButton(checkboxWithTitle: String(localized: "button.removeAlert.checkbox"), target: nil, action: nil)
        let alert = NSAlert()
        alert.accessoryView = checkbox
        alert.runModal()
    }
}
