import QtQuick

// A short message at the top of the window (an illegal try and its reason).
Rectangle {
    id: toast
    property alias text: label.text
    anchors.horizontalCenter: parent.horizontalCenter
    z: 1000
    width: Math.min(label.implicitWidth + 48, parent.width - 80)
    height: label.implicitHeight + 24
    radius: height / 2
    color: "#E6202A26"
    border.color: Theme.accent
    border.width: 1
    opacity: 0
    visible: opacity > 0
    Accessible.role: Accessible.AlertMessage
    Accessible.name: label.text
    Accessible.ignored: !visible

    function show(message) {
        label.text = message
        anim.restart()
    }
    Text {
        id: label
        textFormat: Text.PlainText
        anchors.centerIn: parent
        width: Math.min(implicitWidth, toast.parent.width - 128)
        color: Theme.text
        font.pixelSize: 17
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
    }
    SequentialAnimation {
        id: anim
        NumberAnimation { target: toast; property: "opacity"; to: 1; duration: 150 }
        PauseAnimation { duration: 2600 }
        NumberAnimation { target: toast; property: "opacity"; to: 0; duration: 400 }
    }
}
