import QtQuick
import QtQuick.Controls

// The scroll bar of a list on the table, whose first frame loads no Qt Quick Controls:
// HandRows.qml loads it (a Loader by file name) only while its list holds more rows than it
// shows, and it stays in view while it is there, as the other lists' bars do
// (NewGameScreen.qml, HelpOverlay.qml). Attached to `view`, it follows and moves the list.
ScrollBar {
    id: bar
    property Flickable view
    property string name  // what a screen reader calls it
    policy: ScrollBar.AlwaysOn
    Accessible.name: name
    onViewChanged: if (view) view.ScrollBar.vertical = bar
}
