import QtQuick
import QtQuick.Controls
import ".."

// (Loaded by DeviceLayer once the table is known.) Everything the themed editions put on the
// table: the device of the current edition (spin wheel, card launcher, flash unit, Tippo
// scale) and the scenes of the special cards. It plays the cues the edition's presenters
// (uno_desktop/ui/present/<edition>.py) send for its scenes, each landing exactly on the
// outcome the core decided, and offers the decisions those devices ask for.
Item {
    id: layer
    objectName: "deviceStage"
    required property var table
    required property var dev
    readonly property var game: table.game
    readonly property string edition: dev ? dev.edition : ""
    readonly property real speed: table.speed
    // Tippo's pans replace the single discard pile.
    readonly property bool hidesPile: edition === "tippo"
    property alias spinStation: spinStation
    property alias launcher: launcher
    property alias flashUnit: flashUnit
    property alias tippoScale: tippoScale
    property int landingPan: -1

    // Where the table's headline goes while a device is out (beside the wheel), else null.
    function bannerSpot() {
        if (!spinStation.active) return null
        return Qt.point(spinStation.x + spinStation.panelX, spinStation.y + spinStation.panelBottom + 10)
    }
    // The piles are under a panel in their place (the captain, Lotso naming and showing,
    // the victory lap, a duel) while it is up: their edges stuck out beside it. The draw
    // pile is under the wheel while it is out, the top card once it has spoken.
    readonly property bool panelUp: captain.visible || lotsoNamer.visible || victoryLap.visible
                                    || lotso.visible || duel.visible
    readonly property bool hidesDrawPile: spinStation.active || panelUp
    readonly property bool hidesDiscard: (spinStation.active && spinStation.picking) || panelUp
                                         || racer.visible  // the race shows its own top card
    // Where a played card lands: a Tippo pan, else the table's own discard pile (null).
    function landingPoint() {
        if (!hidesPile) return null
        var pan = landingPan >= 0 ? landingPan : (dev.state.current_pan || 0)
        return tippoScale.panPoint(pan)
    }

    readonly property var scenes: ({
        "stage": layer, "spinStation": spinStation, "launcher": launcher, "flashUnit": flashUnit,
        "tippoScale": tippoScale, "slapRace": slapRace, "slide": slide, "discard": discard,
        "downpour": downpour, "duel": duel, "racer": racer, "lotso": lotso, "offside": offside })
    Connections {
        target: layer.game
        function onCue(c) {
            var scene = layer.scenes[c.scene]
            if (scene) scene[c.act](c)
        }
    }
    // The picked hand card (Tippo) is lifted like a focused card.
    Connections {
        target: layer.dev
        function onChanged() { if (layer.edition === "tippo") layer.table.focusIndex = layer.dev.selectedCard }
    }

    function dropCard(index, point) {
        if (!hidesPile) return false
        var pan = tippoScale.panAt(point)
        if (pan < 0) return false
        dev.dropOnPan(index, pan)
        return true
    }
    function reset() {
        spinStation.reset(); launcher.reset(); flashUnit.reset(); tippoScale.reset()
        slapRace.loser = -1; duel.reset(); racer.reset(); lotso.reset()
        landingPan = -1
    }
    // The scale's own cues: a card flies onto a pan, then the scale holds or tips.
    function landOnPan(c) {
        landingPan = c.pan
        tippoScale.land(c.pan, c.card, c.duration, c.code)
    }
    function scaleSettled(c) { tippoScale.settled(c); landingPan = -1 }
    function scaleTipped(c) { tippoScale.tipped(c); landingPan = -1 }

    // ------------------------------------------------------------ devices
    SpinStation {
        // The wheel stands on the draw pile (nobody draws while a spin is due), between the
        // seats above and the status line below; the top card stays in view beside it (its
        // twin cancels the spin), the wheel's panel right of it.
        id: spinStation
        dev: layer.dev
        table: layer.table
        speed: layer.speed
        readonly property point centre: Qt.point(layer.table.drawPoint().x, layer.table.cy)
        readonly property real room: Math.min(layer.table.clearRadius(centre.x, centre.y) - 6,
                                              layer.table.centreBottom - centre.y)
        height: Math.max(180, Math.min(354, 2 * room - 6))
        x: centre.x - wheel.width / 2
        y: centre.y - height / 2
        // beside the top card (its twin cancels the spin); over it once the wheel has spoken
        readonly property real panelLeft: picking ? x + wheel.width + 12 : layer.table.discardRight + 16
        panelX: panelLeft - x
        panelWidth: Math.min(320 * layer.table.k, layer.table.clearRight(panelLeft, y, y + height) - panelLeft - 10)
        z: 300
    }
    Launcher {
        id: launcher
        dev: layer.dev
        table: layer.table
        speed: layer.speed
        visible: layer.edition === "extreme"
        width: layer.table.pileW * 1.75; height: layer.table.pileH * 1.4
        x: layer.table.drawPoint().x - width / 2
        y: layer.table.drawPoint().y - height * 0.56
    }
    FlashUnit {
        id: flashUnit
        dev: layer.dev
        table: layer.table
        speed: layer.speed
        visible: layer.edition === "flash"
        width: layer.table.pileW * 0.95; height: width
        x: (layer.table.drawPoint().x + layer.table.discardPoint().x) / 2 - width / 2 - layer.table.pileW * 0.05
        y: layer.table.cy - height / 2
    }
    TippoScale {
        id: tippoScale
        dev: layer.dev
        table: layer.table
        speed: layer.speed
        visible: layer.edition === "tippo"
        cardW: layer.table.pileW * 0.85
        armLength: layer.table.pileW * 1.15
        height: layer.table.pileH * 1.85
        // the left pan's dish (0.72 pile widths either side of it) clears the draw pile
        x: layer.table.cx + layer.table.pileW * 1.2 - width / 2
        y: layer.table.cy - layer.table.pileH * 0.92
    }
    SlapRace {
        id: slapRace
        anchors.fill: parent
        dev: layer.dev
        table: layer.table
        speed: layer.speed
        z: 350
    }

    // ------------------------------------------------------------ scenes
    HandSlide { id: slide; table: layer.table; speed: layer.speed }
    DiscardScene { id: discard; table: layer.table; speed: layer.speed }
    DownpourScene { id: downpour; table: layer.table; speed: layer.speed }
    DuelScene {
        id: duel
        table: layer.table
        speed: layer.speed
        x: layer.table.cx - width / 2
        // over the piles, above the status line, and below the badges it would meet
        y: Math.max(layer.table.clearBelow(x, x + width) + 8,
                    Math.min(layer.table.cy - height / 2, layer.table.centreBottom - height))
    }
    RacerScene {
        id: racer
        dev: layer.dev
        table: layer.table
        speed: layer.speed
        // where the top card is (the race shows its own), clear of the seats and the status line
        x: Math.min(layer.width - width - 12, layer.table.cx + layer.table.pileW * 0.35)
        y: layer.table.cy - height / 2 + layer.table.pileH * 0.15
        z: 310
    }
    LotsoScene {
        id: lotso
        table: layer.table
        speed: layer.speed
        x: layer.table.cx - width / 2
        y: layer.table.cy - height / 2
    }
    VictoryLap {
        id: victoryLap
        readonly property bool choosing: visible && layer.dev && layer.dev.deciding
                                         && layer.dev.decision === "victory_lap"
        dev: layer.dev
        table: layer.table
        speed: layer.speed
        x: layer.table.cx - width / 2
        y: layer.table.cy - height / 2
        z: 330
    }
    OffsideScene { id: offside; table: layer.table; speed: layer.speed }
    CaptainPanel {
        id: captain
        dev: layer.dev
        table: layer.table
        x: layer.table.cx - width / 2
        y: layer.table.cy - height / 2
    }
    SeatPicker {
        id: seatPicker
        anchors.fill: parent
        table: layer.table
        z: 345
        choices: layer.dev && !layer.dev.awaiting ? layer.dev.seatChoices : []
        prompt: ""  // the status line already asks (DeviceController.status_text)
        onChosen: (s) => layer.dev.chooseSeat(s)
    }
    Panel {   // Lotso: name the colour every other seat must show
        id: lotsoNamer
        objectName: "lotsoNamer"
        color: "#F00B1F1A"
        visible: layer.dev && layer.dev.deciding && layer.dev.decision === "lotso_name"
        // in the piles' place, at the cards' scale
        readonly property real k: layer.table.cardK
        width: lotsoCol.implicitWidth + 36 * k; height: lotsoCol.implicitHeight + 28 * k
        radius: 14 * k
        x: layer.table.cx - width / 2
        y: layer.table.cy - height / 2
        z: 340
        Column {
            id: lotsoCol
            x: 18 * lotsoNamer.k; y: 14 * lotsoNamer.k
            spacing: 12 * lotsoNamer.k
            Row {
                spacing: 12 * lotsoNamer.k
                CardImage { width: 50 * lotsoNamer.k; height: 70 * lotsoNamer.k; source: App.cardUrl("black_lotso") }
                Text { textFormat: Text.PlainText; anchors.verticalCenter: parent.verticalCenter; text: qsTr("Lotso: which colour must the others show?"); color: Theme.accent; font.pixelSize: 18 * lotsoNamer.k; font.bold: true }
            }
            ColorChoice { anchors.horizontalCenter: parent.horizontalCenter; k: lotsoNamer.k; onChosen: (c) => layer.dev.nameColor(c) }
        }
    }
}
