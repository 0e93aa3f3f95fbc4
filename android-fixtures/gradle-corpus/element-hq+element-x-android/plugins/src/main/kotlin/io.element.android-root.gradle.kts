import extension.setupKover

plugins {
    id("org.jetbrains.kotlinx.kover") apply false
}

setupKover()
