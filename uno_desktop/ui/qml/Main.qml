import QtQuick

// The window: the felt, the current screen, toasts and messages. A plain Window, not a
// Controls ApplicationWindow: the screens that use Controls get the Material style's dark
// theme and the game's accent and primary colours from app.py (environment).
Window {
    id: window
    // first a share of the screen, centred (App.firstWindow), then the player's own
    x: App.firstWindow.x
    y: App.firstWindow.y
    width: App.firstWindow.width
    height: App.firstWindow.height
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: qsTr("UNO Desktop")
    color: Theme.feltDark
    visibility: App.settingsObject.fullScreen ? Window.FullScreen : Window.Windowed

    Felt { anchors.fill: parent }
    // Never shown: loading a card back on Qt's image thread as the window is built loads
    // the SVG image plugin there, so the first card the table draws (a seat badge's back,
    // still decoded at once, at its own size) does not wait for it on the GUI thread (~3 ms
    // before the first frame).
    Image {
        visible: false
        asynchronous: true
        source: App.gameController.backCard
        sourceSize.width: 8; sourceSize.height: 11
    }

    // Everything but the felt is drawn at the UI scale: a smaller logical window, scaled up.
    // The setting, else one from the window on the screen: 100 % up to 1600×950 (the table
    // is drawn for 1280×760), then in steps of 25 % to 200 % from 2560×1520 (a 4K screen's
    // first window). Never so much that less than the 1024×640 every screen is laid out for
    // is left: then the settings say it is capped (scaleCapped). The table grows nothing
    // with the window on its own (Table.qml's k only shrinks it to fit), so 200 % is twice
    // 100 % wherever the window allows it.
    function steps(f) { return Math.max(1, Math.min(2, Math.floor(f * 4) / 4)) }
    readonly property real wantedScale: App.settingsObject.uiScale > 0 ? App.settingsObject.uiScale
        : steps(Math.min(width / 1280, height / 760))
    readonly property real fitScale: Math.min(width / 1024, height / 640)
    readonly property real uiScale: Math.max(0.5, Math.min(wantedScale, fitScale))
    readonly property bool scaleCapped: wantedScale > fitScale + 0.001
    Binding { target: Theme; property: "ui"; value: window.uiScale }
    // The focus back to the screen once a window-wide overlay goes (the list of keys, a
    // message): to what had it there (an overlay of the table's, its default control).
    function refocus() {
        var screen = screenLoader.item
        if (!screen) return
        screen.forceActiveFocus()
        if (screen.refocus) Qt.callLater(screen.refocus)
    }
    Binding { target: Theme; property: "uiCapped"; value: window.scaleCapped }
    Binding { target: Theme; property: "uiMax"; value: window.fitScale }

    Item {
        id: content
        objectName: "content"
        width: window.width / window.uiScale
        height: window.height / window.uiScale
        scale: window.uiScale
        transformOrigin: Item.TopLeft

        Loader {
            id: screenLoader
            objectName: "screenLoader"
            anchors.fill: parent
            focus: true
            enabled: !App.helpShown && !messageLoader.shown  // no clicks, no Tab stops under them
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
                case "rooms": return App.roomsSource !== "" ? App.roomsSource : "MenuScreen.qml"
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
                    // once the drop is delivered: opening it replaces the screen, and the
                    // items the drag went over must not go while Qt still walks them
                    Qt.callLater(App.openFile, drop.urls[0].toString())
                }
            }
        }

        Toast {  // (a table shows the game's in its prompt's place: Table.showNote)
            id: toast
            objectName: "toast"
            y: 64
        }

        Connections {
            target: App.gameController
            function onToast(text) {
                var screen = screenLoader.item
                if (screen && screen.showNote !== undefined)
                    screen.showNote(text)
                else
                    toast.show(text)
            }
        }

        // F1 or ? from any screen: every key (built only while shown, from its own file: it
        // uses Qt Quick Controls, which the window, the menu and the table never load)
        Shortcut {
            sequences: ["F1", "?", "Shift+?"]
            onActivated: App.helpShown ? App.hideHelp() : App.showHelp()
        }
        Loader {
            id: helpLoader
            anchors.fill: parent
            z: 900
            active: App.helpShown
            focus: active
            onActiveChanged: if (!active) window.refocus()
            source: "HelpOverlay.qml"
            onLoaded: item.focus = true
            Connections {
                target: helpLoader.item
                function onDone() { App.hideHelp() }
            }
        }

        // Built only while there is a message, from its own file. Modal: the screen under it
        // is disabled (no Tab stop, no click) and gets the focus back when it goes.
        Loader {
            id: messageLoader
            anchors.fill: parent
            z: 950
            property bool shown: false
            active: shown
            focus: active
            onActiveChanged: if (!active) window.refocus()
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
}
