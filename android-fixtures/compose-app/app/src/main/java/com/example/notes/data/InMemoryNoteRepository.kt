package com.example.notes.data

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

const val MAX_TITLE_LENGTH = 80

/**
 * Process-local store. The app swaps in a Room-backed repository in the full build; tests and
 * previews use this one, so its ordering and validation must match the database queries.
 */
class InMemoryNoteRepository(
    initial: List<Note> = emptyList(),
    private val clock: () -> Long = System::currentTimeMillis,
) : NoteRepository {

    private val mutex = Mutex()
    private val all = LinkedHashMap<Long, Note>()
    private var nextId = 1L
    private var sortOrder = SortOrder.NEWEST_FIRST
    private val state = MutableStateFlow<List<Note>>(emptyList())

    override val notes: StateFlow<List<Note>> = state.asStateFlow()

    init {
        initial.forEach { all[it.id] = it }
        nextId = (initial.maxOfOrNull { it.id } ?: 0L) + 1
        publish()
    }

    override suspend fun upsert(note: Note): Note = mutex.withLock {
        val title = note.title.trim()
        require(title.isNotEmpty()) { "title must not be blank" }
        require(title.length <= MAX_TITLE_LENGTH) { "title longer than $MAX_TITLE_LENGTH characters" }
        val id = if (note.id == 0L) nextId++ else note.id
        val stored = note.copy(id = id, title = title, updatedAt = clock())
        all[id] = stored
        publish()
        stored
    }

    override suspend fun delete(id: Long): Boolean = mutex.withLock {
        val removed = all.remove(id) != null
        if (removed) publish()
        removed
    }

    override suspend fun togglePinned(id: Long): Note? = mutex.withLock {
        val note = all[id] ?: return@withLock null
        val toggled = note.copy(pinned = !note.pinned)
        all[id] = toggled
        publish()
        toggled
    }

    override fun search(query: String): List<Note> {
        val needle = query.trim()
        if (needle.isEmpty()) return state.value
        return state.value.filter { note ->
            note.title.contains(needle, ignoreCase = true) || note.body.contains(needle, ignoreCase = true)
        }
    }

    override fun setSortOrder(order: SortOrder) {
        sortOrder = order
        publish()
    }

    private fun publish() {
        state.value = all.values
            .filterNot { it.archived }
            .sortedWith(comparatorFor(sortOrder))
    }

    private fun comparatorFor(order: SortOrder): Comparator<Note> {
        val pinnedFirst = compareByDescending<Note> { it.pinned }
        return when (order) {
            SortOrder.NEWEST_FIRST -> pinnedFirst.thenByDescending { it.updatedAt }.thenBy { it.id }
            SortOrder.TITLE -> pinnedFirst.thenBy(String.CASE_INSENSITIVE_ORDER) { it.title }.thenBy { it.id }
        }
    }
}
