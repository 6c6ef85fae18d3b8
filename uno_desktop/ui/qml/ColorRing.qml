import QtQuick

// The active colour as a glowing ring behind the discard pile (with its shape in
// colour-blind mode), pulsing when a colour is chosen.
Item {
    id: ring
    property string colorName: ""
    property bool colorBlind: false
    readonly property color tint: Theme.colorOf(colorName)
    Canvas {
        id: canvas
        anchors.fill: parent
        property color c: ring.tint
        onCChanged: requestPaint()
        onWidthChanged: requestPaint()
        onPaint: {
            var ctx = getContext("2d")
            ctx.reset()
            if (ring.colorName === "") return
            var r = width / 2
            var g = ctx.createRadialGradient(r, r, r * 0.42, r, r, r)
            var col = Qt.rgba(c.r, c.g, c.b, 1)
            g.addColorStop(0.0, Qt.rgba(c.r, c.g, c.b, 0.0))
            g.addColorStop(0.55, Qt.rgba(c.r, c.g, c.b, 0.55))
            g.addColorStop(0.68, Qt.rgba(Math.min(1, c.r + 0.25), Math.min(1, c.g + 0.25), Math.min(1, c.b + 0.25), 0.95))
            g.addColorStop(0.80, Qt.rgba(c.r, c.g, c.b, 0.45))
            g.addColorStop(1.0, Qt.rgba(c.r, c.g, c.b, 0.0))
            ctx.fillStyle = g
            ctx.beginPath()
            ctx.arc(r, r, r, 0, 2 * Math.PI)
            ctx.fill()
        }
    }
    Rectangle {  // on the ring's lower edge, inside it: clear of the prompt below the piles
        objectName: "colourDot"
        visible: ring.colorName !== ""
        width: 38; height: 38; radius: 19
        x: parent.width / 2 - width / 2
        y: parent.height - height * 0.95
        color: ring.tint
        border.color: "white"; border.width: 2
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: ring.colorBlind ? Theme.shapeOf(ring.colorName) : ""
            color: "white"; font.pixelSize: 20
        }
        Accessible.role: Accessible.StaticText
        Accessible.name: qsTr("Active colour: %1").arg(ring.colorLabel(ring.colorName))
        Accessible.ignored: !visible
    }
    function colorLabel(name) {
        switch (name) {
        case "red": return qsTr("red")
        case "yellow": return qsTr("yellow")
        case "green": return qsTr("green")
        case "blue": return qsTr("blue")
        }
        return ""
    }
    function pulse(c) { pulseAnim.restart() }
    SequentialAnimation {
        id: pulseAnim
        NumberAnimation { target: ring; property: "scale"; from: 0.7; to: 1.12; duration: 220; easing.type: Easing.OutQuad }
        NumberAnimation { target: ring; property: "scale"; to: 1.0; duration: 200 }
    }
}
