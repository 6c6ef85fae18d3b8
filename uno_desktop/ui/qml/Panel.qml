import QtQuick

// A dark translucent panel with a soft border, for overlays and side boxes.
Rectangle {
    radius: 14
    color: Theme.panel
    border.color: Theme.panelBorder
    border.width: 1
}
