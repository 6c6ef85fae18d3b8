import QtQuick

// The game's own button: a rounded, lit pill that reads well on the felt. Plain Qt Quick
// (see ButtonBase); its size, padding and insets are those of the Material button it
// used to be, times k (a panel that grows with the cards passes the table's cardK).
ButtonBase {
    id: control
    property real k: 1
    property color tint: Theme.accent
    property bool primary: false
    property real fontSize: 16 * k
    property real leftPadding: 24 * k
    property real rightPadding: 24 * k
    implicitHeight: 46 * k
    // its key (ButtonBase.key), as a cap at the pill's right end
    readonly property real capRoom: key !== "" ? keyCap.width + 8 * k : 0
    readonly property real implicitWidthOfText: label.implicitWidth + leftPadding + rightPadding + 16 * k + capRoom
    implicitWidth: Math.max(120 * k, implicitWidthOfText)
    ringTarget: pill
    Rectangle {  // 6 px in from the top and the bottom
        id: pill
        anchors.fill: parent
        anchors.topMargin: 6 * control.k
        anchors.bottomMargin: 6 * control.k
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
        anchors.rightMargin: control.rightPadding + control.capRoom
        anchors.topMargin: 14 * control.k
        anchors.bottomMargin: 14 * control.k
        text: control.text
        font.pixelSize: control.fontSize
        font.bold: true
        color: control.primary ? "#1B1B1F" : Theme.text
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        opacity: control.enabled ? 1 : 0.45
    }
    KeyCap {
        id: keyCap
        anchors.right: parent.right
        anchors.rightMargin: control.rightPadding * 0.7
        anchors.verticalCenter: parent.verticalCenter
        k: control.k
        text: control.key
        ink: control.primary ? "#1B1B1F" : Theme.text
        opacity: control.enabled ? 1 : 0.45
    }
}
