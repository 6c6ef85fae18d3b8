import QtQuick
import QtQuick.Controls

// A compact button of the replay's bar (the keyboard stays with the replay screen).
ToolButton {
    property string tip: ""
    implicitWidth: 46
    implicitHeight: 38
    padding: 0
    font.pixelSize: 15
    font.bold: true
    focusPolicy: Qt.NoFocus
    Accessible.name: tip
    ToolTip.visible: hovered && tip !== ""
    ToolTip.text: tip
    ToolTip.delay: 500
}
