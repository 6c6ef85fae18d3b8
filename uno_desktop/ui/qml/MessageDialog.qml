import QtQuick

// The message dialog (an error, a lost connection, the seat taken over from elsewhere),
// shown while App.message is set: the game's one dialog (ConfirmDialog), so it looks like
// every other question. Main loads it only then; ``closed`` tells it the message is gone.
// The focus starts on OK, so Enter dismisses it.
ConfirmDialog {
    id: root
    objectName: "messageDialog"
    signal closed()
    title: qsTr("UNO Desktop")
    text: App.message
    confirmText: qsTr("New game")
    confirmTint: Theme.accent
    cancelText: qsTr("OK")
    onConfirmed: { App.clearMessage(); App.showScreen("newgame") }
    onCancelled: App.clearMessage()
    Connections {
        target: App
        function onMessageChanged() { if (App.message === "") Qt.callLater(root.closed) }
    }
}
