package com.example.notes.ui

import androidx.activity.compose.BackHandler
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewmodel.compose.viewModel
import com.example.notes.data.NoteRepository
import com.example.notes.ui.editor.NoteEditorScreen
import com.example.notes.ui.editor.NoteEditorViewModel
import com.example.notes.ui.list.NoteListScreen
import com.example.notes.ui.list.NoteListViewModel
import com.example.notes.ui.settings.SettingsScreen
import com.example.notes.ui.settings.SettingsViewModel
import com.example.notes.ui.theme.NotesTheme

sealed interface Destination {
    data object List : Destination
    data class Editor(val noteId: Long) : Destination
    data object Settings : Destination
}

@Composable
fun NotesApp(repository: NoteRepository, versionName: String) {
    var destination by remember { mutableStateOf<Destination>(Destination.List) }
    val settings: SettingsViewModel = viewModel { SettingsViewModel(repository, versionName) }
    val settingsState by settings.state.collectAsStateWithLifecycle()

    BackHandler(enabled = destination != Destination.List) { destination = Destination.List }

    NotesTheme(darkTheme = settingsState.darkTheme) {
        when (val current = destination) {
            Destination.List -> {
                val vm: NoteListViewModel = viewModel { NoteListViewModel(repository) }
                val state by vm.state.collectAsStateWithLifecycle()
                NoteListScreen(
                    state = state,
                    onQueryChange = vm::onQueryChange,
                    onOpenNote = { destination = Destination.Editor(it) },
                    onAddNote = { destination = Destination.Editor(0L) },
                    onTogglePin = vm::onTogglePin,
                    onOpenSettings = { destination = Destination.Settings },
                )
            }
            is Destination.Editor -> {
                val vm: NoteEditorViewModel = viewModel(key = "editor-${current.noteId}") {
                    NoteEditorViewModel(repository, current.noteId)
                }
                val state by vm.state.collectAsStateWithLifecycle()
                LaunchedEffect(state.saved, state.deleted) {
                    if (state.saved || state.deleted) destination = Destination.List
                }
                NoteEditorScreen(
                    state = state,
                    onTitleChange = vm::onTitleChange,
                    onBodyChange = vm::onBodyChange,
                    onSave = vm::save,
                    onDelete = vm::delete,
                )
            }
            Destination.Settings -> SettingsScreen(
                state = settingsState,
                onToggleDarkTheme = settings::toggleDarkTheme,
                onSortOrderChange = settings::setSortOrder,
            )
        }
    }
}
