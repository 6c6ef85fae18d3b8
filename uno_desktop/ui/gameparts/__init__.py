"""The game controller's parts, each with one job, stacked into
:class:`~uno_desktop.ui.controller.GameController`: :mod:`.parts` (the signals and the state
every part reads), :mod:`.words` (what the table says), :mod:`.showing` (the sequencer's
moments through the presenters, and the view's commit), :mod:`.inputs` (the player's clicks
and keys as actions)."""
