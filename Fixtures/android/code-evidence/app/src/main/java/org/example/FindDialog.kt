package org.example

import android.view.View
import androidx.core.view.isVisible
import org.example.databinding.DialogFindBinding

class FindDialog(private val binding: DialogFindBinding, private val inMultiSelect: Boolean) {
    fun bind() {
        // Named in code: no label-missing.
        binding.ignoreCaseCheckBox.text = "Ignore case"
        binding.regexCheckBox.apply {
            text = "Treat input as regular expression"
            isChecked = false
        }
        // Only its state is set: still unnamed.
        binding.wholeWordCheckBox.isChecked = true
        // Hidden in the layout, shown here: reachable.
        binding.selectedCheckBox.isVisible = inMultiSelect
        // Hidden by code, never shown: not checked.
        binding.debugSwitch.visibility = View.GONE
    }
}
