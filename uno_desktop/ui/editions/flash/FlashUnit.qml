import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import "../../qml"

// UNO Flash's electronic unit: a dome whose lights point at the seat it picked, a ring
// counting down that seat's time limit, and the SLAP buzzer race.
Item {
    id: unit
    objectName: "flashUnit"
    property var dev
    property var table
    property real speed: 1
    property int pickedSeat: -1      // the seat the lights point at (what the test checks)
    property int limitMs: 0
    property real remaining: 1       // 1 → 0 over the time limit
    property real pointAngle: 0      // degrees, 0 = up, clockwise, towards pickedSeat
    readonly property real r: width / 2
    // The seat the beam points at now (nearest direction), from the angle alone (tests).
    readonly property int beamSeat: {
        if (pickedSeat < 0 || !table) return -1
        var best = -1, bestDiff = 999
        for (var s = 0; s < table.n; ++s) {
            var diff = Math.abs(((angleTo(s) - pointAngle) % 360 + 540) % 360 - 180)
            if (diff < bestDiff) { bestDiff = diff; best = s }
        }
        return best
    }
    // between the piles
    width: table.pileW * 0.95; height: width
    x: (table.drawPoint().x + table.discardPoint().x) / 2 - width / 2 - table.pileW * 0.05
    y: table.cy - height / 2

    function angleTo(seat) {
        var p = table.seatPoint(seat)
        var c = Qt.point(x + r, y + r)
        return Math.atan2(p.x - c.x, -(p.y - c.y)) * 180 / Math.PI
    }
    function reset() { pickedSeat = -1; limitMs = 0; countdown.stop(); beam.opacity = 0 }
    function pick(ev) {
        pickedSeat = ev.seat
        limitMs = ev.limitMs
        var a = angleTo(ev.seat)
        var delta = ((a - pointAngle) % 360 + 540) % 360 - 180
        sweep.stop(); countdown.stop()
        remaining = 1
        if (ev.duration <= 0) { pointAngle = pointAngle + delta; beam.opacity = 0.8; return }
        sweep.to = pointAngle + delta + 360
        sweep.duration = ev.duration * 0.85
        sweep.start()
        beam.opacity = 0
        beamIn.restart()
        if (limitMs > 0) { countdown.duration = limitMs; countdown.start() }
    }
    NumberAnimation { id: sweep; target: unit; property: "pointAngle"; easing.type: Easing.OutCubic }
    NumberAnimation { id: beamIn; target: beam; property: "opacity"; from: 0; to: 0.8; duration: 300 * unit.speed }
    NumberAnimation { id: countdown; target: unit; property: "remaining"; from: 1; to: 0 }

    // the beam towards the picked seat (under the dome)
    Item {
        id: beamHolder
        anchors.centerIn: parent
        width: 1; height: 1
        rotation: unit.pointAngle
        Shape {
            id: beam
            objectName: "flashBeam"
            opacity: 0
            readonly property real len: unit.pickedSeat >= 0 ? Math.min(340, Math.hypot(unit.table.seatPoint(unit.pickedSeat).x - unit.x - unit.r,
                                                                                     unit.table.seatPoint(unit.pickedSeat).y - unit.y - unit.r) - 50) : 200
            x: -40; y: -len
            width: 80; height: len
            ShapePath {
                strokeWidth: -1
                fillGradient: LinearGradient {
                    x1: 0; y1: beam.len; x2: 0; y2: 0
                    GradientStop { position: 0; color: "#C0FFF2A8" }
                    GradientStop { position: 1; color: "#00FFF2A8" }
                }
                startX: 34; startY: beam.len
                PathLine { x: 0; y: 0 }
                PathLine { x: 80; y: 0 }
                PathLine { x: 46; y: beam.len }
            }
        }
    }
    // countdown ring
    Shape {
        id: ring
        objectName: "countdownRing"
        anchors.fill: parent
        anchors.margins: -12
        visible: unit.limitMs > 0
        preferredRendererType: Shape.CurveRenderer
        readonly property real rr: width / 2
        ShapePath {
            fillColor: "transparent"; strokeColor: "#40FFFFFF"; strokeWidth: 6
            PathAngleArc { centerX: ring.rr; centerY: ring.rr; radiusX: ring.rr - 3; radiusY: ring.rr - 3; startAngle: 0; sweepAngle: 360 }
        }
        ShapePath {
            fillColor: "transparent"
            strokeColor: unit.remaining > 0.5 ? Theme.green : unit.remaining > 0.2 ? Theme.yellow : Theme.red
            strokeWidth: 6; capStyle: ShapePath.RoundCap
            PathAngleArc { centerX: ring.rr; centerY: ring.rr; radiusX: ring.rr - 3; radiusY: ring.rr - 3; startAngle: -90; sweepAngle: 360 * unit.remaining }
        }
    }
    // the dome
    Rectangle {
        anchors.fill: parent
        radius: width / 2
        gradient: Gradient {
            GradientStop { position: 0; color: "#4A4F5C" }
            GradientStop { position: 1; color: "#15171C" }
        }
        border.color: "#D8D2C0"; border.width: 3
    }
    // eight lights; the one facing the picked seat glows
    Repeater {
        model: 8
        Rectangle {
            required property int index
            readonly property real a: index * 45
            readonly property real diff: Math.abs(((unit.pointAngle - a) % 360 + 540) % 360 - 180)
            readonly property bool lit: unit.pickedSeat >= 0 && diff < 22.5
            width: 14; height: 14; radius: 7
            x: unit.r + Math.sin(a * Math.PI / 180) * (unit.r - 14) - 7
            y: unit.r - Math.cos(a * Math.PI / 180) * (unit.r - 14) - 7
            color: lit ? "#FFF2A8" : "#3A3020"
            border.color: lit ? "white" : "#6B5A30"
        }
    }
    Text {
        textFormat: Text.PlainText
        anchors.centerIn: parent
        text: unit.limitMs > 0 ? Number(unit.limitMs * unit.remaining / 1000).toLocaleString(Qt.locale(), "f", 1) : "∞"
        color: "white"; font.pixelSize: 20; font.bold: true
        visible: unit.pickedSeat >= 0
    }
    Text {
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom; anchors.topMargin: 14
        text: qsTr("FLASH")
        color: Theme.textDim; font.pixelSize: 11; font.bold: true; font.letterSpacing: 3
    }
}
