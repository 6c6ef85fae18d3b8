// Where the keyboard focus goes at the table: a decision's button, the picked card, back.
import QtQuick

Item {
    readonly property Item table: parent

    // The keys stay with the table. When a decision of yours has buttons (Challenge or
    // Take, a seat to choose, the wheel's SPIN, …), the first of them has the focus, so
    // Enter answers at once and Tab goes on to the others; the arrows take the focus back
    // to the hand. When the focused control goes, the focus goes where it belongs (land).
    readonly property Item focusedItem: Window.activeFocusItem
    property Item focusWas: null  // the item that had the focus before this one
    property bool focusWasInside: false  // that item was a control of the table's
    Connections {  // (not on focusedItem: the focus moved from here would loop its binding)
        target: table.Window.window
        function onActiveFocusItemChanged() { focusMoved() }
    }
    function focusMoved() {
        if (!table || !Window.window) return
        var now = Window.activeFocusItem
        table.focusMovedAt = Date.now()
        var was = focusWas, wasInside = focusWasInside
        focusWas = now
        focusWasInside = now !== null && now !== table && now !== focusBounce && inside(now, table)
        // A control disabled with the focus (Draw, as the turn passes; the wheel's hub as it
        // spins) hands the active focus to a scope around it (the table, a device's
        // Loader) but keeps the scope's focus: Qt would give it the keys back the moment
        // it is enabled again (Draw at the next turn, where the hand answers, and Enter
        // draws), and with no focus ring. It lets go of it here.
        if (now && was && was !== now && inside(was, now) && was.focus)
            was.focus = false
        // The control that had the focus is going (hidden or disabled: its decision was
        // answered, Spin's hub as it spins; taken down: an overlay closing, its Loader
        // left empty: not pressable), and Qt handed
        // the focus to a scope around it, which tells a screen reader nothing: Orca goes
        // on reading the control that is gone, and hears none of the lines said after.
        // So the focus goes where it belongs now, with an event, before the rest of the
        // change (the control's new name, its disabled state) reaches the reader.
        if (wasInside && !giving && (!was || !pressable(was) || !inside(was, table)))
            land()
        if (table.voicedItems.length)
            Qt.callLater(table.unvoiceOthers)
        Qt.callLater(keepKeys)
    }
    Connections {
        target: table.game
        function onControlsChanged() { Qt.callLater(keepKeys) }
    }
    // The picked card is about to leave the hand (played, discarded, given away): the
    // focus steps aside to an item no reader shows, so Qt does not hand it to the table
    // (which a reader would read out whole), and comes to the card that takes its place
    // once the hand has settled. The picked card stays the same card as others come and go.
    Connections {
        target: table.hand
        function onRowsAboutToBeRemoved(parent, first, last) {
            if (table.focusIndex < first || table.focusIndex > last) return
            var card = table.handRepeater.itemAt(table.focusIndex)
            if (card && card.activeFocus) {
                giving = true
                focusBounce.forceActiveFocus()
                giving = false
                cardLeft = true
            }
        }
        function onRowsRemoved(parent, first, last) {
            if (table.focusIndex > last)
                table.focusIndex -= last - first + 1
            else if (table.focusIndex >= first)  // its neighbour, or the last card
                table.focusIndex = Math.min(first, table.hand.count - 1)
            if (cardLeft) Qt.callLater(afterCardLeft)
        }
        function onRowsInserted(parent, first, last) {
            if (table.focusIndex >= first) table.focusIndex += last - first + 1
        }
    }
    property bool cardLeft: false
    function afterCardLeft() {
        if (!table || !Window.window || !cardLeft) return
        cardLeft = false
        if (Window.activeFocusItem === focusBounce) land()
    }
    function inside(item, area) {
        for (var p = item; p; p = p.parent)
            if (p === area) return true
        return false
    }
    function firstStopIn(area) {  // the first Tab stop inside ``area``, or null
        var next = area ? area.nextItemInFocusChain(true) : null
        return next && inside(next, area) ? next : null
    }
    // Decisions answered from the hand (a card to discard, the race's next number: the
    // kits' hand_decisions) offer no button first; but a turn with nothing to play offers
    // the draw (Enter draws: the Draw button, or Extreme's launcher).
    readonly property var handDecisions: table.dev.handDecisions
    function wantsStop() {
        return table.game.myTurn && !table.overlayUp && !table.dialogUp
               && (handDecisions.indexOf(table.game.decision) < 0 || table.game.onlyDraw)
    }
    function decisionStop() {
        if (!wantsStop())
            return null
        if (handDecisions.indexOf(table.game.decision) >= 0)
            return table.drawButton.visible && table.drawButton.enabled ? table.drawButton : firstStopIn(table.deviceLayer.item)
        for (var i = 0; i < table.seatRepeater.count; ++i) {  // a 7 or a 0: whom to swap with
            var badge = table.seatRepeater.itemAt(i)
            if (badge && badge.swappable) return firstStopIn(badge)
        }
        return firstStopIn(table.controls) || firstStopIn(table.deviceLayer.item)
    }
    property Item offered: null  // the decision's button the table gave the focus to last
    function keepKeys() {
        if (!table || !Window.window || table.watching) return  // going, or a replay's (its keys)
        if (cardLeft) return  // (afterCardLeft)
        var f = Window.activeFocusItem
        var stop = decisionStop()
        var lost = !f || f === focusBounce || (inside(table, f) && f !== table)
                   || (inside(f, table) && !pressable(f))
                   || (f === offered && stop !== offered)  // given for a decision now over
        var onHand = f === table || (f && inside(f, table.handArea))  // the table or a card
        if (stop && (lost || (onHand && stop !== offered))) {
            focusTo(stop, Qt.TabFocusReason)
            if (stop.focusFromKeyboard !== undefined) stop.focusFromKeyboard = true  // its ring
        } else if (lost || (f === table && table.focusIndex >= 0 && table.handRepeater.count > 0)) {
            takeKeys()
        }
        offered = stop  // once: the arrows take the focus back to the hand, and it stays
        // a decision's buttons that are not there yet (a device's panel fading in: the
        // wheel's SPIN, the victory lap's) get the focus as they come
        if (!stop && wantsStop()) stopLater.restart()
    }
    Timer {
        id: stopLater
        interval: 60
        repeat: true
        property int tries: 0
        onRunningChanged: if (running) tries = 0
        onTriggered: {
            if (++tries > 100 || !wantsStop() || decisionStop()) stop()
            if (decisionStop()) keepKeys()
        }
    }
    // Where the focus belongs when what had it went: the overlay on top (the colour picker
    // under the leave question, the end of a hand under the review), else the decision's
    // default, else the picked card, else the table. A move there is an event a reader
    // hears (Qt's own step to a scope around the control that went may be none: Spin's
    // hub handed it to the device layer, unheard). (A replay's table leaves the keys to
    // its screen.) An overlay going calls it too.
    function land() {
        if (!table || !Window.window || table.watching) return
        var top = liveOverlay()
        if (top) {
            if (!inside(Window.activeFocusItem, top)) top.takeFocus()
            return
        }
        if (table.dialogUp) return  // the keys' list, the leave question: they keep the keys
        var stop = decisionStop()
        if (stop && pressable(stop)) {
            focusTo(stop, Qt.TabFocusReason)
            if (stop.focusFromKeyboard !== undefined) stop.focusFromKeyboard = true
            offered = stop
        } else {
            takeKeys()
        }
    }
    // An overlay went (its Loader says so after): unless the focus came back already.
    function refocus() {
        if (!table || !Window.window || table.watching) return
        var f = Window.activeFocusItem, top = liveOverlay()
        if (!f || f === focusBounce || (top ? !inside(f, top) : !inside(f, table) || f === table
                                        || !pressable(f)))
            land()
        // Else Qt gave the focus back to the control that had it as the table under the
        // overlay was enabled again, with no reason a key gives: a Qt Quick control (the
        // wheel's colour disc) showed no ring, though a key (Esc) closed the overlay.
        else if (f.focusReason !== undefined && !f.visualFocus)
            f.focusReason = Qt.TabFocusReason
    }
    // Whether the focus on ``f`` (inside the table) can answer a key: shown, enabled, and
    // not a Loader: a scope Enter does nothing on, where Qt leaves the focus when the
    // control in it went (an overlay's, its overlay closing; the device layer's, when
    // Tippo's seat picker took its targets down after "who starts the Tilt")
    function pressable(f) {
        return f.visible && f.enabled && f.status === undefined
    }
    function liveOverlay() {  // the top overlay, unless it is the one going
        var top = table.topOverlay
        return top && top.visible && inside(top, table) ? top : null
    }
    function takeKeys() {  // the focus back to the hand: the picked card, else the table
        var count = table.handRepeater.count
        var card = table.focusIndex >= 0 && count > 0 && !table.game.handHidden  // (none picked: the table)
                   ? table.handRepeater.itemAt(Math.min(table.focusIndex, count - 1)) : null
        if (card) {
            table.focusIndex = card.index
            focusTo(card, Qt.OtherFocusReason)
            return
        }
        for (var p = Window.activeFocusItem; p && p !== table && inside(p, table); p = p.parent)
            p.focus = false  // else the table, a focus scope, hands it back to that control
        focusTo(table, Qt.OtherFocusReason)
    }
    // Every focus the table gives goes through here. What the voice has waiting (its
    // paced lines too: a reader stops what it says when the focus moves anyway) is put on
    // the item first, so a reader says it with the item, once. Put there after the focus
    // came, a reader lagging behind the game (a busy machine) reads the item with the line
    // already on it and then the change as well: twice (issue 40).
    property bool giving: false  // the table is moving the focus (not Qt, not Tab)
    function focusTo(item, reason) {
        if (item.activeFocus) return
        table.game.voiceObject.flush()
        var text = table.unsaid.join(" ")
        table.unsaid = []
        var card = inside(item, table.handArea) && item.own !== undefined
        if (card) item.ownAtFocus = item.own
        var own = card && item.own ? item.own : ""
        if (typeof item.voiced !== "boolean" && !item.Accessible) {
            if (text !== "") table.unsaid = [text]  // said where the focus goes next
        } else {
            if (text !== "") table.voiceOn(item, own ? own + ". " + text : text)
            // A reader reads the item the focus went to first, with what it now carries: the
            // next line waits for that reading (issue 40)
            var name = item.Accessible ? item.Accessible.name : ""
            if (name || text !== "")
                table.game.voiceObject.hold([name, own, text].filter(s => s !== "").join(". "))
        }
        giving = true
        item.forceActiveFocus(reason)
        giving = false
    }
    Item { id: focusBounce; Accessible.ignored: true }  // (onRowsAboutToBeRemoved)
    // The picked card is the first or last and the keys went on: said with its name, as
    // the focus does not move ("Wild: last card.").
    function edge(i, first) {
        var card = table.handRepeater.itemAt(i)
        if (!card) return
        var name = card.Accessible.name
        table.speak(first ? qsTr("%1: first card.").arg(name) : qsTr("%1: last card.").arg(name))
    }
    // The card at ``i`` is picked and has the keyboard focus: the screen reader says it
    // ("Red 7, playable, 3 of 9").
    function pick(i) {
        table.focusIndex = i
        takeKeys()
    }
    // The first card of the colour group after (``dir`` 1) or before (-1) the picked
    // card's; the hand is sorted by colour (wilds last). Stays at the ends.
    function colourGroup(i, dir) {
        var cards = table.hand.codes()
        var colourOf = (c) => c.split("_")[0]
        if (i < 0) return dir > 0 ? 0 : cards.length - 1
        var here = colourOf(cards[i])
        if (dir > 0) {
            for (var j = i + 1; j < cards.length; ++j)
                if (colourOf(cards[j]) !== here) return j
            return i
        }
        var start = i
        while (start > 0 && colourOf(cards[start - 1]) === here) --start
        if (start !== i) return start  // to the start of this group first
        if (start === 0) return 0
        var prev = colourOf(cards[start - 1]), k = start - 1
        while (k > 0 && colourOf(cards[k - 1]) === prev) --k
        return k
    }
}
