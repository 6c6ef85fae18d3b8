"""The replay screens' controller's parts, each with one job, stacked into
:class:`~uno_desktop.ui.replay.ReplayController` (QML's ``App.replays``): :mod:`.position`
(the game watched: its transport attached at a position, and what the screen shows of it),
:mod:`.controls` (play, pause, step, jump, speed, seat, open hands)."""
