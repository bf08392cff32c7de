// AppKit checkboxes made in code: named by their title, or by nothing (SPEC §10, issue 24).
import AppKit

final class ExportPanel: NSViewController {
    private let compress = NSButton(checkboxWithTitle: "Compress the archive", target: nil, action: nil)
    private let unnamed = NSButton(checkboxWithTitle: "", target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        compress.state = .on
        view.addSubview(compress)
        view.addSubview(unnamed)
    }
}
