import QtQuick
import QtQuick.Controls
import UnoDesktop.Lan
import ".."

// A room found in the list wants a PIN: asked right here, where the player chose the room.
// Enter joins, Esc goes back to the list; a wrong PIN is said here and can be typed again.
FocusScope {
    id: prompt
    objectName: "lanPinPrompt"
    readonly property bool modal: true
    property string room: ""
    property bool watching: false  // joining to watch, not to play
    signal accepted(string pin)
    signal cancelled()

    Accessible.role: Accessible.Dialog
    Accessible.name: title.text
    Keys.onEscapePressed: prompt.cancelled()
    Component.onCompleted: pinField.forceActiveFocus()

    Rectangle { anchors.fill: parent; color: "#AA000000" }
    MouseArea { anchors.fill: parent; onClicked: prompt.cancelled() }
    Panel {
        anchors.centerIn: parent
        color: "#F5102620"
        width: Math.min(560, prompt.width - 40)
        height: column.implicitHeight + 48
        MouseArea { anchors.fill: parent }  // a click on the panel is not a cancel
        Column {
            id: column
            x: 28; y: 24
            width: parent.width - 56
            spacing: 14
            Text {
                id: title
                textFormat: Text.PlainText
                width: parent.width
                text: qsTr("PIN for %1").arg(prompt.room)
                color: Theme.accent
                font.pixelSize: 24; font.bold: true
                wrapMode: Text.Wrap
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: qsTr("The host gave this room a PIN: ask them for it.")
                color: Theme.text
                font.pixelSize: 16
                wrapMode: Text.Wrap
            }
            TextField {
                id: pinField
                objectName: "lanListPinField"
                width: parent.width
                maximumLength: 16
                placeholderText: qsTr("PIN")
                Accessible.name: qsTr("PIN for %1").arg(prompt.room)
                onAccepted: if (text.trim() !== "") prompt.accepted(text)
            }
            Text {
                objectName: "lanPinError"
                textFormat: Text.PlainText
                width: parent.width
                visible: text !== ""
                text: LanController.pinError
                color: Theme.danger
                font.pixelSize: 15
                font.bold: true
                wrapMode: Text.Wrap
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }
            Flow {
                width: parent.width
                layoutDirection: Qt.RightToLeft
                spacing: 12
                GameButton {
                    objectName: "lanPinJoinButton"
                    primary: true
                    enabled: pinField.text.trim() !== ""
                    text: prompt.watching ? qsTr("Watch") : qsTr("Join")
                    onClicked: prompt.accepted(pinField.text)
                }
                GameButton {
                    objectName: "lanPinCancelButton"
                    text: qsTr("Back")
                    onClicked: prompt.cancelled()
                }
            }
        }
    }
}
