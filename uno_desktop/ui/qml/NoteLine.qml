import QtQuick

// The table's one place for a passing word: a refusal ("Take the penalty cards first."),
// "Nothing for you to decide right now.", the coach's hint. It stands in the prompt's
// place, over the hand, and the prompt steps aside while it shows: no note ever lies on a
// prompt, a pile or a device's label (Table.note says what shows and for how long).
Rectangle {
    id: note
    objectName: "noteLine"
    property string text: ""
    property real k: 1
    property real maxWidth: 600
    width: Math.min(label.implicitWidth + 40 * k, maxWidth)
    height: label.implicitHeight + 14 * k
    radius: Math.min(height / 2, 22 * k)
    color: "#EB0B1F1A"
    border.color: Theme.accent
    border.width: 1
    visible: text !== ""
    Accessible.role: Accessible.AlertMessage
    Accessible.name: text
    Accessible.ignored: !visible
    Text {
        id: label
        textFormat: Text.PlainText
        anchors.centerIn: parent
        width: Math.min(implicitWidth, note.maxWidth - 40 * note.k)
        text: note.text
        color: Theme.text
        font.pixelSize: 17 * note.k
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
    }
}
