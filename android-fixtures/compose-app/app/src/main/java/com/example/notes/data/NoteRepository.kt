package com.example.notes.data

import kotlinx.coroutines.flow.StateFlow

interface NoteRepository {
    /** Every non-archived note, pinned notes first, then by [SortOrder]. */
    val notes: StateFlow<List<Note>>

    suspend fun upsert(note: Note): Note

    suspend fun delete(id: Long): Boolean

    suspend fun togglePinned(id: Long): Note?

    fun search(query: String): List<Note>

    fun setSortOrder(order: SortOrder)
}
