"""The LAN screens' controller's parts, each with one job, stacked into
:class:`~uno_desktop.ui.lan.LanController` (QML's ``LanController`` singleton):
:mod:`.lobby` (what the screens show), :mod:`.joining` (finding, joining and keeping a seat
in a room), :mod:`.hosting` (opening, resuming and starting a room here). Their strings keep
the ``LanController`` context."""
