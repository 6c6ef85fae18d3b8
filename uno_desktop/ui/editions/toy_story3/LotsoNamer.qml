import QtQuick
import "../../qml"
import "../../qml/devices"

// Toy Story 3's Lotso: name the colour every other seat must show (in the piles' place,
// at the cards' scale).
Panel {
    id: lotsoNamer
    objectName: "lotsoNamer"
    property var dev
    property var table
    property real speed: 1
    color: "#F00B1F1A"
    visible: dev && dev.deciding && dev.decision === "lotso_name"
    readonly property bool hidesDrawPile: visible  // the piles are under it
    readonly property bool hidesDiscard: visible
    readonly property real k: table.cardK
    width: lotsoCol.implicitWidth + 36 * k; height: lotsoCol.implicitHeight + 28 * k
    radius: 14 * k
    x: table.cx - width / 2
    y: table.cy - height / 2
    z: 340
    Column {
        id: lotsoCol
        x: 18 * lotsoNamer.k; y: 14 * lotsoNamer.k
        spacing: 12 * lotsoNamer.k
        Row {
            spacing: 12 * lotsoNamer.k
            CardImage { width: 50 * lotsoNamer.k; height: 70 * lotsoNamer.k; source: App.cardUrl("black_lotso") }
            Text { textFormat: Text.PlainText; anchors.verticalCenter: parent.verticalCenter; text: qsTr("Lotso: name a colour"); color: Theme.accent; font.pixelSize: 18 * lotsoNamer.k; font.bold: true }
        }
        ColorChoice { anchors.horizontalCenter: parent.horizontalCenter; k: lotsoNamer.k; onChosen: (c) => lotsoNamer.dev.nameColor(c) }
    }
}
