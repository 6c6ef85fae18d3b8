import QtQuick
import QtQuick.Controls
import UnoDesktop.Rooms
import ".."

// The room's lobby: the LAN's lobby, with the room's panel above it: the code, big, for
// the host to read out or copy (and its link); for a guest, the way the game travels.
FocusScope {
    id: roomsLobby
    property alias lobby: lanLobby.item

    Panel {
        id: roomPanel
        objectName: "roomPanel"
        width: parent.width
        height: content.implicitHeight + 24
        Column {
            id: content
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            anchors.margins: 16
            spacing: 6
            Row {
                visible: RoomsController.hosting
                spacing: 16
                width: parent.width
                Text {
                    id: codeText
                    objectName: "roomCode"
                    textFormat: Text.PlainText
                    anchors.verticalCenter: parent.verticalCenter
                    text: RoomsController.code !== "" ? RoomsController.code : "…"
                    color: Theme.text
                    font.pixelSize: 44
                    font.bold: true
                    font.family: "monospace"
                    font.letterSpacing: 3
                    Accessible.role: Accessible.StaticText
                    Accessible.name: RoomsController.spokenCode
                }
                Column {
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: 6
                    width: parent.width - codeText.width - 16
                    Text {
                        objectName: "roomInviteLine"
                        textFormat: Text.PlainText
                        width: parent.width
                        text: RoomsController.inviteLine
                        color: Theme.text
                        font.pixelSize: 15
                        wrapMode: Text.Wrap
                    }
                    Text {
                        objectName: "roomWrongLine"
                        textFormat: Text.PlainText
                        visible: text !== ""
                        width: parent.width
                        text: RoomsController.wrongLine
                        color: Theme.danger
                        font.pixelSize: 15
                        wrapMode: Text.Wrap
                    }
                    Flow {
                        width: parent.width
                        spacing: 8
                        GameButton {
                            objectName: "roomCopyCodeButton"
                            text: qsTr("Copy code")
                            enabled: RoomsController.code !== ""
                            onClicked: RoomsController.copyCode()
                        }
                        GameButton {
                            objectName: "roomCopyLinkButton"
                            text: qsTr("Copy link")
                            enabled: RoomsController.code !== ""
                            onClicked: RoomsController.copyLink()
                        }
                        GameButton {
                            objectName: "roomNewCodeButton"
                            text: qsTr("New code")
                            enabled: RoomsController.code !== ""
                            onClicked: RoomsController.newCode()
                        }
                    }
                }
            }
            Text {
                objectName: "roomPathLine"
                visible: !RoomsController.hosting
                textFormat: Text.PlainText
                width: parent.width
                text: RoomsController.pathLine
                color: Theme.text
                font.pixelSize: 17
                wrapMode: Text.Wrap
                Accessible.role: Accessible.StatusBar
                Accessible.name: text
            }
        }
    }

    Loader {
        id: lanLobby
        objectName: "roomsLanLobby"
        anchors.top: roomPanel.bottom
        anchors.topMargin: 12
        anchors.bottom: parent.bottom
        width: parent.width
        focus: true
        source: "../lan/LanLobby.qml"
    }
}
