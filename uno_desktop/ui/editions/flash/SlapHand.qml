import QtQuick
import QtQuick.Shapes

// A flat hand, palm down: the SLAP mark.
Shape {
    id: hand
    width: 54; height: 60
    preferredRendererType: Shape.CurveRenderer
    readonly property real w: width
    readonly property real h: height
    ShapePath {
        fillColor: "white"; strokeColor: "#1B1B1F"; strokeWidth: 2
        joinStyle: ShapePath.RoundJoin
        startX: hand.w * 0.22; startY: hand.h * 0.98
        PathLine { x: hand.w * 0.18; y: hand.h * 0.5 }
        PathLine { x: hand.w * 0.02; y: hand.h * 0.34 }   // thumb
        PathLine { x: hand.w * 0.08; y: hand.h * 0.27 }
        PathLine { x: hand.w * 0.26; y: hand.h * 0.4 }
        PathLine { x: hand.w * 0.26; y: hand.h * 0.1 }    // index
        PathQuad { x: hand.w * 0.4; y: hand.h * 0.1; controlX: hand.w * 0.33; controlY: hand.h * 0.02 }
        PathLine { x: hand.w * 0.41; y: hand.h * 0.36 }
        PathLine { x: hand.w * 0.43; y: hand.h * 0.05 }   // middle
        PathQuad { x: hand.w * 0.58; y: hand.h * 0.05; controlX: hand.w * 0.5; controlY: hand.h * -0.03 }
        PathLine { x: hand.w * 0.57; y: hand.h * 0.36 }
        PathLine { x: hand.w * 0.61; y: hand.h * 0.1 }    // ring
        PathQuad { x: hand.w * 0.75; y: hand.h * 0.12; controlX: hand.w * 0.69; controlY: hand.h * 0.04 }
        PathLine { x: hand.w * 0.72; y: hand.h * 0.4 }
        PathLine { x: hand.w * 0.78; y: hand.h * 0.22 }   // little
        PathQuad { x: hand.w * 0.9; y: hand.h * 0.26; controlX: hand.w * 0.86; controlY: hand.h * 0.18 }
        PathLine { x: hand.w * 0.82; y: hand.h * 0.6 }
        PathLine { x: hand.w * 0.78; y: hand.h * 0.98 }
        PathLine { x: hand.w * 0.22; y: hand.h * 0.98 }
    }
}
