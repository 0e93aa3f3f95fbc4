package com.example.notes.ui.list

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.notes.data.Note
import com.example.notes.data.NoteRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

data class NoteListState(
    val query: String = "",
    val notes: List<Note> = emptyList(),
) {
    val isEmpty: Boolean get() = notes.isEmpty() && query.isBlank()
}

class NoteListViewModel(private val repository: NoteRepository) : ViewModel() {

    private val query = MutableStateFlow("")

    val state: StateFlow<NoteListState> = combine(repository.notes, query) { _, q ->
        NoteListState(query = q, notes = repository.search(q))
    }.stateIn(viewModelScope, SharingStarted.Eagerly, NoteListState(notes = repository.notes.value))

    fun onQueryChange(value: String) {
        query.value = value
    }

    fun onTogglePin(id: Long) {
        viewModelScope.launch { repository.togglePinned(id) }
    }

    fun onArchive(id: Long) {
        // TODO(#160): archive instead of delete once the repository can hide notes.
    }
}
