// UIKit controls made in code (SPEC §10, issue 24): a switch added with no name, one named in
// code, and custom checkbox controls that declare their traits, right and wrong.
import UIKit

final class NotificationsViewController: UIViewController {
    private let soundSwitch = UISwitch()
    private let badgeSwitch: UISwitch = {
        let control = UISwitch()
        control.accessibilityLabel = "Badges"
        return control
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        soundSwitch.isOn = true
        view.addSubview(soundSwitch)
        view.addSubview(badgeSwitch)
    }
}

/// Says "Selected" and "Button": the state is told.
final class CheckboxControl: UIControl {
    var isChecked = false {
        didSet { accessibilityTraits = isChecked ? [.button, .selected] : .button }
    }
}

/// Declares the button trait only: VoiceOver never says whether it is checked.
final class TickBox: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { fatalError() }
}
