import QtQuick
import QtQuick.Shapes
import ".."

// The colour-blind shape of a colour (red ●, yellow ▲, green ■, blue ◆), drawn as a path
// so it looks the same with any font. Filled with the colour, outlined for contrast.
Shape {
    id: mark
    property string colorName: ""
    property color fill: Theme.colorOf(colorName)
    property color stroke: "white"
    property real strokeWidth: Math.max(1.5, width * 0.08)
    width: 24; height: 24
    preferredRendererType: Shape.CurveRenderer
    function outline(name, w, h) {
        var p = []
        if (name === "yellow")
            p = [Qt.point(w / 2, h * 0.05), Qt.point(w * 0.97, h * 0.92), Qt.point(w * 0.03, h * 0.92)]
        else if (name === "green")
            p = [Qt.point(w * 0.1, h * 0.1), Qt.point(w * 0.9, h * 0.1), Qt.point(w * 0.9, h * 0.9), Qt.point(w * 0.1, h * 0.9)]
        else if (name === "blue")
            p = [Qt.point(w / 2, 0), Qt.point(w, h / 2), Qt.point(w / 2, h), Qt.point(0, h / 2)]
        else
            for (var i = 0; i < 28; ++i) {
                var a = i / 28 * 2 * Math.PI
                p.push(Qt.point(w / 2 + Math.cos(a) * (w / 2 - 1), h / 2 + Math.sin(a) * (h / 2 - 1)))
            }
        if (p.length) p.push(p[0])
        return p
    }
    ShapePath {
        fillColor: mark.fill
        strokeColor: mark.stroke
        strokeWidth: mark.strokeWidth
        joinStyle: ShapePath.RoundJoin
        PathPolyline { path: mark.outline(mark.colorName, mark.width, mark.height) }
    }
}
