// A tap that only ever sets its flag (`copied = true`) and turns another action's icon into a check
// for good confirms that action: no box was there to tick, whether the check is an SF Symbol or an
// asset. Silent: `InvoiceCopyRow` (a copy asset becomes a check asset), `AddToLibraryButton` (a
// plus circle becomes a checkmark circle). Still a checkbox beside them: a tick that cannot be
// undone but is drawn unticked first (`AttendanceRow`, a circle, then the checked circle), and a
// check asset against an empty box asset that the tap toggles (`ReminderRow`).
import SwiftUI
import UIKit

struct InvoiceCopyRow: View {
    let invoice: String
    @State var invoice_copied: Bool = false

    var body: some View {
        Form {
            Section("Copy invoice") {
                HStack {
                    Text(invoice)
                        .lineLimit(2)
                    Spacer()
                    Image(self.invoice_copied ? "check-circle" : "copy2")
                        .foregroundColor(.blue)
                }
                .onTapGesture {
                    UIPasteboard.general.string = invoice
                    self.invoice_copied = true
                }
            }
        }
    }
}

struct AddToLibraryButton: View {
    @State private var added = false

    var body: some View {
        Button {
            added = true
        } label: {
            HStack {
                Text("Add to library")
                Image(systemName: added ? "checkmark.circle" : "plus.circle")
            }
        }
    }
}

struct AttendanceRow: View {
    @State private var attended = false

    var body: some View {
        Button {
            attended = true
        } label: {
            HStack {
                Image(systemName: attended ? "checkmark.circle" : "circle")
                Text("Mark attended")
            }
        }
    }
}

struct ReminderRow: View {
    @State private var isDone = false

    var body: some View {
        HStack {
            Image(isDone ? "check-circle" : "circle-empty")
            Text("Call the bank")
        }
        .onTapGesture {
            isDone.toggle()
        }
    }
}
