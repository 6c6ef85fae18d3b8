import QtQuick

// A quick reaction popping up at its sender's seat for a moment: a picture (a thumb, a
// laugh, surprise) or a word ("Good game!", "UNO!"). Decorative: a screen reader hears the
// reaction from the table's announcement, once.
Item {
    id: bubble
    property string reaction: ""
    property int serial: 0          // a new reaction (the same one again too) pops it again
    property var choices: []        // game.reactionsObject.choices: id, label, icon
    property real k: 1
    property int showMs: 2600
    property real pictureSize: 54 * k  // a picture's round (a badge's: its avatar's)
    readonly property var choice: {
        for (var i = 0; i < choices.length; ++i)
            if (choices[i].id === reaction) return choices[i]
        return null
    }
    readonly property bool picture: choice !== null && choice.icon !== ""
    width: picture ? pictureSize : label.implicitWidth + 24 * k
    height: picture ? pictureSize : 40 * k  // a word: a pill as high as a button beside it
    visible: opacity > 0 && choice !== null
    opacity: 0
    scale: 0.6
    Accessible.ignored: true

    onSerialChanged: if (choice !== null) pop.restart()
    SequentialAnimation {
        id: pop
        ParallelAnimation {
            NumberAnimation { target: bubble; property: "opacity"; to: 1; duration: 120 }
            NumberAnimation { target: bubble; property: "scale"; to: 1; duration: 220
                              easing.type: Easing.OutBack }
        }
        PauseAnimation { duration: bubble.showMs }
        NumberAnimation { target: bubble; property: "opacity"; to: 0; duration: 300 }
        PropertyAction { target: bubble; property: "scale"; value: 0.6 }
    }

    // The picture and the word sit inside their pill: it is the box they are read against
    // (the layout check and the robot measure a text by the box that paints behind it).
    Rectangle {
        anchors.fill: parent
        radius: height / 2
        color: bubble.picture ? "#F2FFFFFF" : Theme.accent
        border.color: "#5A3A06"
        border.width: Math.max(1, 2 * bubble.k)

        Image {
            visible: bubble.picture
            anchors.centerIn: parent
            width: parent.height - 10 * bubble.k; height: width
            source: bubble.picture ? bubble.choice.icon : ""
            sourceSize.width: Math.ceil(width * 2 * Theme.ui); sourceSize.height: Math.ceil(height * 2 * Theme.ui)
        }
        Text {
            id: label
            visible: !bubble.picture
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: bubble.choice !== null ? bubble.choice.label : ""
            color: "#1B1B1F"
            font.pixelSize: 17 * bubble.k; font.bold: true
        }
    }
}
