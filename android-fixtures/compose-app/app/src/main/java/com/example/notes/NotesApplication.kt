package com.example.notes

import android.app.Application
import com.example.notes.data.InMemoryNoteRepository
import com.example.notes.data.NoteRepository

/** Manual dependency container; small enough that a DI framework would only add noise. */
class NotesApplication : Application() {
    val repository: NoteRepository by lazy { InMemoryNoteRepository() }
}
