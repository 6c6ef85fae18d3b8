import QtQuick
import "../../qml"

// Speed Racer's Racer X chain: the card turned up, the number wanted next, how many cards
// the chain has, and who lost (draws 3). The racer may give up from here.
Panel {
    id: scene
    objectName: "racerScene"
    readonly property string cueScene: "racer"  // the presenters' cues address it so
    property var dev
    // where the top card is (the race shows its own), clear of the seats and the status line:
    // between the draw pile and the right side's badges (ten seats: it lay on one of them),
    // Give up under the chain where the row would not fit there
    readonly property real roomLeft: table.drawPile.x + table.drawPile.width + 12
    readonly property real roomRight: table.clearRight(table.cx, table.cy - table.pileH / 2,
                                                       table.cy + table.pileH / 2) - 12
    readonly property real rowWidth: row.implicitWidth + (giveUp.visible ? giveUp.implicitWidth + row.spacing : 0)
    readonly property bool stacked: giveUp.visible && rowWidth + 36 * k > roomRight - roomLeft
    x: Math.max(roomLeft, Math.min(roomRight - width, table.cx + table.pileW * 0.35))
    y: table.cy - height / 2 + table.pileH * 0.15
    z: 310
    readonly property bool hidesDiscard: visible
    property var table
    property real speed: 1
    property string startCard: ""
    property int startValue: -1
    property int chain: 0
    property int loser: -1
    property string lastCard: ""
    property bool live: false        // between the race's start and end events
    property int number: -1          // the last number laid (events first, then the view)
    property bool over: false        // the race ended; the view may still show it until the next one
    readonly property bool racing: live || (!over && dev && dev.raceNumber >= 0)  // (only a race's state has its number)
    Connections { target: scene.dev; function onViewed() { scene.over = false } }
    readonly property int wanted: number >= 0 ? (number + 1) % 10 : dev && dev.raceNumber >= 0 ? (dev.raceNumber + 1) % 10 : -1
    // in the top card's place, at the cards' scale (Table.cardK)
    readonly property real k: table ? table.cardK : 1
    width: (stacked ? Math.max(row.implicitWidth, giveUp.implicitWidth) : rowWidth) + 36 * k
    height: row.implicitHeight + (stacked ? 10 * k + giveUp.implicitHeight : 0) + 26 * k
    radius: 14 * k
    opacity: racing || linger.running ? 1 : 0
    visible: opacity > 0
    Behavior on opacity { NumberAnimation { duration: 200 * scene.speed } }
    Timer { id: linger; interval: Math.max(1, 1800 * scene.speed) }

    function reset() { linger.stop(); live = false; number = -1; chain = 0; loser = -1; startCard = ""; lastCard = "" }
    function started(ev) { over = false; startValue = ev.value; number = ev.value; live = true; chain = 0; loser = -1; lastCard = startCard }
    function revealed(ev) { if (!ev.returned) startCard = ev.card }
    function played(ev) { if (ev.chain) { chain = ev.chain; lastCard = ev.card; number = ev.number } }
    function ended(ev) { over = true; live = false; number = -1; loser = ev.loser; if (ev.duration > 0) linger.restart() }

    Row {
        id: row
        x: 18 * scene.k; y: 13 * scene.k
        spacing: 16 * scene.k
        CardImage {
            width: 60 * scene.k; height: 84 * scene.k
            source: scene.lastCard !== "" ? scene.lastCard : scene.startCard
            visible: source !== ""
        }
        Column {
            spacing: 4 * scene.k
            anchors.verticalCenter: parent.verticalCenter
            Text { textFormat: Text.PlainText; text: qsTr("Racer X!"); color: Theme.accent; font.pixelSize: 20 * scene.k; font.bold: true; font.italic: true }
            Text {
                textFormat: Text.PlainText
                objectName: "raceCounter"
                visible: scene.chain > 0  // (as the race starts, nothing to count)
                text: qsTr("Chain: %n card(s)", "", scene.chain)
                color: Theme.text; font.pixelSize: 14 * scene.k
            }
            Text {
                textFormat: Text.PlainText
                visible: !scene.racing && scene.loser >= 0
                text: !scene.table ? ""
                      : scene.loser === scene.table.game.mySeat ? qsTr("You are out of the race: +3")
                      : qsTr("%1 is out of the race: +3").arg(scene.table.seats.nameOf(scene.loser))
                color: "#FF9B8F"; font.pixelSize: 15 * scene.k; font.bold: true
            }
        }
        Column {
            visible: scene.racing
            anchors.verticalCenter: parent.verticalCenter
            spacing: 2 * scene.k
            Text { textFormat: Text.PlainText; anchors.horizontalCenter: parent.horizontalCenter; text: qsTr("next"); color: Theme.textDim; font.pixelSize: 13 * scene.k }
            Rectangle {
                width: 64 * scene.k; height: width; radius: width / 2
                color: "#1B1B1F"; border.color: Theme.accent; border.width: 3 * scene.k
                Text {
                    textFormat: Text.PlainText
                    objectName: "raceWanted"
                    anchors.centerIn: parent
                    text: scene.wanted
                    color: "white"; font.pixelSize: 34 * scene.k; font.bold: true
                }
            }
        }
    }
    GameButton {  // beside the row, or under it (stacked)
        id: giveUp
        objectName: "giveUpButton"
        key: "D"
        x: scene.stacked ? (scene.width - width) / 2 : row.x + row.implicitWidth + row.spacing
        y: scene.stacked ? row.y + row.implicitHeight + 10 * scene.k
                         : row.y + (row.implicitHeight - height) / 2
        visible: scene.dev && scene.dev.deciding && scene.dev.canKeepAll && scene.dev.decision === "race"
        text: qsTr("Give up (+3)")
        k: scene.k
        implicitHeight: 40 * scene.k
        onClicked: scene.dev.keepAll()
    }
}
