// Controls made in code whose state is set after they are made (docs/review/swiftui-unseen.md,
// round six, pattern 8): a literal state is read, a state set from a value is known only at run
// time, and a check box whose state is never set is off.
import AppKit

final class ExportPanel {
    func show(exportMP3: Bool) {
        let checkBox = NSButton(checkboxWithTitle: "Export as MP3", target: self, action: nil)
        checkBox.state = exportMP3 ? .on : .off
        let view = NSView()
        view.addSubview(checkBox)
    }

    func options() {
        let keep = NSButton(checkboxWithTitle: "Keep originals", target: self, action: nil)
        keep.state = NSControl.StateValue.on
        let open = NSButton(checkboxWithTitle: "Open when done", target: self, action: nil)
        let view = NSView()
        view.addSubview(keep)
        view.addSubview(open)
    }
}
