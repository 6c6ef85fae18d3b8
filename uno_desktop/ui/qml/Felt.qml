import QtQuick

// The table cloth: deep green felt with a soft light in the middle and a dark vignette.
Rectangle {
    id: root
    objectName: "felt"
    color: Theme.felt
    Canvas {
        id: canvas
        objectName: "feltCanvas"
        anchors.fill: parent
        renderStrategy: Canvas.Cooperative
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        onPaint: {
            var ctx = getContext("2d")
            var w = width, h = height
            ctx.reset()
            var r = Math.sqrt(w * w + h * h) / 2
            // From a point, not from an inner circle: Qt's raster engine leaves a few
            // pixels at the centre of a gradient with an inner radius unpainted at some
            // sizes (1920×1080, 3840×2160), a dark dot in the middle of the table. The
            // stops are those of the inner circle of 5 % (t → 0.05 + 0.95 t), so the
            // felt looks as it did.
            var g = ctx.createRadialGradient(w / 2, h * 0.45, 0, w / 2, h * 0.45, r)
            g.addColorStop(0.05, "#1F7A63")
            g.addColorStop(0.4775, "#126150")
            g.addColorStop(0.81, "#0A3E33")
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
