import QtQuick
import QtQuick.Controls
import ".."

// (Loaded by DeviceLayer once the table is known.) Everything the themed editions put on the
// table: the devices of the current edition (its kit names their QML files: Kit.scenes) and
// the scenes of the special cards. It plays the cues the edition's presenters
// (uno_desktop/ui/present/<edition>.py) send for its scenes, each landing exactly on the
// outcome the core decided, and offers the decisions those devices ask for.
//
// A device file (under qml/devices/) gets ``dev``, ``table`` and ``speed``, places itself
// from ``table`` (stage and table coordinates are the same), plays the cues sent to its
// objectName, and may offer what the table asks the stage: ``reset()``, ``bannerSpot()``,
// ``hidesDrawPile``, ``hidesDiscard`` and, for a kit whose device replaces the discard pile
// (Kit.hides_pile), ``landingPoint()`` and ``dropCard(index, point)``.
Item {
    id: layer
    objectName: "deviceStage"
    required property var table
    required property var dev
    readonly property var game: table.game
    readonly property real speed: table.speed
    // The edition's device replaces the single discard pile (Kit.hides_pile).
    readonly property bool hidesPile: dev ? dev.hidesPile : false
    property var devices: []  // the edition's devices, as they are loaded

    // Where the table's headline goes while a device is out (beside it), else null.
    function bannerSpot() {
        for (var i = 0; i < devices.length; ++i) {
            var spot = devices[i].bannerSpot ? devices[i].bannerSpot() : null
            if (spot) return spot
        }
        return null
    }
    // The piles are under a panel in their place (the captain, Lotso naming and showing,
    // the victory lap, a duel) while it is up: their edges stuck out beside it; under a
    // device that says so too (the wheel: the draw pile while it is out, the top card once
    // it has spoken).
    readonly property bool panelUp: captain.visible || lotsoNamer.visible || victoryLap.visible
                                    || lotso.visible || duel.visible
    readonly property bool hidesDrawPile: devices.some((d) => d.hidesDrawPile === true) || panelUp
    readonly property bool hidesDiscard: devices.some((d) => d.hidesDiscard === true) || panelUp
                                         || racer.visible  // the race shows its own top card
    // Where a played card lands: on the device that replaces the pile, else the table's own
    // discard pile (null).
    function landingPoint() {
        if (!hidesPile) return null
        for (var i = 0; i < devices.length; ++i)
            if (devices[i].landingPoint) return devices[i].landingPoint()
        return null
    }

    readonly property var scenes: ({
        "stage": layer, "slide": slide, "discard": discard, "downpour": downpour, "duel": duel,
        "racer": racer, "lotso": lotso, "offside": offside })
    function device(name) {  // the edition's device of that objectName, or null
        for (var i = 0; i < devices.length; ++i)
            if (devices[i].objectName === name) return devices[i]
        return null
    }
    Connections {
        target: layer.game
        function onCue(c) {
            var scene = layer.scenes[c.scene] || layer.device(c.scene)
            if (scene) scene[c.act](c)
        }
    }
    // The hand card picked for the device is lifted like a focused card (Kit.lifts_pick).
    Connections {
        target: layer.dev
        function onChanged() { if (layer.dev.liftsPick) layer.table.focusIndex = layer.dev.selectedCard }
    }

    function dropCard(index, point) {
        if (!hidesPile) return false
        for (var i = 0; i < devices.length; ++i)
            if (devices[i].dropCard && devices[i].dropCard(index, point)) return true
        return false
    }
    function reset() {
        for (var i = 0; i < devices.length; ++i)
            if (devices[i].reset) devices[i].reset()
        duel.reset(); racer.reset(); lotso.reset()
    }

    // ------------------------------------------------------------ devices
    // One Loader for each QML file the edition's kit names, in its order, here: under the
    // scenes below of the same z, and before them for Tab. A kit without any loads nothing.
    // (Unsized: each device sizes and places itself.)
    Repeater {
        id: deviceFiles
        readonly property Item stage: layer  // (in a Loader, ``layer`` is the Loader's own)
        model: layer.dev ? layer.dev.scenes : []
        Loader {
            required property string modelData
            readonly property Item stage: deviceFiles.stage
            z: item ? item.z : 0
            Component.onCompleted: setSource(Qt.resolvedUrl(modelData),
                                             { dev: stage.dev, table: stage.table, speed: stage.speed })
            onLoaded: {
                item.speed = Qt.binding(() => stage.speed)
                stage.collectDevices(null)
            }
        }
        onItemAdded: layer.collectDevices(null)
        onItemRemoved: (index, loader) => layer.collectDevices(loader)
    }
    function collectDevices(gone) {
        var found = []
        for (var i = 0; i < deviceFiles.count; ++i) {
            var loader = deviceFiles.itemAt(i)
            if (loader && loader !== gone && loader.item) found.push(loader.item)
        }
        devices = found
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
