package com.example.notes.domain

import com.example.notes.data.NoteRepository

class DeleteNoteUseCase(private val repository: NoteRepository) {

    /** Deleting a note that is already gone is not an error: the screen shows the same result. */
    suspend operator fun invoke(id: Long): Result<Unit> {
        if (id <= 0L) return Result.failure(IllegalArgumentException("note $id was never saved"))
        repository.delete(id)
        return Result.success(Unit)
    }
}
