import QtQuick

// Arrows circling the piles in the direction of play; flips with a spin on Reverse.
Item {
    id: ring
    property int direction: 1
    property real speed: 1
    Canvas {
        id: canvas
        anchors.fill: parent
        property int dir: ring.direction
        onDirChanged: requestPaint()
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        onPaint: {
            var ctx = getContext("2d")
            ctx.reset()
            var w = width, h = height
            var rx = w / 2 - 10, ry = h / 2 - 10
            ctx.lineWidth = 5
            ctx.strokeStyle = "rgba(255,255,255,0.22)"
            ctx.fillStyle = "rgba(255,255,255,0.30)"
            var segs = 4
            for (var i = 0; i < segs; ++i) {
                var a0 = i * 2 * Math.PI / segs + 0.25
                var a1 = a0 + 2 * Math.PI / segs - 0.5
                ctx.beginPath()
                for (var t = 0; t <= 24; ++t) {
                    var a = a0 + (a1 - a0) * t / 24
                    var px = w / 2 + rx * Math.cos(a), py = h / 2 + ry * Math.sin(a)
                    if (t === 0) ctx.moveTo(px, py); else ctx.lineTo(px, py)
                }
                ctx.stroke()
                // arrow head at the end in the direction of play
                var ae = dir > 0 ? a1 : a0
                var sgn = dir > 0 ? 1 : -1
                var hx = w / 2 + rx * Math.cos(ae), hy = h / 2 + ry * Math.sin(ae)
                var tx = -rx * Math.sin(ae) * sgn, ty = ry * Math.cos(ae) * sgn
                var len = Math.sqrt(tx * tx + ty * ty); tx /= len; ty /= len
                var nx = -ty, ny = tx
                ctx.beginPath()
                ctx.moveTo(hx + tx * 16, hy + ty * 16)
                ctx.lineTo(hx + nx * 10, hy + ny * 10)
                ctx.lineTo(hx - nx * 10, hy - ny * 10)
                ctx.closePath()
                ctx.fill()
            }
        }
    }
    function flip(c) {
        flipAnim.duration = Math.max(1, c.duration)
        flipAnim.restart()
    }
    SequentialAnimation {
        id: flipAnim
        property int duration: 400
        NumberAnimation { target: ring; property: "scale"; to: 1.12; duration: flipAnim.duration / 2; easing.type: Easing.OutQuad }
        NumberAnimation { target: ring; property: "scale"; to: 1.0; duration: flipAnim.duration / 2; easing.type: Easing.InQuad }
    }
}
