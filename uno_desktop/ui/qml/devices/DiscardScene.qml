import QtQuick
import ".."

// Cards leaving a hand by an effect (Discard All, the wheel's discards, the UNO Spin
// winner): they fly to the pile and slip under the top card.
Item {
    id: scene
    objectName: "discardScene"
    property var table
    property real speed: 1
    property int lastCount: 0
    Component {
        id: flyer
        CardImage {
            id: c
            property point from
            property point to
            property int travel: 300
            property int delay: 0
            width: scene.table.pileW * 0.9; height: width * 1.4
            x: from.x - width / 2; y: from.y - height / 2
            z: 380
            SequentialAnimation {
                id: go
                PauseAnimation { duration: c.delay }
                ParallelAnimation {
                    NumberAnimation { target: c; property: "x"; to: c.to.x - c.width / 2 - 10; duration: c.travel; easing.type: Easing.OutCubic }
                    NumberAnimation { target: c; property: "y"; to: c.to.y - c.height / 2 + 6; duration: c.travel; easing.type: Easing.OutCubic }
                    NumberAnimation { target: c; property: "rotation"; to: -8; duration: c.travel }
                }
                NumberAnimation { target: c; property: "opacity"; to: 0; duration: 140 }
                onFinished: c.destroy()
            }
            function start() { go.start() }
        }
    }
    function run(ev) {
        lastCount = ev.cards.length
        if (ev.duration <= 0) return
        var mine = ev.seat === table.game.mySeat
        var to = table.discardPoint()
        var n = ev.cards.length
        for (var i = 0; i < n; ++i) {
            var from = mine && ev.fromIndex.length > i && ev.fromIndex[i] >= 0 ? table.handCardPoint(ev.fromIndex[i])
                                                                              : table.seatPoint(ev.seat)
            var c = flyer.createObject(table, { source: ev.cards[i], from: from, to: to,
                                                travel: ev.duration * 0.6, delay: i * ev.duration * 0.35 / Math.max(1, n) })
            c.start()
        }
    }
}
