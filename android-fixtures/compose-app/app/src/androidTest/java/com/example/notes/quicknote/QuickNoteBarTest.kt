package com.example.notes.quicknote

import androidx.compose.runtime.getValue
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.test.ext.junit.runners.AndroidJUnit4
import com.example.notes.data.InMemoryNoteRepository
import com.example.notes.ui.quicknote.QuickNoteBar
import com.example.notes.ui.quicknote.QuickNoteViewModel
import com.google.common.truth.Truth.assertThat
import org.junit.Before
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith

@RunWith(AndroidJUnit4::class)
class QuickNoteBarTest {

    @get:Rule
    val composeTestRule = createComposeRule()

    private val repository = InMemoryNoteRepository(clock = { 7L })
    private val viewModel = QuickNoteViewModel(repository)

    @Before
    fun setUp() {
        composeTestRule.setContent {
            val text by viewModel.text.collectAsStateWithLifecycle()
            QuickNoteBar(text = text, onTextChange = viewModel::onTextChange, onSave = viewModel::save)
        }
    }

    @Test
    fun saveActionIsOffered() {
        with(composeTestRule) {
            onNodeWithTag("quick_note_field").assertIsDisplayed()
            onNodeWithTag("save").assertExists()
        }
    }

    @Test
    fun savingStoresTheNote() {
        viewModel.onTextChange("Call the plumber")
        viewModel.save()

        composeTestRule.waitUntil(timeoutMillis = 2_000) { repository.notes.value.isNotEmpty() }
        assertThat(repository.notes.value.single().title).isEqualTo("Call the plumber")
        assertThat(viewModel.text.value).isEmpty()
    }
}
