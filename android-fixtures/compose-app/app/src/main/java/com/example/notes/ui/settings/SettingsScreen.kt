package com.example.notes.ui.settings

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import com.example.notes.R
import com.example.notes.data.SortOrder
import com.example.notes.ui.TestTags

@Composable
fun SettingsScreen(
    state: SettingsState,
    onToggleDarkTheme: () -> Unit,
    onSortOrderChange: (SortOrder) -> Unit,
) {
    val sortOrderLabel = stringResource(R.string.sort_order)
    Column(modifier = Modifier.padding(16.dp)) {
        Row(
            modifier = Modifier.fillMaxWidth(),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text(stringResource(R.string.dark_theme), modifier = Modifier.weight(1f))
            Switch(
                checked = state.darkTheme,
                onCheckedChange = { onToggleDarkTheme() },
                modifier = Modifier.testTag(TestTags.DARK_THEME_SWITCH),
            )
        }
        Text(
            text = sortOrderLabel,
            style = MaterialTheme.typography.titleSmall,
            modifier = Modifier.padding(top = 24.dp, bottom = 8.dp),
        )
        Column(modifier = Modifier.selectableGroup().semantics { contentDescription = sortOrderLabel }) {
            SortOption(
                label = stringResource(R.string.sort_newest),
                selected = state.sortOrder == SortOrder.NEWEST_FIRST,
                onSelect = { onSortOrderChange(SortOrder.NEWEST_FIRST) },
                tag = TestTags.SORT_NEWEST,
            )
            SortOption(
                label = stringResource(R.string.sort_title),
                selected = state.sortOrder == SortOrder.TITLE,
                onSelect = { onSortOrderChange(SortOrder.TITLE) },
                tag = TestTags.SORT_TITLE,
            )
        }
        Text(
            text = stringResource(R.string.version, state.versionName),
            style = MaterialTheme.typography.bodySmall,
            modifier = Modifier.padding(top = 32.dp),
        )
    }
}

@Composable
private fun SortOption(label: String, selected: Boolean, onSelect: () -> Unit, tag: String) {
    Row(
        modifier = Modifier
            .fillMaxWidth()
            .testTag(tag)
            .selectable(selected = selected, onClick = onSelect, role = Role.RadioButton)
            .padding(vertical = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        RadioButton(selected = selected, onClick = null)
        Text(text = label, modifier = Modifier.padding(start = 12.dp))
    }
}
