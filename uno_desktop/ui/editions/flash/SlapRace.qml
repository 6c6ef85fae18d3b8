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

    readonly property real handW: 54  // a seat's hand, once it hit its buzzer

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

    // Where a mark ``w``×``h`` for another seat goes: beside its badge towards the table,
    // as the badge's own buttons go (Table.seatSpot): above a badge it would lie on the top
    // bar or on the badge above it (ten seats), and over the badge on its name.
    function beside(seat, w, h) {
        var p = table.seatPoint(seat)
        var side = table.seatSpot(seat).buttons
        var badge = table.seatRepeater.itemAt(seat)
        var bw = badge ? badge.width : 0
        var x = side === "right" ? p.x + bw / 2 + 6 : side === "left" ? p.x - bw / 2 - 6 - w
                : p.x - w / 2
        var y = side === "below" ? p.y + table.badgeH / 2 + 6 : p.y - h / 2
        return Qt.point(x, y)
    }
    // hands by the seats that pressed
    Repeater {
        model: race.running ? race.pressed : []
        SlapHand {
            required property var modelData
            readonly property point p: race.table.seatPoint(modelData)  // yours: over your hand
            readonly property point at: modelData === race.table.game.mySeat
                                        ? Qt.point(p.x - width / 2, p.y - 95) : race.beside(modelData, width, height)
            objectName: "slapHand" + modelData
            width: race.handW; height: 60
            x: at.x; y: at.y
        }
    }
    // who was last
    Rectangle {
        objectName: "slapLoser"
        visible: showLoser.running && race.loser >= 0
        readonly property point p: race.loser >= 0 ? race.table.seatPoint(race.loser) : Qt.point(0, 0)
        readonly property point at: race.loser >= 0 && race.loser !== race.table.game.mySeat
                                    ? race.beside(race.loser, width, height) : Qt.point(p.x - width / 2, p.y - 110)
        x: Math.max(8, Math.min(race.width - width - 8, at.x))
        y: Math.max(8, Math.min(race.height * 0.6, at.y))
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
        // on the right of the piles, clear of the cards in play and of the badges there (ten
        // seats: the right column, and the hands beside it): at most 0.76 of the way across,
        // smaller where the room between the discard pile and a badge is less than it takes
        // as it beats
        readonly property real centreY: race.table.cy + race.table.pileH * 0.3
        readonly property real beat: 1.1  // how much the background grows as it beats
        readonly property real roomLeft: race.table.discardRight + 8
        // (measured again as it shows: the badges of the game before are gone, and the
        // function's binding does not see the new ones come)
        readonly property real roomRight: !visible ? race.table.width
            : race.table.clearRight(roomLeft, centreY - 75 * beat, centreY + 75 * beat)
              - (race.table.compactSeats ? race.handW + 6 : 0) - 8
        width: Math.max(100, Math.min(150, (roomRight - roomLeft) / beat)); height: width
        x: Math.max(roomLeft + (beat - 1) * width / 2,
                    Math.min(race.table.width * 0.76 - width / 2, roomRight - (1 + beat) * width / 2))
        y: centreY - height / 2
        Accessible.name: qsTr("Slap the buzzer")
        onClicked: race.dev.slap()
        background: Rectangle {
            radius: width / 2
            color: buzzer.down ? "#B02A20" : Theme.red
            border.color: "white"; border.width: 5
            SequentialAnimation on scale {
                running: buzzer.visible
                loops: Animation.Infinite
                NumberAnimation { to: buzzer.beat; duration: 220 }
                NumberAnimation { to: 1.0; duration: 220 }
            }
        }
        contentItem: Item {
            // drawn for 150 px, the hand and its place grow and shrink with the buzzer
            readonly property real k: buzzer.width / 150
            SlapHand {
                anchors.centerIn: parent; anchors.verticalCenterOffset: -10 * parent.k
                width: 58 * parent.k; height: 64 * parent.k
            }
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom; anchors.bottomMargin: 14 * parent.k
                text: qsTr("SLAP! (Space)")
                color: "white"; font.pixelSize: 14; font.bold: true
            }
        }
    }
}
