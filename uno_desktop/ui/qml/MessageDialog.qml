import QtQuick
import QtQuick.Controls

// The message dialog (an error, a lost connection), shown while App.message is set. Main
// loads it only then; ``closed`` tells it the closing transition is over.
Item {
    id: root
    signal closed()

    Dialog {
        id: messageDialog
        objectName: "messageDialog"
        anchors.centerIn: parent
        modal: true
        scale: Theme.ui  // in the window's overlay, outside the scaled screen
        width: Math.min(560, root.width - 80)
        title: qsTr("UNO Desktop")
        visible: App.message !== ""
        standardButtons: Dialog.NoButton
        closePolicy: Popup.NoAutoClose
        onClosed: root.closed()
        contentItem: Column {
            spacing: 20
            Label {
                textFormat: Text.PlainText
                width: messageDialog.width - 48
                text: App.message
                wrapMode: Text.Wrap
                font.pixelSize: 17
            }
            Row {
                spacing: 12
                anchors.right: parent.right
                GameButton {
                    text: qsTr("New game")
                    primary: true
                    onClicked: { App.clearMessage(); App.showScreen("newgame") }
                }
                GameButton {
                    text: qsTr("OK")
                    onClicked: App.clearMessage()
                }
            }
        }
    }
}
