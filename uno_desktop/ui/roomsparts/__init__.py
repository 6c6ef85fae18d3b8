"""The rooms screens' controller's parts, each with one job, stacked into
:class:`~uno_desktop.ui.rooms.RoomsController` (QML's ``RoomsController`` singleton):
:mod:`.view` (what the rooms screens show and say, the player's servers), :mod:`.joining`
(a guest's code knocked with, the pairing, the link to the host). Their strings keep the
``RoomsController`` context."""
