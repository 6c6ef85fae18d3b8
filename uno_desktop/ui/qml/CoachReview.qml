import QtQuick

// After a hand: "What would the hard bot have done?" The moments its choice was another,
// each one a step into the replay at that moment. A modal overlay: "Back to the table" has
// the focus, Esc closes it.
ModalOverlay {
    id: root
    objectName: "coachReview"
    readonly property var coach: App.coach
    Accessible.name: heading.text
    defaultItem: closeButton
    onEscaped: root.coach.closeReview()
    Panel {
        anchors.centerIn: parent
        color: "#F5102620"
        width: Math.min(820, parent.width - 80)
        height: Math.min(parent.height - 60, 560)
        Text {
            textFormat: Text.PlainText
            id: heading
            x: 28; y: 22
            width: parent.width - 56
            text: qsTr("What would the hard bot have done?")
            color: Theme.accent
            font.pixelSize: 26; font.bold: true
            wrapMode: Text.WordWrap
        }
        Text {
            textFormat: Text.PlainText
            id: summary
            x: 28
            anchors.top: heading.bottom; anchors.topMargin: 8
            width: parent.width - 56
            color: Theme.textDim
            font.pixelSize: 15
            wrapMode: Text.WordWrap
            text: root.coach.reviewing
                  ? qsTr("Looking at your moves: %1 of %2…").arg(root.coach.reviewDone).arg(root.coach.reviewTotal)
                  : root.coach.reviewTotal === 0 ? qsTr("You made no moves in this hand.")
                  : root.coach.moments.length === 0 ? qsTr("It would have played every move as you did. Well played!")
                  : qsTr("It would have played %n of your moves otherwise. Watch each one:", "", root.coach.moments.length)
        }
        SafeListView {
            id: list
            objectName: "reviewList"
            x: 28
            anchors.top: summary.bottom; anchors.topMargin: 14
            anchors.bottom: closeButton.top; anchors.bottomMargin: 10
            width: parent.width - 56
            clip: true
            spacing: 10
            // Tab to a Watch below the fold scrolls its row into view (not a hidden stop)
            readonly property bool followsFocus: true
            FollowFocus { flickable: list }
            rows: root.coach.moments
            rowDelegate: Rectangle {
                id: row
                required property var modelData
                width: list.width
                height: Math.max(texts.implicitHeight, watch.implicitHeight) + 16
                radius: 10
                color: "#1AFFFFFF"
                Column {
                    id: texts
                    x: 12
                    anchors.verticalCenter: parent.verticalCenter
                    width: parent.width - watch.width - 36
                    spacing: 4
                    Text { textFormat: Text.PlainText; width: parent.width; text: row.modelData.text; color: Theme.text; font.pixelSize: 15; wrapMode: Text.WordWrap }
                    Text { textFormat: Text.PlainText; width: parent.width; text: row.modelData.reason; color: Theme.accent; font.pixelSize: 14; wrapMode: Text.WordWrap }
                }
                GameButton {
                    id: watch
                    anchors.right: parent.right; anchors.rightMargin: 10
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Watch")
                    implicitHeight: 40
                    fontSize: 14
                    onClicked: root.coach.watchMoment(row.modelData.index)
                }
            }
        }
        GameButton {
            id: closeButton
            objectName: "closeReviewButton"
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom; anchors.bottomMargin: 16
            text: qsTr("Back to the table")
            primary: true
            onClicked: root.coach.closeReview()
        }
    }
}
