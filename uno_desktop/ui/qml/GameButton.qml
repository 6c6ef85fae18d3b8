import QtQuick
import QtQuick.Templates as T

// The game's own button: a rounded, lit pill that reads well on the felt. Built on the
// templates, not Qt Quick Controls, so the table and the menu never load the Controls
// style (~30 ms at start-up); the padding and insets are the Material button's.
T.Button {
    id: control
    property color tint: Theme.accent
    property bool primary: false
    property real fontSize: 16
    implicitHeight: 46
    topInset: 6
    bottomInset: 6
    verticalPadding: 14
    horizontalPadding: 24
    spacing: 8
    implicitWidth: Math.max(120, contentItem.implicitWidth + leftPadding + rightPadding + 16)
    hoverEnabled: true
    focusPolicy: Qt.TabFocus  // a click must not steal the table's keyboard focus
    Accessible.name: text
    font.family: Qt.application.font.family  // as every Text on the table, in any style
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
