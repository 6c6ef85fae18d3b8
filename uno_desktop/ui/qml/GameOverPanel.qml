import QtQuick

// End of the game: the winner, the score history as a chart, play again. A single-hand
// game (nobody scores) shows the cards each seat had left instead of the chart.
ModalOverlay {
    id: root
    property var game
    Accessible.name: heading.text
    // what a screen reader reads on its own when the dialog takes the focus
    readonly property bool single: game ? game.singleHand : false
    Accessible.description: {
        if (single)
            return [oneHand.text].concat((game ? game.handRows : []).map(rows.rowLine)).join("\n")
        var names = game ? game.slotNames : [], h = game ? game.scoreHistory : []
        var last = h.length ? h[h.length - 1] : []
        return qsTr("Final scores: %1").arg(names.map((n, i) => n + " "
            + Number(last[i] || 0).toLocaleString(Qt.locale(), "f", 0)).join(", "))
    }
    property bool watching: false  // a replay's table
    // The focus comes to the dialog as it opens (a screen reader reads it unasked, Enter
    // presses Play again); a replay's bar keeps its own. The table takes it back on close.
    defaultItem: playAgain
    takesFocus: !watching
    property real reserve: 0  // a strip on the right left free (a replay's bar)
    readonly property real foot: watching ? 24 : 86  // below the rows: the buttons, if any
    readonly property real panelMost: Math.min(560, height - 60)
    Panel {
        x: (parent.width - root.reserve - width) / 2
        y: (parent.height - height) / 2
        color: "#F5102620"
        width: Math.min(860, parent.width - 80 - root.reserve)
        // a single hand's panel is as tall as its rows need (the header, the buttons' strip)
        height: root.single ? Math.min(root.panelMost, rows.y + 26 + rows.contentHeight + root.foot)
                            : root.panelMost
        Text {
            id: heading
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            y: 20
            text: !root.game ? ""
                  : root.game.gameWonByMe ? (root.game.teamPlay ? qsTr("Your team wins the game!")
                                                                : qsTr("You win the game!"))
                  : qsTr("%1 wins the game!").arg(root.game.winnerName)
            color: Theme.accent
            font.pixelSize: 32; font.bold: true
        }
        Text {
            id: oneHand
            objectName: "singleHandLine"
            visible: root.single
            Accessible.ignored: !visible  // hidden, it is not in the tree
            textFormat: Text.PlainText
            x: 28; y: 72
            width: parent.width - 56
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("One hand decided this game; nobody scores points.")
            color: Theme.text
            font.pixelSize: 17
        }
        HandRows {
            id: rows
            objectName: "singleHandRows"
            visible: root.single
            Accessible.ignored: !visible
            points: false
            width: Math.min(parent.width - 96, 170 + 360)
            x: (parent.width - width) / 2; y: oneHand.y + oneHand.height + 24
            height: parent.height - y - root.foot
            room: root.panelMost - y - 26 - root.foot  // the panel at its tallest
            rows: root.single && root.game ? root.game.handRows : []
        }
        ScoreChart {
            objectName: "scoreChart"
            visible: !root.single
            Accessible.ignored: !visible
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
