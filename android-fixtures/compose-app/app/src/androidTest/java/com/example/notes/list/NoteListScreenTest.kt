package com.example.notes.list

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.test.assertAny
import androidx.compose.ui.test.assertCountEquals
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onChildren
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTextInput
import androidx.test.ext.junit.runners.AndroidJUnit4
import com.example.notes.data.Note
import com.example.notes.testing.noteTitle
import com.example.notes.testing.sampleNotes
import com.example.notes.ui.TestTags
import com.example.notes.ui.list.NoteListScreen
import com.example.notes.ui.list.NoteListState
import org.junit.Assert.assertEquals
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith

@RunWith(AndroidJUnit4::class)
class NoteListScreenTest {

    @get:Rule
    val composeTestRule = createComposeRule()

    private var openedNoteId: Long? = null
    private val pinClicks = mutableListOf<Long>()

    private fun showList(notes: List<Note>, query: String = "") {
        composeTestRule.setContent {
            var state by mutableStateOf(NoteListState(query = query, notes = notes))
            NoteListScreen(
                state = state,
                onQueryChange = { q -> state = state.copy(query = q, notes = notes.filter { it.title.contains(q) }) },
                onOpenNote = { openedNoteId = it },
                onAddNote = {},
                onTogglePin = { pinClicks += it },
                onOpenSettings = {},
            )
        }
    }

    @Test
    fun showsEmptyStateWithoutNotes() {
        showList(emptyList())

        composeTestRule.onNodeWithTag(TestTags.EMPTY_STATE).assertIsDisplayed()
        composeTestRule.onNodeWithText("No notes yet").assertIsDisplayed()
        composeTestRule.onNodeWithTag(TestTags.NOTE_LIST).assertDoesNotExist()
    }

    @Test
    fun showsEveryNote() {
        showList(sampleNotes)

        composeTestRule.onNodeWithTag(TestTags.NOTE_LIST).onChildren().assertCountEquals(3)
        composeTestRule.onNodeWithTag(TestTags.NOTE_COUNT).assertTextEquals("3 notes")
        composeTestRule.noteTitle("Groceries").assertIsDisplayed()
    }

    @Test
    fun eachNoteHasOnePinButton() {
        showList(sampleNotes)

        composeTestRule.onAllNodesWithText("Pin", useUnmergedTree = true).assertCountEquals(2)
        composeTestRule.onAllNodesWithText("Unpin", useUnmergedTree = true).assertCountEquals(1)
    }

    @Test
    fun searchNarrowsTheList() {
        showList(sampleNotes)

        composeTestRule.onNodeWithTag(TestTags.SEARCH_FIELD).performTextInput("Gro")

        composeTestRule.onNodeWithTag(TestTags.NOTE_LIST).onChildren().assertCountEquals(1)
        composeTestRule.onNodeWithTag(TestTags.NOTE_LIST).onChildren().assertAny(hasText("Groceries"))
        composeTestRule.onNode(hasTestTag("note_1") and hasText("Groceries")).assertIsDisplayed()
    }

    @Test
    fun clickingANoteOpensIt() {
        showList(sampleNotes)

        composeTestRule.onNodeWithTag("note_2").performClick()

        assertEquals(2L, openedNoteId)
    }

    @Test
    fun pinButtonReportsTheNote() {
        showList(sampleNotes)

        composeTestRule.onNodeWithTag(TestTags.pinButton(3)).performClick()

        assertEquals(listOf(3L), pinClicks)
        composeTestRule.onNodeWithContentDescription("Settings").assertIsDisplayed()
    }

    @Test
    fun everyCardIsTagged() {
        showList(sampleNotes)

        for (note in sampleNotes) {
            composeTestRule.onAllNodesWithTag("note_${note.id}").assertCountEquals(1)
        }
    }
}
