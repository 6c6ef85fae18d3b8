import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Replays: the games kept to watch again (the last 50 finished, and a game still saved),
// a record file to open, and each game's export as a record file.
FocusScope {
    id: screen
    objectName: "gamesScreen"
    readonly property var r: App.replays
    Keys.onEscapePressed: App.showScreen("menu")
    Component.onCompleted: r.refresh()

    // Which of `forms` (the ways of naming a game's players, shortest first, every name
    // last) fits in two lines of `width`: the longest that does. A wrapped line ends before
    // a word that does not fit on it, so it may fall short by up to the widest word: a text
    // no wider than two lines less that wraps onto two at most. (Every word of every form is
    // in the shortest, the one naming one fewer than all, or the last.) At most ten forms:
    // tried from the longest down.
    function namesThatFit(forms, width, metrics) {
        var last = forms.length - 1
        if (last === 0 || width <= 0)
            return 0
        var widest = 0
        for (const word of [forms[0], forms[last - 1], forms[last]].join(" ").split(" "))
            widest = Math.max(widest, metrics.advanceWidth(word + " "))
        var room = 2 * width - widest
        for (var k = last; k > 0; --k) {
            if (metrics.advanceWidth(forms[k]) <= room)
                return k
        }
        return 0
    }

    Panel {
        anchors.centerIn: parent
        enabled: !openDialog.opened && !exportDialog.opened  // no Tab stop under a chooser
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
                objectName: "gamesHeader"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                // true of the list under it: a game still saved (not finished) is named too
                readonly property int saves: screen.r.games.filter(g => g.saved).length
                text: saves > 0
                      ? qsTr("Games you saved and the last 50 games you finished are kept here to watch "
                             + "again, move by move, with the table's own animations. A record file "
                             + "from another computer opens here too, or dropped on the window.")
                      : qsTr("The last 50 games you finished are kept here to watch again, move by move, "
                             + "with the table's own animations. A record file from another computer "
                             + "opens here too, or dropped on the window.")
                color: Theme.textDim
                font.pixelSize: 14
                wrapMode: Text.WordWrap
            }
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                // Every row is made (at most the 50 kept and two saves), in the list's order:
                // Tab goes through them all, top to bottom, where a ListView's rows not yet
                // scrolled to would not be there to take it.
                Flickable {
                    id: list
                    objectName: "gamesList"
                    anchors.fill: parent
                    clip: true
                    contentWidth: width
                    contentHeight: games.height
                    boundsBehavior: Flickable.StopAtBounds
                    readonly property alias count: rows.count
                    readonly property bool followsFocus: true
                    FollowFocus { flickable: list }
                    ScrollBar.vertical: ScrollBar {
                        id: gamesScroll
                        objectName: "gamesScroll"
                        // shown while there are more games than fit: the list says it scrolls
                        policy: gamesScroll.size < 0.999 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                        Accessible.name: qsTr("Replays")
                        Accessible.ignored: !visible
                    }
                    Column {
                        id: games
                        objectName: "gameRows"
                        width: list.width - (gamesScroll.visible ? gamesScroll.width + 6 : 0)
                        spacing: 6
                        Repeater {
                            id: rows
                            model: screen.r.games
                            delegate: Rectangle {
                                id: row
                                required property var modelData
                                width: games.width
                                height: Math.max(58, content.implicitHeight + 16)
                                radius: 10
                                color: "#14FFFFFF"
                                RowLayout {
                                    id: content
                                    x: 14
                                    width: parent.width - 22
                                    anchors.verticalCenter: parent.verticalCenter
                                    spacing: 12
                                    ColumnLayout {
                                        Layout.fillWidth: true
                                        spacing: 2
                                        Label {
                                            textFormat: Text.PlainText
                                            Layout.fillWidth: true
                                            text: row.modelData.title
                                            font.pixelSize: 16; font.bold: true
                                            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                                        }
                                        Label {
                                            textFormat: Text.PlainText
                                            Layout.fillWidth: true
                                            text: row.modelData.when
                                            color: Theme.textDim
                                            font.pixelSize: 13
                                            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                                        }
                                        Label {
                                            id: names
                                            objectName: "gameNames" + row.modelData.index
                                            textFormat: Text.PlainText
                                            Layout.fillWidth: true
                                            // every name if they fit in two lines, else as many
                                            // as do and "and 8 others"; all of them on
                                            // hovering and for a screen reader
                                            readonly property int form: screen.namesThatFit(row.modelData.forms, width, metrics)
                                            readonly property bool shortened: form < row.modelData.forms.length - 1
                                            text: row.modelData.forms[form]
                                            color: Theme.textDim
                                            font.pixelSize: 13
                                            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                                            Accessible.name: row.modelData.everyone
                                            FontMetrics { id: metrics; font: names.font }
                                            HoverHandler { id: namesHover }
                                            ToolTip.visible: names.shortened && namesHover.hovered
                                            ToolTip.text: row.modelData.players
                                            ToolTip.delay: 500
                                        }
                                    }
                                    GameButton {
                                        objectName: "watchButton" + row.modelData.index
                                        text: qsTr("Watch")
                                        primary: true
                                        implicitHeight: 42
                                        fontSize: 14
                                        Accessible.description: row.modelData.description
                                        onClicked: screen.r.watch(row.modelData.index)
                                    }
                                    GameButton {
                                        objectName: "exportButton" + row.modelData.index
                                        text: qsTr("Export…")
                                        implicitHeight: 42
                                        fontSize: 14
                                        Accessible.description: row.modelData.description
                                        onClicked: { exportDialog.index = row.modelData.index; exportDialog.open() }
                                    }
                                }
                            }
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

    FileChooser {
        id: openDialog
        objectName: "openFileChooser"
        title: qsTr("Open a record file")
        filters: [{label: qsTr("UNO Desktop records (*.unorec)"), patterns: ["*.unorec"]},
                  {label: qsTr("Saved games (*.json)"), patterns: ["*.json"]},
                  {label: qsTr("All files (*)"), patterns: []}]
        onChosen: (url) => App.openFile(url)
    }
    RecordFileDialog {
        id: exportDialog
        objectName: "exportFileChooser"
        property int index: -1
        onChosen: (url) => screen.r.exportGame(index, url)
    }
}
