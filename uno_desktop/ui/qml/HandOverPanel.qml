import QtQuick

// End of a hand: who went out, each seat's remaining cards and their points. A modal
// overlay: Next hand has the focus (a replay's bar keeps its own), N presses it too.
ModalOverlay {
    id: root
    property var game
    Accessible.name: heading.text
    // what a screen reader reads on its own when the dialog takes the focus: every row
    Accessible.description: (game ? game.handRows : []).map(list.rowLine).join("\n")
    property bool watching: false  // a replay's table: no review of it
    dim: "#99000000"
    defaultItem: nextHand
    takesFocus: !watching
    function keyPressed(event) {
        if (event.key !== Qt.Key_N || watching || !game) return false
        game.nextHand()
        return true
    }
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
