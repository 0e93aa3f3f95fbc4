package com.example.notes.testing

import com.example.notes.data.InMemoryNoteRepository
import com.example.notes.data.Note

/** Fixed notes with fixed timestamps so ordering assertions do not depend on the clock. */
val sampleNotes: List<Note> = listOf(
    Note(id = 1, title = "Groceries", body = "milk eggs bread", updatedAt = 1_000),
    Note(id = 2, title = "Ideas", body = "a notes app that syncs", pinned = true, updatedAt = 2_000),
    Note(id = 3, title = "Books to read", body = "Dune, Piranesi", updatedAt = 3_000),
)

fun sampleRepository(notes: List<Note> = sampleNotes): InMemoryNoteRepository =
    InMemoryNoteRepository(initial = notes, clock = { 10_000L })
