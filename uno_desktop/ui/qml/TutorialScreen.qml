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
        focus: !screen.t.finished
        enabled: !screen.t.finished  // under the lesson's end: no Tab stop, no click
        logShown: !lesson.visible  // the lesson is read, not the log under it
    }
    function showNote(text) { table.showNote(text) }  // the lesson's refusals too
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
        // In the log's place (the table hides its log meanwhile), in the bottom-left
        // corner: clear of the seats, the piles, the hand and the colour picker; as wide
        // as the log and its words as large as the table's, at any window size.
        readonly property real k: table.k
        x: 16
        width: table.logWidth
        height: Math.min(column.implicitHeight + 28 * k, screen.height - 180)
        y: screen.height - 16 - height
        z: 650
        clip: true
        color: "#102620"  // opaque: nothing of the table shows through
        border.color: Theme.accent
        Column {
            id: column
            x: 14 * lesson.k; y: 14 * lesson.k
            width: parent.width - 28 * lesson.k
            spacing: 10 * lesson.k
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: qsTr("Tutorial")
                color: Theme.accent
                font.pixelSize: 18 * lesson.k; font.bold: true
            }
            Text {
                textFormat: Text.PlainText
                objectName: "tutorialText"
                width: parent.width
                text: screen.t.text
                color: Theme.text
                font.pixelSize: 15 * lesson.k
                wrapMode: Text.WordWrap
            }
            Rectangle {  // how far the lesson has come
                width: parent.width; height: 6 * lesson.k; radius: height / 2
                color: "#26FFFFFF"
                Rectangle { width: parent.width * screen.t.progress; height: parent.height; radius: height / 2; color: Theme.accent }
            }
            GameButton {
                objectName: "leaveTutorialButton"
                width: parent.width
                leftPadding: 8; rightPadding: 8
                text: qsTr("Leave the tutorial")
                implicitHeight: 40 * lesson.k
                fontSize: 14 * lesson.k
                onClicked: screen.t.leave()
            }
        }
    }

    // The end of the lesson, over the end-of-game panel: "Start a game" has the focus.
    Loader {
        anchors.fill: parent
        z: 800
        active: screen.t.finished
        focus: active
        sourceComponent: ModalOverlay {
            defaultItem: newGameButton
            onEscaped: screen.t.leave()
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
}
