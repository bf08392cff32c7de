import SwiftUI

// A tapped image whose symbol is no box but whose colour the Bool its tap flips chooses (round
// twenty-seven, MenuBarUSB's logs switch): `Image(systemName: "power.circle.fill").foregroundStyle(
// on ? .green : .red).onTapGesture { on.toggle() }`. The image is the whole control, as an image
// Button's label is (`ColouredModeButton.swift`): no trait, no name (role-missing, label-missing).

// Fires: a stored setting's power symbol, green or red.
struct ConnectionLogsRow: View {
    @AppStorage("storeConnectionLogs") private var storeConnectionLogs = false

    var body: some View {
        HStack {
            Text("Connection logs")
            Image(systemName: "power.circle.fill")
                .foregroundStyle(storeConnectionLogs ? .green : .red)
                .onTapGesture { storeConnectionLogs.toggle() }
            Spacer()
        }
    }
}

// Fires: the symbol's own filled variant chosen by the Bool (no colour).
struct AutoSyncRow: View {
    @State private var autoSync = false

    var body: some View {
        HStack {
            Text("Sync")
            Image(systemName: autoSync ? "arrow.triangle.2.circlepath.circle.fill" : "arrow.triangle.2.circlepath.circle")
                .onTapGesture { autoSync.toggle() }
        }
    }
}

// Silent: the colour is constant (nothing shows the state); the colour reads another Bool than
// the tap flips; a visibility's eye (a mark, not a mode); a tapped row rather than an image alone.
struct QuietRows: View {
    @State private var logging = false
    @State private var tracing = false
    @State private var connected = false
    @State private var revealed = false
    @State private var compact = false

    var body: some View {
        VStack {
            Image(systemName: "power.circle.fill")
                .foregroundStyle(.green)
                .onTapGesture { logging.toggle() }
            Image(systemName: "bolt.circle.fill")
                .foregroundStyle(connected ? .green : .red)
                .onTapGesture { tracing.toggle() }
            Image(systemName: "eye.circle.fill")
                .foregroundStyle(revealed ? .blue : .gray)
                .onTapGesture { revealed.toggle() }
            HStack {
                Text("Compact")
                Image(systemName: "rectangle.compress.vertical")
            }
            .foregroundStyle(compact ? .blue : .gray)
            .onTapGesture { compact.toggle() }
        }
    }
}
