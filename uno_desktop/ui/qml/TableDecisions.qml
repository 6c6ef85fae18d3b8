// The decision bar: a decision's buttons over your hand; Hint, Draw and UNO! at the right.
import QtQuick

Item {
    anchors.fill: parent
    readonly property Item table: parent
    property alias controls: controls
    property alias drawButton: drawButton
    property alias rightControls: rightControls
    property alias ownSeatRoom: ownSeatRoom

    Flow {  // the decision's buttons, over your hand; a line more above if they need it
        id: controls
        objectName: "controls"
        x: table.handArea.centre - width / 2
        readonly property real needed: {
            var w = 0, count = 0
            for (var i = 0; i < children.length; ++i) {
                var item = children[i]
                if (item.visible && item.width > 0) { w += item.width; ++count }
            }
            return w + Math.max(0, count - 1) * spacing
        }
        width: Math.max(1, Math.min(table.width - 2 * (table.logPanel.width + 40), needed))
        // clear of a lifted card's corner number (tests/ui/test_hand_corners.py)
        y: table.handArea.y + table.handArea.liftedTop - 6 - height
        spacing: 10
        z: 200
        enabled: !table.overlayUp
        Loader {  // built only while offered
            visible: table.game.canKeepDrawn
            active: visible
            sourceComponent: GameButton {
                objectName: "playDrawnButton"
                key: "P"
                text: qsTr("Play it")
                primary: true
                implicitHeight: 40 * table.k
                fontSize: 16 * table.k
                onClicked: table.game.playDrawn()
            }
        }
        Loader {  // built only while offered
            visible: table.game.canKeepDrawn
            active: visible
            sourceComponent: GameButton {
                objectName: "keepButton"
                key: "K"
                text: qsTr("Keep it")
                implicitHeight: 40 * table.k
                fontSize: 16 * table.k
                onClicked: table.game.keepDrawn()
            }
        }
        Loader {  // built only while offered
            visible: table.game.canChallenge
            active: visible
            sourceComponent: GameButton {
                objectName: "challengeButton"
                key: "C"
                text: qsTr("Challenge")
                primary: true
                tint: Theme.red
                implicitHeight: 40 * table.k
                fontSize: 16 * table.k
                onClicked: table.game.challenge()
            }
        }
        Loader {  // built only while offered
            visible: table.game.canAccept
            active: visible
            sourceComponent: GameButton {
                objectName: "acceptButton"
                key: "T"
                text: qsTr("Take %n card(s)", "", table.game.pending)
                implicitHeight: 40 * table.k
                fontSize: 16 * table.k
                onClicked: table.game.accept()
            }
        }
        Loader {  // built only while offered
            visible: table.game.canSkipSwap
            active: visible
            sourceComponent: GameButton {
                text: qsTr("Don't swap")
                implicitHeight: 40 * table.k
                fontSize: 16 * table.k
                onClicked: table.game.skipSwap()
            }
        }
        Repeater {
            objectName: "genericActions"
            model: table.game.genericActions
            GameButton {
                required property var modelData
                text: modelData.label
                implicitHeight: 40 * table.k
                fontSize: 16 * table.k
                onClicked: table.game.genericAction(modelData.index)
            }
        }
        Item {  // the place of your own seat's target while a seat picker offers it ('Me':
            // devices/SeatPicker.qml), among the decision's buttons, the prompt above it
            id: ownSeatRoom
            objectName: "ownSeatRoom"
            readonly property Item target: table.ownSeatTarget
            visible: target !== null
            width: target ? target.width : 0
            height: target ? target.height : 0
        }
    }

    Column {
        id: rightControls
        anchors.right: parent.right
        anchors.rightMargin: 22
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 18
        spacing: 12
        enabled: !table.overlayUp
        visible: !table.watching
        Loader {  // built only where the coach is allowed: not in the first frame
            anchors.horizontalCenter: parent.horizontalCenter
            visible: table.game.coachAllowed
            active: visible
            sourceComponent: GameButton {
                objectName: "hintButton"
                text: qsTr("Hint (H)")
                enabled: table.game.myTurn || table.game.canUno
                         || table.game.catchTargets.length > 0
                implicitHeight: 40 * table.k
                fontSize: 14 * table.k
                onClicked: table.askCoach()
            }
        }
        GameButton {
            id: drawButton
            objectName: "drawButton"
            key: "D"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Draw")
            visible: !table.game.drawOnDevice  // Extreme: the launcher's button instead
            enabled: table.game.canDraw
            implicitWidth: Math.max(120 * table.k, implicitWidthOfText)
            implicitHeight: 46 * table.k
            fontSize: 16 * table.k
            onClicked: table.game.draw()
        }
        ButtonBase {  // insets (6) and padding (12): the Material round button's
            id: unoButton
            objectName: "unoButton"
            key: "U"
            anchors.horizontalCenter: parent.horizontalCenter
            width: 104 * table.k; height: width
            enabled: table.game.canUno
            Accessible.name: qsTr("Call UNO")
            onClicked: table.game.callUno()
            ringTarget: unoDisc
            Rectangle {
                id: unoDisc
                anchors.fill: parent
                anchors.margins: 6
                radius: width / 2
                color: unoButton.enabled ? (unoButton.down ? "#B02A20" : Theme.red) : "#553A3A"
                border.color: unoButton.enabled ? "white" : "#80FFFFFF"
                border.width: 4
                SequentialAnimation on scale {
                    running: unoButton.enabled
                    loops: Animation.Infinite
                    NumberAnimation { to: 1.07; duration: 450 }
                    NumberAnimation { to: 1.0; duration: 450 }
                }
            }
            Text {
                textFormat: Text.PlainText
                anchors.fill: parent
                anchors.margins: 12
                text: qsTr("UNO!")
                color: "white"
                opacity: unoButton.enabled ? 1 : 0.5
                font.pixelSize: 28 * table.k; font.bold: true; font.italic: true
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
    }
}
