import QtQuick

// Hot-seat: hides the hand between two humans' turns until the next player is ready
// (a click anywhere, or Enter: its button has the focus).
ModalOverlay {
    id: pass
    property string name: ""
    Accessible.name: title.text
    signal ready()
    dim: "#F2061F19"
    defaultItem: readyButton
    onDimClicked: pass.ready()
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
            id: readyButton
            objectName: "readyButton"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("I am %1 — show my cards").arg(pass.name)
            primary: true
            onClicked: pass.ready()
        }
    }
}
