import QtQuick
import QtQuick.Controls

// The game's own button: a rounded, lit pill that reads well on the felt.
Button {
    id: control
    property color tint: Theme.accent
    property bool primary: false
    property real fontSize: 16
    implicitHeight: 46
    implicitWidth: Math.max(120, contentItem.implicitWidth + leftPadding + rightPadding + 16)
    hoverEnabled: true
    focusPolicy: Qt.TabFocus  // a click must not steal the table's keyboard focus
    Accessible.name: text
    font.pixelSize: fontSize
    font.bold: true
    contentItem: Text {
        text: control.text
        font: control.font
        color: control.primary ? "#1B1B1F" : Theme.text
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        opacity: control.enabled ? 1 : 0.45
    }
    background: Rectangle {
        radius: height / 2
        color: control.primary ? (control.down ? Qt.darker(control.tint, 1.2) : control.hovered ? Qt.lighter(control.tint, 1.12) : control.tint)
                               : (control.down ? "#33FFFFFF" : control.hovered ? "#26FFFFFF" : "#1AFFFFFF")
        border.width: control.visualFocus ? 3 : 1
        border.color: control.visualFocus ? Theme.accent : (control.primary ? Qt.darker(control.tint, 1.3) : "#55FFFFFF")
        opacity: control.enabled ? 1 : 0.5
        Behavior on color { ColorAnimation { duration: 120 } }
    }
}
