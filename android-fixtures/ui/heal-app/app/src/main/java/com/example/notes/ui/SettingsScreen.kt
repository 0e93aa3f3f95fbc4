package com.example.notes.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag

@Composable
fun SettingsScreen(versionName: String = "1.4.0") {
    Column {
        Text(text = "Dark theme", modifier = Modifier.testTag("dark_theme_switch"))
        Text(text = "Version $versionName", modifier = Modifier.testTag("version"))
    }
}
