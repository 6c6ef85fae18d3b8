import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

// The window: the felt, the current screen, toasts and messages.
ApplicationWindow {
    id: window
    width: 1280
    height: 720
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: qsTr("UNO Desktop")
    color: Theme.feltDark
    visibility: App.settingsObject.fullScreen ? Window.FullScreen : Window.Windowed
    Material.theme: Material.Dark
    Material.accent: Theme.accent
    Material.primary: Theme.felt

    Felt { anchors.fill: parent }

    Loader {
        id: screenLoader
        objectName: "screenLoader"
        anchors.fill: parent
        focus: true
        // The screen shown at start-up (the menu) is built on the first turn of the event
        // loop, not during load(): a game started straight away never builds it, and the
        // window shows sooner. Every other switch loads at once, so the table is in its
        // first frame. (An asynchronous Loader did the same, but dropping a menu still
        // being built let its bindings run in a destroyed context.)
        function sourceFor(screen) {
            switch (screen) {
            case "newgame": return "NewGameScreen.qml"
            case "table": return "Table.qml"
            case "settings": return "SettingsScreen.qml"
            case "rules": return "RulesScreen.qml"
            case "lan": return App.lanSource !== "" ? App.lanSource : "MenuScreen.qml"
            }
            return "MenuScreen.qml"
        }
        function showStartScreen() {
            if (source.toString() === "")
                source = sourceFor(App.screen)
        }
        Component.onCompleted: Qt.callLater(showStartScreen)
        onLoaded: item.forceActiveFocus()
        Connections {
            target: App
            function onScreenChanged() { screenLoader.source = screenLoader.sourceFor(App.screen) }
        }
    }

    Toast { id: toast; objectName: "toast" }

    Connections {
        target: App.gameController
        function onToast(text) { toast.show(text) }
    }

    // Built only while there is a message: a Controls Dialog costs ~15 ms at start-up.
    Loader {
        id: messageLoader
        anchors.fill: parent
        active: App.message !== ""
        sourceComponent: Item {
            Dialog {
                id: messageDialog
                objectName: "messageDialog"
                anchors.centerIn: parent
                modal: true
                width: Math.min(560, parent.width - 80)
                title: qsTr("UNO Desktop")
                visible: App.message !== ""
                standardButtons: Dialog.NoButton
                closePolicy: Popup.NoAutoClose
                contentItem: Column {
                    spacing: 20
                    Label {
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
    }
}
