import QtQuick

// The table's headline: a big moment (caught without UNO, a challenge's verdict, a hand
// won) or what a device just did; fades by itself. Presenters cue it as scene ``banner``.
Rectangle {
    id: banner
    objectName: "banner"
    property alias text: label.text
    property alias subText: sub.text
    property color tint: Theme.accent
    property real speed: 1
    property real maxWidth: 600
    width: Math.min(maxWidth, Math.max(label.implicitWidth, sub.implicitWidth) + 44)
    height: label.implicitHeight + (sub.text !== "" ? sub.implicitHeight + 4 : 0) + 18
    radius: 16
    color: "#E0101A17"
    border.color: tint
    border.width: 3
    opacity: 0
    visible: opacity > 0
    Column {
        anchors.centerIn: parent
        spacing: 4
        Text {
            id: label
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(implicitWidth, banner.maxWidth - 44)
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            color: banner.tint
            font.pixelSize: 24; font.bold: true
            style: Text.Outline; styleColor: "#80000000"
        }
        Text {
            id: sub
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(implicitWidth, banner.maxWidth - 44)
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            visible: text !== ""
            color: Theme.text
            font.pixelSize: 15
        }
    }
    // Show for ``ms`` (0 at instant speed: just set the text, stay invisible).
    function cue(c) {
        tint = c.tint ? Theme.colorOf(c.tint) : Theme.accent
        show(c.title, c.text, c.duration)
    }
    function show(t, s, ms) {
        text = t; subText = s || ""
        anim.stop()
        if (ms <= 0) { opacity = 0; return }
        hold.duration = Math.max(150, ms)
        anim.start()
    }
    function hide() { anim.stop(); opacity = 0 }
    SequentialAnimation {
        id: anim
        NumberAnimation { target: banner; property: "opacity"; to: 1; duration: 140 }
        PauseAnimation { id: hold; duration: 900 }
        NumberAnimation { target: banner; property: "opacity"; to: 0; duration: 260 }
    }
}
