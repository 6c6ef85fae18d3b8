import QtQuick
import QtQuick.Controls

// A compact button of the replay's bar (the keyboard stays with the replay screen).
ToolButton {
    property string tip: ""
    property string key: ""  // the replay screen's key that does the same (F1 lists it)
    implicitWidth: 46
    implicitHeight: 38
    padding: 0
    font.pixelSize: 15
    font.bold: true
    focusPolicy: Qt.NoFocus
    Accessible.name: tip
    Accessible.description: key !== "" ? qsTr("Key: %1").arg(key) : ""
    ToolTip.visible: hovered && tip !== ""
    ToolTip.text: key !== "" ? qsTr("%1 (%2)").arg(tip).arg(key) : tip
    ToolTip.delay: 500
}
