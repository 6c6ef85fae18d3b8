import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts

// Replays: the games kept to watch again (the last 50 finished, and a game still saved),
// a record file to open, and each game's export as a record file.
FocusScope {
    id: screen
    objectName: "gamesScreen"
    readonly property var r: App.replays
    Keys.onEscapePressed: App.showScreen("menu")
    Component.onCompleted: r.refresh()

    Panel {
        anchors.centerIn: parent
        width: Math.min(900, parent.width - 60)
        height: parent.height - 60
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 24
            spacing: 12
            Text {
                textFormat: Text.PlainText
                text: qsTr("Replays")
                color: Theme.text
                font.pixelSize: 30
                font.bold: true
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("The last 50 games you finished are kept here to watch again, move by move, "
                           + "with the table's own animations. A record file from another computer "
                           + "opens here too, or dropped on the window.")
                color: Theme.textDim
                font.pixelSize: 14
                wrapMode: Text.WordWrap
            }
            SafeListView {
                id: list
                objectName: "gamesList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 6
                rows: screen.r.games
                ScrollBar.vertical: ScrollBar {}
                rowDelegate: Rectangle {
                    id: row
                    required property var modelData
                    width: list.width - 12
                    height: 58
                    radius: 10
                    color: "#14FFFFFF"
                    RowLayout {
                        anchors.fill: parent
                        anchors.leftMargin: 14; anchors.rightMargin: 8
                        spacing: 12
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 2
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                text: row.modelData.saved
                                      ? qsTr("%1 · saved game, not finished").arg(row.modelData.edition)
                                      : row.modelData.edition + " · " + (row.modelData.winner !== ""
                                        ? qsTr("won by %1").arg(row.modelData.winner) : qsTr("no winner"))
                                font.pixelSize: 16; font.bold: true
                                elide: Text.ElideRight
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                text: row.modelData.date + " · " + row.modelData.players
                                      + (row.modelData.hands > 0 ? " · " + qsTr("%n hand(s)", "", row.modelData.hands) : "")
                                color: Theme.textDim
                                font.pixelSize: 13
                                elide: Text.ElideRight
                            }
                        }
                        GameButton {
                            objectName: "watchButton" + row.modelData.index
                            text: qsTr("Watch")
                            primary: true
                            implicitHeight: 42
                            fontSize: 14
                            onClicked: screen.r.watch(row.modelData.index)
                        }
                        GameButton {
                            text: qsTr("Export…")
                            implicitHeight: 42
                            fontSize: 14
                            onClicked: { exportDialog.index = row.modelData.index; exportDialog.open() }
                        }
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    width: parent.width - 40
                    visible: list.count === 0
                    text: qsTr("No finished games yet. Every game you finish is kept here to watch again.")
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    color: Theme.textDim
                    font.pixelSize: 16
                }
            }
            RowLayout {
                Layout.fillWidth: true
                GameButton {
                    objectName: "openFileButton"
                    text: qsTr("Open a record file…")
                    onClicked: openDialog.open()
                }
                Item { Layout.fillWidth: true }
                GameButton {
                    text: qsTr("Back")
                    primary: true
                    onClicked: App.showScreen("menu")
                }
            }
        }
    }

    FileDialog {
        id: openDialog
        title: qsTr("Open a record file")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("UNO Desktop records (*.unorec)"), qsTr("Saved games (*.json)"), qsTr("All files (*)")]
        onAccepted: App.openFile(selectedFile.toString())
    }
    RecordFileDialog {
        id: exportDialog
        property int index: -1
        onChosen: (url) => screen.r.exportGame(index, url)
    }
}
