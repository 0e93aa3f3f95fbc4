configurations.maybeCreate("default")
artifacts.add("default", file("library.aar"))
artifacts.add("default", file("library-compose.aar"))
