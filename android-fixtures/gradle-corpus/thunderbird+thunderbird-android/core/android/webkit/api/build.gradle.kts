plugins {
    id(ThunderbirdPlugins.Library.android)
}

android {
    namespace = "net.thunderbird.core.android.webkit"
}

codeCoverage {
    branchCoverage = 66
    lineCoverage = 71
}
