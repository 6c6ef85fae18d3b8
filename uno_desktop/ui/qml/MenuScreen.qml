import QtQuick

// The main menu: new game, continue, LAN, replays, statistics, the tutorial, rules,
// settings, quit.
FocusScope {
    id: menu
    Column {
        anchors.centerIn: parent
        enabled: !quitQuestion.active  // no click, no Tab stop under the question
        spacing: 14
        width: 380

        Item {
            // with Continue and Rejoin both offered the fan of cards makes room for them
            // (the menu fits a 640-pixel-high window)
            readonly property bool crowded: rejoinButton.visible && App.canContinue
            width: parent.width; height: crowded ? 64 : 236
            Row {
                visible: !parent.crowded
                anchors.horizontalCenter: parent.horizontalCenter
                y: 6
                spacing: -38
                Repeater {
                    model: ["red_7", "yellow_skip", "black_wild", "green_reverse", "blue_draw_two"]
                    Image {
                        required property string modelData
                        required property int index
                        source: App.cardUrl(modelData)
                        sourceSize.width: Math.ceil(90 * Screen.devicePixelRatio * Theme.ui)
                        sourceSize.height: Math.ceil(126 * Screen.devicePixelRatio * Theme.ui)
                        width: 90; height: 126
                        rotation: (index - 2) * 9
                        transformOrigin: Item.Bottom
                        y: Math.abs(index - 2) * 8
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                text: qsTr("UNO Desktop")
                color: Theme.text
                font.pixelSize: 46
                font.bold: true
                style: Text.Raised
                styleColor: "#60000000"
            }
        }
        Item { width: 1; height: 8 }
        GameButton {
            id: newButton
            objectName: "newGameButton"
            width: parent.width
            text: qsTr("New game")
            primary: !rejoinButton.visible
            focus: !rejoinButton.visible
            // The first start's offer is heard with the button that has the focus, and
            // Shift+Tab goes to it (a screen reader reads nothing of the menu's corner).
            Accessible.description: offerLoader.item
                ? offerLoader.item.summary + " " + qsTr("Shift+Tab: the tutorial.") : ""
            KeyNavigation.backtab: offerLoader.item ? offerLoader.item.tutorialButton : null
            onClicked: App.showScreen("newgame")
        }
        GameButton {
            objectName: "continueButton"
            width: parent.width
            text: qsTr("Continue")
            visible: App.canContinue
            onClicked: App.continueGame()
        }
        GameButton {  // a seat on another computer waits for us (after a restart, say)
            id: rejoinButton
            objectName: "rejoinButton"
            width: parent.width
            implicitHeight: 70
            focus: visible  // the player restarted to come back: Enter takes the seat
            visible: App.lanRejoin !== "" && App.lanSource !== ""
            primary: true
            Accessible.name: qsTr("Rejoin %1").arg(App.lanRejoin)
            onClicked: App.rejoinLan()
            Column {  // what it does, then the room's name (up to 40 characters) whole
                anchors.centerIn: parent
                width: parent.width - 2 * parent.leftPadding
                Text {
                    textFormat: Text.PlainText
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    text: qsTr("Back to your seat")
                    color: "#1B1B1F"
                    font.pixelSize: 16
                    font.bold: true
                }
                Text {
                    objectName: "rejoinRoom"
                    textFormat: Text.PlainText
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    text: App.lanRejoin
                    color: "#1B1B1F"
                    font.pixelSize: 14
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 10
                    elide: Text.ElideRight
                }
            }
        }
        Row {  // two to a row, so the menu still fits a 640-pixel-high window
            width: parent.width
            spacing: 10
            GameButton {
                objectName: "lanButton"
                width: (parent.width - 10) / 2
                leftPadding: 8; rightPadding: 8
                text: qsTr("Play on LAN")
                enabled: App.lanSource !== ""
                onClicked: App.showScreen("lan")
            }
            GameButton {
                objectName: "roomsButton"
                width: (parent.width - 10) / 2
                leftPadding: 8; rightPadding: 8
                text: qsTr("Play online")
                enabled: App.roomsSource !== ""
                onClicked: App.showScreen("rooms")
            }
        }
        Row {  // three to a row, so the menu still fits a 640-pixel-high window
            width: parent.width
            spacing: 10
            GameButton {
                objectName: "replaysButton"
                width: (parent.width - 20) / 3
                leftPadding: 8; rightPadding: 8
                text: qsTr("Replays")
                onClicked: App.showScreen("replays")
            }
            GameButton {
                objectName: "statsButton"
                width: (parent.width - 20) / 3
                leftPadding: 8; rightPadding: 8
                text: qsTr("Statistics")
                onClicked: App.showScreen("stats")
            }
            GameButton {
                objectName: "tutorialButton"
                width: (parent.width - 20) / 3
                leftPadding: 8; rightPadding: 8
                text: qsTr("Tutorial")
                onClicked: App.tutorial.start()
            }
        }
        Row {
            width: parent.width
            spacing: 10
            GameButton {
                width: (parent.width - 10) / 2
                text: qsTr("Rules")
                onClicked: App.showScreen("rules")
            }
            GameButton {
                width: (parent.width - 10) / 2
                text: qsTr("Settings")
                onClicked: App.showScreen("settings")
            }
        }
        GameButton {
            width: parent.width
            text: qsTr("Quit")
            onClicked: App.quit()
        }
    }
    // On the first start: the tutorial is offered once (either answer ends the offer).
    Loader {
        id: offerLoader
        active: App.offerTutorial
        onActiveChanged: if (!active && App.screen === "menu") newButton.forceActiveFocus()
        anchors.right: parent.right; anchors.bottom: parent.bottom
        anchors.margins: 24
        sourceComponent: TutorialOffer {}
    }
    // Esc dismisses the offer, as it dismisses any panel; without one it asks before the
    // game quits (the Quit button quits at once).
    Keys.onEscapePressed: {
        if (App.offerTutorial)
            App.dismissTutorial()
        else
            quitQuestion.active = true
    }
    Loader {
        id: quitQuestion
        objectName: "quitQuestion"
        anchors.fill: parent
        z: 100
        active: false
        focus: active
        onActiveChanged: if (!active) newButton.forceActiveFocus()
        sourceComponent: ConfirmDialog {
            objectName: "quitDialog"
            title: qsTr("Quit UNO Desktop?")
            confirmText: qsTr("Quit")
            onConfirmed: App.quit()
            onCancelled: quitQuestion.active = false
        }
    }
}
