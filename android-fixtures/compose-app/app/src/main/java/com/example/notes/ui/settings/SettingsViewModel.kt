package com.example.notes.ui.settings

import androidx.lifecycle.ViewModel
import com.example.notes.data.NoteRepository
import com.example.notes.data.SortOrder
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

data class SettingsState(
    val darkTheme: Boolean = false,
    val sortOrder: SortOrder = SortOrder.NEWEST_FIRST,
    val versionName: String = "",
)

class SettingsViewModel(
    private val repository: NoteRepository,
    versionName: String,
) : ViewModel() {

    private val _state = MutableStateFlow(SettingsState(versionName = versionName))
    val state: StateFlow<SettingsState> = _state.asStateFlow()

    fun toggleDarkTheme() {
        _state.update { it.copy(darkTheme = !it.darkTheme) }
    }

    fun setSortOrder(order: SortOrder) {
        if (order == _state.value.sortOrder) return
        repository.setSortOrder(order)
        _state.update { it.copy(sortOrder = order) }
    }
}
