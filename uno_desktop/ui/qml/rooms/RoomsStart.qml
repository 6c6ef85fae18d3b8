import QtQuick
import QtQuick.Controls
import UnoDesktop.Lan
import UnoDesktop.Rooms
import ".."

// First page: your name, then invite friends or join with a code; the servers below.
FocusScope {
    Flickable {
        anchors.fill: parent
        contentHeight: column.implicitHeight
        clip: true
        Column {
            id: column
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(parent.width, 460)
            spacing: 10

            Label {
                textFormat: Text.PlainText
                text: qsTr("Your name")
                color: Theme.textDim
                font.pixelSize: 15
            }
            TextField {
                id: nameField
                objectName: "roomsNameField"
                width: parent.width
                maximumLength: 64
                font.pixelSize: 18
                focus: true
                Accessible.name: qsTr("Your name")
                // the name once the field has the focus: a caret that moved (the text set)
                // before then makes Orca take the field for the focus silently, and the
                // field's own focus event then reads nothing
                Component.onCompleted: Qt.callLater(() => { text = LanController.playerName })
                onEditingFinished: LanController.setPlayerName(text)
            }
            GameButton {
                objectName: "roomsInviteButton"
                width: parent.width
                primary: true
                text: qsTr("Invite friends")
                onClicked: {
                    LanController.setPlayerName(nameField.text)
                    RoomsController.invite()
                    RoomsController.showPage("host")
                }
            }
            GameButton {
                objectName: "roomsJoinButton"
                width: parent.width
                text: qsTr("Join with a code")
                onClicked: { LanController.setPlayerName(nameField.text); RoomsController.showPage("join") }
            }
            GameButton {
                objectName: "roomsBackButton"
                width: parent.width
                text: qsTr("Back")
                onClicked: App.showScreen("menu")
            }
            Label {
                textFormat: Text.PlainText
                topPadding: 10
                width: parent.width
                text: qsTr("Servers (empty: the public ones)")
                color: Theme.textDim
                font.pixelSize: 15
                wrapMode: Text.Wrap
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Room server")
                color: Theme.textDim
                font.pixelSize: 13
            }
            TextField {
                id: mailboxField
                objectName: "roomsMailboxField"
                width: parent.width
                text: RoomsController.mailbox
                Accessible.name: qsTr("Room server")
                onEditingFinished: RoomsController.setServers(text, relayField.text)
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Relay server")
                color: Theme.textDim
                font.pixelSize: 13
            }
            TextField {
                id: relayField
                objectName: "roomsRelayField"
                width: parent.width
                text: RoomsController.relay
                Accessible.name: qsTr("Relay server")
                onEditingFinished: RoomsController.setServers(mailboxField.text, text)
            }
        }
    }
}
