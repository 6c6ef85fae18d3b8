import QtQuick

// Hot-seat: hides the hand between two humans' turns until the next player is ready.
Rectangle {
    id: pass
    readonly property bool modal: true
    property string name: ""
    Accessible.role: Accessible.Dialog
    Accessible.name: title.text
    signal ready()
    color: "#F2061F19"
    MouseArea { anchors.fill: parent; onClicked: pass.ready() }
    Column {
        anchors.centerIn: parent
        spacing: 24
        Text {
            textFormat: Text.PlainText
            id: title
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Pass the computer to %1").arg(pass.name)
            color: Theme.text
            font.pixelSize: 34; font.bold: true
        }
        GameButton {
            objectName: "readyButton"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("I am %1 — show my cards").arg(pass.name)
            primary: true
            onClicked: pass.ready()
        }
    }
}
