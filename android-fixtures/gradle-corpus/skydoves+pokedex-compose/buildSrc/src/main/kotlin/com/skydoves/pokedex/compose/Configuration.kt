package com.skydoves.pokedex.compose

object Configuration {
  const val majorVersion = 1
  const val minorVersion = 0
  const val patchVersion = 3
  const val versionName = "$majorVersion.$minorVersion.$patchVersion"
  const val versionCode = 4
}
