import QtQuick

// The first-game tutorial: the live table with the lesson beside it. The table keeps the
// keyboard (the card to play is lifted: Enter plays it); Esc leaves the lesson.
FocusScope {
    id: screen
    objectName: "tutorialScreen"
    readonly property var t: App.tutorial

    Table {
        id: table
        anchors.fill: parent
        focus: true
    }
    function lift() {
        if (t.card >= 0)
            table.focusIndex = t.card
    }
    Connections {
        target: screen.t
        function onChanged() { screen.lift() }
    }
    Component.onCompleted: lift()
    Shortcut {
        sequence: "Escape"
        onActivated: screen.t.leave()
    }

    Panel {
        id: lesson
        objectName: "tutorialPanel"
        visible: !screen.t.finished
        // Over the log, in the bottom-left corner: clear of the seats, the piles, the hand
        // and the colour picker.
        x: 16
        width: Math.min(330, screen.width * 0.23)
        height: Math.min(column.implicitHeight + 28, screen.height - 180)
        y: screen.height - 16 - height
        z: 650
        clip: true
        color: "#F5102620"  // opaque: the log lies under it
        border.color: Theme.accent
        Column {
            id: column
            x: 14; y: 14
            width: parent.width - 28
            spacing: 10
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: qsTr("Tutorial")
                color: Theme.accent
                font.pixelSize: 18; font.bold: true
            }
            Text {
                textFormat: Text.PlainText
                objectName: "tutorialText"
                width: parent.width
                text: screen.t.text
                color: Theme.text
                font.pixelSize: 15
                wrapMode: Text.WordWrap
            }
            Rectangle {  // how far the lesson has come
                width: parent.width; height: 6; radius: 3
                color: "#26FFFFFF"
                Rectangle { width: parent.width * screen.t.progress; height: parent.height; radius: 3; color: Theme.accent }
            }
            GameButton {
                objectName: "leaveTutorialButton"
                width: parent.width
                leftPadding: 8; rightPadding: 8
                text: qsTr("Leave the tutorial")
                implicitHeight: 40
                fontSize: 14
                onClicked: screen.t.leave()
            }
        }
    }

    // The end of the lesson, over the end-of-game panel.
    Item {
        anchors.fill: parent
        z: 800
        visible: screen.t.finished
        onVisibleChanged: if (visible) newGameButton.forceActiveFocus()
        Rectangle { anchors.fill: parent; color: "#AA000000" }
        MouseArea { anchors.fill: parent }
        Panel {
            objectName: "tutorialDone"
            anchors.centerIn: parent
            color: "#F5102620"
            width: Math.min(620, parent.width - 80)
            height: done.implicitHeight + 48
            Column {
                id: done
                x: 28; y: 24
                width: parent.width - 56
                spacing: 16
                Text {
                    textFormat: Text.PlainText
                    width: parent.width
                    text: qsTr("Well done!")
                    color: Theme.accent
                    font.pixelSize: 30; font.bold: true
                    horizontalAlignment: Text.AlignHCenter
                }
                Text {
                    textFormat: Text.PlainText
                    width: parent.width
                    text: screen.t.text
                    color: Theme.text
                    font.pixelSize: 16
                    wrapMode: Text.WordWrap
                }
                Row {
                    anchors.horizontalCenter: parent.horizontalCenter
                    spacing: 14
                    GameButton {
                        id: newGameButton
                        objectName: "tutorialNewGameButton"
                        text: qsTr("Start a game")
                        primary: true
                        onClicked: { screen.t.leave(); App.showScreen("newgame") }
                    }
                    GameButton {
                        objectName: "tutorialMenuButton"
                        text: qsTr("Main menu")
                        onClicked: screen.t.leave()
                    }
                }
            }
        }
    }
}
