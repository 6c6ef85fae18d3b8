import QtQuick

// A yes/no question over the screen (leave the table, close the room, quit), in plain Qt
// Quick so the table can show it without loading Qt Quick Controls. Esc, a click beside it
// or "stay" cancels; the focus starts on "stay", so Enter never leaves by accident.
ModalOverlay {
    id: dialog
    property string title: ""
    property string text: ""
    property string confirmText: qsTr("Leave")
    property string cancelText: qsTr("Stay")
    property color confirmTint: Theme.red  // a warning colour for leaving; a message's is plain
    signal confirmed()
    signal cancelled()

    Accessible.name: title
    Accessible.description: text
    defaultItem: stay
    onEscaped: dialog.cancelled()
    onDimClicked: dialog.cancelled()

    Panel {
        anchors.centerIn: parent
        color: "#F5102620"
        width: Math.min(620, dialog.width - 80)
        height: column.implicitHeight + 56
        MouseArea { anchors.fill: parent }  // a click on the panel is not a cancel
        Column {
            id: column
            x: 32; y: 28
            width: parent.width - 64
            spacing: 18
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: dialog.title
                color: Theme.accent
                font.pixelSize: 26; font.bold: true
                wrapMode: Text.Wrap
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: dialog.text
                color: Theme.text
                font.pixelSize: 17
                wrapMode: Text.Wrap
                visible: text !== ""
            }
            Flow {
                width: parent.width
                layoutDirection: Qt.RightToLeft
                spacing: 12
                GameButton {
                    objectName: "confirmButton"
                    text: dialog.confirmText
                    primary: true
                    tint: dialog.confirmTint
                    onClicked: dialog.confirmed()
                }
                GameButton {
                    id: stay
                    objectName: "cancelButton"
                    text: dialog.cancelText
                    onClicked: dialog.cancelled()
                }
            }
        }
    }
}
