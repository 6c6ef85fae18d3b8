import QtQuick
import QtQuick.Controls
import "../../qml"
import "../../qml/devices"

// The wheel with its caption and the follow-up controls of the segment it stopped on.
Item {
    id: station
    objectName: "spinStation"
    property var dev
    property var table
    property real speed: 1
    property alias wheel: wheel
    property string caption: ""
    // The wheel stands on the draw pile (nobody draws while a spin is due), between the
    // seats above and the status line below; the top card stays in view beside it (its
    // twin cancels the spin), the wheel's panel right of it.
    readonly property point centre: Qt.point(table.drawPoint().x, table.cy)
    readonly property real room: Math.min(table.clearRadius(centre.x, centre.y) - 6,
                                          table.centreBottom - centre.y)
    height: Math.max(180, Math.min(354, 2 * room - 6))
    x: centre.x - wheel.width / 2
    y: centre.y - height / 2
    z: 300
    // beside the top card (its twin cancels the spin); over it once the wheel has spoken
    readonly property real panelLeft: picking ? x + wheel.width + 12 : table.discardRight + 16
    // where the panel stands (station coordinates)
    property real panelX: panelLeft - x
    property real panelWidth: Math.min(320 * table.k, table.clearRight(panelLeft, y, y + height) - panelLeft - 10)
    readonly property real panelBottom: side.y + side.height
    // a number or colour to name: the panel's pickers are up
    readonly property bool picking: dev && dev.deciding && (dev.canNameNumber || dev.canNameColor)
    width: Math.max(wheel.width, panelX + side.width)
    readonly property string decision: dev ? dev.decision : ""
    readonly property bool mine: dev ? dev.mine : false
    readonly property bool wanted: dev && (decision.indexOf("spin") === 0 || dev.wheel !== "" || dev.canCallUnoSpin)
    // (a Battle's duel stands where the wheel is: the wheel steps back meanwhile)
    readonly property bool active: (wanted || wheel.spinning || linger.running) && !table.duelShown
    opacity: active ? 1 : 0
    visible: opacity > 0 && !table.duelShown  // (at once: no fade under the duel)
    Behavior on opacity { NumberAnimation { duration: 220 * station.speed } }
    // The wheel stays a moment after its effect, unless a decision of the player's comes:
    // its moment has landed, and the player must see the draw pile (DeviceStage.stepAside,
    // which may come before the view that ends the wheel's effect or after it).
    onWantedChanged: if (!wanted && !wheel.spinning && dev && !table.myTurn) linger.restart()
    Timer { id: linger; interval: Math.max(1, 1300 * station.speed) }
    function stepAside() { linger.stop() }

    // What the device stage asks its devices: while the wheel is out it stands on the draw
    // pile (its picker panel over the top card), and the table's headline goes beside it.
    readonly property bool hidesDrawPile: active
    readonly property bool hidesDiscard: active && picking
    function bannerSpot() { return active ? Qt.point(x + panelX, y + panelBottom + 10) : null }

    onDecisionChanged: if (decision === "spin") caption = ""
    function reset() { caption = ""; linger.stop() }
    function play(ev) {
        if (ev.type === "wheel_spun") {
            caption = ev.seat === ev.mySeat ? qsTr("You spin…") : qsTr("%1 spins…").arg(table.seats.nameOf(ev.seat))
            wheel.spinTo(ev.index, Math.round(ev.duration * 0.82))
            if (ev.duration <= 0) caption = wheel.label(ev.segment)
        }
    }
    Connections {
        target: wheel
        function onLanded(segment) { station.caption = wheel.label(segment) }
    }

    SpinWheel {
        id: wheel
        dev: station.dev
        speed: station.speed
        diameter: Math.min(station.height - 34, 320)
        anchors.left: parent.left
        anchors.verticalCenter: parent.verticalCenter
    }

    Panel {
        id: side
        x: station.panelX
        anchors.verticalCenter: wheel.verticalCenter
        width: station.panelWidth
        height: content.implicitHeight + 28
        Column {
            id: content
            x: 16; y: 14
            spacing: 10
            Text {
                textFormat: Text.PlainText
                objectName: "wheelCaption"
                width: side.width - 32
                wrapMode: Text.Wrap
                text: station.caption !== "" ? station.caption
                      : station.decision === "spin" && station.mine ? qsTr("Your spin!")
                      : station.decision === "spin" ? qsTr("%1 must spin").arg(station.table.seats.nameOf(station.dev.decisionSeat))
                      : qsTr("The wheel")
                color: Theme.accent; font.pixelSize: 20; font.bold: true
            }
            Text {
                textFormat: Text.PlainText
                visible: text !== ""
                width: side.width - 32
                wrapMode: Text.WordWrap
                color: Theme.text; font.pixelSize: 14
                text: {
                    if (!station.dev || wheel.spinning) return ""
                    var d = station.decision
                    // (what the player decides, the race too: the status line says it, and a
                    // screen reader hears it; here it was said to the eye alone, with the
                    // mouse's words to a keyboard's player)
                    if (d === "spin_race") return station.dev.canCallUnoSpin ? "" : qsTr("Everyone races to call UNO Spin!")
                    if (d.indexOf("spin_") === 0 && !station.mine) return qsTr("Waiting for %1…").arg(station.table.seats.nameOf(station.dev.decisionSeat))
                    return ""
                }
            }
            Grid {   // discard number: 0–9
                objectName: "numberPicker"
                visible: station.dev.deciding && station.dev.canNameNumber && !wheel.spinning
                columns: 5; spacing: 6
                Repeater {
                    model: 10
                    GameButton {
                        required property int index
                        objectName: "number_" + index
                        text: String(index)  // its key too (F1: 0–9)
                        leftPadding: 0; rightPadding: 0
                        implicitWidth: 44; implicitHeight: 44
                        fontSize: 20
                        onClicked: station.dev.nameNumber(index)
                    }
                }
            }
            ColorChoice {   // discard colour
                objectName: "colorNamer"
                visible: station.dev.deciding && station.dev.canNameColor && station.decision === "spin_color" && !wheel.spinning
                disc: 48
                onChosen: (c) => station.dev.nameColor(c)
            }
            GameButton {   // the race button, also below the hub for keyboard users
                id: raceButton
                objectName: "unoSpinButton"
                key: "U"
                // as wide as the panel lets it be (ten seats at 1024×640 leave it narrow,
                // between the top card and the badges): the padding gives way first, then
                // the words' size
                readonly property real room: side.width - 32
                readonly property real bare: raceWords.advanceWidth + 16 * k + capRoom
                leftPadding: Math.max(8 * k, Math.min(24 * k, (room - bare) / 2))
                rightPadding: leftPadding
                fontSize: 16 * k * Math.max(0.7, Math.min(1, (room - bare + raceWords.advanceWidth - 16 * k) / raceWords.advanceWidth))
                width: Math.min(implicitWidth, room)
                TextMetrics { id: raceWords; font.pixelSize: 16 * raceButton.k; font.bold: true; text: raceButton.text }
                visible: station.decision === "spin_race" && station.dev.canCallUnoSpin && !station.dev.awaiting && !wheel.spinning
                text: qsTr("UNO Spin!")
                primary: true; tint: Theme.red
                onClicked: station.dev.callUnoSpin()
            }
        }
    }
}
