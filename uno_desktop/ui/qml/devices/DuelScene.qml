import QtQuick
import ".."

// A duel laid out card by card: UNO Kick's penalty kick (player against opponent) and the
// Spin wheel's Battle (every seat). Each round shows the cards laid in turn; ties add a
// round; the winner and the loser who takes the cards are shown at the end.
Panel {
    id: scene
    objectName: "duelScene"
    color: "#F00B1F1A"
    property var table
    property real speed: 1
    property string kind: ""
    property var rounds: []          // [{seats, cards, numbers, winner, loser}]
    property int winner: -1
    property int loser: -1
    property bool done: false
    // over the piles, at the cards' scale (Table.cardK)
    readonly property real k: table ? table.cardK : 1
    width: Math.max(360 * k, column.implicitWidth + 40 * k)
    height: column.implicitHeight + 32 * k
    radius: 14 * k
    opacity: 0
    visible: opacity > 0
    z: 320

    function reset() { hold.stop(); fade.stop(); opacity = 0; rounds = []; done = false; winner = -1; loser = -1 }
    function add(ev) {
        if (done || kind !== ev.kind) { rounds = []; done = false; winner = -1; loser = -1 }
        kind = ev.kind
        var r = rounds.slice()
        // the cards are laid at the duel's own pace (1.5 s at normal speed), however long it stays
        var laying = Math.min(ev.duration, 1500 * speed)
        r.push({ seats: ev.seats, cards: ev.cards, numbers: ev.numbers, winner: ev.winner, loser: ev.loser,
                 step: laying > 0 ? laying * 0.6 / Math.max(1, ev.seats.length) : 0 })
        rounds = r
        if (ev.loser >= 0 || ev.winner >= 0) { winner = ev.winner; loser = ev.loser; done = true }
        else if (ev.numbers.every(function (n) { return n < 0 })) done = true
        if (ev.duration <= 0) { opacity = 0; return }
        fade.stop(); opacity = 1
        hold.interval = done ? ev.duration + 1400 * speed : ev.duration * 3 + 2000 * speed
        hold.restart()
    }
    Timer { id: hold; onTriggered: fade.start() }
    NumberAnimation { id: fade; target: scene; property: "opacity"; to: 0; duration: 300 }

    Column {
        id: column
        x: 20 * scene.k; y: 16 * scene.k
        spacing: 10 * scene.k
        Text {
            textFormat: Text.PlainText
            text: scene.kind === "battle" ? qsTr("Battle! Lowest number takes all") : qsTr("Penalty kick!")
            color: Theme.accent; font.pixelSize: 22 * scene.k; font.bold: true
        }
        Repeater {
            model: scene.rounds
            Row {
                id: roundRow
                required property var modelData
                required property int index
                spacing: 12 * scene.k
                Text {
                    textFormat: Text.PlainText
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Round %1").arg(roundRow.index + 1)
                    color: Theme.textDim; font.pixelSize: 13 * scene.k
                    width: 62 * scene.k
                }
                Repeater {
                    model: roundRow.modelData.seats.length
                    Column {
                        id: cell
                        required property int index
                        readonly property int seat: roundRow.modelData.seats[index]
                        readonly property bool lost: roundRow.modelData.loser === seat
                        readonly property bool won: roundRow.modelData.winner === seat
                        spacing: 3 * scene.k
                        opacity: 0
                        Component.onCompleted: appear.start()
                        SequentialAnimation {
                            id: appear
                            PauseAnimation { duration: roundRow.modelData.step * cell.index }
                            NumberAnimation { target: cell; property: "opacity"; to: 1; duration: Math.max(1, roundRow.modelData.step * 0.6) }
                        }
                        Item {
                            width: 64 * scene.k; height: 90 * scene.k
                            CardImage {
                                anchors.fill: parent
                                source: roundRow.modelData.cards[cell.index]
                                visible: source !== ""
                            }
                            Rectangle {   // no number card at all
                                anchors.fill: parent; radius: 6 * scene.k
                                visible: roundRow.modelData.cards[cell.index] === ""
                                color: "#33000000"; border.color: Theme.textDim
                                Text { textFormat: Text.PlainText; anchors.centerIn: parent; text: "—"; color: Theme.text; font.pixelSize: 26 * scene.k }
                            }
                            Rectangle {
                                anchors.fill: parent; anchors.margins: -4 * scene.k; radius: 9 * scene.k
                                color: "transparent"
                                border.width: 4 * scene.k
                                border.color: cell.lost ? Theme.red : Theme.green
                                visible: cell.lost || cell.won
                            }
                        }
                        Text {
                            textFormat: Text.PlainText
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: scene.table ? scene.table.seats.nameOf(cell.seat) : ""
                            color: cell.lost ? "#FF9B8F" : cell.won ? "#9FE8B0" : Theme.text
                            font.pixelSize: 12 * scene.k; font.bold: cell.lost || cell.won
                            // a name as long as the table's names ("Maximilian") whole, a longer one cut
                            width: Math.min(implicitWidth, 150 * scene.k); elide: Text.ElideRight; horizontalAlignment: Text.AlignHCenter
                        }
                    }
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            objectName: "duelResult"
            visible: scene.done && scene.loser >= 0
            // the seat whose screen it is reads "you"
            readonly property int me: scene.table ? scene.table.game.mySeat : -1
            function nameOf(seat) { return scene.table ? scene.table.seats.nameOf(seat) : "" }
            text: scene.kind === "battle"
                  ? (scene.loser === me ? qsTr("You take all the shown cards")
                                        : qsTr("%1 takes all the shown cards").arg(nameOf(scene.loser)))
                  : scene.winner === me ? qsTr("You score! %1 takes the cards and 2 more").arg(nameOf(scene.loser))
                  : scene.loser === me ? qsTr("%1 scores! You take the cards and 2 more").arg(nameOf(scene.winner))
                  : qsTr("%1 scores! %2 takes the cards and 2 more").arg(nameOf(scene.winner)).arg(nameOf(scene.loser))
            color: Theme.yellow; font.pixelSize: 16 * scene.k; font.bold: true
        }
    }
}
