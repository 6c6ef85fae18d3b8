import QtQuick
import "../../qml"

// Cars' victory lap: the hands go round; the player looks at the hand that came and keeps
// it or sends all hands round once more.
Panel {
    id: lap
    objectName: "victoryLap"
    color: "#F00B1F1A"
    property var dev
    property var table
    property real speed: 1
    x: table.cx - width / 2
    y: table.cy - height / 2
    z: 330
    readonly property bool hidesDrawPile: visible  // the piles are under it
    readonly property bool hidesDiscard: visible
    readonly property bool active: dev && dev.decision === "victory_lap"
    // in the piles' place, at the cards' scale (Table.cardK)
    readonly property real k: table ? table.cardK : 1
    width: Math.max(340 * k, col.implicitWidth + 36 * k)
    height: col.implicitHeight + 28 * k
    radius: 14 * k
    opacity: active ? 1 : 0
    visible: opacity > 0
    Behavior on opacity { NumberAnimation { duration: 200 * lap.speed } }
    Column {
        id: col
        x: 18 * lap.k; y: 14 * lap.k
        spacing: 10 * lap.k
        Row {
            spacing: 12 * lap.k
            Grid {   // a chequered flag
                columns: 4
                Repeater {
                    model: 12
                    Rectangle { required property int index; width: 9 * lap.k; height: 9 * lap.k; color: (index + Math.floor(index / 4)) % 2 ? "#1B1B1F" : "white" }
                }
            }
            Text {
                textFormat: Text.PlainText
                objectName: "lapText"
                text: qsTr("Victory lap %1").arg(lap.dev ? lap.dev.lapCount : 0)
                color: Theme.accent; font.pixelSize: 20 * lap.k; font.bold: true
            }
        }
        Text {
            textFormat: Text.PlainText
            // (the player's own lap: the status line asks it, and a screen reader hears it)
            visible: text !== ""
            text: lap.dev && lap.dev.mine ? ""
                                         : qsTr("%1 looks at the new hand…").arg(lap.table && lap.dev ? lap.table.seats.nameOf(lap.dev.decisionSeat) : "")
            color: Theme.text; font.pixelSize: 14 * lap.k
        }
        Row {
            spacing: 10 * lap.k
            visible: lap.dev && lap.dev.deciding
            GameButton {
                objectName: "keepHandButton"
                key: "K"
                k: lap.k
                text: qsTr("Keep this hand")
                primary: true
                visible: lap.dev && lap.dev.canKeepHand
                onClicked: lap.dev.keepHand()
            }
            GameButton {
                objectName: "passHandsButton"
                key: "P"
                k: lap.k
                text: qsTr("Pass them on")
                visible: lap.dev && lap.dev.canPassHands
                onClicked: lap.dev.passHands()
            }
        }
    }
}
