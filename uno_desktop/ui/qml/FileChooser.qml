import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The game's own file chooser, to open a record file and to export one: a modal overlay
// like every other (ModalOverlay), over the screen that holds it, drawn by the game rather
// than by Qt Quick Dialogs (ui/files.py says why). `open()` shows it; `chosen(url)` gives
// the file's `file:` URL, and the focus goes back where it was. The folders come from
// App.files (Python): the places to jump to, the folder's subfolders and the files that
// match the filter shown, hidden ones left out.
//
// Keys: the arrows move through the list (a folder opens on Enter, a file is chosen on
// Enter), Backspace goes up a folder, Tab goes round the controls, Esc cancels. Saving, the
// name field has the focus; a file picked in the list gives its name, and a name that is
// there already asks before it is replaced.
Item {
    id: chooser
    anchors.fill: parent
    z: 1000  // over whatever its screen shows (a replay's bar is at 700)
    visible: loader.active
    property string title: ""
    property bool saving: false
    // [{label, patterns}]: what the list shows, the first at first (saving: the first only)
    property var filters: []
    property string defaultSuffix: ""
    property string suggestedName: ""  // saving: the name the field starts with
    property string acceptText: saving ? qsTr("Export") : qsTr("Open")
    readonly property bool opened: loader.active
    readonly property Item overlay: loader.item
    signal chosen(string url)
    property Item _returnTo: null

    function open() {
        _returnTo = Window.activeFocusItem
        loader.active = true
    }
    function close() {
        loader.active = false
        if (_returnTo && _returnTo.visible) _returnTo.forceActiveFocus(Qt.TabFocusReason)
    }

    Loader {
        id: loader
        anchors.fill: parent
        active: false
        sourceComponent: ModalOverlay {
            id: dialog
            objectName: "fileChooser"
            property string folder: ""
            property string parentFolder: ""
            property var entries: []
            property string error: ""
            property string picked: ""  // the file picked in the list ('' for none)
            property int filterIndex: 0
            readonly property var patterns: chooser.filters.length > 0
                                            ? chooser.filters[filterIndex].patterns : []
            Accessible.name: chooser.title
            defaultItem: chooser.saving ? nameField : rowsView
            onEscaped: chooser.close()
            onDimClicked: chooser.close()
            // said at once to a screen reader, wherever the focus is (the list, the name)
            onErrorChanged: if (error !== "") dialog.Accessible.announce(error)
            Component.onCompleted: {
                load(App.files.start())
                if (chooser.saving)  // the name without its suffix, to type over
                    nameField.select(0, Math.max(0, nameField.text.lastIndexOf(".")) || nameField.length)
            }

            function load(path) {
                var seen = App.files.listing(path, patterns)
                folder = seen.folder
                parentFolder = seen.parent
                entries = seen.entries
                error = seen.error
                picked = ""
                rowsView.currentIndex = entries.length > 0 ? 0 : -1
                rowsView.positionViewAtBeginning()
            }
            function up() { if (parentFolder !== "") load(parentFolder) }
            function activate(entry) {
                if (entry.folder) {
                    load(entry.path)
                    rowsView.forceActiveFocus(Qt.TabFocusReason)
                } else if (picked === entry.name) {
                    accept()
                } else {
                    pick(entry.name)
                }
            }
            function pick(name) {
                picked = name
                error = ""
                if (chooser.saving) nameField.text = name
            }
            function accept() {
                if (!chooser.saving) {
                    if (picked === "") return
                    done(App.files.url(folder, picked))
                    return
                }
                var target = App.files.target(folder, nameField.text, chooser.defaultSuffix)
                if (target.error !== "") {
                    error = target.error
                    nameField.forceActiveFocus(Qt.TabFocusReason)
                } else if (target.exists) {
                    replace.target = target
                } else {
                    done(target.url)
                }
            }
            function done(url) {
                App.files.remember(folder)
                chooser.close()
                chooser.chosen(url)
            }
            function keyPressed(event) {
                if (event.key === Qt.Key_Backspace && !nameField.activeFocus) {
                    up()
                    return true
                }
                return false
            }

            Panel {
                anchors.centerIn: parent
                color: "#F5102620"
                width: Math.min(760, dialog.width - 60)
                height: Math.min(620, dialog.height - 40)
                MouseArea { anchors.fill: parent }  // a click on the panel is not a cancel
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: 24
                    spacing: 10
                    Text {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: chooser.title
                        color: Theme.accent
                        font.pixelSize: 24; font.bold: true
                        wrapMode: Text.Wrap
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 10
                        GameButton {
                            id: upButton
                            objectName: "fileUpButton"
                            text: qsTr("Up")
                            implicitHeight: 40
                            fontSize: 14
                            enabled: dialog.parentFolder !== ""
                            Accessible.description: qsTr("To the folder that holds this one (Backspace)")
                            onClicked: dialog.up()
                        }
                        Text {
                            objectName: "fileFolder"
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            text: dialog.folder
                            color: Theme.text
                            font.pixelSize: 15
                            elide: Text.ElideMiddle
                            Accessible.role: Accessible.StaticText
                            Accessible.name: qsTr("Folder: %1").arg(dialog.folder)
                        }
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 8
                        Repeater {
                            model: App.files.places()
                            delegate: GameButton {
                                required property var modelData
                                objectName: "filePlace_" + modelData.key
                                text: ({home: qsTr("Home"), documents: qsTr("Documents"),
                                        desktop: qsTr("Desktop"), downloads: qsTr("Downloads")})[modelData.key]
                                implicitHeight: 38
                                fontSize: 13
                                leftPadding: 16; rightPadding: 16
                                onClicked: {
                                    dialog.load(modelData.path)
                                    rowsView.forceActiveFocus(Qt.TabFocusReason)
                                }
                            }
                        }
                    }
                    Rectangle {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        radius: 10
                        color: "#14FFFFFF"
                        border.width: rowsView.activeFocus ? 2 : 1
                        border.color: rowsView.activeFocus ? Theme.accent : "#33FFFFFF"
                        SafeListView {
                            id: rowsView
                            objectName: "fileRows"
                            anchors.fill: parent
                            anchors.margins: 4
                            clip: true
                            activeFocusOnTab: true
                            keyNavigationEnabled: true
                            highlightMoveDuration: 0
                            boundsBehavior: Flickable.StopAtBounds
                            Accessible.role: Accessible.List
                            Accessible.name: qsTr("Folders and files")
                            Accessible.description: dialog.entries.length === 0 ? fileListNote.text : ""
                            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
                            rows: dialog.entries
                            rowDelegate: ButtonBase {
                                id: row
                                required property var modelData
                                required property int index
                                readonly property bool isPicked: !modelData.folder && dialog.picked === modelData.name
                                objectName: "fileRow" + index
                                width: rowsView.width - 12
                                height: 40
                                focus: ListView.isCurrentItem
                                activeFocusOnTab: false
                                text: modelData.name
                                ringTarget: back
                                Accessible.role: Accessible.ListItem
                                Accessible.name: modelData.folder ? qsTr("Folder %1").arg(modelData.name) : modelData.name
                                Accessible.selected: isPicked
                                // Focus moved here by the arrows picks the file (Enter opens it)
                                onActiveFocusChanged: if (activeFocus && !modelData.folder) dialog.pick(modelData.name)
                                onClicked: {
                                    rowsView.currentIndex = index
                                    dialog.activate(modelData)
                                }
                                Keys.onTabPressed: (event) => { dialog.moveFocus(rowsView, true); event.accepted = true }
                                Keys.onBacktabPressed: (event) => { dialog.moveFocus(rowsView, false); event.accepted = true }
                                Rectangle {
                                    id: back
                                    anchors.fill: parent
                                    radius: 8
                                    color: row.isPicked ? "#40F5C518" : row.hovered ? "#1AFFFFFF" : "transparent"
                                }
                                Item {  // a folder (its tab and body) or a page (lines on it)
                                    id: glyph
                                    x: 12
                                    width: 18; height: 18
                                    anchors.verticalCenter: parent.verticalCenter
                                    Rectangle {
                                        visible: row.modelData.folder
                                        x: 0; y: 1; width: 8; height: 4; radius: 1
                                        color: Theme.accent
                                    }
                                    Rectangle {
                                        visible: row.modelData.folder
                                        y: 3; width: 18; height: 14; radius: 2
                                        color: Theme.accent
                                    }
                                    Rectangle {
                                        visible: !row.modelData.folder
                                        x: 2; width: 14; height: 18; radius: 2
                                        color: "transparent"
                                        border.width: 2
                                        border.color: Theme.textDim
                                        Repeater {
                                            model: 3
                                            Rectangle {
                                                required property int index
                                                x: 4; y: 5 + 4 * index; width: 6; height: 2
                                                color: Theme.textDim
                                            }
                                        }
                                    }
                                }
                                Text {
                                    textFormat: Text.PlainText
                                    anchors.left: glyph.right
                                    anchors.leftMargin: 12
                                    anchors.right: parent.right
                                    anchors.rightMargin: 12
                                    anchors.verticalCenter: parent.verticalCenter
                                    text: row.modelData.name
                                    color: Theme.text
                                    font.pixelSize: 15
                                    font.bold: row.isPicked
                                    elide: Text.ElideMiddle
                                }
                            }
                        }
                        Text {
                            id: fileListNote
                            objectName: "fileListNote"
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            width: parent.width - 40
                            visible: dialog.entries.length === 0
                            text: dialog.error !== "" && !chooser.saving ? dialog.error
                                  : chooser.saving ? qsTr("No folders and no record files here yet.")
                                  : qsTr("Nothing here to open: no folder and no file of this kind.")
                            horizontalAlignment: Text.AlignHCenter
                            wrapMode: Text.Wrap
                            color: Theme.textDim
                            font.pixelSize: 15
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        visible: chooser.saving
                        spacing: 10
                        Text {
                            textFormat: Text.PlainText
                            text: qsTr("File name:")
                            color: Theme.text
                            font.pixelSize: 15
                        }
                        TextField {
                            id: nameField
                            objectName: "fileName"
                            Layout.fillWidth: true
                            font.pixelSize: 15
                            text: chooser.saving ? chooser.suggestedName : ""
                            Accessible.name: qsTr("File name")
                            Accessible.description: dialog.error
                            onAccepted: dialog.accept()
                            onTextEdited: { dialog.picked = ""; dialog.error = "" }
                            Keys.onTabPressed: (event) => { dialog.moveFocus(nameField, true); event.accepted = true }
                            Keys.onBacktabPressed: (event) => { dialog.moveFocus(nameField, false); event.accepted = true }
                        }
                    }
                    Text {
                        objectName: "fileError"
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: text !== "" && (chooser.saving || dialog.entries.length > 0)
                        text: dialog.error
                        color: "#FF8A80"
                        font.pixelSize: 14
                        wrapMode: Text.Wrap
                        Accessible.role: Accessible.AlertMessage
                        Accessible.name: text
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 10
                        ComboBox {
                            id: filterBox
                            objectName: "fileFilter"
                            visible: !chooser.saving && chooser.filters.length > 1
                            Layout.fillWidth: true
                            Layout.maximumWidth: 360
                            model: chooser.filters.map(f => f.label)
                            currentIndex: dialog.filterIndex
                            Accessible.name: qsTr("Files shown")
                            onActivated: (index) => {
                                dialog.filterIndex = index
                                dialog.load(dialog.folder)
                            }
                            Keys.onTabPressed: (event) => { dialog.moveFocus(filterBox, true); event.accepted = true }
                            Keys.onBacktabPressed: (event) => { dialog.moveFocus(filterBox, false); event.accepted = true }
                        }
                        Item { Layout.fillWidth: true }
                        GameButton {
                            objectName: "fileCancelButton"
                            text: qsTr("Cancel")
                            onClicked: chooser.close()
                        }
                        GameButton {
                            objectName: "fileAcceptButton"
                            text: chooser.acceptText
                            primary: true
                            enabled: chooser.saving ? nameField.text.trim() !== "" : dialog.picked !== ""
                            onClicked: dialog.accept()
                        }
                    }
                }
            }

            ConfirmDialog {
                id: replace
                property var target: null
                objectName: "fileReplaceDialog"
                anchors.fill: parent
                visible: target !== null
                title: qsTr("Replace the file?")
                text: target ? qsTr("%1 is there already. Replace it with this game?").arg(target.name) : ""
                confirmText: qsTr("Replace")
                cancelText: qsTr("Cancel")
                takesFocus: false  // it takes the focus when it shows
                onVisibleChanged: if (visible) takeFocus()
                onConfirmed: { var url = target.url; target = null; dialog.done(url) }
                onCancelled: { target = null; nameField.forceActiveFocus(Qt.TabFocusReason) }
            }
        }
    }
}
