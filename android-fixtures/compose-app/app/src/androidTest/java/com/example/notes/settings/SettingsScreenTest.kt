package com.example.notes.settings

import androidx.compose.runtime.getValue
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.assertIsOff
import androidx.compose.ui.test.assertIsOn
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.test.ext.junit.runners.AndroidJUnit4
import com.example.notes.data.SortOrder
import com.example.notes.testing.sampleRepository
import com.example.notes.testing.versionLabel
import com.example.notes.ui.TestTags
import com.example.notes.ui.settings.SettingsScreen
import com.example.notes.ui.settings.SettingsViewModel
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith

@RunWith(AndroidJUnit4::class)
class SettingsScreenTest {

    @get:Rule
    val composeTestRule = createComposeRule()

    private val repository = sampleRepository()
    private lateinit var viewModel: SettingsViewModel

    @Before
    fun setUp() {
        viewModel = SettingsViewModel(repository, versionName = "1.3.0-test")
        composeTestRule.setContent {
            val state by viewModel.state.collectAsStateWithLifecycle()
            SettingsScreen(
                state = state,
                onToggleDarkTheme = viewModel::toggleDarkTheme,
                onSortOrderChange = viewModel::setSortOrder,
            )
        }
    }

    private fun sortOption(label: String) = composeTestRule.onNodeWithText(label)

    @Test
    fun listsBothSortOptions() {
        sortOption("Newest first").assertIsDisplayed()
        sortOption("Title A–Z").assertIsDisplayed()
    }

    @Test
    fun darkThemeSwitchToggles() {
        composeTestRule.onNodeWithTag(TestTags.DARK_THEME_SWITCH)
            .assertIsOff()
            .performClick()
            .assertIsOn()
    }

    @Test
    fun newestFirstIsTheDefault() {
        composeTestRule.onNodeWithTag(TestTags.SORT_NEWEST).assertIsSelected()
        composeTestRule.onNodeWithTag(TestTags.SORT_TITLE).assertIsNotSelected()
    }

    @Test
    fun choosingTitleOrderResortsNotes() {
        composeTestRule.onNodeWithText("Title A–Z").performClick()

        composeTestRule.onNodeWithTag(TestTags.SORT_TITLE).assertIsSelected()
        assertEquals(SortOrder.TITLE, viewModel.state.value.sortOrder)
        assertEquals(listOf("Ideas", "Books to read", "Groceries"), repository.notes.value.map { it.title })
    }

    @Test
    fun sortGroupIsLabelledForAccessibility() {
        composeTestRule.onNodeWithContentDescription("Sort order").assertExists()
    }

    @Test
    fun showsVersion() {
        composeTestRule.versionLabel().assertIsDisplayed()
        composeTestRule.onNodeWithText("Version 1.3.0-test").assertIsDisplayed()
    }

    @Test
    fun versionLabelIsTagged() {
        composeTestRule.onNodeWithTag(TestTags.VERSION_LABEL).assertTextEquals("Version 1.3.0-test")
    }
}
