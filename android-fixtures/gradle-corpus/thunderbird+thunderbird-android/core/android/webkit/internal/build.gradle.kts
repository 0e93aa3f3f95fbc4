plugins {
    id(ThunderbirdPlugins.Library.android)
}

android {
    namespace = "net.thunderbird.core.android.webkit.internal"
}

codeCoverage {
    branchCoverage = 66
    lineCoverage = 71
}
