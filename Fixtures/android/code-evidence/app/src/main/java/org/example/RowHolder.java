package org.example;

import android.view.View;
import android.widget.CheckBox;

class RowHolder {
    private final CheckBox named;

    RowHolder(View view, String label) {
        // A Java alias: the name is set through it.
        named = (CheckBox) view.findViewById(R.id.row_named_check);
        named.setText(label);
        // The row toggles the other check box, whose own name is never set.
        view.findViewById(R.id.row).setOnClickListener(v -> toggle(view));
        // The row that is the one stop (item_row_one_stop.xml): its CheckBox is not clickable.
        view.findViewById(R.id.one_stop_row).setOnClickListener(v -> toggle(view));
    }

    private void toggle(View view) {
        CheckBox check = view.findViewById(R.id.row_check);
        check.toggle();
    }
}
