import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One of the statistics tables: games played and won per row, and the share won.
ColumnLayout {
    id: table
    property string title: ""
    property var rows: []
    spacing: 4
    RowLayout {
        Layout.fillWidth: true
        Label { textFormat: Text.PlainText; text: table.title; font.pixelSize: 15; font.bold: true; elide: Text.ElideRight; Layout.fillWidth: true }
        Label { textFormat: Text.PlainText; text: qsTr("Played"); color: Theme.textDim; font.pixelSize: 12; Layout.preferredWidth: 64; horizontalAlignment: Text.AlignRight }
        Label { textFormat: Text.PlainText; text: qsTr("Won"); color: Theme.textDim; font.pixelSize: 12; Layout.preferredWidth: 66; horizontalAlignment: Text.AlignRight }
        Label { textFormat: Text.PlainText; text: "%"; color: Theme.textDim; font.pixelSize: 12; Layout.preferredWidth: 48; horizontalAlignment: Text.AlignRight }
    }
    Repeater {
        model: table.rows
        RowLayout {
            required property var modelData
            Layout.fillWidth: true
            Label { textFormat: Text.PlainText; text: modelData.label; font.pixelSize: 14; elide: Text.ElideRight; Layout.fillWidth: true }
            Label { textFormat: Text.PlainText; text: Number(modelData.played).toLocaleString(Qt.locale(), "f", 0); font.pixelSize: 14; Layout.preferredWidth: 64; horizontalAlignment: Text.AlignRight }
            Label { textFormat: Text.PlainText; text: Number(modelData.won).toLocaleString(Qt.locale(), "f", 0); font.pixelSize: 14; Layout.preferredWidth: 66; horizontalAlignment: Text.AlignRight }
            Label { textFormat: Text.PlainText; text: modelData.rate; font.pixelSize: 14; Layout.preferredWidth: 48; horizontalAlignment: Text.AlignRight }
        }
    }
}
