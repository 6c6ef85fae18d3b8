import QtQuick

// The coach's hint: the hard bot's move for you and why, in one line, until the game moves.
Panel {
    id: hint
    objectName: "coachHint"
    readonly property string text: App.coach.hintText
    visible: text !== ""
    width: Math.min(label.implicitWidth + 40, 760)
    height: label.implicitHeight + 16
    radius: height / 2
    color: "#E60B1F1A"
    border.color: Theme.accent
    Accessible.role: Accessible.StaticText
    Accessible.name: text
    Text {
        textFormat: Text.PlainText
        id: label
        anchors.centerIn: parent
        width: Math.min(implicitWidth, 720)
        text: hint.text
        color: Theme.text
        font.pixelSize: 16
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }
}
