package net.thunderbird.components.ui.catalog.ui.page.template.items

import android.os.Parcelable
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.grid.LazyGridScope
import androidx.compose.foundation.lazy.itemsIndexed
import androidx.compose.runtime.Composable
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import net.thunderbird.components.ui.bolt.atom.Surface
import net.thunderbird.components.ui.bolt.atom.text.TextBodyLarge
import net.thunderbird.components.ui.bolt.atom.text.TextTitleMedium
import net.thunderbird.components.ui.bolt.template.ListDetailPane
import net.thunderbird.components.ui.bolt.template.rememberListDetailNavigationController
import kotlinx.coroutines.launch
import kotlinx.parcelize.Parcelize
import net.thunderbird.components.ui.bolt.theme.BoltTheme
import net.thunderbird.components.ui.catalog.ui.page.common.list.defaultItem
import net.thunderbird.components.ui.catalog.ui.page.common.list.sectionHeaderItem

fun LazyGridScope.layoutItems() {
    sectionHeaderItem(text = "ListDetailPane")
    defaultItem {
        ListDetailPaneItem()
    }
}

@Composable
private fun ListDetailPaneItem() {
    val navigationController = rememberListDetailNavigationController<ListItem>()
    val coroutineScope = rememberCoroutineScope()

    Column(
        modifier = Modifier
            .fillMaxWidth()
            .height(BoltTheme.sizes.huger)
            .padding(BoltTheme.spacings.double),
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        ListDetailPane(
            navigationController = navigationController,
            listPane = {
                Surface(
                    color = BoltTheme.colors.primaryContainer,
                ) {
                    Column(
                        verticalArrangement = Arrangement.spacedBy(BoltTheme.spacings.double),
                    ) {
                        TextTitleMedium("List pane")
                        LazyColumn(
                            verticalArrangement = Arrangement.spacedBy(BoltTheme.spacings.default),
                        ) {
                            itemsIndexed(createItems()) { index, item ->
                                ListItem(
                                    item = item,
                                    onClick = {
                                        coroutineScope.launch {
                                            navigationController.value.navigateToDetail(item)
                                        }
                                    },
                                )
                            }
                        }
                    }
                }
            },
            detailPane = { item ->
                Surface(
                    color = BoltTheme.colors.secondaryContainer,
                ) {
                    ListDetail(
                        item = item,
                        onClick = {
                            coroutineScope.launch {
                                navigationController.value.navigateBack()
                            }
                        },
                    )
                }
            },
        )
    }
}

@Composable
private fun ListItem(
    item: ListItem,
    onClick: () -> Unit,
) {
    Column(
        modifier = Modifier
            .clickable(onClick = onClick)
            .fillMaxWidth()
            .padding(BoltTheme.spacings.default),
    ) {
        TextBodyLarge(item.title)
    }
}

@Composable
private fun ListDetail(
    item: ListItem,
    onClick: () -> Unit,
) {
    Column(
        modifier = Modifier
            .clickable(onClick = onClick)
            .fillMaxWidth()
            .padding(BoltTheme.spacings.default),
    ) {
        TextTitleMedium("Detail pane")
        Spacer(modifier = Modifier.height(BoltTheme.spacings.default))
        TextBodyLarge(item.title)
    }
}

@Parcelize
internal data class ListItem(
    val id: String,
    val title: String,
) : Parcelable

private fun createItems(): List<ListItem> {
    return listOf(
        ListItem(
            id = "1",
            title = "Item 1",
        ),
        ListItem(
            id = "2",
            title = "Item 2",
        ),
        ListItem(
            id = "3",
            title = "Item 3",
        ),
    )
}
