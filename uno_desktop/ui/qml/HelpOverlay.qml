import QtQuick

// Every key of the game (F1 or ? from any screen; Esc, F1 or Close shuts it). The list
// comes from App.keyHelp, the same one the rules screen and the README show.
FocusScope {
    id: help
    objectName: "helpOverlay"
    readonly property bool modal: true
    signal done()
    Accessible.role: Accessible.Dialog
    Accessible.name: title.text
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Escape || event.key === Qt.Key_F1 || event.key === Qt.Key_Question) {
            help.done()
            event.accepted = true
        }
    }
    // The list is a keyboard player's: its Close shows its focus ring from the start.
    Component.onCompleted: {
        close.forceActiveFocus()
        close.focusFromKeyboard = true
    }

    Rectangle { anchors.fill: parent; color: "#B3000000" }
    MouseArea { anchors.fill: parent; onClicked: help.done() }
    Panel {
        anchors.centerIn: parent
        color: "#F5102620"
        width: Math.min(860, help.width - 60)
        height: Math.min(column.implicitHeight + 48, help.height - 40)
        clip: true
        MouseArea { anchors.fill: parent }
        Column {
            id: column
            x: 28; y: 24
            width: parent.width - 56
            spacing: 14
            Text {
                textFormat: Text.PlainText
                id: title
                text: qsTr("Keys")
                color: Theme.accent
                font.pixelSize: 28; font.bold: true
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Grid {
                id: grid
                columns: 2
                columnSpacing: 24
                rowSpacing: 8
                readonly property real keysWidth: Math.min(260, column.width * 0.34)
                Repeater {
                    model: App.keyHelp.length * 2  // per key: the keys, then what they do
                    delegate: Text {
                        textFormat: Text.PlainText
                        required property int index
                        readonly property var entry: App.keyHelp[Math.floor(index / 2)]
                        width: index % 2 === 0 ? grid.keysWidth : column.width - grid.keysWidth - grid.columnSpacing
                        text: index % 2 === 0 ? entry.keys : entry.what
                        color: index % 2 === 0 ? Theme.accent : Theme.text
                        font.pixelSize: 16
                        font.bold: index % 2 === 0
                        wrapMode: Text.Wrap
                    }
                }
            }
            GameButton {
                id: close
                objectName: "helpClose"
                anchors.right: parent.right
                text: qsTr("Close")
                primary: true
                onClicked: help.done()
            }
        }
    }
}
