import QtQuick

// The game table: opponents on an ellipse, piles in the centre with the colour ring and
// direction arrows, your hand fanned along the bottom, decision controls, animations.
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
    function colorName(c) { return c }

    // ------------------------------------------------------------ cues from the presenters
    // Every event reaches QML as cues (``scene``, ``act`` and their data, with a duration):
    // the presenters in uno_desktop/ui/present decide them. The table plays the cues of its
    // own scenes; the device stage those of the edition's devices.
    readonly property var scenes: ({ "table": table, "drawPile": drawPile, "colorRing": colorRing,
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

    // ------------------------------------------------------------ the voice
    // What the screen reader says (GameController.voice: paced, to the player's verbosity)
    // goes on the item that has the keyboard focus, as its description: every screen reader
    // speaks a change of the focused item's description (Orca 43 too, which does not listen
    // to Qt's announcements). The table, the hand's cards and every button (ButtonBase)
    // carry a ``voice``; it goes when they lose the focus. Said where the player is: after
    // the focus has settled (keepKeys runs first), or with the item the table gives the
    // focus to (focusTo).
    Connections {
        target: table.game.voiceObject
        function onSpoken(text) { table.speak(text) }
    }
    property var unsaid: []
    property var voicedItems: []  // the items whose description says a line of the voice's
    property double focusMovedAt: 0
    function speak(text) {
        unsaid.push(text)
        Qt.callLater(sayUnsaid)
    }
    // A reader asks the newly focused item for its name and description a moment after
    // the focus moved: a line put there meanwhile would be read as part of the item and
    // then again as a change. So a line waits that moment out. (A reader lagging behind
    // the game by more, on a busy machine, still reads both; what waits when the table
    // itself moves the focus goes with the item instead: focusTo.)
    Timer {
        id: sayLater
        interval: 350
        onTriggered: table.sayUnsaid()
    }
    // The items that lost the focus forget their lines, once the focus has moved on
    // (before, an item's own description coming back would be read as a change of the
    // focused item's).
    function unvoiceOthers() {
        if (!table || !Window.window) return  // (the table went meanwhile)
        var f = Window.activeFocusItem, kept = []
        for (var item of voicedItems) {
            if (!item) continue
            if (item === f) {
                kept.push(item)
            } else if (typeof item.voiced === "boolean") {
                item.voiced = false
                item.voice = ""
            } else if (item.Accessible) {
                item.Accessible.description = ""
            }
        }
        voicedItems = kept
    }
    // ``item`` says ``text``: its description, which a reader speaks as a change while the
    // item has the focus, or reads with the item when the focus comes to it after.
    function voiceOn(item, text) {
        if (typeof item.voiced === "boolean") {
            // the same line again must be a change too (a space more or less; no empty
            // step between: AT-SPI hands a reader the old text with that change)
            item.voice = text === item.voice ? text + " " : text
            item.voiced = true
        } else {
            // a control of the table's without a voice of its own (a device's round
            // button): its description, which nothing else sets
            var was = item.Accessible.description
            item.Accessible.description = text === was ? text + " " : text
        }
        if (voicedItems.indexOf(item) < 0) voicedItems = voicedItems.concat([item])
    }
    function sayUnsaid() {
        if (!table || unsaid.length === 0) return
        var wait = focusMovedAt + sayLater.interval - Date.now()
        if (wait > 0) {
            sayLater.interval = Math.max(1, wait)
            sayLater.restart()
            return
        }
        sayLater.interval = 350
        var text = unsaid.join(" ")
        unsaid = []
        var f = Window.activeFocusItem
        if (f && (typeof f.voiced === "boolean" || (f.Accessible && inside(f, table))))
            voiceOn(f, text)
        else
            table.Accessible.announce(text)  // the focus is not at the table
    }

    function playCard(c) {
        var from = c.mine ? handCardPoint(c.fromIndex) : seatPoint(c.seat)
        flyCard(c.card, from, discardPoint(), c.duration, false, c.mine ? 0 : 180)
    }
    function drawCards(c) {
        var mine = c.seat === game.mySeat && c.cards.length > 0
        var target = c.seat === game.mySeat ? Qt.point(handArea.centre, height - cardH * 0.6)
                                            : seatPoint(c.seat)
        var d = c.duration, k = Math.min(c.count, 6)
        for (var i = 0; i < k; ++i)
            flyCard(mine ? c.cards[Math.min(i, c.cards.length - 1)] : "", drawPoint(), target,
                    Math.max(60, d - i * 50), mine, 0, i * Math.min(50, d / 8))
        if (c.count > 1) burst("+" + c.count, c.seat, Theme.red, Math.max(d, 500))
    }
    function dealCard(c) { flyCard("", drawPoint(), seatPoint(c.seat), c.duration, false, 0) }
    function turnFirstCard(c) {
        flyCard(c.card, drawPoint(), c.returned ? drawPoint() : discardPoint(), c.duration, true, 0)
    }
    function shout(c) { burst(c.text, c.seat, tints[c.tint] || Theme.blue, c.duration) }
    function announce(c) { centerBurst(c.text, c.duration) }

    Component {
        id: flyerComponent
        Item {
            id: flyer
            property string face: ""
            property string back: table.game.backCard
            property bool flip: false
            property bool showFace: face !== "" && !flip
            property point from
            property point to
            property int duration: 250
            property int delay: 0
            property real spin: 0
            width: table.pileW
            height: table.pileH
            z: 400
            x: from.x - width / 2
            y: from.y - height / 2
            CardImage {
                id: img
                anchors.fill: parent
                source: flyer.showFace ? flyer.face : flyer.back
            }
            transform: Scale { id: flipScale; origin.x: flyer.width / 2; xScale: 1 }
            SequentialAnimation {
                id: anim
                PauseAnimation { duration: flyer.delay }
                ParallelAnimation {
                    PathAnimation {
                        target: flyer
                        duration: flyer.duration
                        easing.type: Easing.OutCubic
                        anchorPoint: Qt.point(flyer.width / 2, flyer.height / 2)
                        path: Path {
                            startX: flyer.from.x; startY: flyer.from.y
                            PathQuad {
                                x: flyer.to.x; y: flyer.to.y
                                controlX: (flyer.from.x + flyer.to.x) / 2
                                controlY: Math.min(flyer.from.y, flyer.to.y) - Math.abs(flyer.to.x - flyer.from.x) * 0.18 - 30
                            }
                        }
                    }
                    NumberAnimation { target: flyer; property: "rotation"; from: flyer.spin; to: (Math.random() - 0.5) * 16; duration: flyer.duration; easing.type: Easing.OutCubic }
                    SequentialAnimation {
                        PauseAnimation { duration: flyer.duration * 0.6 }
                        NumberAnimation { target: flipScale; property: "xScale"; to: flyer.flip ? 0 : 1; duration: flyer.flip ? flyer.duration * 0.2 : 0 }
                        PropertyAction { target: flyer; property: "flip"; value: false }
                        NumberAnimation { target: flipScale; property: "xScale"; to: 1; duration: flyer.duration * 0.2 }
                    }
                }
                // a handler, not a ScriptAction: the table may be gone (its context cleared
                // while it waits to be deleted), and a script would run in it anyway
                onFinished: flyer.destroy()
            }
            function start() { anim.start() }
        }
    }

    function flyCard(face, from, to, duration, flip, spin, delay) {
        var f = flyerComponent.createObject(table, { face: face, from: from, to: to, duration: duration,
                                                     flip: flip, spin: spin || 0, delay: delay || 0 })
        f.start()
    }

    Component { id: burstComponent; Burst {} }
    // A word over a seat: beside its badge towards the middle of the table (below a seat
    // at the top, so it never leaves the window); on your own hand for your seat, over the
    // cards' lower half (never on the prompt over the hand, nor a card's corner number).
    function burst(text, seat, tint, duration) {
        var p = seatPoint(seat)
        var b = burstComponent.createObject(table, { text: text, tint: tint, duration: Math.max(300, duration) })
        var mine = ((seat - Math.max(0, game.mySeat)) % n + n) % n === 0
        var y = mine ? handArea.y + handArea.cardTop + cardH * 0.62 - b.height / 2
                     : p.y + badgeH / 2 + 12
        b.x = Math.max(8, Math.min(width - b.width - 8, p.x - b.width / 2))
        b.y = Math.max(topBarBottom + 6, Math.min(height - b.height - 8, y))
        b.play()
    }
    function centerBurst(text, duration) {
        var b = burstComponent.createObject(table, { text: text, tint: Theme.blue, duration: Math.max(300, duration) })
        b.x = cx - b.width / 2
        b.y = cy - pileH * 0.9 - b.height
        b.play()
    }

    // ------------------------------------------------------------ top bar
    Row {
        x: 18; y: 14
        spacing: 12
        Panel {
            width: infoText.implicitWidth + 28 * table.k; height: 40 * table.k
            radius: height / 2
            Text {
                id: infoText
                textFormat: Text.PlainText
                objectName: "handInfo"
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                anchors.centerIn: parent
                // a single-hand game has no target and no points to show
                text: table.game.singleHand ? qsTr("One hand decides the game")
                      : qsTr("Hand %1 · Target %2").arg(table.game.handNumber).arg(Number(table.game.targetScore).toLocaleString(Qt.locale(), "f", 0))
                      + (table.game.mySeat >= 0 ? "   ·   " + qsTr("Your points: %1").arg(Number(table.game.myScore).toLocaleString(Qt.locale(), "f", 0)) : "")
                color: Theme.text
                font.pixelSize: 15 * table.k
            }
        }
    }
    readonly property real topBarBottom: topButtons.y + topButtons.height
    readonly property bool revealing: reveal.item !== null && reveal.item.visible  // over the piles
    // The free middle of the table, for what a device puts there: above the status line,
    // clear of the badges (clearRadius, clearRight).
    readonly property real centreBottom: statusLine.y - 8
    readonly property real discardRight: discardPile.x + pileW
    // The largest half-size of a square centred on (x, y) that no opponent's badge enters.
    function clearRadius(x, y) {
        var r = Math.min(x, width - x, y - topBarBottom)
        for (var i = 0; i < seatRepeater.count; ++i) {
            var b = seatRepeater.itemAt(i)
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
        for (var i = 0; i < seatRepeater.count; ++i) {
            var b = seatRepeater.itemAt(i)
            if (b && b.visible && b.x < x1 && b.x + b.width > x0 && b.y + b.height / 2 < cy)
                top = Math.max(top, b.y + b.height)
        }
        return top
    }
    // The left edge of the first badge right of ``x`` between heights y0 and y1.
    function clearRight(x, y0, y1) {
        var right = width - 12
        for (var i = 0; i < seatRepeater.count; ++i) {
            var b = seatRepeater.itemAt(i)
            if (b && b.visible && b.x + b.width > x && b.y < y1 && b.y + b.height > y0)
                right = Math.min(right, b.x)
        }
        return right
    }
    Row {
        id: topButtons
        anchors.right: parent.right; anchors.rightMargin: 18
        y: 12
        spacing: 10
        enabled: !table.overlayUp
        visible: !table.watching
        GameButton {  // quick reactions (Q)
            objectName: "reactButton"
            visible: table.game.reactionsObject.canSend
            text: qsTr("React")
            implicitHeight: 40 * table.k
            fontSize: 14 * table.k
            onClicked: table.reacting = !table.reacting
        }
        GameButton {
            text: qsTr("Rules")
            implicitHeight: 40 * table.k
            fontSize: 14 * table.k
            onClicked: App.showScreen("rules")
        }
        GameButton {
            text: qsTr("Settings")
            implicitHeight: 40 * table.k
            fontSize: 14 * table.k
            onClicked: App.showScreen("settings")
        }
        GameButton {
            objectName: "leaveButton"
            text: table.game.leaveButton
            implicitHeight: 40 * table.k
            fontSize: 14 * table.k
            onClicked: table.game.askLeave()
        }
    }

    // ------------------------------------------------------------ quick reactions
    // The panel (Q, or React) is a modal overlay, built only while open, by file name (its
    // type is not compiled with the table). The player's own reaction pops up above the hand.
    property bool reacting: false
    Connections {  // a game that ends or goes closes it
        target: table.game.reactionsObject
        function onChanged() { if (!table.game.reactionsObject.canSend) table.reacting = false }
    }
    Loader {
        id: reactionLoader
        anchors.fill: parent
        z: 520
        enabled: !item || item === table.topmost()
        active: table.reacting && !table.watching
        focus: active
        source: "ReactionPanel.qml"
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
        onLoaded: {
            item.k = Qt.binding(() => table.k)
            item.panelY = Qt.binding(() => table.topBarBottom + 8)
            item.game = table.game
            item.done.connect(() => { table.reacting = false })
        }
    }
    Loader {
        objectName: "ownReaction"
        active: table.game.reactionsObject.ownSerial > 0
        x: logPanel.x + logPanel.width + 12
        y: handArea.y - height + 8
        z: 20
        source: "ReactionBubble.qml"
        onLoaded: {
            item.k = Qt.binding(() => table.k)
            item.choices = Qt.binding(() => table.game.reactionsObject.choices)
            item.reaction = Qt.binding(() => table.game.reactionsObject.ownReaction)
            item.showMs = Qt.binding(() => table.game.reactionsObject.showMs)
            item.serial = Qt.binding(() => table.game.reactionsObject.ownSerial)
        }
    }

    // ------------------------------------------------------------ centre: ring, piles
    DirectionRing {
        id: directionRing
        x: cx - width / 2; y: cy - height / 2
        width: pileW * 4.3; height: pileH * 1.75
        direction: table.game.direction
        speed: table.speed
    }

    ColorRing {
        id: colorRing
        visible: discardPile.visible  // Tippo: each pan shows its colour
        width: pileH * 1.55; height: width
        x: discardPile.x + pileW / 2 - width / 2
        y: discardPile.y + pileH / 2 - height / 2
        colorName: table.game.activeColor
        colorBlind: table.game.colorBlind
    }

    Item {
        id: drawPile
        objectName: "drawPile"
        // Extreme: the launcher stands here; Spin: the wheel, while it is out; a shown hand
        visible: !table.game.drawOnDevice && !(deviceLayer.item && deviceLayer.item.hidesDrawPile)
                 && !table.revealing
        x: cx - pileW * 1.35 - pileW / 2
        y: cy - pileH / 2
        width: pileW; height: pileH
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("Draw pile, %n card(s)", "", table.game.drawPile)
        Repeater {
            model: Math.min(5, Math.ceil(table.game.drawPile / 12))
            CardImage {
                required property int index
                width: pileW; height: pileH
                x: -index * 1.5; y: -index * 1.5
                source: table.game.backCard
                shadow: index === 0
            }
        }
        Rectangle {
            anchors.fill: parent
            anchors.margins: -5
            radius: 12
            color: "transparent"
            border.color: Theme.accent
            border.width: 3
            visible: table.game.canDraw && table.myTurn
            opacity: drawArea.containsMouse ? 1 : 0.6
        }
        Text {  // the cards left (none shown before the deal)
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.top: parent.bottom; anchors.topMargin: 8
            visible: table.game.drawPile > 0
            text: table.game.drawPile
            color: Theme.textDim
            font.pixelSize: 14 * table.k
        }
        MouseArea {
            id: drawArea
            anchors.fill: parent
            hoverEnabled: true
            cursorShape: table.game.canDraw ? Qt.PointingHandCursor : Qt.ArrowCursor
            onClicked: table.game.draw()
        }
        function shuffle(c) { shuffleAnim.duration = c.duration; shuffleAnim.restart() }
        RotationAnimation on rotation { id: shuffleAnim; running: false; from: -6; to: 0; duration: 400; easing.type: Easing.OutElastic }
    }

    Item {
        id: discardPile
        objectName: "discardPile"
        // Tippo: the scale's pans instead; a device's decision panel stands here meanwhile
        visible: !(deviceLayer.item && (deviceLayer.item.hidesPile || deviceLayer.item.hidesDiscard))
                 && !table.revealing
        x: cx + pileW * 0.35 - pileW / 2 + pileW * 0.5
        y: cy - pileH / 2
        width: pileW; height: pileH
        Accessible.role: Accessible.StaticText
        Accessible.name: table.game.topName ? qsTr("Discard pile: %1").arg(table.game.topName)
                                            : qsTr("Discard pile")
        CardImage {
            anchors.fill: parent
            source: table.game.topCard
            visible: table.game.topCard !== ""
            rotation: 3
        }
    }

    Rectangle {
        id: pendingBadge
        objectName: "pendingBadge"
        visible: table.game.pending > 0
        width: 64 * table.k; height: width; radius: width / 2
        x: discardPile.x + pileW - 20 * table.k; y: discardPile.y - 30 * table.k
        color: Theme.red
        border.color: "white"; border.width: 3
        z: 50
        // Extreme: a penalty is presses of the launcher, not cards
        Accessible.role: Accessible.StaticText
        Accessible.ignored: !visible
        Accessible.name: table.game.drawOnDevice ? qsTr("%n press(es) owed", "", table.game.pending)
                                                 : qsTr("%n penalty card(s) pending", "", table.game.pending)
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: (table.game.drawOnDevice ? "×" : "+") + table.game.pending
            color: "white"; font.pixelSize: 24 * table.k; font.bold: true
        }
        function bounce(c) { bounceAnim.restart() }
        SequentialAnimation {
            id: bounceAnim
            NumberAnimation { target: pendingBadge; property: "scale"; to: 1.35; duration: 120 }
            NumberAnimation { target: pendingBadge; property: "scale"; to: 1.0; duration: 220; easing.type: Easing.OutBack }
        }
    }

    // ------------------------------------------------------------ opponents
    property alias seatRepeater: seatRepeater
    Repeater {
        id: seatRepeater
        model: table.seats
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
            // in the U's sides the buttons go beside the badge, towards the table
            buttonSide: table.seatSpot(seat).buttons
            onCatchClicked: table.game.catchUno(seat)
            onSwapClicked: table.game.swapWith(seat)
        }
    }

    // ------------------------------------------------------------ log
    // A strip on the right that is not the table's (a replay's bar): your hand, the
    // end-of-hand and end-of-game panels leave it free
    property real rightReserve: 0
    property bool logShown: true  // the tutorial's lesson stands in the log's place
    readonly property alias logWidth: logPanel.width
    Panel {
        id: logPanel
        visible: table.logShown
        x: 16
        width: Math.min(300 * table.k, table.width * 0.23)
        height: Math.min(190 * table.k, table.height * 0.27)
        y: table.height - height - 16
        SafeListView {
            id: logView
            objectName: "logView"
            anchors.fill: parent
            anchors.margins: 10
            clip: true
            rows: table.game.logModel
            spacing: 3
            // The newest line is always in view, also once the log is full (a line goes
            // out as one comes in: the count stays) and once the new line is laid out;
            // the top line is a whole one (what the box cannot hold above it is left out,
            // a strip of the box's bottom left free instead of half a line at its top).
            function follow() { Qt.callLater(settle) }
            function settle() {
                bottomMargin = 0
                positionViewAtEnd()
                if (contentHeight <= height) return
                var top = itemAtIndex(indexAt(0, contentY + 0.5))  // (+1 missed a 1 px strip)
                if (!top || top.y >= contentY - 0.5) return
                var gap = top.y + top.height + spacing - contentY
                bottomMargin = gap
                contentY += gap
            }
            Component.onCompleted: follow()
            onHeightChanged: follow()
            onContentHeightChanged: follow()  // a new line's wrapped height is known late
            Connections {
                target: table.game.logModel
                function onRowsInserted() { logView.follow() }
                function onModelReset() { logView.follow() }
                function onDataChanged() { logView.follow() }
            }
            rowDelegate: Text {
                required property string line
                required property string tone
                Accessible.role: Accessible.StaticText
                Accessible.name: line
                textFormat: Text.PlainText
                width: logView.width
                text: line
                wrapMode: Text.Wrap
                font.pixelSize: 13 * table.k
                color: tone === "hot" ? Theme.yellow : tone === "warn" ? "#FF9B8F" : tone === "info" ? "#9FD8C8" : Theme.text
            }
        }
    }

    // ------------------------------------------------------------ my hand
    Rectangle {  // a warm light under the hand while it is your move
        anchors.left: parent.left; anchors.right: parent.right; anchors.bottom: parent.bottom
        height: cardH * 0.9
        opacity: table.myTurn && !table.game.passScreen ? 1 : 0
        Behavior on opacity { NumberAnimation { duration: 250 } }
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#00F5C518" }
            GradientStop { position: 1.0; color: "#40F5C518" }
        }
    }
    Item {
        id: handArea
        objectName: "handArea"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: cardH + 44
        readonly property int count: handRepeater.count
        // The fan's room: from the log to what stands on the right, the live table's Draw
        // and UNO column (as wide a strip as the log's) or a replay's bar (rightReserve),
        // 8 px clear of each. The fan is centred in it, its outer cards turned by ``angle``
        // (``turn`` degrees a card) about their bottom, which leans their tops out by ``lean``.
        readonly property real roomLeft: logPanel.x + logPanel.width + 8
        readonly property real roomRight: table.width - Math.max(roomLeft, table.rightReserve - 8)
        readonly property real centre: (roomLeft + roomRight) / 2
        readonly property real turn: Math.min(3.5, 36 / Math.max(1, count))
        readonly property real angle: Math.max(0, count - 1) / 2 * turn * Math.PI / 180
        readonly property real lean: cardW / 2 * (Math.cos(angle) - 1) + cardH * Math.sin(angle)
        readonly property real maxW: Math.max(cardW * 3, roomRight - roomLeft - 2 * lean)
        readonly property real step: count > 1 ? Math.min(cardW * 0.68, (maxW - cardW) / (count - 1)) : 0
        readonly property real total: cardW + step * Math.max(0, count - 1)
        // The top of the middle card, at rest and lifted (hovered, or the card Enter plays):
        // what stands over the hand stays above ``liftedTop``.
        readonly property real cardTop: 30 - 22
        readonly property real liftedTop: cardTop - 30
        visible: game.mySeat >= 0 && !game.passScreen

        Repeater {
            id: handRepeater
            objectName: "handRepeater"
            model: table.hand
            delegate: Item {
                id: cardItem
                required property int index
                required property string source
                required property bool playable
                required property bool jumpIn
                required property string name
                readonly property real mid: (handArea.count - 1) / 2
                readonly property real offset: index - mid
                // hot-seat: face down while someone else moves (game.handHidden)
                readonly property bool faceDown: table.game.handHidden
                readonly property bool lifted: !faceDown && (hover.containsMouse || table.focusIndex === index)
                property real dragX: 0
                property real dragY: 0
                width: cardW
                height: cardH
                x: handArea.centre - handArea.total / 2 + index * handArea.step + dragX
                y: handArea.cardTop + Math.pow(Math.abs(offset) / Math.max(1, mid), 2) * 12
                   - (lifted ? handArea.cardTop - handArea.liftedTop
                             : (playable && table.myTurn ? 10 : 0)) + dragY
                z: lifted || dragY !== 0 ? 100 : index
                rotation: offset * handArea.turn
                transformOrigin: Item.Bottom
                Behavior on x { enabled: cardItem.dragX === 0; NumberAnimation { duration: 200 * table.speed; easing.type: Easing.OutCubic } }
                Behavior on y { enabled: cardItem.dragY === 0; NumberAnimation { duration: 140 * table.speed; easing.type: Easing.OutCubic } }
                // The picked card has the keyboard focus and says itself: its name, then
                // "playable, 3 of 9" (the description), or what the voice says meanwhile.
                // Its own words are set as the focus comes (focusTo) and then stay (a turn
                // starting says "Your turn", not "playable" again); the other cards say
                // nothing but their names: each change of theirs (every card's place as one
                // is drawn, "playable" as each turn comes and goes) was an event a screen
                // reader had to work through, which made it lag behind the game.
                readonly property bool picked: index === table.focusIndex
                readonly property string own: faceDown ? ""
                    : (playable && table.myTurn ? qsTr("playable") + ", " : "")
                      + qsTr("%1 of %2").arg(index + 1).arg(handArea.count)
                property string ownAtFocus: ""
                property bool voiced: false
                property string voice: ""
                onActiveFocusChanged: if (activeFocus && !picked) table.focusIndex = index
                onPickedChanged: if (picked && !activeFocus) ownAtFocus = own
                Accessible.role: Accessible.Button
                Accessible.name: faceDown ? qsTr("Hidden card") : name
                Accessible.description: voiced ? voice : picked || activeFocus ? ownAtFocus : ""
                Accessible.focusable: true
                Accessible.focused: activeFocus
                Accessible.onPressAction: if (!faceDown) table.game.playCard(index)  // as a click

                Rectangle {
                    anchors.fill: parent
                    anchors.margins: -4
                    radius: 12
                    color: "transparent"
                    border.width: 3
                    border.color: cardItem.jumpIn ? Theme.yellow : "#FFFFFF"
                    visible: !cardItem.faceDown && ((cardItem.playable && table.myTurn) || cardItem.jumpIn)
                    opacity: cardItem.jumpIn ? jumpGlow.value : 0.85
                    QtObject { id: jumpGlow; property real value: 1 }
                    SequentialAnimation {
                        running: cardItem.jumpIn
                        loops: Animation.Infinite
                        NumberAnimation { target: jumpGlow; property: "value"; to: 0.3; duration: 400 }
                        NumberAnimation { target: jumpGlow; property: "value"; to: 1; duration: 400 }
                    }
                }
                CardImage {
                    objectName: "handCard"
                    anchors.fill: parent
                    source: cardItem.faceDown ? table.game.backCard : cardItem.source
                }
                Rectangle {
                    anchors.fill: parent
                    radius: cardW * 0.07
                    color: "#000000"
                    opacity: table.myTurn && !cardItem.playable ? 0.28 : 0
                }
                MouseArea {
                    id: hover
                    anchors.fill: parent
                    enabled: !cardItem.faceDown
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    property point press
                    property bool dragging: false
                    onPressed: (mouse) => { press = Qt.point(mouse.x, mouse.y); dragging = false }
                    onPositionChanged: (mouse) => {
                        if (!pressed) return
                        var dx = mouse.x - press.x, dy = mouse.y - press.y
                        if (Math.abs(dx) + Math.abs(dy) > 12) dragging = true
                        if (dragging) { cardItem.dragX += dx; cardItem.dragY += dy }
                    }
                    onReleased: {
                        var play = dragging && cardItem.dragY < -cardH * 0.45
                        var at = cardItem.mapToItem(table, cardItem.width / 2, cardItem.height / 2)
                        cardItem.dragX = 0; cardItem.dragY = 0
                        // A device may take the drop (Tippo: the pan under the card).
                        if (play && !(deviceLayer.item && deviceLayer.item.dropCard(cardItem.index, at)))
                            table.game.playCard(cardItem.index)
                    }
                    onClicked: if (!dragging) table.game.playCard(cardItem.index)
                }
            }
        }
    }

    UnoChip {  // your own UNO, as the others' badges show theirs: beside the card, not on
        id: myUno  // its corner number
        objectName: "myUnoChip"
        visible: table.game.myUno && handArea.visible
        x: handArea.centre - handArea.total / 2 - width - 12
        y: handArea.y + handArea.cardTop + 6
        z: 150
    }

    // ------------------------------------------------------------ status and controls
    Text {
        id: statusLine
        textFormat: Text.PlainText
        objectName: "statusLine"
        anchors.horizontalCenter: parent.horizontalCenter
        y: Math.min(controls.y, handArea.y - 40 * table.k) - height - 10
        text: table.game.statusText
        // a prompt of two lines (after a Tilt card: what tipping the scale costs) or a long
        // name wraps within the table, centred, between the badges beside it (lineRoom)
        width: Math.min(implicitWidth, table.lineRoom)
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        // a replay has no one to prompt: its bar says where it is, the badges whose move it
        // is; a note stands in its place meanwhile (NoteLine)
        visible: !table.game.handOver && !table.game.gameOver && !table.watching
                 && table.note === ""
        Accessible.role: Accessible.StatusBar
        Accessible.name: text
        Accessible.ignored: !visible
        color: table.myTurn ? Theme.accent : Theme.text
        font.pixelSize: 18 * table.k
        font.bold: table.myTurn
        style: Text.Outline; styleColor: "#80000000"
    }

    Flow {  // the decision's buttons, over your hand; a line more above if they need it
        id: controls
        objectName: "controls"
        x: handArea.centre - width / 2
        readonly property real needed: {
            var w = 0, count = 0
            for (var i = 0; i < children.length; ++i) {
                var item = children[i]
                if (item.visible && item.width > 0) { w += item.width; ++count }
            }
            return w + Math.max(0, count - 1) * spacing
        }
        width: Math.max(1, Math.min(table.width - 2 * (logPanel.width + 40), needed))
        // clear of a lifted card's corner number (tests/ui/test_hand_corners.py)
        y: handArea.y + handArea.liftedTop - 6 - height
        spacing: 10
        z: 200
        enabled: !table.overlayUp
        Loader {  // built only while offered
            visible: table.game.canKeepDrawn
            active: visible
            sourceComponent: GameButton {
                objectName: "playDrawnButton"
                key: "P"
                text: qsTr("Play it")
                primary: true
                implicitHeight: 40 * table.k
                fontSize: 16 * table.k
                onClicked: table.game.playDrawn()
            }
        }
        Loader {  // built only while offered
            visible: table.game.canKeepDrawn
            active: visible
            sourceComponent: GameButton {
                objectName: "keepButton"
                key: "K"
                text: qsTr("Keep it")
                implicitHeight: 40 * table.k
                fontSize: 16 * table.k
                onClicked: table.game.keepDrawn()
            }
        }
        Loader {  // built only while offered
            visible: table.game.canChallenge
            active: visible
            sourceComponent: GameButton {
                objectName: "challengeButton"
                key: "C"
                text: qsTr("Challenge")
                primary: true
                tint: Theme.red
                implicitHeight: 40 * table.k
                fontSize: 16 * table.k
                onClicked: table.game.challenge()
            }
        }
        Loader {  // built only while offered
            visible: table.game.canAccept
            active: visible
            sourceComponent: GameButton {
                objectName: "acceptButton"
                key: "T"
                text: qsTr("Take %n card(s)", "", table.game.pending)
                implicitHeight: 40 * table.k
                fontSize: 16 * table.k
                onClicked: table.game.accept()
            }
        }
        Loader {  // built only while offered
            visible: table.game.canSkipSwap
            active: visible
            sourceComponent: GameButton {
                text: qsTr("Don't swap")
                implicitHeight: 40 * table.k
                fontSize: 16 * table.k
                onClicked: table.game.skipSwap()
            }
        }
        Repeater {
            objectName: "genericActions"
            model: table.game.genericActions
            GameButton {
                required property var modelData
                text: modelData.label
                implicitHeight: 40 * table.k
                fontSize: 16 * table.k
                onClicked: table.game.genericAction(modelData.index)
            }
        }
    }

    Column {
        id: rightControls
        anchors.right: parent.right
        anchors.rightMargin: 22
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 18
        spacing: 12
        enabled: !table.overlayUp
        visible: !table.watching
        GameButton {
            objectName: "hintButton"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Hint (H)")
            visible: table.game.coachAllowed
            enabled: table.game.myTurn || table.game.canUno || table.game.catchTargets.length > 0
            implicitHeight: 40 * table.k
            fontSize: 14 * table.k
            onClicked: table.askCoach()
        }
        GameButton {
            id: drawButton
            objectName: "drawButton"
            key: "D"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Draw")
            visible: !table.game.drawOnDevice  // Extreme: the launcher's button instead
            enabled: table.game.canDraw
            implicitWidth: Math.max(120 * table.k, implicitWidthOfText)
            implicitHeight: 46 * table.k
            fontSize: 16 * table.k
            onClicked: table.game.draw()
        }
        ButtonBase {  // insets (6) and padding (12): the Material round button's
            id: unoButton
            objectName: "unoButton"
            key: "U"
            anchors.horizontalCenter: parent.horizontalCenter
            width: 104 * table.k; height: width
            enabled: table.game.canUno
            Accessible.name: qsTr("Call UNO")
            onClicked: table.game.callUno()
            ringTarget: unoDisc
            Rectangle {
                id: unoDisc
                anchors.fill: parent
                anchors.margins: 6
                radius: width / 2
                color: unoButton.enabled ? (unoButton.down ? "#B02A20" : Theme.red) : "#553A3A"
                border.color: unoButton.enabled ? "white" : "#80FFFFFF"
                border.width: 4
                SequentialAnimation on scale {
                    running: unoButton.enabled
                    loops: Animation.Infinite
                    NumberAnimation { to: 1.07; duration: 450 }
                    NumberAnimation { to: 1.0; duration: 450 }
                }
            }
            Text {
                textFormat: Text.PlainText
                anchors.fill: parent
                anchors.margins: 12
                text: qsTr("UNO!")
                color: "white"
                opacity: unoButton.enabled ? 1 : 0.5
                font.pixelSize: 28 * table.k; font.bold: true; font.italic: true
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
    }

    // ------------------------------------------------------------ keyboard
    // The keys are listed once, in AppController.key_help (the help overlay, the rules
    // screen, the README); an overlay that is up (colour picker, a question) has its own.
    // A dialog over the table (the leave question, the coach's review, the list of keys)
    // answers its own keys: none goes through it to the table (Tab still moves in it).
    readonly property bool dialogUp: game.askingLeave || App.helpShown
                                     || (!watching && App.coachReady && App.coach.reviewOpen)
    readonly property var dev: game.deviceController
    readonly property var colourKeys: ({ [Qt.Key_R]: "red", [Qt.Key_Y]: "yellow",
                                         [Qt.Key_G]: "green", [Qt.Key_B]: "blue",
                                         [Qt.Key_1]: "red", [Qt.Key_2]: "yellow",
                                         [Qt.Key_3]: "green", [Qt.Key_4]: "blue" })
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Tab || event.key === Qt.Key_Backtab)
            return  // focus moves on
        if (table.watching)
            return  // a replay: its screen has the keys (they went nowhere when taken here)
        event.accepted = true
        if (table.dialogUp)
            return
        var count = handRepeater.count
        var g = table.game
        var digit = event.key >= Qt.Key_0 && event.key <= Qt.Key_9 ? event.key - Qt.Key_0 : -1
        if (table.overlayUp) {  // the pass screen, the end of a hand or game, the colour picker
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                if (g.passScreen) g.reveal()
                else if (g.handOver) g.nextHand()
            } else if (event.key === Qt.Key_N) {
                if (g.handOver) g.nextHand()
            } else if (event.key === Qt.Key_U) {
                g.callUno()  // a Wild as your last but one card: the call stays open
            } else if (event.key === Qt.Key_Escape) {
                g.askLeave()
            }
            return
        }
        var jump = event.key === Qt.Key_Up || event.key === Qt.Key_PageUp ? -1
                   : event.key === Qt.Key_Down || event.key === Qt.Key_PageDown ? 1 : 0
        if (event.key === Qt.Key_Left || event.key === Qt.Key_Right) {
            // From a button back to the hand (Enter plays the card). No wrap-around: at an
            // end the card stays and the voice says it is the first or last.
            var step = event.key === Qt.Key_Left ? -1 : 1
            var to = focusIndex < 0 ? (step > 0 ? 0 : count - 1) : focusIndex + step
            if (count && (to < 0 || to >= count)) {
                pick(focusIndex)
                edge(focusIndex, to < 0)
            } else if (count) {
                pick(to)
            }
        } else if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
            var end = event.key === Qt.Key_Home ? 0 : count - 1
            if (count && end === focusIndex && focusedItem !== table) {
                pick(end)  // already there: the focus does not move, so the voice says so
                edge(end, event.key === Qt.Key_Home)
            } else if (count) {
                pick(end)
            }
        } else if (jump !== 0) {  // the next (or previous) colour group
            if (count) pick(colourGroup(focusIndex, jump))
        } else if (event.key === Qt.Key_A) {
            g.tell("hand")
        } else if (event.key === Qt.Key_I) {
            g.tell("pile")
        } else if (event.key === Qt.Key_W) {
            g.tell("turn")
        } else if (event.key === Qt.Key_E) {
            g.tell("seats")
        } else if (event.key === Qt.Key_L) {
            g.tell("recent")
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            if (focusIndex >= 0 && !g.handHidden) g.playCard(focusIndex)
        } else if (event.key === Qt.Key_S) {
            if (dev.canSpin) dev.spin()
        } else if (digit >= 0 && dev.canNameNumber) {
            dev.nameNumber(digit)
        } else if (event.key in colourKeys && dev.canNameColor) {
            dev.nameColor(colourKeys[event.key])
        } else if ((digit === 1 || digit === 2) && dev.panChoices.indexOf(digit - 1) >= 0) {
            dev.choosePan(digit - 1)
        } else if (event.key === Qt.Key_D) {
            if (dev.canKeepAll && dev.decision === "race") dev.keepAll()
            else g.draw()
        } else if (event.key === Qt.Key_U) {
            // the device's own call where its kit says the key answers it (UNO Spin's race)
            if (dev.unoOnDevice) dev.callUnoSpin()
            else g.callUno()
        } else if (event.key === Qt.Key_X) {
            if (g.catchTargets.length > 0) g.catchUno(g.catchTargets[0])
        } else if (event.key === Qt.Key_C) {
            if (g.canChallenge) g.challenge()
        } else if (event.key === Qt.Key_T) {
            if (g.canAccept) g.accept()
            else if (g.drawOnDevice) g.draw()
        } else if (event.key === Qt.Key_P) {
            if (g.canKeepDrawn) g.playDrawn()
            else if (dev.canPassHands) dev.passHands()
        } else if (event.key === Qt.Key_K) {
            if (g.canKeepDrawn) g.keepDrawn()
            else if (dev.canKeepHand) dev.keepHand()
        } else if (event.key === Qt.Key_Q) {
            if (g.reactionsObject.canSend) table.reacting = true
        } else if (event.key === Qt.Key_H && !table.watching) {
            askCoach()
        } else if (event.key === Qt.Key_Escape) {
            g.askLeave()
        } else {
            event.accepted = false
        }
    }

    // The keys stay with the table. When a decision of yours has buttons (Challenge or
    // Take, a seat to choose, the wheel's SPIN, …), the first of them has the focus, so
    // Enter answers at once and Tab goes on to the others; the arrows take the focus back
    // to the hand. When the focused control goes, the focus goes where it belongs (land).
    readonly property Item focusedItem: Window.activeFocusItem
    property Item focusWas: null  // the item that had the focus before this one
    property bool focusWasInside: false  // that item was a control of the table's
    Connections {  // (not on focusedItem: the focus moved from here would loop its binding)
        target: table.Window.window
        function onActiveFocusItemChanged() { table.focusMoved() }
    }
    function focusMoved() {
        if (!table || !Window.window) return
        var now = Window.activeFocusItem
        focusMovedAt = Date.now()
        var was = focusWas, wasInside = focusWasInside
        focusWas = now
        focusWasInside = now !== null && now !== table && now !== focusBounce && inside(now, table)
        // The control that had the focus is going (hidden or disabled: its decision was
        // answered, Spin's hub as it spins; taken down: an overlay closing), and Qt handed
        // the focus to a scope around it, which tells a screen reader nothing: Orca goes
        // on reading the control that is gone, and hears none of the lines said after.
        // So the focus goes where it belongs now, with an event, before the rest of the
        // change (the control's new name, its disabled state) reaches the reader.
        if (wasInside && !giving && (!was || !was.visible || !was.enabled
                                                   || !inside(was, table)))
            land()
        if (voicedItems.length)
            Qt.callLater(unvoiceOthers)
        Qt.callLater(keepKeys)
    }
    Connections {
        target: table.game
        function onControlsChanged() { Qt.callLater(table.keepKeys) }
    }
    // The picked card is about to leave the hand (played, discarded, given away): the
    // focus steps aside to an item no reader shows, so Qt does not hand it to the table
    // (which a reader would read out whole), and comes to the card that takes its place
    // once the hand has settled. The picked card stays the same card as others come and go.
    Connections {
        target: table.hand
        function onRowsAboutToBeRemoved(parent, first, last) {
            if (table.focusIndex < first || table.focusIndex > last) return
            var card = handRepeater.itemAt(table.focusIndex)
            if (card && card.activeFocus) {
                table.giving = true
                focusBounce.forceActiveFocus()
                table.giving = false
                table.cardLeft = true
            }
        }
        function onRowsRemoved(parent, first, last) {
            if (table.focusIndex > last)
                table.focusIndex -= last - first + 1
            else if (table.focusIndex >= first)  // its neighbour, or the last card
                table.focusIndex = Math.min(first, table.hand.count - 1)
            if (table.cardLeft) Qt.callLater(table.afterCardLeft)
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
    readonly property var handDecisions: dev.handDecisions
    function wantsStop() {
        return game.myTurn && !overlayUp && !dialogUp
               && (handDecisions.indexOf(game.decision) < 0 || game.onlyDraw)
    }
    function decisionStop() {
        if (!wantsStop())
            return null
        if (handDecisions.indexOf(game.decision) >= 0)
            return drawButton.visible && drawButton.enabled ? drawButton : firstStopIn(deviceLayer.item)
        for (var i = 0; i < seatRepeater.count; ++i) {  // a 7 or a 0: whom to swap with
            var badge = seatRepeater.itemAt(i)
            if (badge && badge.swappable) return firstStopIn(badge)
        }
        return firstStopIn(controls) || firstStopIn(deviceLayer.item)
    }
    property Item offered: null  // the decision's button the table gave the focus to last
    function keepKeys() {
        if (!table || !Window.window || watching) return  // going, or a replay's (its keys)
        if (cardLeft) return  // (afterCardLeft)
        var f = Window.activeFocusItem
        var stop = decisionStop()
        var lost = !f || f === focusBounce || (inside(table, f) && f !== table)
                   || (inside(f, table) && !(f.visible && f.enabled))
                   || (f === offered && stop !== offered)  // given for a decision now over
        var onHand = f === table || (f && inside(f, handArea))  // the table or a card
        if (stop && (lost || (onHand && stop !== offered))) {
            focusTo(stop, Qt.TabFocusReason)
            if (stop.focusFromKeyboard !== undefined) stop.focusFromKeyboard = true  // its ring
        } else if (lost || (f === table && focusIndex >= 0 && handRepeater.count > 0)) {
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
            if (++tries > 100 || !table.wantsStop() || table.decisionStop()) stop()
            if (table.decisionStop()) table.keepKeys()
        }
    }
    // Where the focus belongs when what had it went: the overlay on top (the colour picker
    // under the leave question, the end of a hand under the review), else the decision's
    // default, else the picked card, else the table. A move there is an event a reader
    // hears (Qt's own step to a scope around the control that went may be none: Spin's
    // hub handed it to the device layer, unheard). (A replay's table leaves the keys to
    // its screen.) An overlay going calls it too.
    function land() {
        if (!table || !Window.window || watching) return
        var top = liveOverlay()
        if (top) {
            if (!inside(Window.activeFocusItem, top)) top.takeFocus()
            return
        }
        if (dialogUp) return  // the keys' list, the leave question: they keep the keys
        var stop = decisionStop()
        if (stop && stop.visible && stop.enabled) {
            focusTo(stop, Qt.TabFocusReason)
            if (stop.focusFromKeyboard !== undefined) stop.focusFromKeyboard = true
            offered = stop
        } else {
            takeKeys()
        }
    }
    // An overlay went (its Loader says so after): unless the focus came back already.
    function refocus() {
        if (!table || !Window.window || watching) return
        var f = Window.activeFocusItem, top = liveOverlay()
        if (!f || f === focusBounce || (top ? !inside(f, top) : !inside(f, table) || f === table
                                        || !(f.visible && f.enabled)))
            land()
    }
    function liveOverlay() {  // the top overlay, unless it is the one going
        var top = topOverlay
        return top && top.visible && inside(top, table) ? top : null
    }
    function takeKeys() {  // the focus back to the hand: the picked card, else the table
        var count = handRepeater.count
        var card = focusIndex >= 0 && count > 0 && !game.handHidden  // (none picked: the table)
                   ? handRepeater.itemAt(Math.min(focusIndex, count - 1)) : null
        if (card) {
            focusIndex = card.index
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
        game.voiceObject.flush()
        var text = unsaid.join(" ")
        unsaid = []
        var card = inside(item, handArea) && item.own !== undefined
        if (card) item.ownAtFocus = item.own
        if (text !== "" && (typeof item.voiced === "boolean" || item.Accessible))
            voiceOn(item, card && item.own !== "" ? item.own + ". " + text : text)
        else if (text !== "")
            unsaid = [text]
        giving = true
        item.forceActiveFocus(reason)
        giving = false
    }
    Item { id: focusBounce; Accessible.ignored: true }  // (onRowsAboutToBeRemoved)
    // The picked card is the first or last and the keys went on: said with its name, as
    // the focus does not move ("Wild: last card.").
    function edge(i, first) {
        var card = handRepeater.itemAt(i)
        if (!card) return
        var name = card.Accessible.name
        speak(first ? qsTr("%1: first card.").arg(name) : qsTr("%1: last card.").arg(name))
    }
    // The card at ``i`` is picked and has the keyboard focus: the screen reader says it
    // ("Red 7, playable, 3 of 9").
    function pick(i) {
        focusIndex = i
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

    // ------------------------------------------------------------ the coach
    // A hint: one line in the prompt's place (note), and the card it would play lifted
    // (Enter plays it). (App.coach is built on the first hint: App.coachReady says whether
    // it exists.)
    function askCoach() {
        App.coach.hint()
        if (App.coach.hintCard >= 0)
            pick(App.coach.hintCard)
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
                                   : App.coachReady && !watching ? App.coach.hintText : ""
    NoteLine {
        anchors.horizontalCenter: parent.horizontalCenter
        y: statusLine.y + statusLine.height - height  // its foot where the prompt's is
        z: 210
        k: table.k
        maxWidth: table.lineRoom
        text: table.note
    }
    // The width the prompt's line has: the table's, less the badges beside it (ten seats
    // sit down the sides to the prompt's height at 1024×640).
    readonly property real lineRoom: {
        var bottom = controls.y, top = bottom - 64 * k
        return Math.max(280 * k, 2 * (clearRight(cx, top, bottom) - cx) - 24)
    }

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

    // ------------------------------------------------------------ overlays
    // The overlay over all the others (the leave question over the colour picker, the
    // review over the end of a hand): only it takes clicks, keys and Tab stops; the ones
    // under it wait, disabled, and get the focus back as it goes (refocus).
    readonly property var overlayLoaders: [colourLoader, passLoader, handOverLoader,
                                           gameOverLoader, leaveLoader, reviewLoader,
                                           reactionLoader]
    readonly property Item topOverlay: topmost()
    // (a Loader asks it afresh: its item new, the property above may not have caught up,
    // and the overlay would be disabled a moment, its focus gone and back, all heard)
    function topmost() {
        var top = null, topZ = -1
        for (var i = 0; i < overlayLoaders.length; ++i) {
            var loader = overlayLoaders[i]
            if (loader.item && loader.item.modal === true && loader.z >= topZ) {
                top = loader.item
                topZ = loader.z
            }
        }
        return top
    }
    Loader {  // built on the first reveal: the table's first frame does not wait for it
        id: reveal
        active: false
        // over the piles (nobody plays while a hand is shown), clear of your own hand
        anchors.horizontalCenter: parent.horizontalCenter
        y: cy + 10 * k - (item ? item.height / 2 : 0)
        z: 300
        sourceComponent: RevealPanel { k: table.k; maxWidth: table.width - 80 }
        function show(c) {
            active = true
            item.show(c.cards, c.title, c.duration)
        }
    }

    Banner {  // the big moments, where the player looks: over the piles
        id: banner
        speed: table.speed
        z: 390
        maxWidth: Math.min(table.width - 80, 720)
        readonly property var spot: deviceLayer.item ? deviceLayer.item.bannerSpot() : null
        x: spot ? Math.min(spot.x, table.width - width - 12) : (table.width - width) / 2
        y: spot ? spot.y : Math.max(table.topBarBottom + 8, cy - pileH * 0.5 - height - 14)
    }

    // The overlays below are built only while shown: the table's first frame does not
    // wait for them (buttons are among the costlier items to create).
    Loader {
        id: colourLoader
        anchors.fill: parent
        z: 500  // the overlays cover the edition devices (z 150) too
        enabled: !item || item === table.topmost()
        active: table.game.choosingColor && !table.game.passScreen
        focus: active
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
        sourceComponent: ColorPicker {
            objectName: "colorPicker"
            focus: true
            colorBlind: table.game.colorBlind
            onChosen: (c) => table.game.chooseColor(c)
            onEscaped: table.game.askLeave()  // a colour must be chosen: leaving is the way out
        }
    }

    Loader {
        id: passLoader
        anchors.fill: parent
        z: 500
        enabled: !item || item === table.topmost()
        active: table.game.passScreen
        focus: active
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
        sourceComponent: PassScreen {
            name: table.game.passName
            onReady: table.game.reveal()
            onEscaped: table.game.askLeave()
        }
    }

    Loader {
        id: handOverLoader
        anchors.fill: parent
        z: 500
        enabled: !item || item === table.topmost()
        active: table.game.handOver
        focus: active && !table.watching  // the dialog has the keys while it is open
        // (the last hand's end gives way to the game's: that one keeps the focus)
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
        sourceComponent: HandOverPanel {
            reserve: table.rightReserve
            objectName: "handOverPanel"
            game: table.game
            watching: table.watching
            onEscaped: table.game.askLeave()
        }
    }

    Loader {
        id: gameOverLoader
        anchors.fill: parent
        z: 500
        enabled: !item || item === table.topmost()
        active: table.game.gameOver
        focus: active && !table.watching  // the dialog has the keys while it is open
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
        sourceComponent: GameOverPanel {
            reserve: table.rightReserve
            objectName: "gameOverPanel"
            game: table.game
            watching: table.watching
            onEscaped: table.game.askLeave()
        }
    }

    Loader {  // Leave or Esc: ask first, saying what becomes of the game
        id: leaveLoader
        anchors.fill: parent
        z: 600
        enabled: !item || item === table.topmost()
        active: table.game.askingLeave
        focus: active
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
        sourceComponent: ConfirmDialog {
            objectName: "leaveDialog"
            focus: true
            title: table.game.leaveTitle
            text: table.game.leaveText
            confirmText: table.game.leaveButton
            onConfirmed: App.leaveTable()
            onCancelled: table.game.cancelLeave()
        }
    }

    // After a hand: the moments the hard bot would have played otherwise (built when asked).
    Loader {
        id: reviewLoader
        anchors.fill: parent
        z: 600
        enabled: !item || item === table.topmost()
        active: !table.watching && App.coachReady && App.coach.reviewOpen
        focus: active
        source: "CoachReview.qml"
        // back to the end of the hand it was opened from
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
    }
}
