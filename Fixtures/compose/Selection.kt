package com.example.selection

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.material3.Checkbox
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Switch
import androidx.compose.material3.Tab
import androidx.compose.material3.Text
import androidx.compose.runtime.*
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role

/* Modifier.selectable sets Compose's "selected" property, not a toggleable state: TalkBack says
   Compose's "Selected" / "Not selected" (fr "Sélectionné" / "Non sélectionné"), and the role only
   when one is passed. */

// Wrong: a multi-selection row that shows a Checkbox but is selectable with no role: TalkBack
// says "Not selected, Photos", never "Check box".
@Composable
fun SelectablePhotoRow() {
    var selected by remember { mutableStateOf(false) }
    Surface(Modifier.selectable(selected = selected, onClick = { selected = !selected })) {
        Row {
            Checkbox(checked = selected, onCheckedChange = null)
            Text("Photos")
        }
    }
}

// Right (the role is said): selectable with Role.Checkbox: "Selected, Videos, Check box".
@Composable
fun SelectableWithCheckboxRole() {
    var selected by remember { mutableStateOf(true) }
    Row(Modifier.selectable(selected, role = Role.Checkbox, onClick = { selected = !selected })) {
        Checkbox(selected, onCheckedChange = null)
        Text("Videos")
    }
}

// Wrong: a switch row made selectable with no role: "Not selected, Wi-Fi", not "Off" nor "Switch".
@Composable
fun SelectableSwitchRow(wifi: Boolean, onWifi: () -> Unit) {
    Row(Modifier.selectable(selected = wifi, onClick = onWifi)) {
        Text("Wi-Fi")
        Switch(checked = wifi, onCheckedChange = null)
    }
}

// Right: Role.Switch passed: "Not selected, Bluetooth, Switch".
@Composable
fun SelectableWithSwitchRole() {
    var on by remember { mutableStateOf(false) }
    Row(Modifier.selectable(selected = on, role = Role.Switch, onClick = { on = !on })) {
        Text("Bluetooth")
        Switch(checked = on, onCheckedChange = null)
    }
}

// Not checkboxes: radio rows (with and without their role) and tabs are selections, said
// "Selected" / "Not selected" by TalkBack, and left alone.
@Composable
fun Sizes(selectedIndex: Int, onSelect: (Int) -> Unit) {
    Column(Modifier.selectableGroup()) {
        Row(Modifier.selectable(selectedIndex == 0, role = Role.RadioButton, onClick = { onSelect(0) })) {
            RadioButton(selected = selectedIndex == 0, onClick = null)
            Text("Small")
        }
        Row(Modifier.selectable(selectedIndex == 1, onClick = { onSelect(1) })) {
            RadioButton(selected = selectedIndex == 1, onClick = null)
            Text("Large")
        }
        Tab(selected = selectedIndex == 2, onClick = { onSelect(2) }, modifier = Modifier.selectable(selectedIndex == 2, role = Role.Tab, onClick = {})) {
            Text("Custom")
        }
    }
}
