// The table's words: the top bar, the log, the status line and a note in its place.
import QtQuick

Item {
    anchors.fill: parent
    readonly property Item table: parent
    property alias logPanel: logPanel
    property alias statusLine: statusLine
    property alias topButtons: topButtons
    property alias noteLine: noteLine

    // ------------------------------------------------------------ top bar
    Row {
        x: 18; y: 14
        spacing: 12
        Panel {
            width: infoText.implicitWidth + 28 * table.k; height: 40 * table.k
            radius: height / 2
            Text {
                id: infoText
                textFormat: Text.PlainText
                objectName: "handInfo"
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                anchors.centerIn: parent
                // a single-hand game has no target and no points to show
                text: table.game.singleHand ? qsTr("One hand decides the game")
                      : qsTr("Hand %1 · Target %2").arg(table.game.handNumber).arg(Number(table.game.targetScore).toLocaleString(Qt.locale(), "f", 0))
                      + (table.game.mySeat >= 0 ? "   ·   " + qsTr("Your points: %1").arg(Number(table.game.myScore).toLocaleString(Qt.locale(), "f", 0)) : "")
                color: Theme.text
                font.pixelSize: 15 * table.k
            }
        }
    }
    Row {
        id: topButtons
        anchors.right: parent.right; anchors.rightMargin: 18
        y: 12
        spacing: 10
        enabled: !table.overlayUp
        visible: !table.watching
        GameButton {  // quick reactions (Q)
            objectName: "reactButton"
            visible: table.game.reactionsObject.canSend
            text: qsTr("React")
            implicitHeight: 40 * table.k
            fontSize: 14 * table.k
            onClicked: table.reacting = !table.reacting
        }
        GameButton {
            text: qsTr("Rules")
            implicitHeight: 40 * table.k
            fontSize: 14 * table.k
            onClicked: App.showScreen("rules")
        }
        GameButton {
            text: qsTr("Settings")
            implicitHeight: 40 * table.k
            fontSize: 14 * table.k
            onClicked: App.showScreen("settings")
        }
        GameButton {
            objectName: "leaveButton"
            text: table.game.leaveButton
            implicitHeight: 40 * table.k
            fontSize: 14 * table.k
            onClicked: table.game.askLeave()
        }
    }

    Panel {
        id: logPanel
        visible: table.logShown
        x: 16
        width: Math.min(300 * table.k, table.width * 0.23)
        height: Math.min(190 * table.k, table.height * 0.27)
        y: table.height - height - 16
        SafeListView {
            id: logView
            objectName: "logView"
            anchors.fill: parent
            anchors.margins: 10
            clip: true
            rows: table.game.logModel
            spacing: 3
            // The newest line is always in view, also once the log is full (a line goes
            // out as one comes in: the count stays) and once the new line is laid out;
            // the top line is a whole one (what the box cannot hold above it is left out,
            // a strip of the box's bottom left free instead of half a line at its top).
            function follow() { Qt.callLater(settle) }
            function settle() {
                bottomMargin = 0
                positionViewAtEnd()
                if (contentHeight <= height) return
                var top = itemAtIndex(indexAt(0, contentY + 0.5))  // (+1 missed a 1 px strip)
                if (!top || top.y >= contentY - 0.5) return
                var gap = top.y + top.height + spacing - contentY
                bottomMargin = gap
                contentY += gap
            }
            Component.onCompleted: follow()
            onHeightChanged: follow()
            onContentHeightChanged: follow()  // a new line's wrapped height is known late
            Connections {
                target: table.game.logModel
                function onRowsInserted() { logView.follow() }
                function onModelReset() { logView.follow() }
                function onDataChanged() { logView.follow() }
            }
            rowDelegate: Text {
                required property string line
                required property string tone
                Accessible.role: Accessible.StaticText
                Accessible.name: line
                textFormat: Text.PlainText
                width: logView.width
                text: line
                wrapMode: Text.Wrap
                font.pixelSize: 13 * table.k
                color: tone === "hot" ? Theme.yellow : tone === "warn" ? "#FF9B8F" : tone === "info" ? "#9FD8C8" : Theme.text
            }
        }
    }

    // ------------------------------------------------------------ status and controls
    Text {
        id: statusLine
        textFormat: Text.PlainText
        objectName: "statusLine"
        anchors.horizontalCenter: parent.horizontalCenter
        y: Math.min(table.controls.y, table.handArea.y - 40 * table.k) - height - 10
        text: table.game.statusText
        // a prompt of two lines (after a Tilt card: what tipping the scale costs) or a long
        // name wraps within the table, centred, between the badges beside it (lineRoom)
        width: Math.min(implicitWidth, table.lineRoom)
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        // a replay has no one to prompt: its bar says where it is, the badges whose move it
        // is; a note stands in its place meanwhile (NoteLine)
        visible: !table.game.handOver && !table.game.gameOver && !table.watching
                 && table.note === ""
        Accessible.role: Accessible.StatusBar
        Accessible.name: text
        Accessible.ignored: !visible
        color: table.myTurn ? Theme.accent : Theme.text
        font.pixelSize: 18 * table.k
        font.bold: table.myTurn
        style: Text.Outline; styleColor: "#80000000"
    }

    NoteLine {
        id: noteLine
        anchors.horizontalCenter: parent.horizontalCenter
        y: statusLine.y + statusLine.height - height  // its foot where the prompt's is
        z: 210
        k: table.k
        maxWidth: table.lineRoom
        text: table.note
    }
}
