package com.example.notes.data

/** A note as stored. [updatedAt] is epoch millis; it drives the "newest first" order. */
data class Note(
    val id: Long,
    val title: String,
    val body: String,
    val pinned: Boolean = false,
    val archived: Boolean = false,
    val updatedAt: Long,
) {
    val wordCount: Int
        get() = body.split(Regex("\\s+")).count { it.isNotBlank() }
}

enum class SortOrder { NEWEST_FIRST, TITLE }
