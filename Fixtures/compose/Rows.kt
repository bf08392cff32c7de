package com.example.settings

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material3.Checkbox
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.*
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics

/* The row patterns of SPEC §12, right and wrong. /* Comments nest in Kotlin. */ */

// Right: the pattern the Android documentation recommends: one focus stop named by its text.
@Composable
fun RecommendedRow() {
    var checked by remember { mutableStateOf(false) }
    Row(
        Modifier.toggleable(
            value = checked,
            role = Role.Checkbox,
            onValueChange = { checked = it },
        )
    ) {
        Checkbox(checked = checked, onCheckedChange = null)
        Text("Send me news")
    }
}

// Wrong: a Checkbox with its own handler beside a Text: two focus stops, the first unnamed.
@Composable
fun CheckboxBesideText(accepted: Boolean, onAccept: (Boolean) -> Unit) {
    Row {
        Checkbox(checked = accepted, onCheckedChange = onAccept)
        Text(text = "I accept the terms")
    }
}

// Right: a Switch row with Role.Switch.
@Composable
fun SwitchRow(state: SettingsState) {
    Row(Modifier.toggleable(state.wifi, role = Role.Switch, onValueChange = state::setWifi)) {
        Text("Wi-Fi")
        Switch(checked = state.wifi, onCheckedChange = null)
    }
}

// Wrong: a clickable row around a Checkbox that does not toggle: no role and no state for TalkBack.
@Composable
fun ClickableRow() {
    var checked by remember { mutableStateOf(true) }
    Row(modifier = Modifier.clickable { checked = !checked }) {
        Checkbox(checked, onCheckedChange = null)
        Text("Remember me")
    }
}

// Wrong: toggleable without a role: TalkBack says the state, never "Check box".
@Composable
fun ToggleableWithoutRole(checked: Boolean, onChange: (Boolean) -> Unit) {
    Row(Modifier.toggleable(value = checked, onValueChange = onChange)) {
        Checkbox(checked = checked, onCheckedChange = null)
        Text("Offline mode")
    }
}

// A set: a heading marked for TalkBack, then the options (right); then a set under a text that is not marked (wrong).
@Composable
fun Notifications(settings: NotificationSettings) {
    Column {
        Text("Notifications", modifier = Modifier.semantics { heading() })
        Row(Modifier.toggleable(settings.email, role = Role.Checkbox, onValueChange = settings::email)) {
            Checkbox(settings.email, null)
            Text("Email")
        }
        Row(Modifier.toggleable(settings.sms, role = Role.Checkbox, onValueChange = settings::sms)) {
            Checkbox(settings.sms, null)
            Text("Text messages")
        }
    }
    Column {
        Text("Privacy")
        Row(Modifier.toggleable(settings.analytics, role = Role.Checkbox, onValueChange = settings::analytics)) {
            Checkbox(settings.analytics, null)
            Text("Share analytics")
        }
        Row(Modifier.toggleable(settings.crashes, role = Role.Checkbox, onValueChange = settings::crashes)) {
            Checkbox(settings.crashes, null)
            Text("Send crash reports")
        }
    }
}
