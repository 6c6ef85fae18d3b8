import QtQuick

// The table's one place for a passing word: a refusal ("Take the penalty cards first."),
// "Nothing for you to decide right now.", the coach's hint. It stands in the prompt's
// place, over the hand, and the prompt steps aside while it shows: no note ever lies on a
// prompt, a pile or a device's label (Table.note says what shows and for how long). It
// keeps to one line where it can (its words a little smaller in a narrow room, never
// below 13 px at the table's size) and wraps only past that.
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
    readonly property real room: maxWidth - 40 * k
    TextMetrics { id: natural; font.pixelSize: 17 * note.k; text: note.text }
    Text {
        id: label
        textFormat: Text.PlainText
        anchors.centerIn: parent
        width: Math.min(implicitWidth, note.room)
        text: note.text
        color: Theme.text
        // one line, a little smaller where the room is narrow; wrapped beyond that
        font.pixelSize: Math.max(13 * note.k,
                                 Math.min(17 * note.k, 17 * note.k * note.room / Math.max(1, natural.advanceWidth)))
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
    }
}
