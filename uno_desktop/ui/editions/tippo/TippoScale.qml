import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import "../../qml"
import "../../qml/devices"

// UNO Tippo's balance scale: two pans, each a discard pile, on a beam that leans towards
// the heavier pan. A stop card on top blocks its pan (octagon); when the scale tips it
// swings hard, the pans spill and are reset to two cards each. The pans glow when the
// local player may put the picked hand card (or the Tilt card) on them: click to place.
Item {
    id: tippo
    objectName: "tippoScale"
    property var dev
    property var table
    property real speed: 1
    // between the piles: the left pan's dish (0.72 pile widths either side of it) clears
    // the draw pile
    property real armLength: table.pileW * 1.15
    property real cardW: table.pileW * 0.85
    x: table.cx + table.pileW * 1.2 - width / 2
    // beside the draw pile; higher where what stands in the prompt's place would leave the
    // heavier pan less than 6 degrees above it (1024×640: the decision's buttons and a
    // coach's note of two lines over them)
    readonly property real restY: table.cy - table.pileH * 0.92
    y: restY - Math.max(0, restY + countBottom + armLength * Math.sin(6 * Math.PI / 180) - table.centreBottom)
    // Everything but the cards is drawn in units of the card (72 px at 1024×640), so the
    // scale keeps its shape in any window.
    readonly property real u: cardW / 72
    // local pan state, ahead of the view while cards land
    property var tops: ["", ""]
    property var sizes: [0, 0]
    property var colors: ["", ""]
    property var openPans: [0, 1]
    property int tippedPan: -1       // the pan the scale last tipped towards (tests)
    property bool tipping: tipAnim.running
    property real tipAngle: 0
    // The heavier pan goes down as far as its count stays above the prompt (1024×640: the
    // full 16° put it on the prompt's line and on a note in its place)
    readonly property real countBottom: pivotPoint.y + hang + cardW * 1.2 + 42 * u
    readonly property real maxLean: {
        var room = table.centreBottom - y - countBottom
        return Math.max(6, Math.min(16, Math.asin(Math.max(0, Math.min(1, room / armLength))) * 180 / Math.PI))
    }
    // What the beam and its pans take up, leaning either way as far as they go (table
    // coordinates): a seat picker's targets and a badge's buttons stay off it (Table.besideBadge)
    readonly property rect keepClear: {
        var rise = armLength * Math.sin(maxLean * Math.PI / 180)
        var reach = armLength + cardW * 0.85
        return Qt.rect(x + pivotPoint.x - reach, y + pivotPoint.y - rise, 2 * reach,
                       2 * rise + hang + cardW * 1.2 + 42 * u)
    }
    readonly property real lean: Math.max(-maxLean, Math.min(maxLean, (sizes[1] - sizes[0]) * 3.5))
    readonly property real beamAngle: tipping ? tipAngle : lean
    width: armLength * 2 + cardW * 1.6
    height: table.pileH * 1.85
    property int landingPan: -1  // the pan a card is flying to

    // What the device stage asks its devices: where a played card lands (the pans replace
    // the table's discard pile, Kit.hides_pile), and whether a dragged card went onto a pan.
    function landingPoint() { return panPoint(landingPan >= 0 ? landingPan : (dev.state.current_pan || 0)) }
    function dropCard(index, point) {
        var pan = panAt(point)
        if (pan < 0) return false
        dev.dropOnPan(index, pan)
        return true
    }
    // The presenters' cues: a card flies onto a pan, then the scale holds or tips.
    function landOnPan(c) {
        landingPan = c.pan
        land(c.pan, c.card, c.duration, c.code)
    }
    function scaleSettled(c) { settled(c); landingPan = -1 }
    function scaleTipped(c) { tipped(c); landingPan = -1 }

    function reset() { tippedPan = -1; tipAnim.stop(); landTimer.stop(); syncFromView(); landingPan = -1 }
    function syncFromView() {
        if (!dev || tipAnim.running || !dev.state.pans) return
        var s = dev.state
        tops = [s.pans[0].length ? dev.cardUrl(s.pans[0][s.pans[0].length - 1]) : "",
                s.pans[1].length ? dev.cardUrl(s.pans[1][s.pans[1].length - 1]) : ""]
        sizes = [s.pan_sizes[0], s.pan_sizes[1]]
        colors = [s.pan_colors[0] || "", s.pan_colors[1] || ""]
        openPans = s.open_pans
    }
    Connections {
        target: tippo.dev
        function onChanged() { tippo.syncFromView() }
    }
    Component.onCompleted: syncFromView()

    function panPoint(p) {   // centre of a pan's top card, in the parent's coordinates
        var a = beamAngle * Math.PI / 180
        var sx = (p === 0 ? -1 : 1) * armLength
        var px = pivot.x + Math.cos(a) * sx
        var py = pivot.y + Math.sin(a) * sx
        return Qt.point(x + px, y + py + hang + cardW * 0.7)
    }
    readonly property real hang: 40 * u
    // The pan whose card area (generously) holds ``p`` (parent coordinates), or -1.
    function panAt(p) {
        for (var i = 0; i < 2; ++i) {
            var c = panPoint(i)
            if (Math.abs(p.x - c.x) < cardW * 0.95 && Math.abs(p.y - c.y) < cardW * 1.3) return i
        }
        return -1
    }

    // A card lands on pan ``p``: show it on top once it has arrived.
    function land(p, url, delay, code) {
        landTimer.pan = p; landTimer.url = url
        var c = code ? code.split("_")[0] : "black"
        landTimer.color = c === "black" ? "" : c
        if (delay <= 0) landTimer.apply()
        else { landTimer.interval = delay; landTimer.restart() }
    }
    Timer {
        id: landTimer
        property int pan: 0
        property string url: ""
        property string color: ""
        function apply() {
            var t = tippo.tops.slice(); t[pan] = url; tippo.tops = t
            if (color !== "") { var k = tippo.colors.slice(); k[pan] = color; tippo.colors = k }
            var s = tippo.sizes.slice(); s[pan] += 1; tippo.sizes = s
        }
        onTriggered: apply()
    }
    function settled(ev) {
        landTimer.stop()
        sizes = [ev.left, ev.right]
        if (ev.duration > 0) wobble.restart()
    }
    function tipped(ev) {
        tippedPan = ev.pan
        sizes = [ev.left, ev.right]
        var to = ev.pan === 0 ? -38 : 38
        if (ev.duration <= 0) { tipAngle = to; finishTip(); return }
        tipAnim.stop()
        tipDown.to = to
        tipDown.duration = ev.duration * 0.3
        hold.duration = ev.duration * 0.35
        back.duration = ev.duration * 0.3
        tipAngle = lean
        tipAnim.start()
        spill(ev.pan, ev.duration)
    }
    property bool tipHeld: false  // the tip's hold is over: the pans give up their cards
    onTipHeldChanged: if (tipHeld) { tipHeld = false; finishTip() }
    function finishTip() { sizes = [Math.min(2, sizes[0]), Math.min(2, sizes[1])] }
    function filled(ev) {   // Tilt: the top draw-pile card drops onto a pan
        var from = table.drawPoint()
        var to = panPoint(ev.pan)
        if (ev.duration <= 0) { land(ev.pan, ev.card, 0); return }
        var c = dropper.createObject(table, { face: ev.card, from: from, to: to, travel: ev.duration * 0.8 })
        c.start()
        land(ev.pan, ev.card, ev.duration * 0.8)
    }
    SequentialAnimation {
        id: tipAnim
        NumberAnimation { id: tipDown; target: tippo; property: "tipAngle"; easing.type: Easing.OutBounce }
        PauseAnimation { id: hold }
        // finishTip() through a handler: a ScriptAction runs even in a screen already gone
        PropertyAction { target: tippo; property: "tipHeld"; value: true }
        NumberAnimation { id: back; target: tippo; property: "tipAngle"; to: 0; easing.type: Easing.OutBack }
        onFinished: tippo.syncFromView()
    }
    SequentialAnimation {
        id: wobble
        NumberAnimation { target: beamItem; property: "wob"; to: 2.5; duration: 90 }
        NumberAnimation { target: beamItem; property: "wob"; to: -1.5; duration: 120 }
        NumberAnimation { target: beamItem; property: "wob"; to: 0; duration: 140 }
    }
    function spill(p, d) {
        var from = panPoint(p)
        for (var i = 0; i < 5; ++i) {
            var c = dropper.createObject(table, { face: "", from: from,
                to: Qt.point(from.x + (p === 0 ? -1 : 1) * (60 + i * 35), from.y + 90 + i * 12),
                travel: d * 0.5, delay: d * 0.2 + i * 40, fade: true })
            c.start()
        }
    }
    Component {
        id: dropper
        CardImage {
            id: c
            property point from
            property point to
            property int travel: 300
            property int delay: 0
            property bool fade: false
            property string face: ""
            width: tippo.cardW; height: width * 1.4
            source: face !== "" ? face : tippo.table.game.backCard
            x: from.x - width / 2; y: from.y - height / 2
            z: 420
            SequentialAnimation {
                id: go
                PauseAnimation { duration: c.delay }
                ParallelAnimation {
                    NumberAnimation { target: c; property: "x"; to: c.to.x - c.width / 2; duration: c.travel; easing.type: Easing.OutCubic }
                    NumberAnimation { target: c; property: "y"; to: c.to.y - c.height / 2; duration: c.travel; easing.type: Easing.InOutQuad }
                    NumberAnimation { target: c; property: "rotation"; to: c.fade ? 120 : 0; duration: c.travel }
                    NumberAnimation { target: c; property: "opacity"; to: c.fade ? 0 : 1; duration: c.travel }
                }
                onFinished: c.destroy()
            }
            function start() { go.start() }
        }
    }

    // ------------------------------------------------------------ the stand
    readonly property point pivotPoint: Qt.point(width / 2, 34 * u)
    Item { id: pivot; x: tippo.pivotPoint.x; y: tippo.pivotPoint.y }
    // the foot stands above a note in the prompt's place (its pill is taller than the
    // prompt: at 1024×640 the foot reached into it)
    readonly property real footY: Math.min(height, table.centreBottom - y - 14 * u)
    Shape {   // post and foot
        anchors.fill: parent
        preferredRendererType: Shape.CurveRenderer
        ShapePath {
            fillGradient: LinearGradient {
                x1: tippo.width / 2 - 14; y1: 0; x2: tippo.width / 2 + 14; y2: 0
                GradientStop { position: 0; color: "#8A6A2E" }
                GradientStop { position: 0.5; color: "#E2C27A" }
                GradientStop { position: 1; color: "#8A6A2E" }
            }
            strokeColor: "#4A3612"; strokeWidth: 2
            startX: tippo.width / 2 - 9 * tippo.u; startY: tippo.pivotPoint.y
            PathLine { x: tippo.width / 2 + 9 * tippo.u; y: tippo.pivotPoint.y }
            PathLine { x: tippo.width / 2 + 12 * tippo.u; y: tippo.footY - 22 * tippo.u }
            PathLine { x: tippo.width / 2 + 56 * tippo.u; y: tippo.footY - 8 * tippo.u }
            PathLine { x: tippo.width / 2 + 56 * tippo.u; y: tippo.footY }
            PathLine { x: tippo.width / 2 - 56 * tippo.u; y: tippo.footY }
            PathLine { x: tippo.width / 2 - 56 * tippo.u; y: tippo.footY - 8 * tippo.u }
            PathLine { x: tippo.width / 2 - 12 * tippo.u; y: tippo.footY - 22 * tippo.u }
            PathLine { x: tippo.width / 2 - 9 * tippo.u; y: tippo.pivotPoint.y }
        }
    }
    // the beam
    Item {
        id: beamItem
        property real wob: 0
        x: pivot.x; y: pivot.y
        rotation: tippo.beamAngle + wob
        Behavior on rotation { enabled: !tippo.tipping; NumberAnimation { duration: 420 * tippo.speed; easing.type: Easing.OutBack } }
        Rectangle {
            x: -tippo.armLength - 10 * tippo.u; y: -6 * tippo.u
            width: tippo.armLength * 2 + 20 * tippo.u; height: 12 * tippo.u; radius: height / 2
            gradient: Gradient {
                GradientStop { position: 0; color: "#F0D592" }
                GradientStop { position: 1; color: "#8A6A2E" }
            }
            border.color: "#4A3612"
        }
        Rectangle { x: -13 * tippo.u; y: x; width: 26 * tippo.u; height: width; radius: width / 2; color: "#E2C27A"; border.color: "#4A3612"; border.width: 2 }
        // tilt marks: a needle pointing down shows the lean
        Rectangle { x: -2 * tippo.u; y: 10 * tippo.u; width: 4 * tippo.u; height: 34 * tippo.u; color: "#4A3612" }
    }
    // the pans hang from the beam ends and stay level
    Repeater {
        model: 2
        Item {
            id: panItem
            required property int index
            readonly property real a: beamItem.rotation * Math.PI / 180
            readonly property real end: (index === 0 ? -1 : 1) * tippo.armLength
            readonly property bool blocked: tippo.openPans.indexOf(index) < 0
            readonly property bool choosable: tippo.dev && !tippo.dev.awaiting && tippo.dev.panChoices.indexOf(index) >= 0
            objectName: "pan" + index
            x: pivot.x + Math.cos(a) * end
            y: pivot.y + Math.sin(a) * end
            // What the pan takes up (the layout test's "tippoPan0/1": nothing else may lie on it)
            Item {
                id: panBox
                objectName: "tippoPan" + panItem.index
                x: -tippo.cardW * 0.85; y: tippo.hang - 8 * tippo.u
                width: tippo.cardW * 1.7
                height: tippo.cardW * 1.2 + 8 * tippo.u + 24 * tippo.u + 18 * tippo.u
            }
            // strings
            Shape {
                ShapePath {
                    strokeColor: "#D8C9A0"; strokeWidth: 2; fillColor: "transparent"
                    startX: 0; startY: 0
                    PathLine { x: -tippo.cardW * 0.75; y: tippo.hang + tippo.cardW * 1.2 }
                    PathMove { x: 0; y: 0 }
                    PathLine { x: tippo.cardW * 0.75; y: tippo.hang + tippo.cardW * 1.2 }
                }
            }
            // the stack (edges) and the top card
            // (their edges above the top card: below it they hung out of the dish, on
            // the count, white on white)
            Repeater {
                model: Math.min(6, Math.max(0, tippo.sizes[panItem.index] - 1))
                Rectangle {
                    required property int index
                    x: -tippo.cardW / 2 + 2; y: tippo.hang - (index + 1) * 2.5 * tippo.u
                    width: tippo.cardW - 4; height: tippo.cardW * 1.4; radius: 6
                    color: "#EDE6D6"; border.color: "#9A9080"
                }
            }
            CardImage {
    
                x: -tippo.cardW / 2; y: tippo.hang
                width: tippo.cardW; height: width * 1.4
                source: tippo.tops[panItem.index]
                visible: source !== ""
            }
            // the dish
            Shape {
                x: -tippo.cardW * 0.85; y: tippo.hang + tippo.cardW * 1.2
                width: tippo.cardW * 1.7; height: 26 * tippo.u
                preferredRendererType: Shape.CurveRenderer
                ShapePath {
                    fillGradient: LinearGradient {
                        x1: 0; y1: 0; x2: 0; y2: 26 * tippo.u
                        GradientStop { position: 0; color: "#F0D592" }
                        GradientStop { position: 1; color: "#7A5A1E" }
                    }
                    strokeColor: "#4A3612"; strokeWidth: 2
                    startX: 0; startY: 0
                    PathLine { x: tippo.cardW * 1.7; y: 0 }
                    PathQuad { x: 0; y: 0; controlX: tippo.cardW * 0.85; controlY: 44 * tippo.u }
                }
            }
            // count and colour of the pan
            Row {
                x: -width / 2; y: tippo.hang + tippo.cardW * 1.2 + 24 * tippo.u
                spacing: 6 * tippo.u
                ShapeMark {
                    width: 18 * tippo.u; height: width
                    colorName: tippo.colors[panItem.index]
                    visible: colorName !== ""
                }
                Text {
                    objectName: "panCount" + panItem.index
                    textFormat: Text.PlainText
                    text: qsTr("%n card(s)", "", tippo.sizes[panItem.index])
                    color: Theme.text; font.pixelSize: 13 * tippo.u; font.bold: true
                }
                KeyCap {  // the pan's key while it may be chosen
                    anchors.verticalCenter: parent.verticalCenter
                    k: tippo.u
                    text: panItem.choosable ? panArea.key : ""
                }
            }
            // stop octagon over a blocked pan
            Shape {
                objectName: "stopSign" + panItem.index
                visible: panItem.blocked
                x: -28 * tippo.u; y: tippo.hang + tippo.cardW * 0.7 - 28 * tippo.u
                width: 56 * tippo.u; height: width
                preferredRendererType: Shape.CurveRenderer
                ShapePath {
                    fillColor: Theme.red; strokeColor: "white"; strokeWidth: 3
                    PathPolyline {
                        path: {
                            var p = []
                            for (var i = 0; i <= 8; ++i) {
                                var a = (i % 8) * Math.PI / 4 + Math.PI / 8
                                p.push(Qt.point((28 + Math.cos(a) * 26) * tippo.u, (28 + Math.sin(a) * 26) * tippo.u))
                            }
                            return p
                        }
                    }
                }
                Text { textFormat: Text.PlainText; anchors.centerIn: parent; text: qsTr("STOP"); color: "white"; font.pixelSize: 13 * tippo.u; font.bold: true }
            }
            // where the local player may put a card: a button, so the table gives the left
            // one the focus when a pan is to be chosen (Enter puts the card there, Tab goes
            // to the other) and each shows its key (F1: 1, 2)
            Rectangle {
                id: glow
                x: -tippo.cardW / 2 - 8 * tippo.u; y: tippo.hang - 8 * tippo.u
                width: tippo.cardW + 16 * tippo.u; height: tippo.cardW * 1.4 + 16 * tippo.u; radius: 12 * tippo.u
                color: panArea.hovered ? "#33F5C518" : "transparent"
                border.color: Theme.accent; border.width: 4 * tippo.u
                visible: panItem.choosable
                SequentialAnimation on opacity {
                    running: panItem.choosable
                    loops: Animation.Infinite
                    NumberAnimation { to: 0.45; duration: 380 }
                    NumberAnimation { to: 1; duration: 380 }
                }
            }
            ButtonBase {
                id: panArea
                objectName: "panArea" + panItem.index
                parent: panBox  // part of what the pan takes up
                x: glow.x - panBox.x; y: glow.y - panBox.y; width: glow.width; height: glow.height
                enabled: panItem.choosable
                key: panItem.index === 0 ? "1" : "2"
                // the ring goes round the glow: a box in the button's own place (the ring is
                // drawn round a sibling; round the glow itself it stood a glow's offset off,
                // on the prompt: the robot, tippo/sv/1024x640/mouse/10)
                ringTarget: ringBox
                Item { id: ringBox; anchors.fill: parent; readonly property real radius: glow.radius }
                onClicked: tippo.dev.choosePan(panItem.index)
                Accessible.name: panItem.index === 0 ? qsTr("Left pan") : qsTr("Right pan")
                Accessible.ignored: !enabled
            }
        }
    }
}
