import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import "../../qml"

// UNO Spin's wheel: nine labelled segments, a pointer on top. ``spinTo`` turns it with an
// ease-out so the drawn segment ends exactly under the pointer; the segment's follow-up
// (name a number or colour, discard from the hand, the UNO Spin race) is offered beside it.
Item {
    id: wheel
    objectName: "spinWheel"
    property var dev
    property real speed: 1
    property real diameter: 300
    property real angle: 0                     // the wheel's rotation, degrees clockwise
    property bool spinning: spinAnim.running
    property int targetIndex: -1
    property string spinner: ""                // who spins, for the caption
    property bool awaitingView: false          // spun; the next view says what is legal now
    Connections { target: wheel.dev; function onViewed() { wheel.awaitingView = false } }
    // The segments in the rules' order, labelled as the log names them (both from Python).
    readonly property var segments: dev ? dev.segments : []
    readonly property var labels: dev ? dev.segmentLabels : ({})
    readonly property real step: 360 / Math.max(1, segments.length)
    // The segment under the pointer, from the angle alone (what a player sees).
    readonly property int landedIndex: Math.floor((((-angle) % 360) + 360) % 360 / step) % Math.max(1, segments.length)
    readonly property string landedSegment: segments.length ? segments[landedIndex] : ""
    signal landed(string segment)
    readonly property string spinLabel: qsTr("SPIN")  // the hub's word
    width: diameter + 40
    height: diameter + 40

    function label(code) { return labels[code] || code }
    // Red and blue only where the segment means them (Draw red / Draw blue); every segment
    // also carries its name, so no two rely on colour alone.
    function tint(i) {
        switch (segments[i]) {
        case "almost_uno": return Theme.yellow
        case "discard_number": return Theme.green
        case "discard_color": return "#8E44AD"
        case "draw_red": return Theme.red
        case "draw_blue": return Theme.blue
        case "show_hand": return "#138D75"
        case "trade_hands": return "#D35400"
        case "battle": return "#B0306A"
        }
        return Theme.black
    }
    function ink(i) { return segments[i] === "almost_uno" ? "#1B1B1F" : "white" }
    // Where a label goes and how big its words are: the largest size, up to the wheel's own,
    // at which they fit on one line or on two broken between words, in a box that stays
    // inside its wedge (as high as the wedge is wide at its inner end, less the dividing
    // line) from clear of the hub to just short of the rim. A taller box starts further out.
    // (Text.Fit cannot: with word wrap it keeps a size at which a long word leaves the box.)
    function labelFit(text, r) {
        var tan = wedgeTan
        var outer = r * 0.93  // (the pointer's tip reaches a little over the rim)
        var words = text.split(" ")
        for (var px = Math.max(10, Math.round(r * 0.086)); px > 7; px--) {
            labelMetrics.font.pixelSize = px
            for (var lines = 1; lines <= 2; lines++) {
                var inner = Math.max(r * 0.36, (lines * Math.ceil(labelMetrics.lineSpacing) / 2 + 1) / tan)
                var room = outer - inner
                var fits = lines === 1 && labelMetrics.advanceWidth(text) <= room
                for (var i = 1; lines === 2 && i < words.length; i++)
                    fits = fits || (labelMetrics.advanceWidth(words.slice(0, i).join(" ")) <= room
                                    && labelMetrics.advanceWidth(words.slice(i).join(" ")) <= room)
                if (fits)
                    return { px: px, inner: inner, outer: outer }
            }
        }
        return { px: 7, inner: Math.max(r * 0.36, (Math.ceil(labelMetrics.lineSpacing) + 1) / tan),
                 outer: outer }
    }
    readonly property real wedgeTan: Math.tan(step / 2 * Math.PI / 180)  // half a segment's
    FontMetrics { id: labelMetrics; font.bold: true }

    // Turn so that segment ``index`` ends under the pointer; ``ms`` = 0 lands at once.
    function spinTo(index, ms) {
        targetIndex = index
        awaitingView = true
        var jitter = (Math.random() - 0.5) * step * 0.6
        var want = -(index * step + step / 2 + jitter)
        var delta = ((want - angle) % 360 + 360) % 360
        spinAnim.stop()
        if (ms <= 0) {
            angle = angle + delta
            landed(segments[index])
            return
        }
        spinAnim.to = angle + delta + 360 * 4
        spinAnim.duration = ms
        spinAnim.start()
    }
    NumberAnimation {
        id: spinAnim
        target: wheel; property: "angle"
        easing.type: Easing.OutQuart
        onFinished: { wheel.landed(wheel.segments[wheel.targetIndex]); flash.restart() }
    }

    // ------------------------------------------------------------ the wheel itself
    Rectangle {   // rim and shadow
        anchors.centerIn: face
        width: wheel.diameter + 22; height: width; radius: width / 2
        color: "#2A2A30"
        border.color: "#E8E2D0"; border.width: 3
        Repeater {   // studs on the rim
            model: 18
            Rectangle {
                required property int index
                width: 7; height: 7; radius: 3.5
                color: index % 2 ? Theme.yellow : "white"
                x: parent.width / 2 + Math.sin(index / 18 * 2 * Math.PI) * (parent.width / 2 - 6) - 3.5
                y: parent.height / 2 - Math.cos(index / 18 * 2 * Math.PI) * (parent.height / 2 - 6) - 3.5
            }
        }
    }
    Item {
        id: face
        width: wheel.diameter; height: width
        anchors.centerIn: parent
        rotation: wheel.angle
        Repeater {
            model: wheel.segments.length
            Shape {
                id: seg
                required property int index
                anchors.fill: parent
                preferredRendererType: Shape.CurveRenderer
                readonly property real r: face.width / 2
                ShapePath {
                    fillColor: wheel.tint(seg.index)
                    strokeColor: "#F4F1E8"; strokeWidth: 2
                    startX: seg.r; startY: seg.r
                    PathAngleArc {
                        centerX: seg.r; centerY: seg.r
                        radiusX: seg.r - 1; radiusY: seg.r - 1
                        startAngle: -90 + seg.index * wheel.step
                        sweepAngle: wheel.step
                    }
                    PathLine { x: seg.r; y: seg.r }
                }
            }
        }
        Repeater {   // labels, reading outward along each segment, each inside its wedge
            model: wheel.segments.length
            Item {
                id: label
                required property int index
                readonly property real mid: (-90 + (index + 0.5) * wheel.step) * Math.PI / 180
                readonly property real r: face.width / 2
                readonly property string text: wheel.label(wheel.segments[index])
                property var fit: ({ px: 10, inner: r * 0.44, outer: r * 0.93 })  // (labelFit)
                function refit() { fit = wheel.labelFit(text, r) }
                onRChanged: refit()
                onTextChanged: refit()
                Component.onCompleted: refit()
                x: r + Math.cos(mid) * (fit.inner + fit.outer) / 2 - width / 2
                y: r + Math.sin(mid) * (fit.inner + fit.outer) / 2 - height / 2
                width: fit.outer - fit.inner
                height: 2 * (fit.inner * wheel.wedgeTan - 1)
                // A label whose outward reading direction points left on the screen (its own
                // angle plus the wheel's rotation) is turned over, so none reads upside down.
                readonly property real onScreen: mid + wheel.angle * Math.PI / 180
                readonly property bool turned: Math.cos(onScreen) < -0.01
                rotation: -90 + (index + 0.5) * wheel.step + (turned ? 180 : 0)
                Text {
                    textFormat: Text.PlainText
                    anchors.fill: parent
                    text: label.text
                    color: wheel.ink(label.index)
                    font.pixelSize: label.fit.px; font.bold: true
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter
                }
            }
        }
    }
    // the highlight of the landed segment (fixed, under the pointer)
    Shape {
        id: flashShape
        anchors.fill: face
        opacity: 0
        readonly property real r: face.width / 2
        ShapePath {
            fillColor: "#55FFFFFF"; strokeColor: "white"; strokeWidth: 4
            startX: flashShape.r; startY: flashShape.r
            PathAngleArc {
                centerX: flashShape.r; centerY: flashShape.r
                radiusX: flashShape.r; radiusY: flashShape.r
                startAngle: -90 - wheel.step / 2; sweepAngle: wheel.step
            }
            PathLine { x: flashShape.r; y: flashShape.r }
        }
        SequentialAnimation on opacity {
            id: flash
            running: false
            loops: 3
            NumberAnimation { to: 1; duration: 130 * wheel.speed }
            NumberAnimation { to: 0; duration: 130 * wheel.speed }
        }
    }
    // pointer: over the rim, its tip just on the face's edge (it hid part of the top label)
    Shape {
        objectName: "wheelPointer"
        width: 28; height: 30
        anchors.horizontalCenter: parent.horizontalCenter
        y: face.y - height + 5
        preferredRendererType: Shape.CurveRenderer
        ShapePath {
            fillColor: "white"; strokeColor: "#1B1B1F"; strokeWidth: 2.5
            startX: 2; startY: 2
            PathLine { x: 26; y: 2 }
            PathLine { x: 14; y: 28 }
            PathLine { x: 2; y: 2 }
        }
    }
    // hub: SPIN for the spinner, UNO SPIN! while anyone may call it
    RoundButton {
        id: hub
        objectName: "wheelHub"
        anchors.centerIn: face
        width: face.width * 0.3; height: width
        readonly property bool spinNow: wheel.dev && wheel.dev.canSpin && !wheel.spinning && !wheel.awaitingView
        // Pressable only to spin or in the race (the wheel shows UNO Spin). The rules also
        // take a call on any other segment, but it costs cards: while a discard, a number or
        // a colour is being chosen, the hub in the middle of the wheel must not be that trap.
        readonly property bool race: wheel.dev && wheel.dev.decision === "spin_race"
        readonly property bool unoSpin: wheel.dev && wheel.dev.canCallUnoSpin && !wheel.spinning && race
        enabled: spinNow || unoSpin
        activeFocusOnTab: enabled
        Accessible.ignored: !enabled  // a screen reader is offered it only when it may be pressed
        Accessible.name: spinNow ? qsTr("Spin the wheel") : qsTr("UNO Spin!")
        onClicked: spinNow ? wheel.dev.spin() : wheel.dev.callUnoSpin()
        background: Rectangle {
            radius: width / 2
            color: hub.unoSpin ? Theme.red : hub.spinNow ? Theme.yellow : "#2A2A30"
            border.color: "white"; border.width: 4
            SequentialAnimation on scale {
                running: hub.spinNow || hub.unoSpin
                loops: Animation.Infinite
                NumberAnimation { to: 1.08; duration: 380 }
                NumberAnimation { to: 1.0; duration: 380 }
            }
        }
        contentItem: Text {
            textFormat: Text.PlainText
            text: hub.unoSpin ? qsTr("UNO\nSPIN!") : hub.spinNow ? wheel.spinLabel : "UNO"
            color: hub.spinNow ? "#1B1B1F" : "white"
            font.pixelSize: hub.width * (hub.unoSpin ? 0.19 : 0.24); font.bold: true; font.italic: true
            horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter
        }
        // its key (F1: S spins, U calls UNO Spin), at the foot of the hub
        readonly property string key: spinNow ? "S" : unoSpin ? "U" : ""
        Accessible.description: key !== "" ? qsTr("Key: %1").arg(key) : ""
        KeyCap {
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: hub.height * 0.08
            k: Math.max(0.55, hub.width / 100)
            text: hub.key
            ink: hub.spinNow ? "#1B1B1F" : "white"
        }
    }
}
