import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// New game: edition, preset, players (human or bot level, names) and every rule option,
// generated from the core's option listing.
FocusScope {
    id: screen
    readonly property var setup: App.newGame

    Keys.onEscapePressed: App.showScreen("menu")

    Text {
        id: title
        textFormat: Text.PlainText
        x: 40; y: 22
        text: qsTr("New game")
        color: Theme.text
        font.pixelSize: 34
        font.bold: true
    }

    RowLayout {
        anchors { left: parent.left; right: parent.right; top: title.bottom; bottom: footer.top
                  margins: 28; topMargin: 14 }
        spacing: 24

        Panel {
            Layout.preferredWidth: Math.min(470, screen.width * 0.42)
            Layout.fillHeight: true
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 18
                spacing: 10
                GridLayout {
                    id: formGrid
                    columns: 2
                    columnSpacing: 12
                    Layout.fillWidth: true
                    Label { textFormat: Text.PlainText; text: qsTr("Edition"); font.pixelSize: 16 }
                    ValueBox {
                        objectName: "editionBox"
                        focus: true  // a screen reader starts here, as the keyboard does
                        Layout.fillWidth: true
                        values: screen.setup.editions.map((e) => e.value)
                        labels: screen.setup.editions.map((e) => e.label)
                        value: screen.setup.edition
                        Accessible.name: qsTr("Edition")
                        onChosen: (v) => screen.setup.setEdition(v)
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("House rules"); font.pixelSize: 16 }
                    ValueBox {
                        objectName: "presetBox"
                        Layout.fillWidth: true
                        values: screen.setup.presets.map((p) => p.value)
                        labels: screen.setup.presets.map((p) => p.label)
                        value: screen.setup.preset
                        Accessible.name: qsTr("House rules")
                        onChosen: (v) => screen.setup.setPreset(v)
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("Players"); font.pixelSize: 16 }
                    SpinBox {
                        id: seatCountBox
                        objectName: "seatCountBox"
                        from: 2; to: 10
                        value: screen.setup.seatCount
                        Accessible.name: qsTr("Number of players")
                        InnerText { control: seatCountBox }
                        onValueModified: screen.setup.setSeatCount(value)
                    }
                }
                SafeListView {
                    id: seatList
                    objectName: "seatList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    // whole rows only: the last one in view is never cut in half; lower rows
                    // in a low window, so that four players fit at 1024×640
                    readonly property real row: screen.height < 720 ? 44 : 56
                    readonly property real rowHeight: row + spacing
                    Layout.maximumHeight: Math.max(rowHeight, Math.floor(
                        (parent.height - formGrid.height - parent.spacing + spacing) / rowHeight) * rowHeight)
                    clip: true
                    spacing: 6
                    snapMode: ListView.SnapToItem
                    readonly property bool followsFocus: true
                    FollowFocus { flickable: seatList }
                    rows: screen.setup.seats
                    ScrollBar.vertical: ScrollBar {
                        id: seatScroll
                        objectName: "seatScroll"
                        // shown while there are more rows than fit: the list says it scrolls
                        policy: seatScroll.size < 0.999 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                        Accessible.name: qsTr("Players")
                        Accessible.ignored: !visible
                    }
                    rowDelegate: RowLayout {
                        required property var modelData
                        height: seatList.row
                        width: ListView.view.width - (seatScroll.visible ? seatScroll.width + 6 : 0)
                        spacing: 8
                        Label {
                            textFormat: Text.PlainText
                            text: (modelData.index + 1) + "."
                            Layout.preferredWidth: 26
                            font.pixelSize: 15
                        }
                        TextField {
                            Layout.fillWidth: true
                            Layout.preferredHeight: seatList.row
                            text: modelData.name
                            maximumLength: 24
                            Accessible.name: qsTr("Name of player %1").arg(modelData.index + 1)
                            onEditingFinished: screen.setup.setSeatName(modelData.index, text)
                            onTextEdited: screen.setup.setSeatName(modelData.index, text)
                        }
                        ValueBox {
                            Layout.preferredWidth: 170
                            Layout.preferredHeight: seatList.row
                            values: [0, 1, 2, 3]
                            labels: screen.setup.kinds
                            value: modelData.kindIndex
                            Accessible.name: qsTr("Player %1 is").arg(modelData.index + 1)
                            onChosen: (v) => screen.setup.setSeatKind(modelData.index, v)
                        }
                    }
                }
            }
        }

        Panel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            ScrollView {
                id: optionsView
                objectName: "optionsView"
                anchors.fill: parent
                anchors.margins: 14
                clip: true
                // the scroll bar has its own strip: it never lies over the controls
                rightPadding: ScrollBar.vertical.visible ? ScrollBar.vertical.width + 6 : 0
                contentWidth: availableWidth
                readonly property bool followsFocus: true
                FollowFocus { flickable: optionsView.contentItem }
                Binding { target: optionsView.ScrollBar.vertical; property: "objectName"; value: "optionsScroll" }
                Binding {  // shown while the rules run past the panel: the column says it scrolls
                    target: optionsView.ScrollBar.vertical
                    property: "policy"
                    value: optionsView.ScrollBar.vertical.size < 0.999 ? ScrollBar.AlwaysOn
                                                                       : ScrollBar.AlwaysOff
                }
                Binding {
                    target: optionsView.ScrollBar.vertical
                    property: "Accessible.name"
                    value: qsTr("Rules of the game")
                }
                Binding {  // the rows fill the width: there is nothing to scroll across
                    target: optionsView.ScrollBar.horizontal
                    property: "Accessible.ignored"
                    value: true
                }
                Column {
                    width: optionsView.availableWidth
                    spacing: 10
                    Repeater {
                        model: screen.setup.optionsModel
                        delegate: OptionRow {
                            required property var model
                            width: parent.width
                            option: model
                            setup: screen.setup
                        }
                    }
                }
            }
        }
    }

    RowLayout {
        id: footer
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 24 }
        height: 50
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: screen.setup.error
            Accessible.ignored: text === ""
            color: Theme.yellow
            wrapMode: Text.Wrap
            font.pixelSize: 15
        }
        GameButton {
            text: qsTr("Back")
            onClicked: App.showScreen("menu")
        }
        GameButton {
            text: qsTr("Rules")
            onClicked: App.showScreen("rules")
        }
        GameButton {
            objectName: "startButton"
            text: qsTr("Start game")
            primary: true
            enabled: screen.setup.error === ""
            onClicked: App.startNewGame()
        }
    }
}
