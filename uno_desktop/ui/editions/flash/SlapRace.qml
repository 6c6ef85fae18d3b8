import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import "../../qml"

// The SLAP buzzer race: a big buzzer for the local player (click or Space), hands on the
// seats that already hit theirs, and who was last.
Item {
    id: race
    objectName: "slapRace"
    property var dev
    property var table
    property real speed: 1
    property int loser: -1
    readonly property bool running: dev && dev.decision === "slap_race"
    readonly property var pressed: dev && dev.state.slap_pressed ? dev.state.slap_pressed : []
    visible: running || showLoser.running
    width: table.width; height: table.height  // over the whole table
    z: 350

    function reset() { loser = -1 }

    function ended(ev) {
        loser = ev.loser
        if (ev.duration > 0) showLoser.restart()
    }
    Timer { id: showLoser; interval: Math.max(1, 1600 * race.speed) }

    Shortcut {  // the SLAP key (F1's list), before any button in focus; never through a dialog
        sequence: "Space"
        enabled: race.dev && race.dev.canSlap && !race.table.dialogUp
        onActivated: race.dev.slap()
    }

    // hands on the seats that pressed
    Repeater {
        model: race.running ? race.pressed : []
        SlapHand {
            required property var modelData
            readonly property point p: race.table.seatPoint(modelData)
            width: 54; height: 60
            x: p.x - width / 2; y: p.y - 95
        }
    }
    // who was last
    Rectangle {
        visible: showLoser.running && race.loser >= 0
        readonly property point p: race.loser >= 0 ? race.table.seatPoint(race.loser) : Qt.point(0, 0)
        x: Math.max(8, Math.min(race.width - width - 8, p.x - width / 2))
        y: Math.max(8, Math.min(race.height * 0.6, p.y - 110))
        width: lastText.implicitWidth + 30; height: 40; radius: 20
        color: Theme.red; border.color: "white"; border.width: 2
        Text {
            id: lastText
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: race.loser === race.table.game.mySeat ? qsTr("You were last: +2")
                  : qsTr("%1 was last: +2").arg(race.table.seats.nameOf(race.loser))
            color: "white"; font.pixelSize: 18; font.bold: true
        }
    }
    // the buzzer
    RoundButton {
        id: buzzer
        objectName: "slapButton"
        visible: race.dev && race.dev.canSlap && !race.dev.awaiting
        width: 150; height: 150
        // on the right of the piles, clear of the cards in play
        x: race.table.width * 0.76 - width / 2
        y: race.table.cy - height / 2 + race.table.pileH * 0.3
        Accessible.name: qsTr("Slap the buzzer")
        onClicked: race.dev.slap()
        background: Rectangle {
            radius: width / 2
            color: buzzer.down ? "#B02A20" : Theme.red
            border.color: "white"; border.width: 5
            SequentialAnimation on scale {
                running: buzzer.visible
                loops: Animation.Infinite
                NumberAnimation { to: 1.1; duration: 220 }
                NumberAnimation { to: 1.0; duration: 220 }
            }
        }
        contentItem: Item {
            SlapHand { anchors.centerIn: parent; anchors.verticalCenterOffset: -10; width: 58; height: 64 }
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom; anchors.bottomMargin: 14
                text: qsTr("SLAP! (Space)")
                color: "white"; font.pixelSize: 14; font.bold: true
            }
        }
    }
}
