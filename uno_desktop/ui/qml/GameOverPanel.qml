import QtQuick

// End of the game: the winner, the score history as a chart, play again.
FocusScope {
    id: root
    readonly property bool modal: true
    property var game
    Accessible.role: Accessible.Dialog
    Accessible.name: heading.text
    // what a screen reader reads on its own when the dialog takes the focus
    Accessible.description: {
        var names = game ? game.slotNames : [], h = game ? game.scoreHistory : []
        var last = h.length ? h[h.length - 1] : []
        return qsTr("Final scores: %1").arg(names.map((n, i) => n + " "
            + Number(last[i] || 0).toLocaleString(Qt.locale(), "f", 0)).join(", "))
    }
    property bool watching: false  // a replay's table
    // The focus comes to the dialog as it opens (a screen reader reads it unasked, Enter
    // presses Play again); a replay's bar keeps its own. The table takes it back on close.
    Component.onCompleted: if (!watching) {
        playAgain.forceActiveFocus()
        playAgain.focusFromKeyboard = true
    }
    Rectangle { anchors.fill: parent; color: "#AA000000" }
    MouseArea { anchors.fill: parent }
    property real reserve: 0  // a strip on the right left free (a replay's bar)
    Panel {
        x: (parent.width - root.reserve - width) / 2
        y: (parent.height - height) / 2
        color: "#F5102620"
        width: Math.min(860, parent.width - 80 - root.reserve)
        height: Math.min(560, parent.height - 60)
        Text {
            id: heading
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            y: 20
            text: qsTr("%1 wins the game!").arg(root.game ? root.game.winnerName : "")
            color: Theme.accent
            font.pixelSize: 32; font.bold: true
        }
        ScoreChart {
            objectName: "scoreChart"
            x: 28; y: 76
            width: parent.width - 56
            height: parent.height - 76 - 86
            history: root.game ? root.game.scoreHistory : []
            names: root.game ? root.game.slotNames : []
            target: root.game ? root.game.targetScore : 500
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom; anchors.bottomMargin: 20
            spacing: 14
            visible: !root.watching  // a replay's own bar leads on
            GameButton {
                id: playAgain
                objectName: "playAgainButton"
                text: qsTr("Play again")
                primary: true
                onClicked: App.playAgain()
            }
            GameButton {
                objectName: "watchAgainButton"
                text: qsTr("Watch again")
                visible: App.canWatchLast
                onClicked: App.watchLast()
            }
            GameButton {
                text: qsTr("Main menu")
                onClicked: App.leaveTable()
            }
        }
    }
}
