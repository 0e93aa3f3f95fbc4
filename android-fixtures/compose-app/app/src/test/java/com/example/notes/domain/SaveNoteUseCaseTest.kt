package com.example.notes.domain

import com.example.notes.data.InMemoryNoteRepository
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertTrue

class SaveNoteUseCaseTest {

    private val repository = InMemoryNoteRepository(clock = { 7L })
    private val saveNote = SaveNoteUseCase(repository)

    @Test
    fun emptyTitleIsAValidationError() = runTest {
        val result = saveNote(NoteDraft(title = "  "))

        assertTrue(result.isFailure)
        assertIs<NoteError.EmptyTitle>(result.exceptionOrNull())
        assertTrue(repository.notes.value.isEmpty())
    }

    @Test
    fun tooLongTitleIsAValidationError() = runTest {
        val result = saveNote(NoteDraft(title = "t".repeat(81)))

        assertIs<NoteError.TitleTooLong>(result.exceptionOrNull())
    }

    @Test
    fun storesTrimmedNote() = runTest {
        val note = saveNote(NoteDraft(title = " Plan ", body = "step one  \n")).getOrThrow()

        assertEquals("Plan", note.title)
        assertEquals("step one", note.body)
        assertEquals(7L, note.updatedAt)
    }
}
