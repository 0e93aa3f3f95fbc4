package net.thunderbird.components.ui.catalog.ui.page.template

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import net.thunderbird.components.ui.catalog.ui.mvi.observe
import net.thunderbird.components.ui.catalog.ui.page.CatalogPageContract.ViewModel
import net.thunderbird.components.ui.catalog.ui.page.CatalogPageViewModel
import org.koin.compose.viewmodel.koinViewModel

@Composable
fun CatalogTemplateScreen(
    modifier: Modifier = Modifier,
    viewModel: ViewModel = koinViewModel<CatalogPageViewModel>(),
) {
    val (state, dispatch) = viewModel.observe { }

    CatalogTemplateContent(
        pages = CatalogTemplatePage.Companion.all(),
        initialPage = state.value.page as? CatalogTemplatePage ?: CatalogTemplatePage.LAYOUT,
        onEvent = { dispatch(it) },
        modifier = modifier,
    )
}
