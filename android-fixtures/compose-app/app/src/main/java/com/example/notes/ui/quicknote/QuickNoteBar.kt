package com.example.notes.ui.quicknote

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Check
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import com.example.notes.R

/**
 * A one-line note above the list: type, tap the check mark, done. The list screen shows it once
 * #171 lands; until then its tests are the only callers.
 */
@Composable
fun QuickNoteBar(
    text: String,
    onTextChange: (String) -> Unit,
    onSave: () -> Unit,
    modifier: Modifier = Modifier,
) {
    Row(
        modifier = modifier.fillMaxWidth(),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        OutlinedTextField(
            value = text,
            onValueChange = onTextChange,
            placeholder = { Text("Quick note") },
            singleLine = true,
            modifier = Modifier.weight(1f).testTag("quick_note_field"),
        )
        IconButton(
            onClick = onSave,
            enabled = text.isNotBlank(),
        ) {
            Icon(Icons.Filled.Check, contentDescription = stringResource(R.string.save))
        }
    }
}
