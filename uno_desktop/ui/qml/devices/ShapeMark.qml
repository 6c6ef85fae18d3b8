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
    readonly property real w: width
    readonly property real h: height
    ShapePath {
        fillColor: mark.fill
        strokeColor: mark.stroke
        strokeWidth: mark.strokeWidth
        startX: mark.colorName === "red" ? mark.w : mark.colorName === "yellow" ? mark.w / 2 : mark.colorName === "green" ? mark.w * 0.1 : mark.w / 2
        startY: mark.colorName === "red" ? mark.h / 2 : mark.colorName === "yellow" ? mark.h * 0.06 : mark.colorName === "green" ? mark.h * 0.1 : 0
        PathAngleArc {
            // circle for red; a zero arc for the others
            centerX: mark.w / 2; centerY: mark.h / 2
            radiusX: mark.colorName === "red" ? mark.w / 2 - 1 : 0.001
            radiusY: mark.colorName === "red" ? mark.h / 2 - 1 : 0.001
            startAngle: 0; sweepAngle: mark.colorName === "red" ? 360 : 0
            moveToStart: mark.colorName !== "red"
        }
        PathPolyline {
            path: mark.colorName === "yellow" ? [Qt.point(mark.w / 2, mark.h * 0.06), Qt.point(mark.w * 0.96, mark.h * 0.92), Qt.point(mark.w * 0.04, mark.h * 0.92), Qt.point(mark.w / 2, mark.h * 0.06)]
                : mark.colorName === "green" ? [Qt.point(mark.w * 0.1, mark.h * 0.1), Qt.point(mark.w * 0.9, mark.h * 0.1), Qt.point(mark.w * 0.9, mark.h * 0.9), Qt.point(mark.w * 0.1, mark.h * 0.9), Qt.point(mark.w * 0.1, mark.h * 0.1)]
                : mark.colorName === "blue" ? [Qt.point(mark.w / 2, 0), Qt.point(mark.w, mark.h / 2), Qt.point(mark.w / 2, mark.h), Qt.point(0, mark.h / 2), Qt.point(mark.w / 2, 0)]
                : []
        }
    }
}
