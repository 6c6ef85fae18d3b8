// The piles in the middle of the felt: draw pile, discard pile, colour ring, arrows.
import QtQuick

Item {
    anchors.fill: parent
    readonly property Item table: parent
    property alias colorRing: colorRing
    property alias directionRing: directionRing
    property alias discardPile: discardPile
    property alias drawPile: drawPile
    property alias pendingBadge: pendingBadge

    // ------------------------------------------------------------ centre: ring, piles
    DirectionRing {
        id: directionRing
        x: table.cx - width / 2; y: table.cy - height / 2
        width: table.pileW * 4.3; height: table.pileH * 1.75
        direction: table.game.direction
        speed: table.speed
    }

    ColorRing {
        id: colorRing
        visible: discardPile.visible  // Tippo: each pan shows its colour
        width: table.pileH * 1.55; height: width
        x: discardPile.x + table.pileW / 2 - width / 2
        y: discardPile.y + table.pileH / 2 - height / 2
        colorName: table.game.activeColor
        colorBlind: table.game.colorBlind
    }

    Item {
        id: drawPile
        objectName: "drawPile"
        // Extreme: the launcher stands here; Spin: the wheel, while it is out; a shown hand
        visible: !table.game.drawOnDevice && !(table.deviceLayer.item && table.deviceLayer.item.hidesDrawPile)
                 && !table.revealing
        x: table.cx - table.pileW * 1.35 - table.pileW / 2
        y: table.cy - table.pileH / 2
        width: table.pileW; height: table.pileH
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("Draw pile, %n card(s)", "", table.game.drawPile)
        Repeater {
            model: Math.min(5, Math.ceil(table.game.drawPile / 12))
            CardImage {
                required property int index
                width: table.pileW; height: table.pileH
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
        visible: !(table.deviceLayer.item && (table.deviceLayer.item.hidesPile || table.deviceLayer.item.hidesDiscard))
                 && !table.revealing
        x: table.cx + table.pileW * 0.35 - table.pileW / 2 + table.pileW * 0.5
        y: table.cy - table.pileH / 2
        width: table.pileW; height: table.pileH
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
        // on the discard pile's corner; where a device stands in its place, on the draw
        // pile's (Tippo: the scale's post rises there, over the count)
        readonly property Item pile: discardPile.visible || !drawPile.visible ? discardPile : drawPile
        x: pile.x + table.pileW - 20 * table.k; y: pile.y - 30 * table.k
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
}
