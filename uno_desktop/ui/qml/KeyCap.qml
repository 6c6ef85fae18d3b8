import QtQuick

// The key that does what a control does (the one F1 lists for it), as a small key cap on
// or beside the control: a keyboard player sees which letter answers a decision.
Rectangle {
    id: cap
    property alias text: label.text
    property real k: 1
    property color ink: Theme.text
    implicitWidth: Math.max(implicitHeight, label.implicitWidth + 10 * k)
    implicitHeight: 20 * k
    width: implicitWidth
    height: implicitHeight
    radius: 4 * k
    color: "#26000000"
    border.color: Qt.rgba(ink.r, ink.g, ink.b, 0.6)
    border.width: 1
    visible: text !== ""
    Accessible.ignored: true  // the control says its key (ButtonBase's description)
    Text {
        id: label
        textFormat: Text.PlainText
        anchors.centerIn: parent
        color: cap.ink
        font.pixelSize: 12 * cap.k
        font.bold: true
    }
}
