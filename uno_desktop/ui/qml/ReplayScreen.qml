import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A game watched again: the live table (its animations, devices and log) fed by the
// replay, with the player's controls put away and the replay's own in their place.
// Keys: Space plays or pauses, ← → step, Page Up / Page Down jump a hand, Home / End,
// + and − change the speed, O opens all hands (a finished game), Esc closes.
FocusScope {
    id: screen
    objectName: "replayScreen"
    readonly property var r: App.replays
    focus: true

    Table {
        id: table
        anchors.fill: parent
        game: screen.r.gameController
        watching: true
        focus: false
        enabled: !exportDialog.opened  // no Tab stop under the file chooser
        rightReserve: bar.width + 2 * 16  // the hand and the end-of-hand and end-of-game panels stay clear
    }

    // ------------------------------------------------------------ all hands open
    Repeater {
        model: screen.r.openHandCards
        Row {
            id: fan
            required property var modelData
            readonly property point p: table.seatPoint(modelData.seat)
            objectName: "openHand" + modelData.seat
            visible: !table.overlayUp  // the end-of-hand panel shows the cards left itself
            x: Math.max(8, Math.min(screen.width - width - 8, p.x - width / 2))
            y: p.y + 46
            z: 120
            spacing: -16
            Repeater {
                model: fan.modelData.cards
                Image {
                    required property var modelData
                    width: 32; height: 45
                    source: modelData
                    sourceSize.width: 64; sourceSize.height: 90
                }
            }
        }
    }

    // ------------------------------------------------------------ the note of a review
    Panel {
        objectName: "replayNote"
        visible: screen.r.note !== ""
        x: 16
        width: Math.min(310, screen.width * 0.3)
        height: noteText.implicitHeight + 24
        y: screen.height - Math.min(190, screen.height * 0.27) - 32 - height
        z: 700
        border.color: Theme.accent
        Text {
            textFormat: Text.PlainText
            id: noteText
            x: 12; y: 12
            width: parent.width - 24
            text: screen.r.note
            color: Theme.text
            font.pixelSize: 14
            wrapMode: Text.WordWrap
        }
    }

    // ------------------------------------------------------------ close
    GameButton {  // where the table's own Leave is
        objectName: "closeReplayButton"
        enabled: !exportDialog.opened
        anchors.right: parent.right; anchors.rightMargin: 18
        y: 12
        z: 700
        text: qsTr("Close")
        implicitHeight: 40
        fontSize: 14
        onClicked: screen.r.close()
    }

    // ------------------------------------------------------------ the controls
    Panel {
        id: bar
        objectName: "replayBar"
        enabled: !exportDialog.opened
        anchors.right: parent.right; anchors.rightMargin: 16
        anchors.bottom: parent.bottom; anchors.bottomMargin: 16
        width: 264
        height: controls.implicitHeight + 24
        z: 700
        ColumnLayout {
            id: controls
            x: 12; y: 12
            width: parent.width - 24
            spacing: 6
            Label {
                textFormat: Text.PlainText
                objectName: "replayTitle"
                Layout.fillWidth: true
                text: qsTr("Replay: %1").arg(screen.r.title)
                font.pixelSize: 13
                font.bold: true
                wrapMode: Text.WordWrap  // every name, however many seats
            }
            Label {
                textFormat: Text.PlainText
                objectName: "replayPosition"
                Layout.fillWidth: true
                text: screen.r.handLabel + " · " + qsTr("move %1 of %2").arg(screen.r.position).arg(screen.r.length)
                font.pixelSize: 13
                elide: Text.ElideRight
            }
            Slider {
                objectName: "replaySlider"
                Layout.fillWidth: true
                from: 0; to: Math.max(1, screen.r.length)
                stepSize: 1
                value: screen.r.position
                focusPolicy: Qt.NoFocus
                Accessible.name: qsTr("Position in the game")
                onMoved: screen.r.seek(Math.round(value))
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 0
                BarButton { text: "|◀◀"; tip: qsTr("Previous hand"); key: qsTr("Page Up"); onClicked: screen.r.previousHand() }
                BarButton { text: "◀"; tip: qsTr("Step back"); key: "←"; onClicked: screen.r.stepBack() }
                BarButton {
                    objectName: "playButton"
                    text: screen.r.playing ? "❚❚" : "▶"
                    tip: screen.r.playing ? qsTr("Pause") : qsTr("Play")
                    key: qsTr("Space")
                    highlighted: true
                    onClicked: screen.r.togglePlay()
                }
                BarButton { text: "▶|"; tip: qsTr("Step forward"); key: "→"; onClicked: screen.r.stepForward() }
                BarButton { text: "▶▶|"; tip: qsTr("Next hand"); key: qsTr("Page Down"); onClicked: screen.r.nextHand() }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 0
                Label { textFormat: Text.PlainText; text: qsTr("Speed"); font.pixelSize: 13; Layout.fillWidth: true }
                BarButton { text: "−"; tip: qsTr("Slower"); key: "−"; enabled: screen.r.rateIndex > 0; onClicked: screen.r.slower() }
                Label { textFormat: Text.PlainText; objectName: "replayRate"; text: screen.r.rateLabel; font.pixelSize: 14; font.bold: true; horizontalAlignment: Text.AlignHCenter; Layout.preferredWidth: 42 }
                BarButton { text: "+"; tip: qsTr("Faster"); key: "+"; enabled: screen.r.rateIndex < screen.r.rateCount - 1; onClicked: screen.r.faster() }
            }
            RowLayout {
                Layout.fillWidth: true
                Label { textFormat: Text.PlainText; text: qsTr("Seen by"); font.pixelSize: 13 }
                ComboBox {
                    id: seatBox
                    objectName: "replaySeat"
                    Layout.fillWidth: true
                    implicitHeight: 40
                    font.pixelSize: 14
                    focusPolicy: Qt.NoFocus
                    model: screen.r.seatChoices
                    textRole: "name"
                    valueRole: "seat"
                    Accessible.name: qsTr("Seen by")
                    currentIndex: count > 0 ? indexOfValue(screen.r.seat) : -1
                    onActivated: screen.r.setSeat(currentValue)
                }
            }
            Switch {
                objectName: "openHandsSwitch"
                visible: screen.r.canOpenHands
                text: qsTr("All hands open")
                Accessible.description: qsTr("Key: %1").arg("O")
                font.pixelSize: 14
                implicitHeight: 36
                focusPolicy: Qt.NoFocus
                Accessible.name: text
                checked: screen.r.openHands
                onToggled: screen.r.setOpenHands(checked)
            }
            Button {
                Layout.fillWidth: true
                implicitHeight: 40
                text: qsTr("Export…")
                flat: true
                focusPolicy: Qt.NoFocus
                Accessible.name: text
                onClicked: exportDialog.open()
            }
        }
    }

    RecordFileDialog {
        id: exportDialog
        objectName: "replayExportChooser"
        onChosen: (url) => screen.r.exportCurrent(url)
    }

    Keys.onPressed: (event) => {
        switch (event.key) {
        case Qt.Key_Space: case Qt.Key_Return: case Qt.Key_Enter: r.togglePlay(); break
        case Qt.Key_Left: r.stepBack(); break
        case Qt.Key_Right: r.stepForward(); break
        case Qt.Key_PageUp: r.previousHand(); break
        case Qt.Key_PageDown: r.nextHand(); break
        case Qt.Key_Home: r.toStart(); break
        case Qt.Key_End: r.toEnd(); break
        case Qt.Key_Plus: r.faster(); break
        case Qt.Key_Minus: r.slower(); break
        case Qt.Key_O: if (r.canOpenHands) r.setOpenHands(!r.openHands); break
        case Qt.Key_Escape: r.close(); break
        default: return
        }
        event.accepted = true
    }
}
