package com.example.notes.ui.editor

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Delete
import androidx.compose.material3.Button
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import com.example.notes.R
import com.example.notes.ui.TestTags

@Composable
fun NoteEditorScreen(
    state: EditorState,
    onTitleChange: (String) -> Unit,
    onBodyChange: (String) -> Unit,
    onSave: () -> Unit,
    onDelete: () -> Unit,
) {
    val deleteLabel = stringResource(R.string.delete_note)
    Column(
        modifier = Modifier.padding(16.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        OutlinedTextField(
            value = state.draft.title,
            onValueChange = onTitleChange,
            label = { Text(stringResource(R.string.title_label)) },
            isError = state.error != null,
            singleLine = true,
            modifier = Modifier.fillMaxWidth().testTag(TestTags.TITLE_FIELD),
        )
        if (state.error != null) {
            Text(
                text = state.error,
                color = MaterialTheme.colorScheme.error,
                modifier = Modifier.testTag(TestTags.ERROR_MESSAGE),
            )
        }
        OutlinedTextField(
            value = state.draft.body,
            onValueChange = onBodyChange,
            label = { Text(stringResource(R.string.body_label)) },
            modifier = Modifier.fillMaxWidth().heightIn(min = 160.dp).testTag(TestTags.BODY_FIELD),
        )
        Text(
            text = stringResource(R.string.word_count, state.wordCount),
            style = MaterialTheme.typography.labelMedium,
            modifier = Modifier.testTag("word_count"),
        )
        Row(
            modifier = Modifier.fillMaxWidth(),
            horizontalArrangement = Arrangement.SpaceBetween,
            verticalAlignment = Alignment.CenterVertically,
        ) {
            IconButton(
                onClick = onDelete,
                enabled = state.draft.id != 0L,
                modifier = Modifier.semantics { contentDescription = deleteLabel },
            ) {
                Icon(Icons.Filled.Delete, contentDescription = null)
            }
            Button(
                onClick = onSave,
                enabled = state.canSave,
                modifier = Modifier.testTag(TestTags.SAVE_BUTTON),
            ) {
                Text(stringResource(R.string.save))
            }
        }
    }
}
