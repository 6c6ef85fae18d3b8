import QtQuick

// End of a hand: who went out, each seat's remaining cards and their points.
FocusScope {
    id: root
    readonly property bool modal: true
    property var game
    Accessible.role: Accessible.Dialog
    Accessible.name: heading.text
    // what a screen reader reads on its own when the dialog takes the focus: every row
    Accessible.description: (game ? game.handRows : []).map(rowLine).join("\n")
    property bool watching: false  // a replay's table: no review of it
    function rowLine(row) {
        return qsTr("%1: %n card(s) left, worth %2; total %3", "", row.cards)
               .arg(row.name)
               .arg(Number(row.value).toLocaleString(Qt.locale(), "f", 0))
               .arg(Number(row.total).toLocaleString(Qt.locale(), "f", 0))
    }
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
    Panel {
        x: (parent.width - root.reserve - width) / 2
        y: (parent.height - height) / 2
        color: "#F5102620"
        width: Math.min(720, parent.width - 80 - root.reserve)
        height: Math.min(parent.height - 60, 150 + list.contentHeight + 80)
        Text {
            id: heading
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            y: 22
            text: qsTr("%1 wins the hand!").arg(root.game ? root.game.winnerName : "")
            color: Theme.accent
            font.pixelSize: 28; font.bold: true
        }
        Row {
            id: header
            x: 32; y: 74
            spacing: 0
            Text { textFormat: Text.PlainText; width: 170; text: qsTr("Player"); color: Theme.textDim; font.pixelSize: 14 }
            Text { textFormat: Text.PlainText; width: 220; text: qsTr("Cards"); color: Theme.textDim; font.pixelSize: 14; horizontalAlignment: Text.AlignRight }
            Text { textFormat: Text.PlainText; width: 110; text: qsTr("Card points"); color: Theme.textDim; font.pixelSize: 14; horizontalAlignment: Text.AlignRight }
            Text { textFormat: Text.PlainText; width: 130; text: qsTr("Total"); color: Theme.textDim; font.pixelSize: 14; horizontalAlignment: Text.AlignRight }
        }
        SafeListView {
            id: list
            x: 32; y: 100
            width: parent.width - 64
            height: parent.height - 100 - 80
            clip: true
            interactive: contentHeight > height
            rows: root.game ? root.game.handRows : []
            rowDelegate: Row {
                id: handRow
                required property var modelData
                height: 40
                Accessible.role: Accessible.StaticText  // the row read as one line
                Accessible.name: root.rowLine(modelData)
                Text { textFormat: Text.PlainText; width: 170; text: (modelData.winner ? "★ " : "") + modelData.name; color: modelData.winner ? Theme.accent : Theme.text; font.pixelSize: 17; elide: Text.ElideRight }
                Item {
                    id: cardsCell
                    // narrower beside a replay's bar: the cards left overlap more
                    width: Math.min(220, list.width - 170 - 110 - 130); height: 38
                    Row {
                        id: faces
                        anchors.right: cardsText.left; anchors.rightMargin: 8
                        anchors.verticalCenter: parent.verticalCenter
                        readonly property int count: handRow.modelData.faces.length
                        spacing: count < 2 ? 0 : Math.min(-8, (cardsCell.width - cardsText.width - 8
                                                              - 26 * count) / (count - 1))
                        Repeater {
                            model: handRow.modelData.faces
                            Image {
                                required property var modelData
                                width: 26; height: 36
                                source: modelData
                                sourceSize.width: 52; sourceSize.height: 72
                            }
                        }
                    }
                    Text { textFormat: Text.PlainText; id: cardsText; anchors.right: parent.right; anchors.verticalCenter: parent.verticalCenter; text: modelData.cards; color: Theme.text; font.pixelSize: 17 }
                }
                Text { textFormat: Text.PlainText; width: 110; text: Number(modelData.value).toLocaleString(Qt.locale(), "f", 0); color: Theme.text; font.pixelSize: 17; horizontalAlignment: Text.AlignRight }
                Text { textFormat: Text.PlainText; width: 130; text: Number(modelData.total).toLocaleString(Qt.locale(), "f", 0) + (modelData.points > 0 ? "  (+" + Number(modelData.points).toLocaleString(Qt.locale(), "f", 0) + ")" : ""); color: Theme.text; font.pixelSize: 17; font.bold: true; horizontalAlignment: Text.AlignRight }
            }
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
