import QtQuick

// The game's own button: a rounded, lit pill that reads well on the felt. Plain Qt Quick
// (see ButtonBase); its size, padding and insets are those of the Material button it
// used to be.
ButtonBase {
    id: control
    property color tint: Theme.accent
    property bool primary: false
    property real fontSize: 16
    property real leftPadding: 24
    property real rightPadding: 24
    implicitHeight: 46
    readonly property real implicitWidthOfText: label.implicitWidth + leftPadding + rightPadding + 16
    implicitWidth: Math.max(120, implicitWidthOfText)
    ringTarget: pill
    Rectangle {  // 6 px in from the top and the bottom
        id: pill
        anchors.fill: parent
        anchors.topMargin: 6
        anchors.bottomMargin: 6
        radius: height / 2
        color: control.primary ? (control.down ? Qt.darker(control.tint, 1.2) : control.hovered ? Qt.lighter(control.tint, 1.12) : control.tint)
                               : (control.down ? "#33FFFFFF" : control.hovered ? "#26FFFFFF" : "#1AFFFFFF")
        border.width: 1
        border.color: control.primary ? Qt.darker(control.tint, 1.3) : "#55FFFFFF"
        opacity: control.enabled ? 1 : 0.5
        Behavior on color { ColorAnimation { duration: 120 } }
    }
    Text {
        id: label
        textFormat: Text.PlainText
        anchors.fill: parent
        anchors.leftMargin: control.leftPadding
        anchors.rightMargin: control.rightPadding
        anchors.topMargin: 14
        anchors.bottomMargin: 14
        text: control.text
        font.pixelSize: control.fontSize
        font.bold: true
        color: control.primary ? "#1B1B1F" : Theme.text
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        opacity: control.enabled ? 1 : 0.45
    }
}
