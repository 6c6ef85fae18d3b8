import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import "../../qml"

// UNO Extreme's card launcher, standing where the draw pile is. A press shakes it, then
// ``count`` cards shoot out of its mouth toward the presser — or nothing happens. It shows
// the presses still owed (Hit 2, All Hit) and offers its button to the local player.
Item {
    id: launcher
    objectName: "launcher"
    property var dev
    property var table
    property real speed: 1
    property int ejected: 0          // cards shot by the last press (what the test checks)
    property int presses: 0          // presses seen this hand
    property int lastSeat: -1
    property string caption: ""
    property real shake: 0
    readonly property point mouth: Qt.point(x + width * 0.5, y + height * 0.82)
    // On the draw pile, as big as the room the table leaves it: its right edge where a full
    // one's is, its left clear of the seats beside it and the buttons they show towards the
    // table (ten seats at 1024x640: the left column's Swap), its caption (one line under
    // the cards' count) clear of the prompt. A smaller one is the same machine, scaled.
    readonly property point pile: table.drawPoint()
    readonly property real fullW: table.pileW * 1.75
    readonly property real fullH: table.pileH * 1.4
    readonly property real captionRoom: 24 + captionText.height  // (one line when empty too)
    readonly property real roomLeft: Math.max(pile.x - fullW / 2,
                                              table.clearLeft(pile.x, pile.y - fullH * 0.56, table.centreBottom) + 8)
    readonly property real fit: Math.max(0.5, Math.min(1, (pile.x + fullW / 2 - roomLeft) / fullW,
                                                       (table.centreBottom - captionRoom - pile.y) / (fullH * 0.44)))
    width: fullW * fit; height: fullH * fit
    x: pile.x + fullW / 2 - width
    y: pile.y - height * 0.56
    // What the launcher, the cards' count and its caption take (table coordinates): what
    // goes beside a badge (a seat picker's targets, a badge's buttons) stays off it
    // (Table.besideBadge); 2 px around it for the caption's outline
    readonly property rect keepClear: Qt.rect(x + Math.min(0, captionText.x) - 2, y - 2,
                                              Math.max(width, captionText.width) + 4, height + captionRoom + 4)

    Component {
        id: shot
        CardImage {
            id: c
            property point from
            property point to
            property int delay: 0
            property int travel: 300
            property string face: ""
            width: launcher.table.pileW * 0.8; height: width * 1.4
            source: face !== "" ? face : launcher.table.game.backCard
            x: from.x - width / 2; y: from.y - height / 2
            z: 450
            opacity: 0
            SequentialAnimation {
                id: go
                PauseAnimation { duration: c.delay }
                PropertyAction { target: c; property: "opacity"; value: 1 }
                ParallelAnimation {
                    NumberAnimation { target: c; property: "x"; to: c.to.x - c.width / 2; duration: c.travel; easing.type: Easing.OutCubic }
                    NumberAnimation { target: c; property: "y"; to: c.to.y - c.height / 2; duration: c.travel; easing.type: Easing.OutBack; easing.overshoot: 1.4 }
                    NumberAnimation { target: c; property: "rotation"; from: 0; to: 540 + Math.random() * 180; duration: c.travel }
                }
                NumberAnimation { target: c; property: "opacity"; to: 0; duration: 120 }
                onFinished: c.destroy()
            }
            function start() { go.start() }
        }
    }

    function reset() { caption = ""; presses = 0; ejected = 0; lastSeat = -1 }
    // A penalty: ``ev.count`` presses owed by ``ev.seat`` (the counter shows them).
    function owed(ev) {
        caption = ev.seat === ev.mySeat ? qsTr("You must press %n time(s)", "", ev.count)
                  : qsTr("%1 must press %n time(s)", "", ev.count).arg(table.seats.nameOf(ev.seat))
        if (ev.duration > 0) owedAnim.restart()
    }
    SequentialAnimation {
        id: owedAnim
        NumberAnimation { target: counter; property: "scale"; to: 1.5; duration: 140 }
        NumberAnimation { target: counter; property: "scale"; to: 1.0; duration: 260; easing.type: Easing.OutBack }
    }
    // One press: shake for a moment, then shoot ``ev.count`` cards at the presser.
    function fire(ev) {
        presses += 1
        lastSeat = ev.seat
        var name = table.seats.nameOf(ev.seat)
        if (ev.seat === ev.mySeat)
            caption = ev.count > 0 ? qsTr("%n card(s) for you!", "", ev.count) : qsTr("Nothing for you!")
        else
            caption = ev.count > 0 ? qsTr("%1: %n card(s)!", "", ev.count).arg(name) : qsTr("%1: nothing!").arg(name)
        var d = ev.duration
        if (d <= 0) { ejected = ev.count; return }
        ejected = 0
        shakeAnim.duration = Math.max(60, d * 0.4)
        shakeAnim.restart()
        var target = ev.seat === ev.mySeat && ev.mySeat >= 0 ? Qt.point(table.width / 2, table.height - table.cardH * 0.6)
                                                              : table.seatPoint(ev.seat)
        var gap = ev.count > 1 ? (d * 0.55) / ev.count : 0
        for (var i = 0; i < ev.count; ++i) {
            var s = shot.createObject(table, {
                from: mouth, face: i < ev.cards.length ? ev.cards[i] : "",
                to: Qt.point(target.x + (i - (ev.count - 1) / 2) * 22, target.y),
                delay: d * 0.4 + i * gap, travel: Math.max(120, d * 0.45)
            })
            s.start()
        }
        countUp.stop()
        countUp.to = ev.count
        countUp.duration = Math.max(1, d * 0.55)
        countUp.start()
        if (ev.count === 0) puff.restart()
    }
    SequentialAnimation { id: countUp; property int to: 0; property int duration: 100
        PauseAnimation { duration: countUp.duration * 0.7 }
        PropertyAction { target: launcher; property: "ejected"; value: countUp.to } }
    SequentialAnimation {
        id: shakeAnim
        property int duration: 300
        loops: 1
        NumberAnimation { target: launcher; property: "shake"; to: 6; duration: shakeAnim.duration / 6 }
        NumberAnimation { target: launcher; property: "shake"; to: -6; duration: shakeAnim.duration / 3 }
        NumberAnimation { target: launcher; property: "shake"; to: 4; duration: shakeAnim.duration / 4 }
        NumberAnimation { target: launcher; property: "shake"; to: 0; duration: shakeAnim.duration / 4 }
    }

    // ------------------------------------------------------------ the machine
    Item {  // drawn at its full size, scaled to the room it has
        width: launcher.fullW; height: launcher.fullH
        scale: launcher.fit
        transformOrigin: Item.TopLeft
        Item {
            id: body
            width: parent.width; height: parent.height
            x: launcher.shake
            rotation: launcher.shake * 0.6
            // base and housing
            Shape {
                anchors.fill: parent
                preferredRendererType: Shape.CurveRenderer
                ShapePath {
                    fillGradient: LinearGradient {
                        x1: 0; y1: 0; x2: 0; y2: body.height
                        GradientStop { position: 0; color: "#3B3F4A" }
                        GradientStop { position: 1; color: "#16181D" }
                    }
                    strokeColor: "#F5C518"; strokeWidth: 3
                    startX: body.width * 0.16; startY: body.height * 0.22
                    PathLine { x: body.width * 0.84; y: body.height * 0.22 }
                    PathLine { x: body.width * 0.98; y: body.height * 0.97 }
                    PathLine { x: body.width * 0.02; y: body.height * 0.97 }
                    PathLine { x: body.width * 0.16; y: body.height * 0.22 }
                }
            }
            // lightning stripes on both flanks
            Repeater {
                model: 2
                Shape {
                    required property int index
                    x: index === 0 ? body.width * 0.17 : body.width * 0.83 - 18
                    y: body.height * 0.36
                    width: 18; height: 34
                    ShapePath {
                        fillColor: index === 0 ? Theme.yellow : Theme.red; strokeColor: "#1B1B1F"; strokeWidth: 1
                        startX: 10; startY: 0
                        PathLine { x: 2; y: 18 }
                        PathLine { x: 9; y: 18 }
                        PathLine { x: 5; y: 34 }
                        PathLine { x: 17; y: 13 }
                        PathLine { x: 10; y: 13 }
                        PathLine { x: 14; y: 0 }
                        PathLine { x: 10; y: 0 }
                    }
                }
            }
            // the magazine window: the cards waiting inside
            Rectangle {
                x: body.width * 0.32; y: body.height * 0.33
                width: body.width * 0.36; height: body.height * 0.3
                radius: 6; color: "#0B0C0F"; border.color: "#888"; border.width: 2
                clip: true
                Repeater {
                    model: launcher.table && launcher.table.game.drawPile > 0 ? 5 : 0
                    Rectangle {
                        required property int index
                        x: 4; width: parent.width - 8; height: 3; radius: 1.5
                        y: parent.height - 8 - index * 6
                        color: index % 2 ? "#E8E2D0" : "#CFC8B4"
                    }
                }
            }
            // the counter window: presses still owed
            Rectangle {
                id: counter
                objectName: "pressCounter"
                x: body.width * 0.3; y: body.height * 0.66
                width: body.width * 0.4; height: 22; radius: 5
                color: "#0B0C0F"; border.color: "#55F5C518"
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: launcher.dev && launcher.dev.pressesDue > 0 ? "×" + launcher.dev.pressesDue : "··"
                    color: launcher.dev && launcher.dev.pressesDue > 0 ? Theme.red : "#5AF5C518"
                    font.pixelSize: 16; font.bold: true; font.family: "monospace"
                }
            }
            // the mouth, a card edge sticking out
            Rectangle {
                id: mouthSlot
                x: body.width * 0.16; y: body.height * 0.84
                width: body.width * 0.68; height: 12; radius: 6
                color: "#050506"; border.color: "#777"; border.width: 1
                Rectangle {
                    visible: launcher.table && launcher.table.game.drawPile > 0
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: 5; width: parent.width * 0.5; height: 5; radius: 2
                    color: "#E8E2D0"
                }
            }
            // the big button on top: a button (Tab, Enter and Space; the table gives it the focus
            // when a press is the one move) with its key, D to draw, T for a penalty's presses
            ButtonBase {
                id: button
                objectName: "pressButton"
                readonly property bool live: launcher.dev && launcher.dev.canPress && !launcher.dev.awaiting
                width: Math.max(body.width * 0.56, pressLabel.implicitWidth + height * 0.6)
                height: body.height * 0.26
                anchors.horizontalCenter: parent.horizontalCenter
                y: live && button.pressed ? 6 : 0
                enabled: live
                key: launcher.dev && launcher.dev.decision === "penalty" ? "T" : "D"
                ringTarget: face
                onClicked: launcher.dev.press()
                Accessible.name: qsTr("Press the launcher")
                Rectangle {
                    id: face
                    anchors.fill: parent
                    radius: height / 2
                    color: button.live ? (button.hovered ? "#FF5A4A" : Theme.red) : "#7A2D27"
                    border.color: "white"; border.width: button.live ? 4 : 2
                }
                Text {
                    textFormat: Text.PlainText
                    id: pressLabel
                    anchors.centerIn: parent
                    text: launcher.dev && launcher.dev.pressCount > 1 && button.live ? qsTr("PRESS ×%1").arg(launcher.dev.pressCount) : qsTr("PRESS")
                    color: "white"; opacity: button.live ? 1 : 0.55
                    font.pixelSize: 16; font.bold: true; font.italic: true
                }
                SequentialAnimation on scale {
                    running: button.live
                    loops: Animation.Infinite
                    NumberAnimation { to: 1.07; duration: 420 }
                    NumberAnimation { to: 1.0; duration: 420 }
                }
                KeyCap {
                    anchors.left: parent.right
                    anchors.leftMargin: 6
                    anchors.verticalCenter: parent.verticalCenter
                    text: button.live ? button.key : ""
                }
            }
        }
    }
    // "nothing happened": a little grey puff from the mouth
    Item {
        id: puffItem
        x: parent.width / 2; y: parent.height * 0.9
        opacity: 0
        property real grow: 0.4
        Repeater {
            model: 3
            Rectangle {
                required property int index
                width: 26 * puffItem.grow; height: width; radius: width / 2
                x: (index - 1) * 16 * puffItem.grow - width / 2
                y: -width / 2 + (index === 1 ? 6 : 0)
                color: "#B8BEC6"; border.color: "#8A9099"
            }
        }
        ParallelAnimation {
            id: puff
            NumberAnimation { target: puffItem; property: "grow"; from: 0.4; to: 1.3; duration: 650 * launcher.speed; easing.type: Easing.OutCubic }
            SequentialAnimation {
                NumberAnimation { target: puffItem; property: "opacity"; to: 0.9; duration: 120 }
                PauseAnimation { duration: 250 * launcher.speed }
                NumberAnimation { target: puffItem; property: "opacity"; to: 0; duration: 300 }
            }
        }
    }
    Text {  // the cards left inside (the draw pile it replaces)
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom; anchors.topMargin: 4
        visible: launcher.table && launcher.table.game.drawPile > 0
        text: launcher.table ? launcher.table.game.drawPile : ""
        color: Theme.textDim
        font.pixelSize: 14
        Accessible.role: Accessible.StaticText
        Accessible.name: qsTr("%n card(s) in the launcher", "", launcher.table ? launcher.table.game.drawPile : 0)
    }
    Text {
        id: captionText
        textFormat: Text.PlainText
        objectName: "launcherCaption"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom; anchors.topMargin: 24
        text: launcher.caption
        color: Theme.accent; font.pixelSize: 14; font.bold: true
        style: Text.Outline; styleColor: "#A0000000"
    }
}
