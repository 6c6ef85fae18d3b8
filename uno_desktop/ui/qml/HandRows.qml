import QtQuick

// A hand's end, seat by seat: the cards each had left (face up) and, where the hand
// scored, their points and the totals. The end-of-hand panel shows it with the points; the
// end of a single-hand game (nobody scores) without them.
Item {
    id: root
    property var rows: []
    property bool points: true  // the Card points and Total columns
    // The most height the rows may take (below the header), which the panel knows without
    // asking the rows (its height follows theirs): with many seats the rows get lower, down
    // to 26 px, their cards left too, so that every seat is in sight (ten at 1024×640).
    // Where even that is too much the list shows a scroll bar.
    property real room: Infinity
    readonly property real rowHeight: Math.max(26, Math.min(40, Math.floor(room / Math.max(1, rows.length))))
    readonly property real contentHeight: list.contentHeight
    readonly property bool scrolls: list.contentHeight > list.height + 0.5
    readonly property real barRoom: scrolls && bar.item ? bar.item.width + 6 : 0
    readonly property real cardsWidth: points ? Math.min(220, list.width - barRoom - 170 - 110 - 130)
                                              : Math.min(360, list.width - barRoom - 170)
    // the row as one line to a screen reader, spoken to the player for their own seat
    function rowLine(row) {
        if (!points)
            return row.me ? qsTr("You: %n card(s) left", "", row.cards)
                          : qsTr("%1: %n card(s) left", "", row.cards).arg(row.name)
        return (row.me ? qsTr("You: %n card(s) left, worth %1; total %2", "", row.cards)
                       : qsTr("%1: %n card(s) left, worth %2; total %3", "", row.cards).arg(row.name))
               .arg(Number(row.value).toLocaleString(Qt.locale(), "f", 0))
               .arg(Number(row.total).toLocaleString(Qt.locale(), "f", 0))
    }
    Row {
        id: header
        spacing: 0
        Text { textFormat: Text.PlainText; id: playerHeader; width: 170; text: qsTr("Player"); color: Theme.textDim; font.pixelSize: 14 }
        Text { textFormat: Text.PlainText; width: root.cardsWidth; text: root.points ? qsTr("Cards") : qsTr("Cards left"); color: Theme.textDim; font.pixelSize: 14; horizontalAlignment: Text.AlignRight }
        Text { textFormat: Text.PlainText; visible: root.points; width: 110; text: qsTr("Card points"); color: Theme.textDim; font.pixelSize: 14; horizontalAlignment: Text.AlignRight }
        Text { textFormat: Text.PlainText; visible: root.points; width: 130; text: qsTr("Total"); color: Theme.textDim; font.pixelSize: 14; horizontalAlignment: Text.AlignRight }
    }
    SafeListView {
        id: list
        objectName: "handRowsList"
        y: 26
        width: parent.width
        height: parent.height - 26
        clip: true
        interactive: contentHeight > height
        rows: root.rows
        rowDelegate: Row {
            id: handRow
            required property var modelData
            height: root.rowHeight
            Accessible.role: Accessible.StaticText  // the row read as one line
            Accessible.name: root.rowLine(modelData)
            // every cell as high as the cards' one, its text centred like the card count
            Text { textFormat: Text.PlainText; width: 170; height: cardsCell.height; verticalAlignment: Text.AlignVCenter; text: (modelData.winner ? "★ " : "") + modelData.name; color: modelData.winner ? Theme.accent : Theme.text; font.pixelSize: 17; elide: Text.ElideRight }
            Item {
                id: cardsCell
                // narrower beside a replay's bar: the cards left overlap more
                width: root.cardsWidth; height: root.rowHeight - 2
                Row {
                    id: faces
                    anchors.right: cardsText.left; anchors.rightMargin: 8
                    anchors.verticalCenter: parent.verticalCenter
                    readonly property int count: handRow.modelData.faces.length
                    readonly property real cardH: Math.min(36, root.rowHeight - 4)
                    readonly property real cardW: cardH * 26 / 36
                    spacing: count < 2 ? 0 : Math.min(-8, (cardsCell.width - cardsText.width - 8
                                                          - cardW * count) / (count - 1))
                    Repeater {
                        model: handRow.modelData.faces
                        Image {
                            required property var modelData
                            width: faces.cardW; height: faces.cardH
                            source: modelData
                            sourceSize.width: 52; sourceSize.height: 72
                        }
                    }
                }
                Text { textFormat: Text.PlainText; id: cardsText; anchors.right: parent.right; anchors.verticalCenter: parent.verticalCenter; text: modelData.cards; color: Theme.text; font.pixelSize: 17 }
            }
            Text { textFormat: Text.PlainText; visible: root.points; width: 110; height: cardsCell.height; verticalAlignment: Text.AlignVCenter; text: Number(modelData.value).toLocaleString(Qt.locale(), "f", 0); color: Theme.text; font.pixelSize: 17; horizontalAlignment: Text.AlignRight }
            Text { textFormat: Text.PlainText; visible: root.points; width: 130; height: cardsCell.height; verticalAlignment: Text.AlignVCenter; text: Number(modelData.total).toLocaleString(Qt.locale(), "f", 0) + (modelData.points > 0 ? "  (+" + Number(modelData.points).toLocaleString(Qt.locale(), "f", 0) + ")" : ""); color: Theme.text; font.pixelSize: 17; font.bold: true; horizontalAlignment: Text.AlignRight }
        }
    }
    Loader {
        id: bar
        objectName: "handRowsScroll"
        active: root.scrolls
        x: list.x + list.width - width; y: list.y
        height: list.height
        source: "ListScrollBar.qml"
        onLoaded: { item.name = playerHeader.text; item.view = list }
    }
}
