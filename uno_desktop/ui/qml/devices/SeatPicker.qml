import QtQuick
import QtQuick.Controls
import ".."

// Choosing seats on the table itself: a glowing target over every seat that may be chosen
// (a duel opponent, who starts a Tilt, whom to trade hands with, the captain's two seats).
// A target goes beside its badge, where it covers nothing the player must see: no badge,
// pile, device (``keepClear``), prompt, button or card; your own ('Me') stands among the
// decision's buttons over your hand (the table keeps it a place there: ownSeatRoom), the
// prompt above it, clear of a lifted card's corner.
Item {
    id: picker
    objectName: "seatPicker"
    property var table
    property var choices: []         // seats that may be chosen
    property var picked: []          // seats already picked (pair mode)
    property string prompt: ""
    property var keepClear: []       // rects (table coordinates) the devices keep free
    signal chosen(int seat)
    visible: choices.length > 0

    // What a target must not lie on: every badge, the piles shown, the devices' boxes, the
    // prompt (or the note in its place), the decision's buttons, the log, the top bar's and the
    // right column's buttons, the hand.
    function taken() {
        var t = table, out = keepClear.slice()
        function add(item) {
            if (item && item.visible && item.width > 0)
                out.push(Qt.rect(item.x, item.y, item.width, item.height))
        }
        for (var i = 0; i < t.seatRepeater.count; ++i) add(t.seatRepeater.itemAt(i))
        add(t.drawPile); add(t.discardPile); add(t.statusLine); add(t.noteLine); add(t.controls)
        add(t.logPanel)
        add(t.topButtons); add(t.rightControls)
        out.push(Qt.rect(0, t.handArea.y + t.handArea.liftedTop, t.width, t.height))
        return out
    }
    function free(r, rects) {
        var m = 4
        if (r.x < m || r.y < table.topBarBottom + m || r.x + r.width > table.width - m)
            return false
        for (var i = 0; i < rects.length; ++i) {
            var o = rects[i]
            if (r.x < o.x + o.width && o.x < r.x + r.width && r.y < o.y + o.height && o.y < r.y + r.height)
                return false
        }
        return true
    }
    // Where the target (w×h) of another seat goes: beside its badge towards the table, as
    // its own buttons go (Table.seatSpot); where that lies on something, below, above or
    // on the badge's other side, whichever is free first.
    function spot(seat, w, h) {
        var p = table.seatPoint(seat), side = table.seatSpot(seat).buttons
        var badge = table.seatRepeater.itemAt(seat)
        var bw = badge ? badge.width : 0, bh = table.badgeH, gap = 6
        var left = Qt.point(p.x - bw / 2 - gap - w, p.y - h / 2)
        var right = Qt.point(p.x + bw / 2 + gap, p.y - h / 2)
        var below = Qt.point(p.x - w / 2, p.y + bh / 2 + gap)
        var above = Qt.point(p.x - w / 2, p.y - bh / 2 - gap - h)
        var outer = p.x > table.cx ? right : left, inner = p.x > table.cx ? left : right
        var order = side === "right" ? [right, below, above, left]
                  : side === "left" ? [left, below, above, right]
                  : [below, outer, inner, above]
        var rects = taken()
        for (var i = 0; i < order.length; ++i)
            if (free(Qt.rect(order[i].x, order[i].y, w, h), rects)) return order[i]
        return order[0]
    }

    Rectangle {
        anchors.horizontalCenter: parent.horizontalCenter
        y: picker.table ? picker.table.cy + picker.table.pileH * 0.72 : 0
        width: promptText.implicitWidth + 36; height: 44; radius: 22
        color: "#E0101A17"; border.color: Theme.accent; border.width: 2
        visible: picker.prompt !== ""
        Text { textFormat: Text.PlainText; id: promptText; anchors.centerIn: parent; text: picker.prompt; color: Theme.accent; font.pixelSize: 17; font.bold: true }
    }
    Repeater {
        model: picker.choices
        RoundButton {
            id: target
            required property var modelData
            readonly property bool me: modelData === picker.table.game.mySeat
            readonly property Item room: picker.table.ownSeatRoom
            readonly property point p: me ? Qt.point(picker.table.controls.x + room.x + room.width / 2 - width / 2,
                                                     picker.table.controls.y + room.y)
                                          : picker.spot(modelData, width, height)
            readonly property bool isPicked: picker.picked.indexOf(modelData) >= 0
            objectName: "seatTarget" + modelData
            width: Math.max(120 * picker.table.k, label.implicitWidth + 30); height: 44 * picker.table.k
            x: p.x
            y: p.y
            z: 360
            // your own target's place among the decision's buttons, kept while it is offered
            Component.onCompleted: if (me) picker.table.ownSeatTarget = target
            Component.onDestruction: if (picker.table && picker.table.ownSeatTarget === target)
                                         picker.table.ownSeatTarget = null
            Accessible.name: label.text
            onClicked: picker.chosen(modelData)
            background: Rectangle {
                radius: height / 2
                color: target.isPicked ? Theme.accent : target.hovered ? "#40F5C518" : "#CC101A17"
                border.color: Theme.accent; border.width: 3
                SequentialAnimation on border.width {
                    running: !target.isPicked
                    loops: Animation.Infinite
                    NumberAnimation { to: 5; duration: 350 }
                    NumberAnimation { to: 2; duration: 350 }
                }
            }
            FocusRing {  // the keyboard's focus (the style's own went with its background)
                target: parent.background
                visible: parent.visualFocus
            }
            contentItem: Text {
                id: label
                textFormat: Text.PlainText
                text: target.me ? qsTr("Me") : picker.table.seats.nameOf(target.modelData)
                color: target.isPicked ? "#1B1B1F" : Theme.text
                font.pixelSize: 16 * picker.table.k; font.bold: true
                horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter
            }
        }
    }
}
