import QtQuick
import QtQuick.Controls
import UnoDesktop.Rooms
import ".."

// Joining with a code: typed or pasted (spaces, dashes and the link are forgiven), or
// filled in by an invitation link the system handed to the game.
FocusScope {
    // Join pressed: the focus goes to Cancel (the field and Join are out of reach while
    // the game knocks), and back to the field when the knock ends without a room
    // (once the turn is over: Cancel is shown by the same change, and a hidden item takes
    // no focus)
    readonly property bool joining: RoomsController.joining
    onJoiningChanged: Qt.callLater(focusForJoining)
    function focusForJoining() {
        if (joining)
            cancelButton.forceActiveFocus()
        else
            codeField.forceActiveFocus()
    }

    Column {
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(parent.width, 520)
        spacing: 14

        Label {
            textFormat: Text.PlainText
            width: parent.width
            text: qsTr("The code your host gave you")
            color: Theme.textDim
            font.pixelSize: 15
            wrapMode: Text.Wrap
        }
        TextField {
            id: codeField
            objectName: "roomsCodeField"
            width: parent.width
            text: RoomsController.pendingLink
            inputMethodHints: Qt.ImhPreferNumbers
            maximumLength: 600  // a pasted link fits
            font.pixelSize: 34
            font.letterSpacing: 2
            horizontalAlignment: TextInput.AlignHCenter
            enabled: !RoomsController.joining
            focus: true
            Accessible.name: qsTr("Room code")
            onAccepted: joinButton.clicked()
            Connections {  // a link that comes while the page is open: its code, not what was typed
                target: RoomsController
                function onLinkFilled(code) { codeField.text = code; codeField.forceActiveFocus() }
            }
        }
        Switch {
            id: watchBox
            objectName: "roomsWatchBox"
            text: qsTr("Only watch")
            Accessible.name: text
            enabled: !RoomsController.joining
        }
        GameButton {
            id: joinButton
            objectName: "roomsJoinCodeButton"
            width: parent.width
            primary: true
            visible: !RoomsController.joining
            text: qsTr("Join")
            onClicked: RoomsController.join(codeField.text, watchBox.checked)
        }
        GameButton {
            id: cancelButton
            objectName: "roomsCancelButton"
            width: parent.width
            visible: RoomsController.joining
            text: qsTr("Cancel")
            onClicked: RoomsController.cancelJoin()
        }
        GameButton {
            objectName: "roomsJoinBackButton"
            width: parent.width
            text: qsTr("Back")
            onClicked: { RoomsController.cancelJoin(); RoomsController.showPage("start") }
        }
    }
}
