"""One kit per edition, each in the folder named after it: what the app adds to an edition
of the core (:mod:`uno_desktop.ui.kits` is the registry and says what a kit holds)."""
