// Your hand: the fan of cards that a click, a drag or Enter plays, your UNO, your glow.
import QtQuick

Item {
    anchors.fill: parent
    readonly property Item table: parent
    property alias handArea: handArea
    property alias handRepeater: handRepeater
    property alias myUno: myUno

    Loader {
        objectName: "ownReaction"
        active: table.game.reactionsObject.ownSerial > 0
        x: table.logPanel.x + table.logPanel.width + 12
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

    // ------------------------------------------------------------ my hand
    Rectangle {  // a warm light under the hand while it is your move (beside the log: the
        // log, drawn before the hand, would take its tint)
        objectName: "handLight"
        x: table.logPanel.x + table.logPanel.width
        anchors.right: parent.right; anchors.bottom: parent.bottom
        height: table.cardH * 0.9
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
        height: table.cardH + 44
        readonly property int count: handRepeater.count
        // The fan's room: from the log to what stands on the right, the live table's Draw
        // and UNO column (as wide a strip as the log's) or a replay's bar (rightReserve),
        // 8 px clear of each. The fan is centred in it, its outer cards turned by ``angle``
        // (``turn`` degrees a card) about their bottom, which leans their tops out by ``lean``.
        readonly property real roomLeft: table.logPanel.x + table.logPanel.width + 8
        readonly property real roomRight: table.width - Math.max(roomLeft, table.rightReserve - 8)
        readonly property real centre: (roomLeft + roomRight) / 2
        readonly property real turn: Math.min(3.5, 36 / Math.max(1, count))
        readonly property real angle: Math.max(0, count - 1) / 2 * turn * Math.PI / 180
        readonly property real lean: table.cardW / 2 * (Math.cos(angle) - 1) + table.cardH * Math.sin(angle)
        readonly property real maxW: Math.max(table.cardW * 3, roomRight - roomLeft - 2 * lean)
        readonly property real step: count > 1 ? Math.min(table.cardW * 0.68, (maxW - table.cardW) / (count - 1)) : 0
        readonly property real total: table.cardW + step * Math.max(0, count - 1)
        // The top of the middle card, at rest and lifted (hovered, or the card Enter plays):
        // what stands over the hand stays above ``liftedTop``.
        readonly property real cardTop: 30 - 22
        readonly property real liftedTop: cardTop - 30
        visible: table.game.mySeat >= 0 && !table.game.passScreen
        // The one card the pointer lifts: the top one under it. Qt gives the hover to every
        // card under the pointer (the fan's cards overlap), which lifted two or three at
        // once, each over its neighbours, and the click went to whichever stood on top, not
        // always the card the player aimed at (the robot, tippo/de/1024x640/mouse/4: a
        // click on the yellow 8 beside the picked yellow 5 played the 5). The card lifted
        // stays so while the pointer is on it or on its place below (it rose from under the
        // pointer), the picked card next, else the top one at rest (the highest index).
        property int hoverIndex: -1
        function updateHover() {
            var keep = -1, picked = -1, top = -1
            for (var i = 0; i < handRepeater.count; ++i) {
                var card = handRepeater.itemAt(i)
                if (!card || !card.pointed) continue
                if (i === hoverIndex) keep = i
                else if (i === table.focusIndex) picked = i
                else top = i
            }
            hoverIndex = keep >= 0 ? keep : picked >= 0 ? picked : top
        }
        onCountChanged: { hoverIndex = -1; updateHover() }

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
                readonly property bool pointed: hover.containsMouse
                onPointedChanged: handArea.updateHover()
                readonly property bool hovered: !faceDown && handArea.hoverIndex === index
                readonly property bool lifted: !faceDown && (hovered || table.focusIndex === index)
                property real dragX: 0
                property real dragY: 0
                width: table.cardW
                height: table.cardH
                x: handArea.centre - handArea.total / 2 + index * handArea.step + dragX
                y: handArea.cardTop + Math.pow(Math.abs(offset) / Math.max(1, mid), 2) * 12
                   - (lifted ? handArea.cardTop - handArea.liftedTop
                             : (playable && table.myTurn ? 10 : 0)) + dragY
                z: hovered || dragY !== 0 ? 101 : lifted ? 100 : index
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
                    radius: table.cardW * 0.07
                    color: "#000000"
                    opacity: table.myTurn && !cardItem.playable ? 0.28 : 0
                }
                MouseArea {
                    id: hover
                    anchors.fill: parent
                    // lifted by the pointer, the card keeps its place below too: it rose from
                    // under the pointer, which must not let it fall back (a flicker); the
                    // picked card was up already
                    anchors.bottomMargin: cardItem.hovered && !cardItem.picked
                                          ? -(handArea.cardTop - handArea.liftedTop) : 0
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
                        var play = dragging && cardItem.dragY < -table.cardH * 0.45
                        var at = cardItem.mapToItem(table, cardItem.width / 2, cardItem.height / 2)
                        cardItem.dragX = 0; cardItem.dragY = 0
                        // A device may take the drop (Tippo: the pan under the card).
                        if (play && !(table.deviceLayer.item && table.deviceLayer.item.dropCard(cardItem.index, at)))
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
}
