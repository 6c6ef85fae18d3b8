import QtQuick
import QtQuick.Shapes
import ".."

// FIFA 2006's Offside: the linesman's flag goes up at the seat that was hit and the
// penalty bounces off — nobody draws. Also Spin's twin card that cancels a spin.
Item {
    id: scene
    objectName: "offsideScene"
    property var table
    property real speed: 1
    property int seat: -1
    property string kind: ""
    width: 260; height: 150
    opacity: 0
    visible: opacity > 0
    z: 330

    function show(ev) {
        seat = ev.seat; kind = ev.kind
        var p = seat === table.game.mySeat ? Qt.point(table.width / 2, table.height - table.cardH - 60) : table.seatPoint(seat)
        x = Math.max(8, Math.min(table.width - width - 8, p.x - width / 2))
        y = Math.max(60, Math.min(table.height - height - 8, p.y + (seat === table.game.mySeat ? -height : 40)))
        if (ev.duration <= 0) return
        anim.stop()
        hold.duration = ev.duration + 600 * speed
        anim.start()
    }
    SequentialAnimation {
        id: anim
        ParallelAnimation {
            NumberAnimation { target: scene; property: "opacity"; to: 1; duration: 150 }
            NumberAnimation { target: flag; property: "rotation"; from: 70; to: -8; duration: 350; easing.type: Easing.OutBack }
        }
        SequentialAnimation {
            loops: 2
            NumberAnimation { target: flag; property: "rotation"; to: 8; duration: 160 }
            NumberAnimation { target: flag; property: "rotation"; to: -8; duration: 160 }
        }
        PauseAnimation { id: hold; duration: 600 }
        NumberAnimation { target: scene; property: "opacity"; to: 0; duration: 250 }
    }
    Item {
        id: flag
        width: 70; height: 110
        x: 6; y: 20
        transformOrigin: Item.Bottom
        Rectangle { x: 4; y: 0; width: 6; height: 110; radius: 3; color: "#DDD" }
        Grid {   // red and yellow quarters, like a linesman's flag
            x: 10; y: 2
            columns: 4
            Repeater {
                model: 12
                Rectangle { required property int index; width: 14; height: 14; color: (index + Math.floor(index / 4)) % 2 ? Theme.yellow : Theme.red }
            }
            visible: scene.kind === "penalty"
        }
        Shape {   // the spin swirl for a cancelled spin
            visible: scene.kind === "spin"
            x: 10; y: 2; width: 56; height: 42
            ShapePath {
                fillColor: Theme.blue; strokeColor: "white"; strokeWidth: 2
                startX: 0; startY: 0
                PathLine { x: 56; y: 6 }
                PathLine { x: 50; y: 38 }
                PathLine { x: 0; y: 42 }
                PathLine { x: 0; y: 0 }
            }
        }
    }
    Rectangle {
        x: 80; y: 40
        width: msg.implicitWidth + 26; height: msg.implicitHeight + 16; radius: 14
        color: "#E0101A17"; border.color: Theme.yellow; border.width: 3
        Text {
            id: msg
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: scene.kind === "spin" ? qsTr("Twin card!\nNo spin.") : qsTr("Offside!\nNobody draws.")
            color: Theme.yellow; font.pixelSize: 18; font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }
    }
}
