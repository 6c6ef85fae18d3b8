import QtQuick
import ".."

// Speed Racer's Racer X chain: the card turned up, the number wanted next, how many cards
// the chain has, and who lost (draws 3). The racer may give up from here.
Panel {
    id: scene
    objectName: "racerScene"
    property var dev
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
    readonly property bool racing: live || (!over && dev && dev.raceNumber >= 0 && dev.edition === "speed_racer")
    Connections { target: scene.dev; function onViewed() { scene.over = false } }
    readonly property int wanted: number >= 0 ? (number + 1) % 10 : dev && dev.raceNumber >= 0 ? (dev.raceNumber + 1) % 10 : -1
    width: row.implicitWidth + 36
    height: row.implicitHeight + 26
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
        x: 18; y: 13
        spacing: 16
        CardImage {
            width: 60; height: 84
            source: scene.lastCard !== "" ? scene.lastCard : scene.startCard
            visible: source !== ""
        }
        Column {
            spacing: 4
            anchors.verticalCenter: parent.verticalCenter
            Text { textFormat: Text.PlainText; text: qsTr("Racer X!"); color: Theme.accent; font.pixelSize: 20; font.bold: true; font.italic: true }
            Text {
                textFormat: Text.PlainText
                objectName: "raceCounter"
                text: qsTr("Chain: %n card(s)", "", scene.chain)
                color: Theme.text; font.pixelSize: 14
            }
            Text {
                textFormat: Text.PlainText
                visible: !scene.racing && scene.loser >= 0
                text: qsTr("%1 is out of the race: +3").arg(scene.table ? scene.table.seats.nameOf(scene.loser) : "")
                color: "#FF9B8F"; font.pixelSize: 15; font.bold: true
            }
        }
        Column {
            visible: scene.racing
            anchors.verticalCenter: parent.verticalCenter
            spacing: 2
            Text { textFormat: Text.PlainText; anchors.horizontalCenter: parent.horizontalCenter; text: qsTr("next"); color: Theme.textDim; font.pixelSize: 13 }
            Rectangle {
                width: 64; height: 64; radius: 32
                color: "#1B1B1F"; border.color: Theme.accent; border.width: 3
                Text {
                    textFormat: Text.PlainText
                    objectName: "raceWanted"
                    anchors.centerIn: parent
                    text: scene.wanted
                    color: "white"; font.pixelSize: 34; font.bold: true
                }
            }
        }
        GameButton {
            objectName: "giveUpButton"
            anchors.verticalCenter: parent.verticalCenter
            visible: scene.dev && scene.dev.deciding && scene.dev.canKeepAll && scene.dev.decision === "race"
            text: qsTr("Give up (+3)")
            implicitHeight: 40
            onClicked: scene.dev.keepAll()
        }
    }
}
