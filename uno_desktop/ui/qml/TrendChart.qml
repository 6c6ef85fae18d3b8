import QtQuick

// One series over the games, as a line or as bars, drawn on a Canvas: the statistics'
// charts. Plain Qt Quick, so the charts cost no charting library (Qt Graphs links the
// Quick 3D runtime, ~16 MB in the bundle, for two simple charts).
Canvas {
    id: chart
    property string kind: "line"  // or "bars"
    property var values: []  // one figure per game
    property var labels: []  // the x axis' label of each value ("1", "2", …)
    property real yMin: 0
    property real yMax: 10
    property real yStep: 5
    property int xEvery: 1  // label every n-th value on the x axis
    property color color: "white"
    property bool dashed: false  // colour-blind mode: a dashed line with marked points …
    property bool marked: false
    property bool outlined: false  // … and outlined bars
    property bool valueLabels: false  // the bars' figures written above them
    property color gridColor: "#33FFFFFF"
    property color axisColor: "#80FFFFFF"
    property color labelColor: Theme.textDim
    property color valueColor: Theme.text

    onValuesChanged: requestPaint()
    onLabelsChanged: requestPaint()
    onYMaxChanged: requestPaint()
    onColorChanged: requestPaint()
    onDashedChanged: requestPaint()
    onMarkedChanged: requestPaint()
    onOutlinedChanged: requestPaint()
    onValueLabelsChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    function number(v) { return Number(v).toLocaleString(Qt.locale(), "f", 0) }

    onPaint: {
        var ctx = getContext("2d")
        ctx.reset()
        var n = values.length
        if (n === 0 || yMax <= yMin || yStep <= 0)
            return
        ctx.font = "12px sans-serif"
        var left = 8 + ctx.measureText(number(yMax)).width + 8
        var top = 10, right = width - 10, bottom = height - 24
        var span = yMax - yMin
        function Y(v) { return bottom - (bottom - top) * (v - yMin) / span }
        // the grid and the y axis' figures, from the first round step at or above yMin
        ctx.lineWidth = 1
        ctx.fillStyle = labelColor
        ctx.textAlign = "right"
        for (var v = Math.ceil(yMin / yStep) * yStep; v <= yMax + 1e-9; v += yStep) {
            ctx.strokeStyle = gridColor
            ctx.beginPath(); ctx.moveTo(left, Y(v)); ctx.lineTo(right, Y(v)); ctx.stroke()
            ctx.fillText(number(v), left - 8, Y(v) + 4)
        }
        ctx.strokeStyle = axisColor
        ctx.beginPath(); ctx.moveTo(left, top); ctx.lineTo(left, bottom); ctx.lineTo(right, bottom)
        ctx.stroke()
        // x positions: bars stand in equal slots, a line's points run edge to edge
        var slot = (right - left) / n
        function X(i) {
            return kind === "bars" ? left + slot * (i + 0.5)
                                   : left + (right - left) * (n > 1 ? i / (n - 1) : 0.5)
        }
        ctx.textAlign = "center"
        ctx.fillStyle = labelColor
        for (var i = 0; i < n; ++i)
            if (i % Math.max(1, xEvery) === 0 || i === n - 1)
                ctx.fillText(labels[i] !== undefined ? labels[i] : String(i + 1), X(i), bottom + 16)
        if (kind === "bars") {
            var w = Math.max(2, slot * 0.7)
            for (i = 0; i < n; ++i) {
                var y = Y(Math.max(yMin, values[i]))
                ctx.fillStyle = color
                ctx.fillRect(X(i) - w / 2, y, w, bottom - y)
                if (outlined) {
                    ctx.strokeStyle = "white"
                    ctx.lineWidth = 2
                    ctx.strokeRect(X(i) - w / 2, y, w, bottom - y)
                }
                if (valueLabels) {
                    ctx.fillStyle = valueColor
                    ctx.fillText(number(values[i]), X(i), Math.max(top + 10, y - 4))
                }
            }
            return
        }
        ctx.strokeStyle = color
        ctx.lineWidth = dashed ? 4 : 3
        ctx.setLineDash(dashed ? [3, 2] : [])
        ctx.beginPath()
        for (i = 0; i < n; ++i)
            if (i === 0) ctx.moveTo(X(i), Y(values[i])); else ctx.lineTo(X(i), Y(values[i]))
        ctx.stroke()
        ctx.setLineDash([])
        if (marked) {  // a white diamond ringed in the line's colour on every point
            for (i = 0; i < n; ++i) {
                var px = X(i), py = Y(values[i])
                ctx.beginPath()
                ctx.moveTo(px, py - 6); ctx.lineTo(px + 6, py); ctx.lineTo(px, py + 6)
                ctx.lineTo(px - 6, py); ctx.closePath()
                ctx.fillStyle = "white"; ctx.fill()
                ctx.strokeStyle = color; ctx.lineWidth = 2; ctx.stroke()
            }
        }
    }
}
