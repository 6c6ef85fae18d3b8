// The opponents' seats around the felt: a badge each, with its catch and swap buttons.
import QtQuick

Item {
    id: part
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

    // Where a box (w×h) goes beside seat ``s``'s badge, clear of ``rects`` (Table.besideBadge
    // says which): on its side towards the table, else in a side column above it (the badge
    // below keeps its room below it: ten seats, German, a 7, the bottom seat's Swap went up
    // onto the one the scale had sent down), below it or on the other side; on the top row
    // below it, outwards, inwards or above. Where none is free and the seat has a target
    // (``own``: a seat picker's, itself beside the badge), the same places beside that
    // target (a bot's 'UNO!' at ten seats: the target took the word's room). {side, x, y,
    // dx, dy: how far from the place beside the badge on that side}
    function placeBeside(s, w, h, rects, own) {
        var p = table.seatPoint(s), side = table.seatSpot(s).buttons, badge = seatRepeater.itemAt(s)
        var bw = badge ? badge.width : 0, bh = badge ? badge.height : table.badgeH, gap = 6
        var outer = p.x > table.cx ? "right" : "left", inner = p.x > table.cx ? "left" : "right"
        var order = side === "right" ? ["right", "above", "below", "left"]
                  : side === "left" ? ["left", "above", "below", "right"]
                  : ["below", outer, inner, "above"]
        var at = around(Qt.rect(p.x - bw / 2, p.y - bh / 2, bw, bh), w, h, gap)
        if (badge)  // above: clear of the UNO chip too (SeatBadge.chipOver)
            at.above = Qt.point(at.above.x, at.above.y - badge.chipOver)
        var anchors = own ? [at, around(own, w, h, gap)] : [at]
        for (var a = 0; a < anchors.length; ++a) {
            for (var i = 0; i < order.length; ++i) {
                var q = anchors[a][order[i]]
                if (table.isFree(Qt.rect(q.x, q.y, w, h), rects))
                    return { side: order[i], x: q.x, y: q.y, dx: q.x - at[order[i]].x,
                             dy: q.y - at[order[i]].y }
            }
        }
        // none free: beside it still, flush with its top or foot (dy), if that is
        for (var dy = (bh - h) / 2, j = 0; j < 2 && (side === "left" || side === "right"); ++j, dy = -dy)
            if (table.isFree(Qt.rect(at[side].x, at[side].y + dy, w, h), rects))
                return { side: side, x: at[side].x, y: at[side].y + dy, dy: dy, dx: 0 }
        return { side: order[0], x: at[order[0]].x, y: at[order[0]].y, dy: 0, dx: 0 }
    }
    function around(r, w, h, gap) {  // the four places beside the rect r for a box w×h
        var cx = r.x + r.width / 2, cy = r.y + r.height / 2
        return { left: Qt.point(r.x - gap - w, cy - h / 2),
                 right: Qt.point(r.x + r.width + gap, cy - h / 2),
                 below: Qt.point(cx - w / 2, r.y + r.height + gap),
                 above: Qt.point(cx - w / 2, r.y - gap - h) }
    }
    function asideOf(t) {  // the room of seat t's Catch!/Swap/word, for the seats after it
        var b = seatRepeater.itemAt(t)
        return b && b.visible ? b.asideSize : null
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
            // something lies there (Tippo's pans at ten seats, a seat picker's targets:
            // Table.besideBadge)
            readonly property var spot: asideSize.width > 0
                ? table.besideBadge(seat, asideSize.width, asideSize.height, part.asideOf,
                                    table.seatTargetRects) : null
            buttonSide: spot ? spot.side : table.seatSpot(seat).buttons
            buttonDx: spot ? spot.dx : 0
            buttonDy: spot ? spot.dy : 0
            onCatchClicked: table.game.catchUno(seat)
            onSwapClicked: table.game.swapWith(seat)
        }
    }
}
