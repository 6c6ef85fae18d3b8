import QtQuick
import QtQuick.Controls

// Every key of the game (F1 or ? from any screen; Esc, F1 or Close shuts it). The list
// comes from App.keyHelp, the same one the rules screen and the README show.
ModalOverlay {
    id: help
    objectName: "helpOverlay"
    signal done()
    Accessible.name: title.text
    dim: "#B3000000"
    // The list is a keyboard player's: its Close shows its focus ring from the start.
    defaultItem: close
    onEscaped: help.done()
    onDimClicked: help.done()
    function keyPressed(event) {
        if (event.key === Qt.Key_F1 || event.key === Qt.Key_Question) {
            help.done()
            return true
        }
        return false
    }
    Panel {
        id: panel
        anchors.centerIn: parent
        color: "#F5102620"
        width: Math.min(860, help.width - 60)
        height: Math.min(title.implicitHeight + grid.implicitHeight + close.implicitHeight + 24 + 3 * 14 + 24,
                         help.height - 40)
        MouseArea { anchors.fill: parent }
        Text {
            textFormat: Text.PlainText
            id: title
            x: 28; y: 24
            text: App.keyHelpIsReplay ? qsTr("Keys of the replay") : qsTr("Keys")
            color: Theme.accent
            font.pixelSize: 28; font.bold: true
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        // The keys scroll when the window is too low for all of them (the bar says so; the
        // arrows and Page Up/Down move it); Close stays in view below.
        Flickable {
            id: keys
            objectName: "helpKeys"
            x: 28; y: title.y + title.height + 14
            width: parent.width - 56
            height: close.y - 14 - y
            contentWidth: width
            contentHeight: grid.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            readonly property real barRoom: helpScroll.visible ? helpScroll.width + 8 : 0
            ScrollBar.vertical: ScrollBar {
                id: helpScroll
                objectName: "helpScroll"
                policy: helpScroll.size < 0.999 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                Accessible.name: title.text
                Accessible.ignored: !visible
            }
            function scrollBy(dy) {
                contentY = Math.max(0, Math.min(contentHeight - height, contentY + dy))
            }
            Grid {
                id: grid
                columns: 2
                columnSpacing: 24
                rowSpacing: 8
                readonly property real fullWidth: keys.width - keys.barRoom
                readonly property real keysWidth: Math.min(260, fullWidth * 0.34)
                Repeater {
                    model: App.keyHelp.length * 2  // per key: the keys, then what they do
                    delegate: Text {
                        textFormat: Text.PlainText
                        required property int index
                        readonly property var entry: App.keyHelp[Math.floor(index / 2)]
                        width: index % 2 === 0 ? grid.keysWidth : grid.fullWidth - grid.keysWidth - grid.columnSpacing
                        text: index % 2 === 0 ? entry.keys : entry.what
                        color: index % 2 === 0 ? Theme.accent : Theme.text
                        font.pixelSize: 16
                        font.bold: index % 2 === 0
                        wrapMode: Text.Wrap
                    }
                }
            }
        }
        GameButton {
            id: close
            objectName: "helpClose"
            anchors.right: parent.right; anchors.rightMargin: 28
            anchors.bottom: parent.bottom; anchors.bottomMargin: 24
            text: qsTr("Close")
            primary: true
            onClicked: help.done()
            Keys.onUpPressed: keys.scrollBy(-40)
            Keys.onDownPressed: keys.scrollBy(40)
            Keys.onPressed: (event) => {
                if (event.key === Qt.Key_PageUp || event.key === Qt.Key_PageDown) {
                    keys.scrollBy((event.key === Qt.Key_PageUp ? -0.9 : 0.9) * keys.height)
                    event.accepted = true
                }
            }
        }
    }
}
