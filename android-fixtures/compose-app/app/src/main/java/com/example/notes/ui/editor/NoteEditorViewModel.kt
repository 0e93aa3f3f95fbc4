package com.example.notes.ui.editor

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.notes.data.NoteRepository
import com.example.notes.domain.DeleteNoteUseCase
import com.example.notes.domain.NoteDraft
import com.example.notes.domain.NoteError
import com.example.notes.domain.SaveNoteUseCase
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class EditorState(
    val draft: NoteDraft = NoteDraft(),
    val error: String? = null,
    val saving: Boolean = false,
    val saved: Boolean = false,
    val deleted: Boolean = false,
) {
    val canSave: Boolean get() = draft.title.isNotBlank() && !saving
    val wordCount: Int get() = draft.body.split(Regex("\\s+")).count { it.isNotBlank() }
}

class NoteEditorViewModel(
    private val repository: NoteRepository,
    noteId: Long = 0L,
) : ViewModel() {

    private val saveNote = SaveNoteUseCase(repository)
    private val deleteNote = DeleteNoteUseCase(repository)
    private val _state = MutableStateFlow(EditorState())
    val state: StateFlow<EditorState> = _state.asStateFlow()

    init {
        repository.notes.value.firstOrNull { it.id == noteId }?.let { note ->
            _state.value = EditorState(draft = NoteDraft(note.id, note.title, note.body))
        }
    }

    fun onTitleChange(title: String) {
        _state.update { it.copy(draft = it.draft.copy(title = title), error = null) }
    }

    fun onBodyChange(body: String) {
        _state.update { it.copy(draft = it.draft.copy(body = body)) }
    }

    fun save() {
        val draft = _state.value.draft
        _state.update { it.copy(saving = true, error = null) }
        viewModelScope.launch {
            saveNote(draft)
                .onSuccess { note ->
                    _state.update { it.copy(draft = it.draft.copy(id = note.id), saving = false, saved = true) }
                }
                .onFailure { error ->
                    val message = (error as? NoteError)?.message ?: "Could not save the note"
                    _state.update { it.copy(saving = false, error = message) }
                }
        }
    }

    fun delete() {
        val id = _state.value.draft.id
        viewModelScope.launch {
            deleteNote(id).onSuccess { _state.update { it.copy(deleted = true) } }
        }
    }
}
