import QtQuick
import ".."

// Hands sliding from seat to seat: every hand one seat on (Spin's Trade hands, the captain,
// Cars' victory lap, Extreme's pass-hands), or two seats swapping (captain, Trade Hands).
Item {
    id: slide
    objectName: "handSlide"
    property var table
    property real speed: 1
    property var moves: []           // the last slide: [[from, to], …] (tests check it)
    property var fanSizes: []        // cards shown in each moving fan: the hand, up to five
    property string caption: ""

    Component {
        id: fan
        Item {
            id: f
            property point from
            property point to
            property int travel: 500
            property int cards: 3
            width: 46 + Math.max(0, cards - 1) * 11; height: 80
            x: from.x - width / 2; y: from.y - height / 2
            z: 430
            Repeater {
                model: f.cards
                CardImage {
                    required property int index
                    width: 46; height: 64
                    x: index * 11; y: 6
                    rotation: (index - (f.cards - 1) / 2) * 9
                    source: slide.table.game.backCard
                }
            }
            SequentialAnimation {
                id: go
                ParallelAnimation {
                    NumberAnimation { target: f; property: "x"; to: f.to.x - f.width / 2; duration: f.travel; easing.type: Easing.InOutCubic }
                    NumberAnimation { target: f; property: "y"; to: f.to.y - f.height / 2; duration: f.travel; easing.type: Easing.InOutCubic }
                }
                NumberAnimation { target: f; property: "opacity"; to: 0; duration: 120 }
                onFinished: f.destroy()
            }
            function start() { go.start() }
        }
    }
    function point(s) {
        return s === table.game.mySeat ? Qt.point(table.width / 2, table.height - table.cardH * 0.6) : table.seatPoint(s)
    }
    function run(list, d, counts) {
        moves = list
        fanSizes = list.map(function(m) { return Math.min(5, counts[m[0]]) })
        if (d <= 0) return
        for (var i = 0; i < list.length; ++i) {
            if (fanSizes[i] === 0) continue  // an empty hand has nothing to carry
            var f = fan.createObject(table, { from: point(list[i][0]), to: point(list[i][1]),
                                              travel: d, cards: fanSizes[i] })
            f.start()
        }
    }
    function rotated(ev) {
        var n = ev.seats, list = []
        for (var s = 0; s < n; ++s) list.push([s, ((s + ev.direction) % n + n) % n])
        run(list, Math.max(ev.duration, 700 * speed), ev.counts)
    }
    function swapped(ev) {
        run([[ev.a, ev.b], [ev.b, ev.a]], Math.max(ev.duration, 700 * speed), ev.counts)
    }
}
