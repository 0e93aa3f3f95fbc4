configurations.maybeCreate("default")
artifacts.add("default", file("matrix-rust-sdk.aar"))
