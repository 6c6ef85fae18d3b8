import QtQuick

// The window: the felt, the current screen, toasts and messages. A plain Window, not a
// Controls ApplicationWindow: the screens that use Controls get the Material style's dark
// theme and the game's accent and primary colours from app.py (environment).
Window {
    id: window
    width: 1280
    height: 720
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: qsTr("UNO Desktop")
    color: Theme.feltDark
    visibility: App.settingsObject.fullScreen ? Window.FullScreen : Window.Windowed

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
            case "replays": return "GamesScreen.qml"
            case "replay": return "ReplayScreen.qml"
            case "stats": return "StatsScreen.qml"
            case "tutorial": return "TutorialScreen.qml"
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

    // A record file (or a save) dropped anywhere on the window opens it.
    DropArea {
        objectName: "fileDrop"
        anchors.fill: parent
        keys: ["text/uri-list"]
        onDropped: (drop) => {
            if (drop.hasUrls && drop.urls.length > 0) {
                drop.accept(Qt.CopyAction)
                App.openFile(drop.urls[0].toString())
            }
        }
    }

    Toast { id: toast; objectName: "toast" }

    Connections {
        target: App.gameController
        function onToast(text) { toast.show(text) }
    }

    // Built only while there is a message, from its own file: the window, the menu and the
    // table never load Qt Quick Controls (its Material style costs ~30 ms at start-up).
    // It stays until its closing transition has played (unloading it at once cut that
    // short, and left the modal dimmer behind when deleteLater was not processed).
    Loader {
        id: messageLoader
        anchors.fill: parent
        property bool shown: false
        active: shown
        source: "MessageDialog.qml"
        Component.onCompleted: shown = App.message !== ""
        Connections {
            target: App
            function onMessageChanged() {
                if (App.message !== "")
                    messageLoader.shown = true
            }
        }
        Connections {
            target: messageLoader.item
            function onClosed() {
                if (App.message === "")
                    messageLoader.shown = false
            }
        }
    }
}
