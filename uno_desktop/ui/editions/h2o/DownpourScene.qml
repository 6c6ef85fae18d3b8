import QtQuick
import QtQuick.Shapes
import "../../qml"

// H2O's Downpour: a rain cloud over every other seat, which draws 1 or 2.
Item {
    id: scene
    objectName: "downpourScene"
    readonly property string cueScene: "downpour"  // the presenters' cues address it so
    property var dev
    property var table
    property real speed: 1
    property int soaked: 0           // seats rained on in this downpour (tests)
    Component {
        id: cloud
        Item {
            id: c
            property int count: 1
            property int duration: 900
            width: 110; height: 110
            z: 440
            opacity: 0
            Repeater {   // drops
                model: 7
                Shape {
                    id: drop
                    required property int index
                    x: 14 + index * 12; y: 40
                    width: 10; height: 16
                    ShapePath {
                        fillColor: "#7FC8FF"; strokeColor: "#2B7BD6"; strokeWidth: 1
                        startX: 5; startY: 0
                        PathQuad { x: 5; y: 16; controlX: 14; controlY: 14 }
                        PathQuad { x: 5; y: 0; controlX: -4; controlY: 14 }
                    }
                    readonly property real start: 36 + (drop.index * 23) % 40
                    NumberAnimation on y { from: drop.start; to: drop.start + 56; duration: 380 + drop.index * 41; loops: Animation.Infinite }
                }
            }
            Rectangle { x: 10; y: 12; width: 90; height: 34; radius: 17; color: "#DDE6EE"; border.color: "#8296A8" }
            Rectangle { x: 26; y: 0; width: 44; height: 38; radius: 19; color: "#DDE6EE" }
            Rectangle { x: 52; y: 6; width: 36; height: 30; radius: 15; color: "#DDE6EE" }
            SequentialAnimation {
                id: go
                NumberAnimation { target: c; property: "opacity"; to: 1; duration: 150 }
                PauseAnimation { duration: c.duration }
                NumberAnimation { target: c; property: "opacity"; to: 0; duration: 250 }
                onFinished: c.destroy()
            }
            function start() { go.start() }
        }
    }
    function rain(ev) {
        soaked += 1
        if (ev.duration <= 0) return
        var p = ev.seat === table.game.mySeat ? Qt.point(table.width / 2, table.height - table.cardH - 40) : table.seatPoint(ev.seat)
        var c = cloud.createObject(table, { count: ev.count, duration: Math.max(700, 1300 * speed) })
        // beside the seat's "+n", raining on its badge
        c.x = Math.max(4, p.x - c.width - 30)
        c.y = Math.max(4, p.y - c.height * 0.75)
        c.start()
    }
    function reset() { soaked = 0 }
}
