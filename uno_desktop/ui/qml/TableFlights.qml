// The moments the presenters cue: cards flying, words bursting, the banner, a hand shown.
import QtQuick

Item {
    anchors.fill: parent
    z: 300
    readonly property Item table: parent
    property alias banner: banner
    property alias reveal: reveal

    function playCard(c) {
        var from = c.mine ? table.handCardPoint(c.fromIndex) : table.seatPoint(c.seat)
        flyCard(c.card, from, table.discardPoint(), c.duration, false, c.mine ? 0 : 180)
    }
    function drawCards(c) {
        var mine = c.seat === table.game.mySeat && c.cards.length > 0
        var target = c.seat === table.game.mySeat ? Qt.point(table.handArea.centre, height - table.cardH * 0.6)
                                            : table.seatPoint(c.seat)
        var d = c.duration, k = Math.min(c.count, 6)
        for (var i = 0; i < k; ++i)
            flyCard(mine ? c.cards[Math.min(i, c.cards.length - 1)] : "", table.drawPoint(), target,
                    Math.max(60, d - i * 50), mine, 0, i * Math.min(50, d / 8))
        if (c.count > 1) burst("+" + c.count, c.seat, Theme.red, Math.max(d, 500))
    }
    function dealCard(c) { flyCard("", table.drawPoint(), table.seatPoint(c.seat), c.duration, false, 0) }
    function turnFirstCard(c) {
        flyCard(c.card, table.drawPoint(), c.returned ? table.drawPoint() : table.discardPoint(), c.duration, true, 0)
    }
    function shout(c) { burst(c.text, c.seat, table.tints[c.tint] || Theme.blue, c.duration) }
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
        var p = table.seatPoint(seat)
        var b = burstComponent.createObject(table, { text: text, tint: tint, duration: Math.max(300, duration) })
        var mine = ((seat - Math.max(0, table.game.mySeat)) % table.n + table.n) % table.n === 0
        var y = mine ? table.handArea.y + table.handArea.cardTop + table.cardH * 0.62 - b.height / 2
                     : p.y + table.badgeH / 2 + 12
        b.x = Math.max(8, Math.min(width - b.width - 8, p.x - b.width / 2))
        b.y = Math.max(table.topBarBottom + 6, Math.min(height - b.height - 8, y))
        b.play()
    }
    function centerBurst(text, duration) {
        var b = burstComponent.createObject(table, { text: text, tint: Theme.blue, duration: Math.max(300, duration) })
        b.x = table.cx - b.width / 2
        b.y = table.cy - table.pileH * 0.9 - b.height
        b.play()
    }

    Loader {  // built on the first reveal: the table's first frame does not wait for it
        id: reveal
        active: false
        // over the piles (nobody plays while a hand is shown), clear of your own hand
        anchors.horizontalCenter: parent.horizontalCenter
        y: table.cy + 10 * k - (item ? item.height / 2 : 0)
        z: 300
        sourceComponent: RevealPanel { k: table.k; maxWidth: table.width - 80 }
        function show(c) {
            active = true
            item.show(c.cards, c.title, c.duration)
        }
    }
    // A hand shown over the piles (Spin's Show hand) steps aside once a decision of yours
    // comes, as the devices' scenes do (DeviceStage.stepAside): you must see the piles.
    Connections {
        target: table
        function onMyTurnChanged() { if (table.myTurn && reveal.item) reveal.item.hide() }
    }

    Banner {  // the big moments, where the player looks: over the piles
        id: banner
        speed: table.speed
        z: 390
        maxWidth: Math.min(table.width - 80, 720)
        readonly property var spot: table.deviceLayer.item ? table.deviceLayer.item.bannerSpot() : null
        x: spot ? Math.min(spot.x, table.width - width - 12) : (table.width - width) / 2
        y: spot ? spot.y : Math.max(table.topBarBottom + 8, table.cy - table.pileH * 0.5 - height - 14)
    }
}
