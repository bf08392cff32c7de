import Cocoa

/// A fixture for code evidence (issue 23): the view's code retitles its check boxes, shows its
/// switch and sets its status text.
final class DisplayViewController: NSViewController {
    @IBOutlet var firstDisplayCheck: NSButton!
    @IBOutlet var secondDisplayCheck: NSButton!
    @IBOutlet var mirrorSwitch: NSSwitch!
    @IBOutlet var statusLabel: NSTextField!

    func update(displays: [String]) {
        firstDisplayCheck.title = displays[0]
        self.secondDisplayCheck.title = displays[1]
        statusLabel.stringValue = "\(displays.count) displays"
        mirrorSwitch.isHidden = displays.count < 2
    }
}
