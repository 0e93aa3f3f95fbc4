package com.example.notes.data

import com.google.common.truth.Truth.assertThat
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Test
import kotlin.test.assertFailsWith

class InMemoryNoteRepositoryTest {

    private var now = 100L
    private val repository = InMemoryNoteRepository(clock = { now++ })

    private suspend fun add(title: String, body: String = "") =
        repository.upsert(Note(id = 0, title = title, body = body, updatedAt = 0))

    @Test
    fun assignsIncreasingIds() = runTest {
        val first = add("one")
        val second = add("two")

        assertEquals(1L, first.id)
        assertEquals(2L, second.id)
    }

    @Test
    fun rejectsBlankTitles() = runTest {
        assertFailsWith<IllegalArgumentException> { add("   ") }
        assertThat(repository.notes.value).isEmpty()
    }

    @Test
    fun rejectsTitlesOverTheLimit() = runTest {
        assertFailsWith<IllegalArgumentException> { add("x".repeat(MAX_TITLE_LENGTH + 1)) }
    }

    @Test
    fun newestFirstWithPinnedOnTop() = runTest {
        val old = add("old")
        add("middle")
        add("new")
        repository.togglePinned(old.id)

        assertThat(repository.notes.value.map { it.title }).containsExactly("old", "new", "middle").inOrder()
    }

    @Test
    fun titleOrderIgnoresCase() = runTest {
        add("banana")
        add("Apple")
        add("cherry")
        repository.setSortOrder(SortOrder.TITLE)

        assertThat(repository.notes.value.map { it.title }).containsExactly("Apple", "banana", "cherry").inOrder()
    }

    @Test
    fun searchMatchesTitleAndBody() = runTest {
        add("Groceries", body = "milk")
        add("Work", body = "buy milk for the office")
        add("Ideas")

        assertThat(repository.search("MILK").map { it.title }).containsExactly("Groceries", "Work")
        assertThat(repository.search("  ")).hasSize(3)
    }

    @Test
    fun archivedNotesAreHidden() = runTest {
        repository.upsert(Note(id = 0, title = "gone", body = "", archived = true, updatedAt = 0))

        assertThat(repository.notes.value).isEmpty()
    }

    @Test
    fun deleteReportsWhetherANoteWasRemoved() = runTest {
        val note = add("one")

        assertEquals(true, repository.delete(note.id))
        assertFalse(repository.delete(note.id))
        assertNull(repository.togglePinned(note.id))
    }
}
