// A colour-only button whose look reads the Bool through its binding: `$plugin.enabled.wrappedValue`
// is `plugin.enabled`, the Bool the action toggles, so `PluginStateView` is a checkbox whose state is
// only a colour (docs/review/swiftui-unseen.md, holdout round twenty-three, pattern B2: SwiftBar's
// PluginStateView). `PluginReloadView`, the same look with an action that changes no Bool, stays
// silent. A macOS menu-bar app.
import AppKit
import SwiftUI

final class ShortcutPlugin: ObservableObject, Identifiable {
    @Published var enabled = true
    let name = ""
    func reload() {}
}

struct PluginStateView: View {
    @ObservedObject var plugin: ShortcutPlugin
    var body: some View {
        VStack {
            Spacer()
            Button(action: {
                plugin.enabled.toggle()
            }, label: {
                Circle()
                    .foregroundColor($plugin.enabled.wrappedValue ? .green : .red)
            }).help("Enable or disable the plugin")
            Spacer()
        }
    }
}

struct PluginReloadView: View {
    @ObservedObject var plugin: ShortcutPlugin
    var body: some View {
        Button(action: {
            plugin.reload()
        }, label: {
            Circle()
                .foregroundColor($plugin.enabled.wrappedValue ? .green : .red)
        }).help("Reload the plugin")
    }
}

// The flip told first to the object's manager, by a call named for toggling and handed the object
// (SwiftBar's `PluginStateView`): still the one flip the Button makes.
struct ManagedPluginStateView: View {
    @ObservedObject var plugin: ShortcutPlugin
    var pluginManager: PluginManager
    var body: some View {
        Button(action: {
            pluginManager.togglePlugin(plugin: plugin)
            plugin.enabled.toggle()
        }, label: {
            Circle()
                .foregroundColor($plugin.enabled.wrappedValue ? .green : .red)
        })
    }
}

// Another action before the flip (a refresh, not a toggle of the same plugin): no state of its own.
struct RefreshingPluginView: View {
    @ObservedObject var plugin: ShortcutPlugin
    var pluginManager: PluginManager
    var body: some View {
        Button(action: {
            pluginManager.refresh(plugin: plugin)
            plugin.enabled.toggle()
        }, label: {
            Circle()
                .foregroundColor(plugin.enabled ? .green : .red)
        })
    }
}

final class PluginManager {
    func togglePlugin(plugin: ShortcutPlugin) {}
    func refresh(plugin: ShortcutPlugin) {}
}
