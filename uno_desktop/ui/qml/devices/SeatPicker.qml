import QtQuick
import QtQuick.Controls
import ".."

// Choosing seats on the table itself: a glowing target over every seat that may be chosen
// (a duel opponent, who starts a Tilt, whom to trade hands with, the captain's two seats).
// A target goes beside its badge, where it covers nothing the player must see: no badge,
// pile, device (``keepClear``), prompt, button or card (Table.besideBadge); your own ('Me') stands among the
// decision's buttons over your hand (the table keeps it a place there: ownSeatRoom), the
// prompt above it, clear of a lifted card's corner.
Item {
    id: picker
    objectName: "seatPicker"
    property var table
    property var choices: []         // seats that may be chosen
    property var picked: []          // seats already picked (pair mode)
    property string prompt: ""
    signal chosen(int seat)
    visible: choices.length > 0

    // Where the target (w×h) of another seat goes: beside its badge, clear of everything
    // the player must see and of the devices' boxes (Table.besideBadge).
    // The targets of the seats before it go first (two never share one gap between badges).
    function spot(seat, w, h) {
        var b = table.besideBadge(seat, w, h, sizeOf)
        return Qt.point(b.x, b.y)
    }
    // Where the other seats' targets stand: a badge's word, Catch! or Swap keeps clear of
    // them (a bot's 'UNO!' beside its badge lay under that seat's target: Tippo, ten seats)
    readonly property var targetRects: {  // seat -> rect
        var out = {}
        for (var i = 0; visible && i < targets.count; ++i) {
            var t = targets.itemAt(i)
            if (t && !t.me) out[t.modelData] = Qt.rect(t.x, t.y, t.width, t.height)
        }
        return out
    }
    function sizeOf(s) {
        for (var i = 0; i < targets.count; ++i) {
            var t = targets.itemAt(i)
            if (t && t.modelData === s && !t.me) return Qt.size(t.width, t.height)
        }
        return null
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
        id: targets
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
            // a pick is heard (its name changes while it has the focus) and read again
            // with the seat where the focus comes back: the highlight is only seen
            Accessible.name: isPicked ? qsTr("%1, picked").arg(label.text) : label.text
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
