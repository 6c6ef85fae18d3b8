import QtQuick

// The keyboard focus: a white ring with a dark inner line around ``target`` (a sibling),
// visible on the felt, on a dark panel and on a yellow button alike, and unlike hover
// (which only lightens the fill).
Rectangle {
    property Item target
    readonly property real gap: 4
    visible: target !== null
    x: target ? target.x - gap : 0
    y: target ? target.y - gap : 0
    width: target ? target.width + 2 * gap : 0
    height: target ? target.height + 2 * gap : 0
    radius: target && target.radius !== undefined ? target.radius + gap : gap
    z: 10
    color: "transparent"
    border.color: "white"
    border.width: 3
    Rectangle {
        anchors.fill: parent
        anchors.margins: 3
        radius: Math.max(0, parent.radius - 3)
        color: "transparent"
        border.color: "#1B1B1F"
        border.width: 1.5
    }
}
