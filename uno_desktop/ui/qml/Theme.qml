pragma Singleton
import QtQuick

// Colours and sizes shared by every screen (ART.md palette).
QtObject {
    // The UI scale in effect (Main.qml sets it: the setting, or one from the screen, never
    // so large that less than 1024×640 is left). Images render their pixels at it.
    property real ui: 1
    // The setting asks for more than the window leaves room for (the settings say so).
    property bool uiCapped: false
    // The largest UI scale the window has room for (1024×640 left): the settings offer no
    // larger one.
    property real uiMax: 2
    readonly property color red: "#E23B2E"
    readonly property color yellow: "#F5C518"
    readonly property color green: "#2FA84F"
    readonly property color blue: "#1F6FD1"
    readonly property color black: "#1B1B1F"
    readonly property color felt: "#0E5A4A"
    readonly property color feltDark: "#06271F"
    readonly property color panel: "#CC0B1F1A"
    readonly property color panelBorder: "#3390E0C0"
    readonly property color text: "#F4F1E8"
    readonly property color textDim: "#B8C9C2"
    readonly property color accent: "#F5C518"
    readonly property color danger: "#E23B2E"
    readonly property string shapeRed: "●"
    readonly property string shapeYellow: "▲"
    readonly property string shapeGreen: "■"
    readonly property string shapeBlue: "◆"

    // The step of a chart's axis of whole numbers (points, games): the smallest of 1, 2, 2.5
    // and 5 times a power of ten at or above top / parts that is whole, so no label is a
    // rounded fraction (issue 38: an axis labelled 0, 3, 5, 8, 10).
    function axisStep(top, parts) {
        var raw = Math.max(1, top / Math.max(1, parts))
        for (var unit = 1; ; unit *= 10)
            for (const k of [1, 2, 2.5, 5]) {
                var s = k * unit
                if (s >= raw && s === Math.floor(s))
                    return s
            }
    }
    function colorOf(name) {
        switch (name) {
        case "red": return red
        case "yellow": return yellow
        case "green": return green
        case "blue": return blue
        case "accent": return accent
        }
        return "#9AA5A0"
    }
    function shapeOf(name) {
        switch (name) {
        case "red": return shapeRed
        case "yellow": return shapeYellow
        case "green": return shapeGreen
        case "blue": return shapeBlue
        }
        return ""
    }
}
