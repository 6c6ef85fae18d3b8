import QtQuick
import QtQuick.Controls
import UnoDesktop.Lan
import ".."

// First LAN page: your name, then host or join.
FocusScope {
    Column {
        anchors.horizontalCenter: parent.horizontalCenter
        width: 420
        spacing: 16

        Label {
            textFormat: Text.PlainText
            text: qsTr("Your name")
            color: Theme.textDim
            font.pixelSize: 15
        }
        TextField {
            id: nameField
            objectName: "lanNameField"
            width: parent.width
            maximumLength: 64  // the wire's limit; the host keeps 24 characters as seen
            font.pixelSize: 18
            focus: true
            Accessible.name: qsTr("Your name")
            // the name once the field has the focus (rooms/RoomsStart.qml's says why)
            Component.onCompleted: Qt.callLater(() => { text = LanController.playerName })
            onEditingFinished: LanController.setPlayerName(text)
        }
        Item { width: 1; height: 10 }
        GameButton {
            objectName: "lanHostButton"
            width: parent.width
            primary: true
            text: qsTr("Host a game")
            onClicked: { LanController.setPlayerName(nameField.text); LanController.show("host") }
        }
        GameButton {
            objectName: "lanJoinButton"
            width: parent.width
            text: qsTr("Join a game")
            onClicked: { LanController.setPlayerName(nameField.text); LanController.show("join") }
        }
        GameButton {
            objectName: "lanBackButton"
            width: parent.width
            text: qsTr("Back")
            onClicked: App.showScreen("menu")
        }
    }
}
