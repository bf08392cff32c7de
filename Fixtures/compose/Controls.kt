package com.example.controls

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.selection.triStateToggleable
import androidx.compose.material3.Checkbox
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.IconToggleButton
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TriStateCheckbox
import androidx.compose.ui.Modifier
import androidx.compose.ui.state.ToggleableState
import androidx.compose.ui.unit.dp

// Right: a Switch named with semantics; Material gives it 48 dp even when drawn smaller.
@Composable
fun NamedSwitch(dark: Boolean, onDark: (Boolean) -> Unit) {
    Switch(
        checked = dark,
        onCheckedChange = onDark,
        modifier = Modifier.size(32.dp).semantics { contentDescription = "Dark mode" },
    )
}

// Right: a three-state select-all row; wrong: an unnamed disabled TriStateCheckbox.
@Preview
@Composable
fun SelectAllPreview() {
    Row(Modifier.triStateToggleable(state = ToggleableState.Indeterminate, role = Role.Checkbox, onClick = {})) {
        TriStateCheckbox(state = ToggleableState.Indeterminate, onClick = null)
        Text(text = "Select all")
    }
    TriStateCheckbox(state = ToggleableState.Off, onClick = {}, enabled = false)
}

// Wrong: a drawn checkbox, clickable with no role, 24 dp.
@Composable
fun DrawnCheckbox(accepted: Boolean, onToggle: () -> Unit) {
    Icon(
        imageVector = if (accepted) Icons.Filled.CheckBox else Icons.Filled.CheckBoxOutlineBlank,
        contentDescription = "Accept the terms",
        modifier = Modifier.size(24.dp).clickable { onToggle() },
    )
}

// Wrong: an IconButton showing a checkbox drawing; right: IconToggleButton.
@Composable
fun IconButtons(starred: Boolean, onStar: (Boolean) -> Unit) {
    IconButton(onClick = { onStar(!starred) }) {
        Icon(if (starred) Icons.Filled.CheckBox else Icons.Filled.CheckBoxOutlineBlank, contentDescription = "Starred")
    }
    IconToggleButton(checked = starred, onCheckedChange = onStar) {
        Icon(Icons.Filled.Star, contentDescription = "Favourite")
    }
}

// A finding suppressed with its reason; a value known only at run time; a placeholder name.
@Composable
fun Suppressed(item: Item) {
    // checkbox-lint-disable label-missing -- named by the list item's custom semantics in ItemRow
    Checkbox(checked = item.done, onCheckedChange = { item.toggle() })
    Row(Modifier.toggleable(item.done, role = Role.Checkbox, onValueChange = { item.toggle() })) {
        Checkbox(item.done, onCheckedChange = null)
        Text(item.title)
    }
    Row(Modifier.toggleable(true, role = Role.Checkbox, onValueChange = {}).height(40.dp)) {
        Checkbox(true, onCheckedChange = null)
        Text("Checkbox")
    }
}

val template = "He said \"${name.uppercase()}\" and $count ${"nested ${deeper}"} /* not a comment */"
val raw = """
    Checkbox(checked = true, onCheckedChange = {}) is only text in a raw string: ${'$'}
"""
