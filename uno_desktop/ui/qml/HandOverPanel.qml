import QtQuick

// End of a hand: who went out, each seat's remaining cards and their points.
FocusScope {
    id: root
    readonly property bool modal: true
    property var game
    Accessible.role: Accessible.Dialog
    Accessible.name: heading.text
    // what a screen reader reads on its own when the dialog takes the focus: every row
    Accessible.description: (game ? game.handRows : []).map(list.rowLine).join("\n")
    property bool watching: false  // a replay's table: no review of it
    // The focus comes to the dialog as it opens (a screen reader reads it unasked, Enter
    // presses Next hand); a replay's bar keeps its own. The table takes it back on close.
    function takeFocus() {
        nextHand.forceActiveFocus()
        nextHand.focusFromKeyboard = true  // its ring shows where Enter goes
    }
    Component.onCompleted: if (!watching) takeFocus()
    Rectangle { anchors.fill: parent; color: "#99000000" }
    MouseArea { anchors.fill: parent }
    property real reserve: 0  // a strip on the right left free (a replay's bar)
    readonly property real panelMost: height - 60
    Panel {
        x: (parent.width - root.reserve - width) / 2
        y: (parent.height - height) / 2
        color: "#F5102620"
        width: Math.min(720, parent.width - 80 - root.reserve)
        height: Math.min(root.panelMost, 150 + list.contentHeight + 80)
        Text {
            id: heading
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            y: 22
            text: !root.game ? "" : root.game.handWonByMe ? qsTr("You win the hand!")
                                  : qsTr("%1 wins the hand!").arg(root.game.winnerName)
            color: Theme.accent
            font.pixelSize: 28; font.bold: true
        }
        HandRows {
            id: list
            x: 32; y: 74
            width: parent.width - 64
            height: parent.height - 74 - 80
            room: root.panelMost - 74 - 80 - 26  // the panel at its tallest, below the header
            rows: root.game ? root.game.handRows : []
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom; anchors.bottomMargin: 18
            spacing: 14
            GameButton {
                id: nextHand
                objectName: "nextHandButton"
                text: qsTr("Next hand")
                primary: true
                onClicked: root.game.nextHand()
            }
            GameButton {  // the coach's review of this hand (games on this computer)
                objectName: "reviewButton"
                visible: !root.watching && root.game && root.game.coachAllowed && App.canReview
                text: qsTr("What would the hard bot have done?")
                onClicked: App.coach.review()
            }
        }
    }
}
