package com.example.notes.testing

import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.SemanticsNodeInteractionsProvider
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTextInput
import com.example.notes.ui.TestTags

/**
 * Screen-level steps shared by the suites. Note cards render title and body as separate
 * Text nodes inside a merged Card, so titles are looked up in the unmerged tree.
 */
fun SemanticsNodeInteractionsProvider.noteTitle(title: String): SemanticsNodeInteraction =
    onNodeWithText(title, useUnmergedTree = true)

/** The version label carries the build's version name, which differs between CI and local builds. */
fun SemanticsNodeInteractionsProvider.versionLabel(): SemanticsNodeInteraction =
    onNodeWithText("Version", substring = true)

fun SemanticsNodeInteractionsProvider.typeNote(title: String, body: String = "") {
    onNodeWithTag(TestTags.TITLE_FIELD).performTextInput(title)
    if (body.isNotEmpty()) {
        onNodeWithTag(TestTags.BODY_FIELD).performTextInput(body)
    }
}

fun SemanticsNodeInteractionsProvider.tapSave() {
    onNodeWithTag(TestTags.SAVE_BUTTON).performClick()
}
