import SwiftUI

// Round twenty-six, miss 3 (WindowsOnDock's app list): the view holds its model as the class's own
// singleton (`= AppSettings.shared`); the row's Bool is the model's membership test and the caller's
// closure its method that inserts or removes the name. `ModelMethodCalls` reads `AppSettings.shared`
// as an `AppSettings` because the class's static `shared` is one (`StaticInstances`).
class AppSettings: ObservableObject {
    static let shared = AppSettings()

    @Published var enabledApps: Set<String> = []

    func isAppEnabled(_ appName: String) -> Bool {
        enabledApps.contains(appName)
    }

    func toggleApp(_ appName: String) {
        if enabledApps.contains(appName) {
            enabledApps.remove(appName)
        } else {
            enabledApps.insert(appName)
        }
    }
}

struct AppListView: View {
    @ObservedObject var settings = AppSettings.shared
    let apps: [String]

    var body: some View {
        VStack {
            Text("Supported Applications")
                .font(.headline)
            ForEach(apps, id: \.self) { appName in
                AppRow(appName: appName, isEnabled: settings.isAppEnabled(appName), onToggle: { settings.toggleApp(appName) })
            }
        }
    }
}

struct AppRow: View {
    let appName: String
    let isEnabled: Bool
    let onToggle: () -> Void

    var body: some View {
        Button(action: onToggle) {
            HStack {
                Image(systemName: isEnabled ? "checkmark.square.fill" : "square")
                Text(appName)
            }
        }
    }
}

// Near miss: a static member that is not the class's own instance (`Launcher.recent` is a list of
// names). Whatever the view holds is no `Launcher`, so its methods are not read and the row it
// builds is no checkbox.
class Launcher: ObservableObject {
    static let recent: [String] = []
    @Published var running: Set<String> = []

    func isRunning(_ appName: String) -> Bool { running.contains(appName) }

    func toggleRunning(_ appName: String) {
        if running.contains(appName) { running.remove(appName) } else { running.insert(appName) }
    }
}

struct LauncherView: View {
    @ObservedObject var launcher = Launcher.recent
    let apps: [String]

    var body: some View {
        ForEach(apps, id: \.self) { appName in
            RunRow(appName: appName, isOn: launcher.isRunning(appName), onTap: { launcher.toggleRunning(appName) })
        }
    }
}

struct RunRow: View {
    let appName: String
    let isOn: Bool
    let onTap: () -> Void

    var body: some View {
        Button(action: onTap) {
            HStack {
                Image(systemName: isOn ? "checkmark.square.fill" : "square")
                Text(appName)
            }
        }
    }
}
