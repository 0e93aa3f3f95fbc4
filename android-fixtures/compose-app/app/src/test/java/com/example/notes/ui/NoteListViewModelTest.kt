package com.example.notes.ui

import com.example.notes.data.InMemoryNoteRepository
import com.example.notes.data.Note
import com.example.notes.ui.list.NoteListViewModel
import com.google.common.truth.Truth.assertThat
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class NoteListViewModelTest {

    private val repository = InMemoryNoteRepository(
        initial = listOf(
            Note(id = 1, title = "Groceries", body = "milk", updatedAt = 1),
            Note(id = 2, title = "Gym", body = "legs", updatedAt = 2),
            Note(id = 3, title = "Ideas", body = "", updatedAt = 3),
        ),
    )

    @Before
    fun setUp() {
        Dispatchers.setMain(UnconfinedTestDispatcher())
    }

    @After
    fun tearDown() {
        Dispatchers.resetMain()
    }

    @Test
    fun queryFiltersNotes() = runTest {
        val vm = NoteListViewModel(repository)

        vm.onQueryChange("g")

        assertThat(vm.state.value.notes).hasSize(2)
        assertThat(vm.state.value.isEmpty).isFalse()
    }

    @Test
    fun togglingPinMovesNoteToTheTop() = runTest {
        val vm = NoteListViewModel(repository)

        vm.onTogglePin(1)

        assertThat(vm.state.value.notes.first().id).isEqualTo(1L)
    }
}
