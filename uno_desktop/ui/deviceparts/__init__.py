"""The device controller's parts, each with one job, stacked into
:class:`~uno_desktop.ui.devices.DeviceController`: :mod:`.view` (what the device components
bind to: the pending device decision, its state, the kit's traits), :mod:`.inputs` (clicks
and keys on the devices made actions)."""
