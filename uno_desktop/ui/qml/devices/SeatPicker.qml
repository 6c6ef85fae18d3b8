import QtQuick
import QtQuick.Controls
import ".."

// Choosing seats on the table itself: a glowing target over every seat that may be chosen
// (a duel opponent, who starts a Tilt, whom to trade hands with, the captain's two seats).
Item {
    id: picker
    objectName: "seatPicker"
    property var table
    property var choices: []         // seats that may be chosen
    property var picked: []          // seats already picked (pair mode)
    property string prompt: ""
    signal chosen(int seat)
    visible: choices.length > 0

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
            readonly property point p: me ? Qt.point(picker.table.width / 2, picker.table.height - picker.table.cardH - 70)
                                          : picker.table.seatPoint(modelData)
            readonly property bool isPicked: picker.picked.indexOf(modelData) >= 0
            // beside the badge towards the table, as its own buttons go (Table.seatSpot)
            readonly property string side: me ? "below" : picker.table.seatSpot(modelData).buttons
            readonly property real badgeW: picker.table.seatRepeater.itemAt(modelData)
                                           ? picker.table.seatRepeater.itemAt(modelData).width : 0
            objectName: "seatTarget" + modelData
            width: Math.max(120 * picker.table.k, label.implicitWidth + 30); height: 44 * picker.table.k
            x: side === "right" ? p.x + badgeW / 2 + 6 : side === "left" ? p.x - badgeW / 2 - 6 - width
               : p.x - width / 2
            y: me ? p.y : side === "below" ? p.y + picker.table.badgeH / 2 + 6 : p.y - height / 2
            z: 360
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
