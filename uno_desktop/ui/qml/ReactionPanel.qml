import QtQuick

// The quick reactions the player may send (Q at the table, or React): five buttons, then a
// switch per other player to hide that player's reactions on this screen. A modal overlay
// (ModalOverlay): Enter sends the focused reaction and closes, the arrows and Tab move
// between them, Esc or a click beside the panel closes it. Plain Qt Quick, built only
// while open.
ModalOverlay {
    id: panel
    objectName: "reactionPanel"
    dim: "#55000000"
    property var game                          // the table's controller
    readonly property var reactions: game ? game.reactionsObject : null
    property real k: 1
    property real panelY: 0                    // where the panel goes: under the table's bar
    signal done()
    Accessible.name: qsTr("Quick reactions")
    defaultItem: choices.count > 0 ? choices.itemAt(0) : null
    onEscaped: panel.done()
    onDimClicked: panel.done()
    function focusChoice(i) {  // the arrows go round the reactions
        var next = choices.itemAt((i + choices.count) % choices.count)
        if (next) { next.forceActiveFocus(Qt.TabFocusReason); next.focusFromKeyboard = true }
    }

    Panel {
        id: box
        anchors.right: parent.right; anchors.rightMargin: 18
        y: panel.panelY
        width: column.width + 28 * panel.k
        height: column.height + 24 * panel.k
        color: "#F5102620"
        MouseArea { anchors.fill: parent }  // a click on the panel does not close it
        Column {
            id: column
            x: 14 * panel.k; y: 12 * panel.k
            spacing: 10 * panel.k
            Text {
                textFormat: Text.PlainText
                text: qsTr("Quick reactions")
                color: Theme.accent
                font.pixelSize: 16 * panel.k; font.bold: true
            }
            Row {
                id: choiceRow
                spacing: 8 * panel.k
                Repeater {
                    id: choices
                    model: panel.reactions ? panel.reactions.choices : []
                    ButtonBase {
                        id: choiceButton
                        required property var modelData
                        required property int index
                        objectName: "react_" + modelData.id
                        width: modelData.icon !== "" ? 52 * panel.k
                                                     : word.implicitWidth + 24 * panel.k
                        height: 52 * panel.k
                        text: modelData.label
                        ringTarget: face
                        Keys.onRightPressed: panel.focusChoice(index + 1)
                        Keys.onLeftPressed: panel.focusChoice(index - 1)
                        onClicked: { panel.reactions.send(modelData.id); panel.done() }
                        Rectangle {
                            id: face
                            anchors.fill: parent
                            radius: height / 2
                            color: choiceButton.down ? "#55FFFFFF"
                                   : choiceButton.hovered ? "#40FFFFFF" : "#26FFFFFF"
                            border.color: "#55FFFFFF"
                        }
                        Image {
                            visible: modelData.icon !== ""
                            anchors.centerIn: parent
                            width: parent.height - 14 * panel.k; height: width
                            source: modelData.icon
                            sourceSize.width: Math.ceil(width * 2 * Theme.ui)
                            sourceSize.height: Math.ceil(height * 2 * Theme.ui)
                        }
                        Text {
                            id: word
                            visible: modelData.icon === ""
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: modelData.label
                            color: Theme.text
                            font.pixelSize: 15 * panel.k; font.bold: true
                        }
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                visible: others.count > 0
                text: qsTr("Show reactions from")
                color: Theme.textDim
                font.pixelSize: 14 * panel.k
            }
            Flow {
                width: Math.max(choiceRow.width, 300 * panel.k)
                spacing: 6 * panel.k
                Repeater {
                    id: others
                    model: panel.game ? panel.game.seatsModel : null
                    GameButton {
                        required property int seat
                        required property string name
                        required property bool isMe
                        readonly property bool hidden: panel.reactions.muted.indexOf(seat) >= 0
                        visible: !isMe
                        objectName: "muteSeat" + seat
                        k: panel.k
                        implicitHeight: 36 * panel.k
                        leftPadding: 12 * panel.k; rightPadding: 12 * panel.k
                        fontSize: 13 * panel.k
                        primary: !hidden
                        text: hidden ? qsTr("%1 (hidden)").arg(name) : name
                        Accessible.role: Accessible.CheckBox
                        Accessible.checkable: true
                        Accessible.checked: !hidden
                        Accessible.name: qsTr("Reactions from %1").arg(name)
                        onClicked: panel.reactions.toggleMute(seat)
                    }
                }
            }
        }
    }
}
