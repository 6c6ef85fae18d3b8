// The opponents' seats around the felt: a badge each, with its catch and swap buttons.
import QtQuick

Item {
    anchors.fill: parent
    readonly property Item table: parent
    property alias seatRepeater: seatRepeater
    // The badges as they are now, for what keeps clear of them (Table.clearRadius, …): a
    // new game makes them anew without changing the Repeater's count, and a binding that
    // had read the old ones' places would keep them (the prompt's room at ten seats).
    property int made: 0
    readonly property var badges: made >= 0 ? seatItems() : []  // (again whenever made)
    function seatItems() {
        var items = []
        for (var i = 0; i < seatRepeater.count; ++i) {
            var item = seatRepeater.itemAt(i)
            if (item) items.push(item)
        }
        return items
    }

    // ------------------------------------------------------------ opponents
    Repeater {
        id: seatRepeater
        model: table.seats
        onItemAdded: ++parent.made
        onItemRemoved: ++parent.made
        SeatBadge {
            required seat
            required name
            required cardCount
            required isTurn
            required isBot
            required away
            required reaction
            required reactionSerial
            reactionChoices: table.game.reactionsObject.choices
            reactionMs: table.game.reactionsObject.showMs
            required unoCalled
            required catchable
            required score
            scored: !table.game.singleHand
            required property bool isMe
            visible: !isMe
            built: !isMe  // your own badge: nothing inside is made (the first frame's ~1 ms)
            enabled: !table.overlayUp
            compact: table.compactSeats
            k: table.k
            // on the sides of a full table a name gets less room before it is set smaller
            maxNameWidth: (table.compactSeats ? 120 : 170) * table.k
            readonly property point p: table.seatPoint(seat)
            x: p.x - width / 2
            y: p.y - height / 2
            backSource: table.game.backCard
            swappable: table.game.swapTargets.some((t) => t.seat === seat)
            catchKey: table.game.catchTargets[0] === seat ? "X" : ""
            // in the U's sides the buttons go beside the badge, towards the table, unless
            // something lies there (Tippo's pans at ten seats: Table.besideBadge)
            buttonSide: asideSize.width > 0 ? table.besideBadge(seat, asideSize.width, asideSize.height).side
                                             : table.seatSpot(seat).buttons
            onCatchClicked: table.game.catchUno(seat)
            onSwapClicked: table.game.swapWith(seat)
        }
    }
}
