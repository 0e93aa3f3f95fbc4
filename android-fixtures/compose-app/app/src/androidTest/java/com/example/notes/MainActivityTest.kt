package com.example.notes

import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.test.espresso.Espresso.onView
import androidx.test.espresso.assertion.ViewAssertions.matches
import androidx.test.espresso.matcher.ViewMatchers.isDisplayed
import androidx.test.espresso.matcher.ViewMatchers.withId
import androidx.test.ext.junit.runners.AndroidJUnit4
import androidx.test.filters.LargeTest
import com.example.notes.testing.noteTitle
import com.example.notes.testing.tapSave
import com.example.notes.testing.typeNote
import com.example.notes.ui.TestTags
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith

@LargeTest
@RunWith(AndroidJUnit4::class)
class MainActivityTest {

    @get:Rule
    val composeTestRule = createAndroidComposeRule<MainActivity>()

    @Test
    fun activityShowsContent() {
        onView(withId(android.R.id.content)).check(matches(isDisplayed()))
        composeTestRule.onNodeWithText("Notes").assertIsDisplayed()
    }

    @Test
    fun addButtonOpensTheEditor() {
        composeTestRule.onNodeWithContentDescription("Add note").performClick()

        composeTestRule.onNodeWithTag(TestTags.TITLE_FIELD).assertIsDisplayed()
        composeTestRule.onNodeWithTag(TestTags.SAVE_BUTTON).assertIsDisplayed()
    }

    @Test
    fun savedNoteAppearsInTheList() {
        composeTestRule.onNodeWithTag(TestTags.ADD_NOTE_FAB).performClick()
        composeTestRule.typeNote("Groceries", body = "milk")
        composeTestRule.tapSave()

        composeTestRule.waitUntil(timeoutMillis = 5_000) {
            composeTestRule.onAllNodesWithText("Groceries", useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty()
        }
        composeTestRule.noteTitle("Groceries").assertIsDisplayed()
        composeTestRule.onNodeWithTag(TestTags.EMPTY_STATE).assertDoesNotExist()
    }

    @Test
    fun settingsButtonOpensSettings() {
        composeTestRule.onNodeWithTag(TestTags.SETTINGS_BUTTON).performClick()

        composeTestRule.onNodeWithText("Dark theme").assertIsDisplayed()
    }
}
