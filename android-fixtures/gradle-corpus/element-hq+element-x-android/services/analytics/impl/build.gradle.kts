import extension.setupDependencyInjection
import extension.testCommonDependencies

/*
 * Copyright (c) 2025 Element Creations Ltd.
 * Copyright 2023, 2024 New Vector Ltd.
 *
 * SPDX-License-Identifier: AGPL-3.0-only OR LicenseRef-Element-Commercial.
 * Please see LICENSE files in the repository root for full details.
 */

plugins {
    id("io.element.android-compose-library")
    id("kotlin-parcelize")
}

android {
    namespace = "io.element.android.services.analytics.impl"
}

setupDependencyInjection()

dependencies {
    implementation(projects.libraries.androidutils)
    implementation(projects.libraries.core)
    implementation(projects.libraries.architecture)
    implementation(projects.libraries.designsystem)
    implementation(projects.libraries.matrix.api)
    implementation(projects.features.networkmonitor.api)
    implementation(projects.libraries.preferences.api)
    implementation(projects.libraries.sessionStorage.api)
    implementation(projects.services.appnavstate.api)

    api(projects.services.analyticsproviders.api)
    api(projects.services.analytics.api)
    implementation(libs.androidx.datastore.preferences)

    testCommonDependencies(libs)
    testImplementation(projects.libraries.matrix.test)
    testImplementation(projects.libraries.sessionStorage.test)
    testImplementation(projects.features.networkmonitor.test)
    testImplementation(projects.services.analytics.test)
    testImplementation(projects.services.analyticsproviders.test)
    testImplementation(projects.services.appnavstate.test)
    testImplementation(projects.features.networkmonitor.test)
    testImplementation(projects.services.toolbox.test)
}
