package com.example.notes.ui

/**
 * Test tags shared by the screens and the androidTest suites. Changing a value here changes
 * what the instrumented tests find, so treat these like public API.
 */
object TestTags {
    const val NOTE_LIST = "note_list"
    const val EMPTY_STATE = "empty_state"
    const val NOTE_COUNT = "note_count"
    const val ADD_NOTE_FAB = "add_note_fab"
    const val SEARCH_FIELD = "search_field"
    const val SETTINGS_BUTTON = "settings_button"

    const val TITLE_FIELD = "title_field"
    const val BODY_FIELD = "body_field"
    const val SAVE_BUTTON = "save_button"
    const val ERROR_MESSAGE = "error_message"

    const val DARK_THEME_SWITCH = "dark_theme_switch"
    const val SORT_NEWEST = "sort_newest"
    const val SORT_TITLE = "sort_title"
    const val VERSION_LABEL = "version_label"

    fun pinButton(id: Long) = "pin_$id"
}
