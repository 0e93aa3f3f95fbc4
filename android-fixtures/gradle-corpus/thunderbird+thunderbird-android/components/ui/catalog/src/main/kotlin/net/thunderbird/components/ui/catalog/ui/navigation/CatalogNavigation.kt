package net.thunderbird.components.ui.catalog.ui.navigation

interface CatalogNavigation : Navigation<CatalogRoute>
