import QtQuick
import QtQuick.Controls
import ".."

// (Loaded by DeviceLayer once the table is known.) Everything the themed editions put on the
// table: the devices and special cards' scenes of the current edition (QML files in its kit
// folder, uno_desktop/ui/editions/<edition>/, named by Kit.scenes; the device controller's
// ``scenes`` gives their file URLs) and the scenes several editions share (here, in
// qml/devices/). It plays the cues the edition's presenters
// (uno_desktop/ui/editions/<edition>/presenters.py) send for its scenes, each landing exactly
// on the outcome the core decided, and offers the decisions those devices ask for.
//
// A device file (in its kit folder; it imports "../../qml" and, for the shared parts,
// "../../qml/devices") gets ``dev``, ``table`` and ``speed``, places itself
// from ``table`` (stage and table coordinates are the same), plays the cues sent to its
// ``cueScene`` (else its objectName), and may offer what the table asks the stage: ``reset()``, ``bannerSpot()``,
// ``hidesDrawPile``, ``hidesDiscard``, ``keepClear`` (a rect nothing set beside a badge may lie on: a seat target, its Catch! or Swap) and, for a kit whose device replaces the discard pile
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
    // The piles are under a device or a panel in their place while it says so (a duel, a
    // decision's panel, Lotso showing, a race that shows its own top card, the wheel: the
    // draw pile while it is out, the top card once it has spoken): their edges stuck out.
    readonly property bool hidesDrawPile: devices.some((d) => d.hidesDrawPile === true) || duel.visible
    readonly property bool hidesDiscard: devices.some((d) => d.hidesDiscard === true) || duel.visible
    readonly property var keepClear: devices.filter((d) => d.keepClear !== undefined).map((d) => d.keepClear)
    readonly property var seatTargetRects: seatPicker.targetRects  // (Table.besideBadge)
    // Where a played card lands: on the device that replaces the pile, else the table's own
    // discard pile (null).
    function landingPoint() {
        if (!hidesPile) return null
        for (var i = 0; i < devices.length; ++i)
            if (devices[i].landingPoint) return devices[i].landingPoint()
        return null
    }

    readonly property var scenes: ({
        "stage": layer, "slide": slide, "discard": discard, "duel": duel, "offside": offside })
    function device(name) {  // the edition's device the cues call so, or null
        for (var i = 0; i < devices.length; ++i)
            if ((devices[i].cueScene || devices[i].objectName) === name) return devices[i]
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
    // A pick that ends (the card played, the choice taken back) leaves the picked card as
    // it is: the focus stays in the hand, where the player was (never the table's, which
    // a screen reader would read out whole).
    Connections {
        target: layer.dev
        function onChanged() {
            if (layer.dev.liftsPick && layer.dev.selectedCard >= 0)
                layer.table.focusIndex = layer.dev.selectedCard
        }
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
        duel.reset()
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
            Component.onCompleted: setSource(modelData,  // a file URL into the kit's folder
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
    DuelScene {
        id: duel
        table: layer.table
        speed: layer.speed
        x: layer.table.cx - width / 2
        // over the piles, above the status line, and below the badges it would meet
        y: Math.max(layer.table.clearBelow(x, x + width) + 8,
                    Math.min(layer.table.cy - height / 2, layer.table.centreBottom - height))
        // the rooms it may take, whatever the duel's length: from below every badge above
        // the piles (wide) or from the badges over the middle (narrow, between the side
        // badges) down to the status line
        rooms: [room(16, layer.table.width - 16), room(layer.table.cx - 120 * k, layer.table.cx + 120 * k)]
        function room(x0, x1) {
            var t = layer.table, top = t.clearBelow(x0, x1) + 8
            return { w: 2 * (t.clearRight(t.cx, top, t.centreBottom) - t.cx) - 16,
                     h: t.centreBottom - top }
        }
    }
    // Shown while a duel (a kick, Spin's Battle) stands over the piles: a device out there
    // (the wheel) steps back meanwhile, so nothing of it lies under the duel.
    readonly property bool duelShown: duel.visible
    // A scene in the piles' place (Lotso's results, a duel) steps aside once a decision of
    // the player's comes: its moment has landed, and the player must see the piles.
    Connections {
        target: layer.table
        function onMyTurnChanged() { if (layer.table.myTurn) layer.stepAside() }
    }
    function stepAside() {
        for (var i = 0; i < devices.length; ++i)
            if (devices[i].stepAside) devices[i].stepAside()
        duel.stepAside()
    }
    OffsideScene { id: offside; table: layer.table; speed: layer.speed }
    SeatPicker {
        id: seatPicker
        anchors.fill: parent
        table: layer.table
        z: 345
        choices: layer.dev && !layer.dev.awaiting ? layer.dev.seatChoices : []
        prompt: ""  // the status line already asks (DeviceController.status_text)
        onChosen: (s) => layer.dev.chooseSeat(s)
    }
}
