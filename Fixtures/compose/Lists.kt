package com.example.lists

import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material3.ListItem
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.ui.res.stringResource

// Right: a heading in an `item { }` titles the items after it in the same list (TalkBack: "Sync, Heading").
@Composable
fun SyncSettings(settings: List<Setting>, onToggle: (Setting) -> Unit) {
    LazyColumn {
        item {
            Text("Sync", modifier = Modifier.semantics { heading() })
        }
        items(settings) { setting ->
            ListItem(
                headlineContent = { Text(setting.title) },
                trailingContent = { Switch(checked = setting.on, onCheckedChange = null) },
                modifier = Modifier.toggleable(setting.on, role = Role.Switch, onValueChange = { onToggle(setting) }),
            )
        }
    }
}

// Wrong: a sticky header that is not marked as a heading, above options made by a loop.
@Composable
fun Filters(filters: List<Filter>, onToggle: (Filter) -> Unit) {
    LazyColumn {
        stickyHeader { Text("Show") }
        items(filters) { filter ->
            Row(Modifier.toggleable(filter.shown, role = Role.Checkbox, onValueChange = { onToggle(filter) })) {
                Checkbox(checked = filter.shown, onCheckedChange = null)
                Text(filter.name)
            }
        }
    }
}

// Right: a Material ListItem that is clickable through the row's toggleable, with a disabled switch.
@Composable
fun Roaming(enabled: Boolean) {
    var roaming by rememberSaveable { mutableStateOf(false) }
    ListItem(
        headlineContent = { Text(stringResource(R.string.roaming)) },
        trailingContent = { Switch(checked = roaming, onCheckedChange = null, enabled = false) },
        modifier = Modifier.toggleable(roaming, enabled = false, role = Role.Switch, onValueChange = { roaming = it }),
    )
}

// Wrong: a TV-style ListItem whose own onClick toggles the switch: no role.
@Composable
fun Autoplay() {
    var autoplay by remember { mutableStateOf(true) }
    ListItem(
        selected = false,
        onClick = { autoplay = !autoplay },
        headlineContent = { Text("Autoplay next video") },
        trailingContent = { Switch(checked = autoplay, onCheckedChange = null) },
    )
}

// Wrong: a Switch with its own handler in a ListItem's trailing slot: a stop of its own, unnamed;
// the message names the headline beside it.
@Composable
fun Bluetooth(on: Boolean, onChange: (Boolean) -> Unit) {
    ListItem(
        headlineContent = { Text("Bluetooth") },
        trailingContent = { Switch(checked = on, onCheckedChange = onChange) },
    )
}
