package com.example.notes.ui.quicknote

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.notes.data.Note
import com.example.notes.data.NoteRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class QuickNoteViewModel(private val repository: NoteRepository) : ViewModel() {

    private val _text = MutableStateFlow("")
    val text: StateFlow<String> = _text.asStateFlow()

    fun onTextChange(value: String) {
        _text.value = value
    }

    /** Stores the text as a new note with an empty body and clears the field. */
    fun save() {
        val title = _text.value.trim()
        if (title.isEmpty()) return
        viewModelScope.launch {
            repository.upsert(Note(id = 0L, title = title, body = "", updatedAt = 0L))
            _text.value = ""
        }
    }
}
