import QtQuick

// Score after each hand, one line per player, drawn on a Canvas (no QtCharts needed).
Item {
    id: chart
    property var history: []
    property var names: []
    property int target: 500
    readonly property var lineColors: ["#F5C518", "#4FC3F7", "#EF5350", "#66BB6A", "#BA68C8",
                                    "#FF8A65", "#E0E0E0", "#26A69A", "#F06292", "#9CCC65"]
    // the score axis' figures: whole steps from 0 past the highest score and the target
    readonly property var ticks: {
        var top0 = chart.target
        for (var i = 0; i < chart.history.length; ++i)
            for (var j = 0; j < chart.history[i].length; ++j) top0 = Math.max(top0, chart.history[i][j])
        var step = Theme.axisStep(top0, 4), out = []
        for (var v = 0; v < top0 + step; v += step) out.push(v)
        return out
    }
    onTicksChanged: canvas.requestPaint()
    onHistoryChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()
    Accessible.role: Accessible.Chart
    Accessible.name: qsTr("Score history")

    Canvas {
        id: canvas
        anchors.fill: parent
        anchors.rightMargin: 170
        onPaint: {
            var ctx = getContext("2d")
            ctx.reset()
            var h = chart.history
            if (!h || h.length === 0) return
            var left = 52, bottom = height - 30, top = 10, right = width - 10
            var ticks = chart.ticks
            var maxY = ticks[ticks.length - 1]
            var steps = Math.max(1, h.length - 1)
            function X(i) { return left + (right - left) * i / steps }
            function Y(v) { return bottom - (bottom - top) * v / maxY }
            ctx.strokeStyle = "rgba(255,255,255,0.15)"
            ctx.fillStyle = "rgba(255,255,255,0.6)"
            ctx.lineWidth = 1
            ctx.font = "12px sans-serif"
            for (const v of ticks) {
                ctx.beginPath(); ctx.moveTo(left, Y(v)); ctx.lineTo(right, Y(v)); ctx.stroke()
                ctx.fillText(v.toLocaleString(Qt.locale(), "f", 0), 6, Y(v) + 4)
            }
            for (var i = 0; i < h.length; ++i)
                ctx.fillText(i, X(i) - 3, bottom + 18)
            ctx.setLineDash([6, 4])
            ctx.strokeStyle = "rgba(245,197,24,0.7)"
            ctx.beginPath(); ctx.moveTo(left, Y(chart.target)); ctx.lineTo(right, Y(chart.target)); ctx.stroke()
            ctx.setLineDash([])
            var seats = h[h.length - 1].length
            for (var s = 0; s < seats; ++s) {
                ctx.strokeStyle = chart.lineColors[s % chart.lineColors.length]
                ctx.fillStyle = ctx.strokeStyle
                ctx.lineWidth = 3
                ctx.beginPath()
                for (i = 0; i < h.length; ++i) {
                    var val = h[i][s] || 0
                    if (i === 0) ctx.moveTo(X(i), Y(val)); else ctx.lineTo(X(i), Y(val))
                }
                ctx.stroke()
                for (i = 0; i < h.length; ++i) {
                    ctx.beginPath(); ctx.arc(X(i), Y(h[i][s] || 0), 3.5, 0, 2 * Math.PI); ctx.fill()
                }
            }
        }
    }
    Column {
        objectName: "scoreLegend"
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        width: 160
        spacing: 6
        Repeater {
            model: chart.names
            Row {
                required property string modelData
                required property int index
                spacing: 8
                Rectangle { width: 14; height: 14; radius: 7; color: chart.lineColors[index % chart.lineColors.length]; anchors.verticalCenter: parent.verticalCenter }
                Text {
                    textFormat: Text.PlainText
                    width: 138
                    text: modelData + "  " + Number(chart.history.length ? (chart.history[chart.history.length - 1][index] || 0) : 0).toLocaleString(Qt.locale(), "f", 0)
                    color: Theme.text; font.pixelSize: 15; elide: Text.ElideRight
                }
            }
        }
    }
}
