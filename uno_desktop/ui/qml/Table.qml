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
    readonly property real rx: width * (n > 6 ? 0.42 : 0.40)
    readonly property real ry: height * 0.30
    readonly property real speed: game.speedFactor
    property int focusIndex: -1
    readonly property bool myTurn: game.myTurn
    readonly property int n: game.seatCount

    focus: true
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Game table")

    // ------------------------------------------------------------ geometry helpers
    function seatPoint(s) {
        var me = game.mySeat >= 0 ? game.mySeat : 0
        var rel = ((s - me) % n + n) % n
        if (rel === 0)
            return Qt.point(cx, game.mySeat >= 0 ? height - cardH * 0.55 : height - 90)
        var ang = (165 + rel / n * 210) * Math.PI / 180
        return Qt.point(cx + rx * Math.cos(ang), cy + ry * Math.sin(ang))
    }
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
                                     "reveal": reveal })
    readonly property var tints: ({ "yellow": Theme.yellow, "red": Theme.red,
                                    "green": Theme.green, "blue": Theme.blue })
    Connections {
        target: table.game
        function onCue(c) {
            var scene = table.scenes[c.scene]
            if (scene && c.duration > 0) scene[c.act](c)
        }
    }

    function playCard(c) {
        var from = c.mine ? handCardPoint(c.fromIndex) : seatPoint(c.seat)
        flyCard(c.card, from, discardPoint(), c.duration, false, c.mine ? 0 : 180)
    }
    function drawCards(c) {
        var mine = c.seat === game.mySeat && c.cards.length > 0
        var target = c.seat === game.mySeat ? Qt.point(cx, height - cardH * 0.6) : seatPoint(c.seat)
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
                        ScriptAction { script: flyer.flip = false }
                        NumberAnimation { target: flipScale; property: "xScale"; to: 1; duration: flyer.duration * 0.2 }
                    }
                }
                ScriptAction { script: flyer.destroy() }
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
    function burst(text, seat, tint, duration) {
        var p = seatPoint(seat)
        var b = burstComponent.createObject(table, { text: text, tint: tint, duration: Math.max(300, duration) })
        b.x = Math.max(8, Math.min(width - b.width - 8, p.x - b.width / 2))
        b.y = Math.max(8, p.y - 70 - b.height / 2)
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
            width: infoText.implicitWidth + 28; height: 40
            radius: 20
            Text {
                id: infoText
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: qsTr("Hand %1 · Target %2").arg(table.game.handNumber).arg(Number(table.game.targetScore).toLocaleString(Qt.locale(), "f", 0))
                      + (table.game.mySeat >= 0 ? "   ·   " + qsTr("%1: %2 pts").arg(table.seats.nameOf(table.game.mySeat)).arg(Number(table.game.myScore).toLocaleString(Qt.locale(), "f", 0)) : "")
                color: Theme.text
                font.pixelSize: 15
            }
        }
    }
    Row {
        anchors.right: parent.right; anchors.rightMargin: 18
        y: 12
        spacing: 10
        visible: !table.watching
        GameButton {
            text: qsTr("Rules")
            implicitHeight: 40
            fontSize: 14
            onClicked: App.showScreen("rules")
        }
        GameButton {
            text: qsTr("Settings")
            implicitHeight: 40
            fontSize: 14
            onClicked: App.showScreen("settings")
        }
        GameButton {
            objectName: "leaveButton"
            text: qsTr("Leave")
            implicitHeight: 40
            fontSize: 14
            onClicked: App.leaveTable()
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
        visible: !(deviceLayer.item && deviceLayer.item.hidesPile)  // Tippo: each pan shows its colour
        width: pileH * 1.55; height: width
        x: discardPile.x + pileW / 2 - width / 2
        y: discardPile.y + pileH / 2 - height / 2
        colorName: table.game.activeColor
        colorBlind: table.game.colorBlind
    }

    Item {
        id: drawPile
        objectName: "drawPile"
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
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.top: parent.bottom; anchors.topMargin: 8
            text: table.game.drawPile
            color: Theme.textDim
            font.pixelSize: 14
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
        visible: !(deviceLayer.item && deviceLayer.item.hidesPile)  // Tippo: the scale's pans instead
        x: cx + pileW * 0.35 - pileW / 2 + pileW * 0.5
        y: cy - pileH / 2
        width: pileW; height: pileH
        Accessible.role: Accessible.StaticText
        Accessible.name: qsTr("Discard pile")
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
        width: 64; height: 64; radius: 32
        x: discardPile.x + pileW - 20; y: discardPile.y - 30
        color: Theme.red
        border.color: "white"; border.width: 3
        z: 50
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: "+" + table.game.pending
            color: "white"; font.pixelSize: 24; font.bold: true
        }
        function bounce(c) { bounceAnim.restart() }
        SequentialAnimation {
            id: bounceAnim
            NumberAnimation { target: pendingBadge; property: "scale"; to: 1.35; duration: 120 }
            NumberAnimation { target: pendingBadge; property: "scale"; to: 1.0; duration: 220; easing.type: Easing.OutBack }
        }
    }

    // ------------------------------------------------------------ opponents
    Repeater {
        id: seatRepeater
        model: table.seats
        SeatBadge {
            required seat
            required name
            required cardCount
            required isTurn
            required isBot
            required unoCalled
            required catchable
            required score
            required property bool isMe
            visible: !isMe
            compact: table.n > 6
            readonly property point p: table.seatPoint(seat)
            x: p.x - width / 2
            y: p.y - height / 2
            backSource: table.game.backCard
            onCatchClicked: table.game.catchUno(seat)
        }
    }

    // ------------------------------------------------------------ log
    Panel {
        id: logPanel
        x: 16
        width: Math.min(300, table.width * 0.23)
        height: Math.min(190, table.height * 0.27)
        y: table.height - height - 16
        ListView {
            id: logView
            objectName: "logView"
            anchors.fill: parent
            anchors.margins: 10
            clip: true
            model: table.game.logModel
            spacing: 3
            onCountChanged: positionViewAtEnd()
            delegate: Text {
                required property string line
                required property string tone
                textFormat: Text.PlainText
                width: logView.width
                text: line
                wrapMode: Text.Wrap
                font.pixelSize: 13
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
        readonly property real maxW: Math.max(cardW * 3, table.width - 2 * (logPanel.width + 40))
        readonly property int count: handRepeater.count
        readonly property real step: count > 1 ? Math.min(cardW * 0.68, (maxW - cardW) / (count - 1)) : 0
        readonly property real total: cardW + step * Math.max(0, count - 1)
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
                readonly property bool lifted: hover.containsMouse || table.focusIndex === index
                property real dragX: 0
                property real dragY: 0
                width: cardW
                height: cardH
                x: (handArea.width - handArea.total) / 2 + index * handArea.step + dragX
                y: 30 + Math.pow(Math.abs(offset) / Math.max(1, mid), 2) * 12 - 22
                   - (lifted ? 30 : (playable && table.myTurn ? 10 : 0)) + dragY
                z: lifted || dragY !== 0 ? 100 : index
                rotation: offset * Math.min(3.5, 36 / Math.max(1, handArea.count))
                transformOrigin: Item.Bottom
                Behavior on x { enabled: cardItem.dragX === 0; NumberAnimation { duration: 200 * table.speed; easing.type: Easing.OutCubic } }
                Behavior on y { enabled: cardItem.dragY === 0; NumberAnimation { duration: 140 * table.speed; easing.type: Easing.OutCubic } }
                Accessible.role: Accessible.Button
                Accessible.name: name
                Accessible.description: playable ? qsTr("playable") : ""

                Rectangle {
                    anchors.fill: parent
                    anchors.margins: -4
                    radius: 12
                    color: "transparent"
                    border.width: 3
                    border.color: cardItem.jumpIn ? Theme.yellow : "#FFFFFF"
                    visible: (cardItem.playable && table.myTurn) || cardItem.jumpIn
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
                    anchors.fill: parent
                    source: cardItem.source
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

    // ------------------------------------------------------------ status and controls
    Text {
        id: statusLine
        textFormat: Text.PlainText
        objectName: "statusLine"
        anchors.horizontalCenter: parent.horizontalCenter
        y: handArea.y - 72
        text: table.game.statusText
        visible: !table.game.handOver && !table.game.gameOver
        color: table.myTurn ? Theme.accent : Theme.text
        font.pixelSize: 18
        font.bold: table.myTurn
        style: Text.Outline; styleColor: "#80000000"
    }

    Row {
        id: controls
        objectName: "controls"
        anchors.horizontalCenter: parent.horizontalCenter
        y: handArea.y - 40
        spacing: 10
        z: 200
        Loader {  // built only while offered
            visible: table.game.canKeepDrawn
            active: visible
            sourceComponent: GameButton {
                objectName: "playDrawnButton"
                text: qsTr("Play it")
                primary: true
                implicitHeight: 40
                onClicked: table.game.playDrawn()
            }
        }
        Loader {  // built only while offered
            visible: table.game.canKeepDrawn
            active: visible
            sourceComponent: GameButton {
                objectName: "keepButton"
                text: qsTr("Keep it")
                implicitHeight: 40
                onClicked: table.game.keepDrawn()
            }
        }
        Loader {  // built only while offered
            visible: table.game.canChallenge
            active: visible
            sourceComponent: GameButton {
                objectName: "challengeButton"
                text: qsTr("Challenge")
                primary: true
                tint: Theme.red
                implicitHeight: 40
                onClicked: table.game.challenge()
            }
        }
        Loader {  // built only while offered
            visible: table.game.canAccept
            active: visible
            sourceComponent: GameButton {
                objectName: "acceptButton"
                text: qsTr("Take %n card(s)", "", table.game.pending)
                implicitHeight: 40
                onClicked: table.game.accept()
            }
        }
        Repeater {
            model: table.game.swapTargets
            GameButton {
                required property var modelData
                text: qsTr("Swap with %1").arg(modelData.name)
                implicitHeight: 40
                onClicked: table.game.swapWith(modelData.seat)
            }
        }
        Loader {  // built only while offered
            visible: table.game.canSkipSwap
            active: visible
            sourceComponent: GameButton {
                text: qsTr("Don't swap")
                implicitHeight: 40
                onClicked: table.game.skipSwap()
            }
        }
        Repeater {
            objectName: "genericActions"
            model: table.game.genericActions
            GameButton {
                required property var modelData
                text: modelData.label
                implicitHeight: 40
                onClicked: table.game.genericAction(modelData.index)
            }
        }
    }

    Column {
        anchors.right: parent.right
        anchors.rightMargin: 22
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 18
        spacing: 12
        visible: !table.watching
        GameButton {
            objectName: "hintButton"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Hint (H)")
            visible: table.game.coachAllowed
            enabled: table.game.myTurn || table.game.canUno || table.game.catchTargets.length > 0
            implicitHeight: 40
            fontSize: 14
            onClicked: table.askCoach()
        }
        GameButton {
            objectName: "drawButton"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Draw")
            enabled: table.game.canDraw
            implicitWidth: 120
            onClicked: table.game.draw()
        }
        ButtonBase {  // insets (6) and padding (12): the Material round button's
            id: unoButton
            objectName: "unoButton"
            anchors.horizontalCenter: parent.horizontalCenter
            width: 104; height: 104
            enabled: table.game.canUno
            Accessible.name: qsTr("Call UNO")
            onClicked: table.game.callUno()
            Rectangle {
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
                font.pixelSize: 28; font.bold: true; font.italic: true
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
    }

    // ------------------------------------------------------------ keyboard
    Keys.onPressed: (event) => {
        var count = handRepeater.count
        if (event.key === Qt.Key_Left) {
            focusIndex = count ? (focusIndex <= 0 ? count - 1 : focusIndex - 1) : -1
        } else if (event.key === Qt.Key_Right) {
            focusIndex = count ? (focusIndex + 1) % count : -1
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            if (game.passScreen) game.reveal()
            else if (focusIndex >= 0) game.playCard(focusIndex)
        } else if (event.key === Qt.Key_D) {
            game.draw()
        } else if (event.key === Qt.Key_U) {
            game.callUno()
        } else if (event.key === Qt.Key_H && !watching) {
            askCoach()
        } else if (event.key === Qt.Key_Escape) {
            App.showScreen("menu")
        } else {
            return
        }
        event.accepted = true
    }

    // ------------------------------------------------------------ the coach
    // A hint: one line above the hand, and the card it would play lifted (Enter plays it).
    // (App.coach is built on the first hint: App.coachReady says whether it exists.)
    function askCoach() {
        App.coach.hint()
        if (App.coach.hintCard >= 0)
            focusIndex = App.coach.hintCard
    }
    Loader {
        active: App.coachReady && !table.watching
        anchors.horizontalCenter: parent.horizontalCenter
        y: handArea.y - 112
        z: 210
        source: "CoachHint.qml"
    }

    // ------------------------------------------------------------ edition devices
    Loader {
        id: deviceLayer
        anchors.fill: parent
        z: 150
        // Only themed editions have devices; classic games skip the (large) layer, which
        // keeps the table's first frame fast. The layer binds to ``table`` from its first
        // evaluation, so it gets it at creation.
        readonly property bool wanted: App.deviceLayerSource !== "" && table.game.edition !== ""
                                       && table.game.edition !== "classic"
        function load() {
            if (wanted && !item) setSource(App.deviceLayerSource, { "table": table })
        }
        onWantedChanged: load()
        Component.onCompleted: load()
    }

    // ------------------------------------------------------------ overlays
    Loader {  // built on the first reveal: the table's first frame does not wait for it
        id: reveal
        active: false
        anchors.horizontalCenter: parent.horizontalCenter
        y: cy + pileH * 0.7
        z: 300
        sourceComponent: RevealPanel {}
        function show(c) {
            active = true
            item.show(c.cards, c.title, c.duration)
        }
    }

    // The overlays below are built only while shown: the table's first frame does not
    // wait for them (buttons are among the costlier items to create).
    Loader {
        anchors.fill: parent
        z: 500  // the overlays cover the edition devices (z 150) too
        active: table.game.choosingColor && !table.game.passScreen
        sourceComponent: ColorPicker {
            objectName: "colorPicker"
            colorBlind: table.game.colorBlind
            onChosen: (c) => table.game.chooseColor(c)
        }
    }

    Loader {
        anchors.fill: parent
        z: 500
        active: table.game.passScreen
        sourceComponent: PassScreen {
            name: table.game.passName
            onReady: table.game.reveal()
        }
    }

    Loader {
        anchors.fill: parent
        z: 500
        active: table.game.handOver
        sourceComponent: HandOverPanel {
            objectName: "handOverPanel"
            game: table.game
            watching: table.watching
        }
    }

    Loader {
        anchors.fill: parent
        z: 500
        active: table.game.gameOver
        sourceComponent: GameOverPanel {
            objectName: "gameOverPanel"
            game: table.game
            watching: table.watching
        }
    }

    // After a hand: the moments the hard bot would have played otherwise (built when asked).
    Loader {
        anchors.fill: parent
        z: 600
        active: !table.watching && App.coachReady && App.coach.reviewOpen
        source: "CoachReview.qml"
    }
}
