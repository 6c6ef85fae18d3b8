import QtQuick
import ".."

// A duel laid out card by card: UNO Kick's penalty kick (player against opponent) and the
// Spin wheel's Battle (every seat). Each round shows the cards laid in turn; ties add a
// round; the winner and the loser who takes the cards are shown at the end.
//
// It fits the room it is given (maxWidth, maxHeight: over the piles, between the badges
// and the status line) for any length: the rounds go down as rows (a Battle of many
// seats) or across as columns, the seats down (a long kick duel), whichever leaves the
// cards larger; the cards shrink to fit, and if even the smallest do not, the earliest
// rounds (all ties) are left out and said so.
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
    // The rooms it may take over the piles (the device stage's: below the badges over the
    // middle, narrow between the side badges, or lower and wider): the one that leaves the
    // cards largest is taken.
    property var rooms: [{ w: 100000, h: 100000 }]
    readonly property real maxWidth: rooms[plan.room].w
    readonly property real maxHeight: rooms[plan.room].h
    // over the piles, at the cards' scale (Table.cardK)
    readonly property real k: table ? table.cardK : 1
    readonly property real pad: 18 * k
    readonly property real gap: 10 * k
    readonly property real labelW: 62 * k       // "Round 2" before a row of cards
    readonly property real nameW: 118 * k       // a name before a row of cards
    readonly property real nameH: 17 * k        // a name under a card
    readonly property real minCard: 30 * k
    readonly property int seatCount: rounds.length ? rounds[0].seats.length : 0
    // The room left for the cards once the title, the result (one line, or two where it
    // must wrap) and the note of rounds left out (``note``) have theirs.
    function roomW(room) { return room.w - 2 * pad }
    function roomH(room, note) {
        var lines = !(done && loser >= 0) ? 0 : resultSize.advanceWidth > roomW(room) ? 2 : 1
        return room.h - 2 * pad - title.implicitHeight - gap
               - lines * resultSize.height - (lines ? gap : 0)
               - (note ? earlierSize.height + gap : 0)
    }
    TextMetrics { id: resultSize; font: result.font; text: result.text }
    FontMetrics { id: earlierSize; font: earlier.font }
    readonly property real numbersH: roundSize.height + gap  // the rounds' numbers, across
    FontMetrics { id: roundSize; font.pixelSize: 13 * scene.k }
    function cardFor(room, note, cols, rows, side, under, head) {  // the card cols × rows fit
        var w = (roomW(room) - side - cols * gap) / Math.max(1, cols)
        var h = ((roomH(room, note) - head - rows * gap) / Math.max(1, rows) - under) / 1.4
        return Math.min(64 * k, w, h)
    }
    // The rooms × the two ways: how many rounds fit with the smallest cards (the earliest
    // are left out, and said so), and how large the cards of those can be; the largest
    // wins (the first room of equals: the widest, where the result needs no second line).
    readonly property var plan: {
        var n = rounds.length, best = null
        for (var r = 0; r < rooms.length; ++r) {
            for (var m = 0; m < 2; ++m) {
                var across = m === 1, room = rooms[r], shown = n, note = false
                for (var pass = 0; pass < 2; ++pass) {
                    var cap = across ? Math.floor((roomW(room) - nameW) / (minCard + gap))
                                     : Math.floor(roomH(room, note) / (minCard * 1.4 + nameH + gap))
                    shown = Math.max(1, Math.min(n, cap))
                    if (shown === n || note) break
                    note = true  // rounds left out: the note takes its line, count again
                }
                var card = across ? cardFor(room, note, shown, seatCount, nameW, 0, numbersH)
                                  : cardFor(room, note, seatCount, shown, labelW, nameH, 0)
                if (!best || card > best.card + 0.5)
                    best = { room: r, across: across, card: card, first: n - shown }
            }
        }
        return best
    }
    readonly property bool across: plan.across
    readonly property real cardW: plan.card
    readonly property var shownRounds: rounds.slice(plan.first)
    width: Math.max(Math.min(360 * k, maxWidth), column.implicitWidth + 2 * pad)
    height: column.implicitHeight + 2 * pad
    radius: 14 * k
    opacity: 0
    visible: opacity > 0
    z: 320

    function reset() { hold.stop(); fade.stop(); opacity = 0; rounds = []; done = false; winner = -1; loser = -1 }
    // A decision of the player's came: the duel's moment has landed; the piles under it
    // must show (DeviceStage.stepAside).
    function stepAside() { if (done) { hold.stop(); fade.stop(); opacity = 0 } }
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

    function nameOf(seat) { return table ? table.seats.nameOf(seat) : "" }

    // One card of a round: its face (or "—" for no number card), ringed for the winner
    // (green) or the loser (red); the newest round's cards appear one after the other. A
    // seat that was out of a round (a Battle's later rounds are the tied seats') has none.
    component Laid: Item {
        id: laid
        property var round: ({})
        property int slot: 0
        property bool newest: false
        readonly property bool laidOne: round.seats !== undefined && slot >= 0
                                        && slot < round.seats.length
        readonly property int seat: laidOne ? round.seats[slot] : -1
        readonly property bool lost: round.loser === seat
        readonly property bool won: round.winner === seat
        width: scene.cardW; height: scene.cardW * 1.4
        opacity: newest ? 0 : 1
        Component.onCompleted: if (newest) appear.start()
        SequentialAnimation {
            id: appear
            PauseAnimation { duration: (laid.round.step || 0) * Math.max(0, laid.slot) }
            NumberAnimation { target: laid; property: "opacity"; to: 1; duration: Math.max(1, (laid.round.step || 0) * 0.6) }
        }
        CardImage {
            anchors.fill: parent
            source: laid.laidOne ? laid.round.cards[laid.slot] : ""
            visible: source !== ""
        }
        Rectangle {   // no number card at all
            anchors.fill: parent; radius: 6 * scene.k
            visible: laid.laidOne && laid.round.cards[laid.slot] === ""
            color: "#33000000"; border.color: Theme.textDim
            Text { textFormat: Text.PlainText; anchors.centerIn: parent; text: "—"; color: Theme.text; font.pixelSize: 26 * scene.k }
        }
        Rectangle {
            anchors.fill: parent; anchors.margins: -4 * scene.k; radius: 9 * scene.k
            color: "transparent"
            border.width: 4 * scene.k
            border.color: laid.lost ? Theme.red : Theme.green
            visible: laid.laidOne && (laid.lost || laid.won)
        }
    }

    Column {
        id: column
        x: scene.pad; y: scene.pad
        spacing: scene.gap
        Text {
            id: title
            textFormat: Text.PlainText
            text: scene.kind === "battle" ? qsTr("Battle! Lowest number takes all") : qsTr("Penalty kick!")
            color: Theme.accent; font.pixelSize: 22 * scene.k; font.bold: true
        }
        Text {
            id: earlier
            objectName: "duelEarlier"
            textFormat: Text.PlainText
            visible: scene.plan.first > 0
            text: qsTr("%n earlier round(s) tied", "", scene.plan.first)
            color: Theme.textDim; font.pixelSize: 13 * scene.k
        }
        // the rounds down, a row each: "Round 1", then every seat's card with its name
        Repeater {
            model: scene.across ? [] : scene.shownRounds
            Row {
                id: roundRow
                required property var modelData
                required property int index
                spacing: 12 * scene.k
                Text {
                    textFormat: Text.PlainText
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Round %1").arg(scene.plan.first + roundRow.index + 1)
                    color: Theme.textDim; font.pixelSize: 13 * scene.k
                    width: Math.max(implicitWidth, scene.labelW - 12 * scene.k)
                }
                Repeater {
                    model: roundRow.modelData.seats.length
                    Column {
                        id: cell
                        required property int index
                        readonly property int seat: roundRow.modelData.seats[index]
                        spacing: 3 * scene.k
                        Laid {
                            round: roundRow.modelData
                            slot: cell.index
                            newest: roundRow.index === scene.shownRounds.length - 1
                        }
                        Text {
                            textFormat: Text.PlainText
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: scene.nameOf(cell.seat)
                            color: roundRow.modelData.loser === cell.seat ? "#FF9B8F"
                                   : roundRow.modelData.winner === cell.seat ? "#9FE8B0" : Theme.text
                            font.pixelSize: Math.min(12 * scene.k, scene.cardW * 0.3)
                            font.bold: roundRow.modelData.loser === cell.seat || roundRow.modelData.winner === cell.seat
                            // a name as long as the table's names ("Maximilian") whole, a longer one cut
                            width: Math.min(implicitWidth, Math.max(scene.cardW + 10 * scene.k, 150 * scene.k))
                            elide: Text.ElideRight; horizontalAlignment: Text.AlignHCenter
                        }
                    }
                }
            }
        }
        // the rounds across, a column each, under their numbers; a row per seat, its name first
        Row {
            visible: scene.across
            spacing: scene.gap
            Item { width: scene.nameW - scene.gap; height: 1 }
            Repeater {
                model: scene.across ? scene.shownRounds.length : 0
                Text {
                    required property int index
                    textFormat: Text.PlainText
                    width: scene.cardW
                    horizontalAlignment: Text.AlignHCenter
                    text: String(scene.plan.first + index + 1)
                    color: Theme.textDim; font.pixelSize: 13 * scene.k
                }
            }
        }
        Repeater {
            model: scene.across ? scene.seatCount : 0
            Row {
                id: seatRow
                required property int index
                readonly property int seat: scene.rounds.length ? scene.rounds[0].seats[index] : -1
                spacing: scene.gap
                Text {
                    textFormat: Text.PlainText
                    anchors.verticalCenter: parent.verticalCenter
                    width: scene.nameW - scene.gap
                    text: scene.nameOf(seatRow.seat)
                    color: scene.loser === seatRow.seat ? "#FF9B8F" : scene.winner === seatRow.seat ? "#9FE8B0" : Theme.text
                    font.pixelSize: 14 * scene.k
                    font.bold: scene.loser === seatRow.seat || scene.winner === seatRow.seat
                    elide: Text.ElideRight
                }
                Repeater {
                    model: scene.shownRounds
                    Laid {
                        required property var modelData
                        required property int index
                        round: modelData
                        slot: modelData.seats.indexOf(seatRow.seat)
                        newest: index === scene.shownRounds.length - 1
                    }
                }
            }
        }
        Text {
            id: result
            textFormat: Text.PlainText
            objectName: "duelResult"
            visible: scene.done && scene.loser >= 0
            width: Math.min(implicitWidth, scene.maxWidth - 2 * scene.pad)
            wrapMode: Text.Wrap
            // the seat whose screen it is reads "you"
            readonly property int me: scene.table ? scene.table.game.mySeat : -1
            text: scene.kind === "battle"
                  ? (scene.loser === me ? qsTr("You take all the shown cards")
                                        : qsTr("%1 takes all the shown cards").arg(scene.nameOf(scene.loser)))
                  : scene.winner === me ? qsTr("You score! %1 takes the cards and 2 more").arg(scene.nameOf(scene.loser))
                  : scene.loser === me ? qsTr("%1 scores! You take the cards and 2 more").arg(scene.nameOf(scene.winner))
                  : qsTr("%1 scores! %2 takes the cards and 2 more").arg(scene.nameOf(scene.winner))
                                                                    .arg(scene.nameOf(scene.loser))
            color: Theme.yellow; font.pixelSize: 16 * scene.k; font.bold: true
        }
    }
}
