"""The application controller's parts, each with one job, stacked into
:class:`~uno_desktop.ui.shell.AppController` (QML's ``App``): :mod:`.screens` (which screen
shows, the message line, the screens' sources), :mod:`.games` (starting, resuming, autosaving
and leaving a game), :mod:`.files` (files and links opened, kept games, the other screens'
controllers built when first asked for). Their strings keep the ``AppController`` context."""
