import QtQuick
import "../../qml"
import "../../qml/devices"

// Toy Story 3's Lotso: the bear demands a colour; each other seat shows a card of it or
// draws 3 (and if everyone could, the Lotso player draws 3).
Panel {
    id: scene
    objectName: "lotsoScene"
    readonly property string cueScene: "lotso"  // the presenters' cues address it so
    color: "#F00B1F1A"
    property var dev
    property var table
    x: table.cx - width / 2
    y: table.cy - height / 2
    readonly property bool hidesDrawPile: visible  // the piles are under it
    readonly property bool hidesDiscard: visible
    property real speed: 1
    property int player: -1
    property string colorName: ""
    property string colorLabel: ""
    property var results: []         // [{seat, card, drew}]
    // over the piles, at the cards' scale (Table.cardK)
    readonly property real k: table ? table.cardK : 1
    width: Math.max(380 * k, col.implicitWidth + 36 * k)
    height: col.implicitHeight + 28 * k
    radius: 14 * k
    opacity: 0
    visible: opacity > 0
    z: 320

    function reset() { hold.stop(); fade.stop(); opacity = 0; results = [] }
    // A decision of the player's came (DeviceStage.stepAside): every seat has shown or
    // drawn by then; the piles under the panel must show at once.
    function stepAside() { hold.stop(); fade.stop(); opacity = 0 }
    function named(ev) {
        player = ev.seat; colorName = ev.value; colorLabel = ev.label; results = []
        if (ev.duration <= 0) return
        fade.stop(); opacity = 1
        hold.interval = Math.max(ev.duration, 2600 * speed); hold.restart()
    }
    function showed(ev) {
        var r = results.slice(); r.push({ seat: ev.seat, card: ev.cards.length ? ev.cards[0] : "", drew: 0 }); results = r
        if (opacity > 0) hold.restart()
    }
    function drew(ev) {
        var r = results.slice(); r.push({ seat: ev.seat, card: "", drew: ev.count }); results = r
        if (opacity > 0) hold.restart()
    }
    Timer { id: hold; onTriggered: fade.start() }
    NumberAnimation { id: fade; target: scene; property: "opacity"; to: 0; duration: 300 }

    Column {
        id: col
        x: 18 * scene.k; y: 14 * scene.k
        spacing: 10 * scene.k
        Row {
            spacing: 14 * scene.k
            CardImage { width: 60 * scene.k; height: 84 * scene.k; source: scene.table ? App.cardUrl("black_lotso") : "" }
            Column {
                anchors.verticalCenter: parent.verticalCenter
                spacing: 6 * scene.k
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Lotso wants %1!").arg(scene.colorLabel)
                    color: Theme.accent; font.pixelSize: 20 * scene.k; font.bold: true
                }
                Row {
                    spacing: 8 * scene.k
                    ShapeMark { width: 22 * scene.k; height: 22 * scene.k; colorName: scene.colorName }
                    Text { textFormat: Text.PlainText; text: qsTr("Show a card of it or draw 3"); color: Theme.text; font.pixelSize: 14 * scene.k }
                }
            }
        }
        Flow {
            width: 420 * scene.k
            spacing: 10 * scene.k
            Repeater {
                model: scene.results
                Row {
                    required property var modelData
                    height: 48 * scene.k  // a card's: every name on one line, with or without one
                    spacing: 6 * scene.k
                    CardImage { width: 34 * scene.k; height: 48 * scene.k; source: modelData.card; visible: modelData.card !== "" }
                    Text {
                        textFormat: Text.PlainText
                        anchors.verticalCenter: parent.verticalCenter
                        text: (modelData.seat === scene.table.game.mySeat ? qsTr("You") : scene.table.seats.nameOf(modelData.seat))
                              + (modelData.drew ? "  +" + modelData.drew : "  ✓")
                        color: modelData.drew ? "#FF9B8F" : "#9FE8B0"
                        font.pixelSize: 14 * scene.k; font.bold: true
                    }
                }
            }
        }
    }
}
