import QtQuick

// A word that pops up over a seat (UNO!, Skip, Caught!) and fades away.
Rectangle {
    id: burst
    property alias text: label.text
    property color tint: Theme.accent
    property int duration: 600
    width: label.implicitWidth + 36
    height: label.implicitHeight + 14
    radius: height / 2
    color: tint
    border.color: "#FFFFFF"
    border.width: 2
    scale: 0.3
    opacity: 0
    z: 500
    Text {
        id: label
        textFormat: Text.PlainText
        anchors.centerIn: parent
        color: burst.tint === Theme.yellow ? "#1B1B1F" : "#FFFFFF"
        font.pixelSize: 26
        font.bold: true
    }
    function play() { anim.restart() }
    SequentialAnimation {
        id: anim
        ParallelAnimation {
            NumberAnimation { target: burst; property: "scale"; from: 0.3; to: 1.15; duration: burst.duration * 0.3; easing.type: Easing.OutBack }
            NumberAnimation { target: burst; property: "opacity"; from: 0; to: 1; duration: burst.duration * 0.2 }
        }
        PauseAnimation { duration: burst.duration * 0.45 }
        ParallelAnimation {
            NumberAnimation { target: burst; property: "opacity"; to: 0; duration: burst.duration * 0.25 }
            NumberAnimation { target: burst; property: "scale"; to: 1.3; duration: burst.duration * 0.25 }
        }
        onFinished: burst.destroy()  // not a ScriptAction: see Table.qml's flyer
    }
}
