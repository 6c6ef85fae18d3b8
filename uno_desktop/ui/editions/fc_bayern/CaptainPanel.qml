import QtQuick
import QtQuick.Controls
import "../../qml"
import "../../qml/devices"

// FC Bayern's captain: move every hand one seat either way, swap two seats' hands (pick
// them on the table), or no exchange.
Panel {
    id: panel
    objectName: "captainPanel"
    color: "#F00B1F1A"
    property var dev
    property var table
    property real speed: 1
    x: table.cx - width / 2
    y: table.cy - height / 2
    readonly property bool hidesDrawPile: visible  // the piles are under it
    readonly property bool hidesDiscard: visible
    property bool pairMode: false
    property var picked: []
    readonly property bool active: dev && dev.deciding && dev.decision === "captain"
    // in the piles' place, at the cards' scale (Table.cardK)
    readonly property real k: table ? table.cardK : 1
    onActiveChanged: { pairMode = false; picked = [] }
    width: col.implicitWidth + 36 * k
    height: col.implicitHeight + 28 * k
    radius: 14 * k
    visible: active
    z: 340
    // said as the focus comes to its buttons ("Captain's call panel"), as the table is
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Captain's call")

    function pickSeat(s) {
        var p = picked.slice()
        var i = p.indexOf(s)
        if (i >= 0) p.splice(i, 1); else p.push(s)
        // the second pick swaps at once: the heading's "(2/2)" was said for nothing
        if (p.length === 2) { pairMode = false; picked = []; dev.swapPair(p[0], p[1]) }
        else picked = p
    }
    Column {
        id: col
        x: 18 * panel.k; y: 14 * panel.k
        spacing: 10 * panel.k
        Row {
            spacing: 10 * panel.k
            Rectangle {   // the armband
                width: 44 * panel.k; height: 30 * panel.k; radius: 6 * panel.k
                color: Theme.red; border.color: "white"; border.width: 2 * panel.k
                Text { textFormat: Text.PlainText; anchors.centerIn: parent; text: "C"; color: "white"; font.pixelSize: 20 * panel.k; font.bold: true }
            }
            Text {
                id: heading
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                text: panel.pairMode ? qsTr("Pick two seats to swap (%1/2)").arg(panel.picked.length) : qsTr("Captain's call")
                // what to do now and how far along, said as it changes (a screen reader heard
                // only the button's new name, "Cancel", and nothing at a pick)
                onTextChanged: if (panel.pairMode) panel.table.game.sayNow(heading.text)
                color: Theme.accent; font.pixelSize: 20 * panel.k; font.bold: true
            }
        }
        Row {
            spacing: 8 * panel.k
            visible: !panel.pairMode
            GameButton { objectName: "rotateCw"; k: panel.k; text: qsTr("All hands → next seat"); visible: panel.dev && panel.dev.canRotate; onClicked: panel.dev.rotateHands(1) }
            GameButton { objectName: "rotateCcw"; k: panel.k; text: qsTr("All hands ← back"); visible: panel.dev && panel.dev.canRotate; onClicked: panel.dev.rotateHands(-1) }
        }
        Row {
            spacing: 8 * panel.k
            GameButton { objectName: "swapTwo"; k: panel.k; text: panel.pairMode ? qsTr("Cancel") : qsTr("Swap two…"); visible: panel.dev && panel.dev.canSwapPair
                         onClicked: { panel.pairMode = !panel.pairMode; panel.picked = [] } }
            GameButton { objectName: "noExchange"; k: panel.k; text: qsTr("No exchange"); visible: !panel.pairMode && panel.dev && panel.dev.canKeepAll; onClicked: panel.dev.keepAll() }
        }
    }
    SeatPicker {
        parent: panel.table
        anchors.fill: parent
        table: panel.table
        z: 345
        choices: panel.active && panel.pairMode ? Array.from({ length: panel.table.n }, function (_, i) { return i }) : []
        picked: panel.picked
        onChosen: (s) => panel.pickSeat(s)
    }
}
