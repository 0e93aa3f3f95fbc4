package com.example.notes.domain

import com.example.notes.data.MAX_TITLE_LENGTH
import com.example.notes.data.Note
import com.example.notes.data.NoteRepository

/** What the editor holds before the note is stored; [id] 0 means a new note. */
data class NoteDraft(val id: Long = 0L, val title: String = "", val body: String = "")

sealed class NoteError(message: String) : Exception(message) {
    data object EmptyTitle : NoteError("Title must not be empty")
    data object TitleTooLong : NoteError("Title is too long")
}

/**
 * Validates a draft and stores it. Validation errors come back as [NoteError] so the editor
 * can show them inline; storage errors are passed through unchanged.
 */
class SaveNoteUseCase(private val repository: NoteRepository) {

    suspend operator fun invoke(draft: NoteDraft): Result<Note> {
        val title = draft.title.trim()
        if (title.isEmpty()) return Result.failure(NoteError.EmptyTitle)
        if (title.length > MAX_TITLE_LENGTH) return Result.failure(NoteError.TitleTooLong)
        val note = Note(id = draft.id, title = title, body = draft.body.trimEnd(), updatedAt = 0L)
        return try {
            Result.success(repository.upsert(note))
        } catch (e: IllegalArgumentException) {
            Result.failure(e)
        }
    }
}
