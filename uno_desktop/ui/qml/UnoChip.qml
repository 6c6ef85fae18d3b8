import QtQuick

// "UNO" called: the red chip on a seat's badge, and over your own hand.
Rectangle {
    id: chip
    width: Math.max(58, label.implicitWidth + 20)
    height: label.implicitHeight + 6
    radius: height / 2
    color: Theme.red
    border.color: "white"
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("UNO called")
    Accessible.ignored: !visible
    Text {
        textFormat: Text.PlainText
        id: label
        anchors.centerIn: parent
        text: qsTr("UNO")
        color: "white"; font.bold: true; font.pixelSize: 13
    }
    function pop(c) { popAnim.restart() }
    SequentialAnimation {
        id: popAnim
        NumberAnimation { target: chip; property: "scale"; from: 0.4; to: 1.3; duration: 180; easing.type: Easing.OutBack }
        NumberAnimation { target: chip; property: "scale"; to: 1.0; duration: 160 }
    }
}
