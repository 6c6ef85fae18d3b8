// The game table: its sizes and places, the presenters' cues to its scenes, and its parts.
import QtQuick

// Opponents on an ellipse, piles in the centre with the colour ring and direction arrows,
// your hand fanned along the bottom, decision controls, animations: each a part of its own
// (TablePiles, TableSeats, TableStatus, TableHand, TableDecisions, TableFlights,
// TableOverlays; TableVoice, TableFocus, TableKeys), which reaches the rest through
// ``table``. What the parts, the devices and the tests reach is the table's, at the end.
FocusScope {
    id: table
    objectName: "table"
    property var game: App.gameController  // a replay shows its own (ReplayScreen)
    property bool watching: false  // a replay: nothing here is the watcher's to play
    readonly property var hand: game.handModel
    readonly property var seats: game.seatsModel
    readonly property real cardH: Math.max(116, Math.min(height * 0.205, width * 0.13))
    readonly property real cardW: cardH * 5 / 7
    readonly property real pileH: cardH * 0.92
    readonly property real pileW: pileH * 5 / 7
    readonly property real cx: width / 2
    readonly property real cy: height * 0.41
    // The table's own sizes are drawn for 1280×760 and shrink to fit down to 1024×640; they
    // never grow with the window (that is the UI scale's work: Main.qml), or 200 % would be
    // divided out again here.
    readonly property real k: Math.max(0.85, Math.min(1, width / 1280, height / 760))
    // The cards' own scale: their height against the 1280×760 table's. What stands in the
    // piles' place (an edition's panel: the captain, Lotso, the victory lap, the race, the
    // penalty kick) is drawn for 1280×760 too and sizes by this, so it keeps its size
    // beside the cards in any window, where k stops at 1.
    readonly property real cardK: cardH / (760 * 0.205)
    readonly property bool compactSeats: n > 5
    readonly property real badgeH: (compactSeats ? 58 : 76) * k
    readonly property real rx: width * 0.40
    // the top seat stays clear of the top bar
    readonly property real ry: Math.min(height * 0.30, cy - topBarBottom - badgeH / 2 - 10)
    // Where the opponents sit, clockwise from your left. Up to six players: on an ellipse
    // (from 165° over the top to 15°), spread evenly along its arc, not by angle (a wide
    // ellipse would crowd the sides). More: in a U, up your left side, across the top and
    // down your right side, each side as full as it takes, so no two badges ever meet.
    readonly property real badgeMaxW: (compactSeats ? 7 * 4 + 36 + 120 + 22 + 4 + 34
                                                    : 10 * 4 + 44 + 170 + 26 + 4 + 40) * k
    readonly property var seatSpots: {
        var m = n - 1
        if (!compactSeats || m < 1) return []
        var gap = 10 * k, margin = 14
        var top = topBarBottom + 8 + badgeH / 2
        var sideTop = top + badgeH + gap
        var sideBottom = Math.min(logPanel.y, rightControls.y) - gap - badgeH / 2
        var across = Math.max(1, Math.floor((width - 2 * margin + gap) / (badgeMaxW + gap)))
        var perSide = Math.max(1, Math.floor((sideBottom - sideTop) / (badgeH + gap)) + 1)
        var side = Math.min(perSide, Math.max(1, Math.ceil((m - across) / 2)))
        var topCount = m - 2 * side
        var step = side > 1 ? Math.min((sideBottom - sideTop) / (side - 1), (badgeH + gap) * 2.2) : 0
        sideTop += Math.max(0, (sideBottom - sideTop - step * (side - 1)) / 2)  // centred
        // a corner's buttons go below it if that leaves the side column free, else inwards
        var cornerBelow = sideTop - top - badgeH >= 52 * k
        var xl = margin + badgeMaxW / 2, xr = width - margin - badgeMaxW / 2
        var out = []
        for (var i = 0; i < side; ++i)  // left side, from the bottom up
            out.push({ x: xl, y: sideTop + step * (side - 1 - i), buttons: "right" })
        for (var j = 0; j < topCount; ++j)  // across the top, left to right
            out.push({ x: topCount > 1 ? xl + (xr - xl) * j / (topCount - 1) : cx, y: top,
                       buttons: topCount < 2 || cornerBelow ? "below" : j === 0 ? "right"
                                : j === topCount - 1 ? "left" : "below" })
        for (var l = 0; l < side; ++l)  // right side, from the top down
            out.push({ x: xr, y: sideTop + step * l, buttons: "left" })
        return out
    }
    readonly property var seatAngles: {
        var steps = 240, from = 165, span = 210, lengths = [0]
        for (var i = 1; i <= steps; ++i) {
            var a0 = (from + span * (i - 1) / steps) * Math.PI / 180
            var a1 = (from + span * i / steps) * Math.PI / 180
            lengths.push(lengths[i - 1] + Math.hypot(rx * (Math.cos(a1) - Math.cos(a0)),
                                                     ry * (Math.sin(a1) - Math.sin(a0))))
        }
        var out = [], j = 0
        for (var rel = 1; rel < n; ++rel) {
            var want = lengths[steps] * rel / n
            while (j < steps && lengths[j + 1] < want) ++j
            var f = (want - lengths[j]) / Math.max(1e-6, lengths[j + 1] - lengths[j])
            out.push((from + span * (j + f) / steps) * Math.PI / 180)
        }
        return out
    }
    readonly property real speed: game.speedFactor
    property int focusIndex: -1
    readonly property bool myTurn: game.myTurn
    readonly property int n: game.seatCount
    // A modal overlay is up: the table under it takes no clicks and no Tab stops.
    readonly property bool overlayUp: (game.choosingColor && !game.passScreen) || game.passScreen
                                      || game.handOver || game.gameOver || game.askingLeave
                                      || App.helpShown || reacting

    focus: true
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Game table")
    // Not the whole table (read again on every change, it drowned each move): what the
    // voice says while the table itself has the focus (speak()); A, I, W, E, L say the
    // rest on demand.
    property bool voiced: false
    property string voice: ""
    Accessible.description: voiced ? voice : ""

    // ------------------------------------------------------------ geometry helpers
    function seatPoint(s) {
        var me = game.mySeat >= 0 ? game.mySeat : 0
        var rel = ((s - me) % n + n) % n
        if (rel === 0)
            return Qt.point(handArea.centre, game.mySeat >= 0 ? height - cardH * 0.55 : height - 90)
        if (seatSpots.length === n - 1) return Qt.point(seatSpots[rel - 1].x, seatSpots[rel - 1].y)
        var ang = seatAngles[rel - 1]
        if (ang === undefined) ang = (165 + rel / n * 210) * Math.PI / 180
        return Qt.point(cx + rx * Math.cos(ang), cy + ry * Math.sin(ang))
    }
    function seatSpot(s) {  // {x, y, buttons}: where seat ``s`` sits, its buttons' side
        var rel = ((s - Math.max(0, game.mySeat)) % n + n) % n
        if (rel > 0 && seatSpots.length === n - 1) return seatSpots[rel - 1]
        var p = seatPoint(s)
        return { x: p.x, y: p.y, buttons: "below" }
    }
    // a duel stands over the piles (the device stage's): a device there steps back
    readonly property bool duelShown: deviceLayer.item ? deviceLayer.item.duelShown : false
    readonly property var seatTargetRects: deviceLayer.item ? deviceLayer.item.seatTargetRects : ({})
    function discardPoint() {
        var dev = deviceLayer.item && deviceLayer.item.hidesPile ? deviceLayer.item.landingPoint() : null
        return dev ? dev : Qt.point(discardPile.x + pileW / 2, discardPile.y + pileH / 2)
    }
    function drawPoint() { return Qt.point(drawPile.x + pileW / 2, drawPile.y + pileH / 2) }
    function handCardPoint(i) {
        var item = handRepeater.itemAt(i)
        if (!item) return seatPoint(game.mySeat)
        var p = item.mapToItem(table, item.width / 2, item.height / 2)
        return Qt.point(p.x, p.y)
    }

    // ------------------------------------------------------------ cues from the presenters
    // Every event reaches QML as cues (``scene``, ``act`` and their data, with a duration):
    // the presenters in uno_desktop/ui/present decide them. The table plays the cues of its
    // own scenes; the device stage those of the edition's devices.
    readonly property var scenes: ({ "table": flightsPart, "drawPile": drawPile, "colorRing": colorRing,
                                     "directionRing": directionRing, "pendingBadge": pendingBadge,
                                     "reveal": reveal, "banner": banner, "myUno": myUno })
    readonly property var tints: ({ "yellow": Theme.yellow, "red": Theme.red,
                                    "green": Theme.green, "blue": Theme.blue })
    Connections {
        target: table.game
        function onCue(c) {
            if (c.type === "reset") {  // a new game: nothing of the last one stays up
                banner.hide()
                if (reveal.item) reveal.item.hide()
                return
            }
            var scene = table.scenes[c.scene]
            if (scene && c.duration > 0) scene[c.act](c)
        }
    }

    readonly property real topBarBottom: topButtons.y + topButtons.height
    readonly property bool revealing: reveal.item !== null && reveal.item.visible  // over the piles
    // The free middle of the table, for what a device puts there: above the status line,
    // or the note in its place (taller than the prompt when it wraps), clear of the badges
    // (clearRadius, clearRight).
    readonly property real centreBottom: Math.min(statusLine.y, noteLine.visible ? noteLine.y : statusLine.y) - 8
    readonly property real discardRight: discardPile.x + pileW
    // The largest half-size of a square centred on (x, y) that no opponent's badge enters.
    function clearRadius(x, y) {
        var r = Math.min(x, width - x, y - topBarBottom)
        for (var i = 0; i < seatsPart.badges.length; ++i) {
            var b = seatsPart.badges[i]
            if (!b || !b.visible) continue
            r = Math.min(r, Math.max(Math.abs(x - b.x - b.width / 2) - b.width / 2,
                                     Math.abs(y - b.y - b.height / 2) - b.height / 2))
        }
        return r
    }
    // The bottom edge of the lowest badge above the piles between x0 and x1 (else the top
    // bar's): where a panel that wide may start.
    function clearBelow(x0, x1) {
        var top = topBarBottom
        for (var i = 0; i < seatsPart.badges.length; ++i) {
            var b = seatsPart.badges[i]
            if (b && b.visible && b.x < x1 && b.x + b.width > x0 && b.y + b.height / 2 < cy)
                top = Math.max(top, b.y + b.height)
        }
        return top
    }
    // The left edge of the first badge right of ``x`` between heights y0 and y1.
    function clearRight(x, y0, y1) {
        var right = width - 12
        for (var i = 0; i < seatsPart.badges.length; ++i) {
            var b = seatsPart.badges[i]
            if (b && b.visible && b.x + b.width > x && b.y < y1 && b.y + b.height > y0)
                right = Math.min(right, b.x)
        }
        return right
    }
    // The right edge of the badges left of ``x`` between heights y0 and y1, with the buttons
    // each shows towards the table (asideSize: a device sized by this leaves them room).
    function clearLeft(x, y0, y1) {
        var left = 12
        for (var i = 0; i < seatsPart.badges.length; ++i) {
            var b = seatsPart.badges[i], aside = b ? b.asideSize.width : 0
            if (b && b.visible && b.x + b.width / 2 < x && b.y < y1 && b.y + b.height > y0)
                left = Math.max(left, b.x + b.width + (aside > 0 && seatSpot(b.seat).buttons === "right" ? 6 + aside : 0))
        }
        return left
    }
    // What nothing set beside a badge (a seat picker's target, a badge's Catch! and Swap)
    // may lie on: every badge, the piles shown, a device's box (its keepClear: Tippo's
    // pans, Extreme's launcher), the prompt (or the note in its place), the decision's
    // buttons, the log, the top bar's and the right column's buttons, the hand.
    function taken() {
        var out = deviceLayer.item ? deviceLayer.item.keepClear.slice() : []
        function add(item) {
            if (item && item.visible && item.width > 0)
                out.push(Qt.rect(item.x, item.y, item.width, item.height))
        }
        for (var i = 0; i < seatsPart.badges.length; ++i) add(seatsPart.badges[i])
        add(drawPile); add(discardPile); add(statusLine); add(noteLine); add(controls)
        add(logPanel); add(topButtons); add(rightControls)
        out.push(Qt.rect(0, handArea.y + handArea.liftedTop, width, height))
        return out
    }
    function isFree(r, rects) {
        var m = 4
        if (r.x < m || r.y < topBarBottom + m || r.x + r.width > width - m)
            return false
        for (var i = 0; i < rects.length; ++i) {
            var o = rects[i]
            if (r.x < o.x + o.width && o.x < r.x + r.width && r.y < o.y + o.height && o.y < r.y + r.height)
                return false
        }
        return true
    }
    // Where a box (w×h) goes beside seat ``s``'s badge, clear of what is taken()
    // (TableSeats.placeBeside): {side, x, y, dx, dy}. ``sizeOf(t)`` (if given) is the size of
    // the box of the same kind beside seat t (null: none): those of the seats before it in
    // the table's order go first and are kept clear of (ten seats in Tippo: two in one gap).
    // ``targets`` (a badge's word and buttons: the seat picker's, seat -> rect) are kept
    // clear of too, and a box that finds no room beside its badge goes beside the seat's target.
    function besideBadge(s, w, h, sizeOf, targets) {
        var rects = taken(), me = Math.max(0, game.mySeat), of = targets || {}
        for (var seat in of) rects.push(of[seat])
        for (var k = 1; sizeOf && k < n && (me + k) % n !== s; ++k) {
            var t = (me + k) % n, size = sizeOf(t)
            if (!size || !(size.width > 0)) continue
            var q = seatsPart.placeBeside(t, size.width, size.height, rects, of[t])
            rects.push(Qt.rect(q.x, q.y, size.width, size.height))
        }
        return seatsPart.placeBeside(s, w, h, rects, of[s])
    }
    // ------------------------------------------------------------ quick reactions
    // The panel (Q, or React) is a modal overlay, built only while open, by file name (its
    // type is not compiled with the table). The player's own reaction pops up above the hand.
    property bool reacting: false
    Connections {  // a game that ends or goes closes it
        target: table.game.reactionsObject
        function onChanged() { if (!table.game.reactionsObject.canSend) table.reacting = false }
    }
    // ------------------------------------------------------------ log
    // A strip on the right that is not the table's (a replay's bar): your hand, the
    // end-of-hand and end-of-game panels leave it free
    property real rightReserve: 0
    property bool logShown: true  // the tutorial's lesson stands in the log's place
    readonly property real logWidth: logPanel.width
    // ------------------------------------------------------------ keyboard
    // The keys are listed once, in AppController.key_help (the help overlay, the rules
    // screen, the README); an overlay that is up (colour picker, a question) has its own.
    // A dialog over the table (the leave question, the coach's review, the list of keys)
    // answers its own keys: none goes through it to the table (Tab still moves in it).
    readonly property bool dialogUp: game.askingLeave || App.helpShown
                                     || (!watching && App.coachReady && App.coach.reviewOpen)
    readonly property var dev: game.deviceController
    // ------------------------------------------------------------ the coach
    // A hint: one line in the prompt's place (note), and the card it would play lifted
    // (Enter plays it); at the colour picker, under its discs, the focus on its colour.
    // (App.coach is built on the first hint: App.coachReady says whether it exists.)
    function askCoach() {
        App.coach.hint()
        if (App.coach.hintCard >= 0)
            pick(App.coach.hintCard)
        if (App.coach.hintColor !== "" && topOverlay && topOverlay.focusOnColor)
            topOverlay.focusOnColor(App.coach.hintColor)
        if (App.coach.hintText !== "")
            game.sayNow(App.coach.hintText)  // heard as it is shown
    }

    // ------------------------------------------------------------ notes
    // A passing word stands in the prompt's place (NoteLine), never on it: a refusal or
    // "nothing to decide" (the window routes the game's toasts here: showNote) for a few
    // seconds, gone at once when the prompt changes (the turn came, the move went in);
    // else the coach's hint, until the game moves on.
    property string toastText: ""
    property string toastFor: ""  // the prompt shown when it came
    function showNote(text) {
        toastText = text
        toastFor = game.statusText
        noteTime.restart()
    }
    Timer { id: noteTime; interval: 3200; onTriggered: table.toastText = "" }
    readonly property string note: toastText !== "" && game.statusText === toastFor ? toastText
                                   : App.coachReady && !watching && App.coach.hintColor === ""
                                   ? App.coach.hintText : ""  // a colour's: in the picker
    // The width the prompt's line has: the table's, less the badges beside it (ten seats
    // sit down the sides to the prompt's height at 1024×640).
    readonly property real lineRoom: {
        var bottom = controls.y, top = bottom - 64 * k
        return Math.max(280 * k, 2 * (clearRight(cx, top, bottom) - cx) - 24)
    }

    Keys.onPressed: (event) => keysPart.pressed(event)

    // ------------------------------------------------------------ the parts, in the order
    // their items stand (and Tab goes): the top bar first, then the piles, the seats, the
    // hand, the decision bar; the device layer; the moments, the overlays
    TableStatus { id: statusPart }
    TablePiles { id: pilesPart }
    TableSeats { id: seatsPart }
    TableHand { id: handPart }
    TableDecisions { id: decisionsPart }

    // ------------------------------------------------------------ edition devices
    Loader {
        id: deviceLayer
        anchors.fill: parent
        z: 150
        enabled: !table.overlayUp
        // Only editions whose kit asks for it (Kit.stage) have the layer; classic games skip
        // it (it is large), which keeps the table's first frame fast. The layer binds to
        // ``table`` from its first evaluation, so it gets it at creation.
        readonly property bool wanted: App.deviceLayerSource !== "" && table.dev.usesStage
        function load() {
            if (wanted && !item) setSource(App.deviceLayerSource, { "table": table })
        }
        onWantedChanged: load()
        Component.onCompleted: load()
    }

    TableFlights { id: flightsPart }
    TableOverlays { id: overlaysPart }
    TableVoice { id: voicePart }
    TableFocus { id: focusPart }
    TableKeys { id: keysPart }
    // what the parts, the devices and the tests reach through the table (a call that comes
    // late, as the table leaves the window, finds nothing to do)
    function afterCardLeft() { if (Window.window) return focusPart.afterCardLeft() }
    readonly property Item banner: flightsPart.banner
    function burst(text, seat, tint, duration) { if (Window.window) return flightsPart.burst(text, seat, tint, duration) }
    property alias cardLeft: focusPart.cardLeft
    readonly property Item colorRing: pilesPart.colorRing
    function colourGroup(i, dir) { if (Window.window) return focusPart.colourGroup(i, dir) }
    readonly property Item controls: decisionsPart.controls
    function decisionStop() { if (Window.window) return focusPart.decisionStop() }
    readonly property Item directionRing: pilesPart.directionRing
    readonly property Item discardPile: pilesPart.discardPile
    readonly property Item drawButton: decisionsPart.drawButton
    readonly property Item drawPile: pilesPart.drawPile
    function edge(i, first) { if (Window.window) return focusPart.edge(i, first) }
    function focusMoved() { if (Window.window) return focusPart.focusMoved() }
    property alias focusMovedAt: voicePart.focusMovedAt
    property alias focusedItem: focusPart.focusedItem
    property alias giving: focusPart.giving
    readonly property Item handArea: handPart.handArea
    readonly property Item handRepeater: handPart.handRepeater
    function inside(item, area) { if (Window.window) return focusPart.inside(item, area) }
    function keepKeys() { if (Window.window) return focusPart.keepKeys() }
    readonly property Item logPanel: statusPart.logPanel
    readonly property Item myUno: handPart.myUno
    readonly property Item pendingBadge: pilesPart.pendingBadge
    function pick(i) { if (Window.window) return focusPart.pick(i) }
    function refocus() { if (Window.window) return focusPart.refocus() }
    readonly property Item reveal: flightsPart.reveal
    readonly property Item rightControls: decisionsPart.rightControls
    readonly property Item ownSeatRoom: decisionsPart.ownSeatRoom
    property Item ownSeatTarget: null  // your own seat's target, while a seat picker shows it
    function sayUnsaid() { if (Window.window) return voicePart.sayUnsaid() }
    readonly property Item seatRepeater: seatsPart.seatRepeater
    function speak(text) { if (Window.window) return voicePart.speak(text) }
    readonly property Item statusLine: statusPart.statusLine
    readonly property Item noteLine: statusPart.noteLine
    readonly property Item topButtons: statusPart.topButtons
    property alias topOverlay: overlaysPart.topOverlay
    function topmost() { if (Window.window) return overlaysPart.topmost() }
    property alias unsaid: voicePart.unsaid
    function unvoiceOthers() { if (Window.window) return voicePart.unvoiceOthers() }
    function voiceOn(item, text) { if (Window.window) return voicePart.voiceOn(item, text) }
    property alias voicedItems: voicePart.voicedItems
    function wantsStop() { if (Window.window) return focusPart.wantsStop() }
    property alias deviceLayer: deviceLayer
}
