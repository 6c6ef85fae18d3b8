import QtQuick

// Choose a colour after a Wild: four big discs (with shapes in colour-blind mode). It opens
// with the keyboard focus on a colour: the arrows move it, Enter or Space chooses, and
// R, Y, G, B (or 1–4) choose at once (each disc shows its letter). U goes on to the table
// (a Wild as your last but one card: the UNO call stays open), and so does H: the coach's
// hint stands under the discs (``hint``, the prompt's line is under the dim) and the table
// puts the focus on the colour it names (``focusOnColor``), so Enter takes it.
ModalOverlay {
    id: picker
    property bool colorBlind: false
    signal chosen(string color)
    readonly property var names: ["red", "yellow", "green", "blue"]
    property int current: 0
    property string hint: ""
    Accessible.name: title.text
    dim: "#88000000"
    passKeys: [Qt.Key_U, Qt.Key_H]

    function focusOn(i) {
        current = (i + 4) % 4
        var disc = discs.itemAt(current)
        if (disc) {
            picker.giveFocus(disc.button, Qt.TabFocusReason)
            disc.button.focusFromKeyboard = true  // the ring shows from the start
        }
    }
    function takeFocus() { focusOn(current) }
    function focusOnColor(name) {
        var i = names.indexOf(name)
        if (i >= 0) focusOn(i)
    }
    function keyPressed(event) {
        var direct = { [Qt.Key_R]: 0, [Qt.Key_Y]: 1, [Qt.Key_G]: 2, [Qt.Key_B]: 3,
                       [Qt.Key_1]: 0, [Qt.Key_2]: 1, [Qt.Key_3]: 2, [Qt.Key_4]: 3 }
        if (event.key in direct) {
            picker.chosen(names[direct[event.key]])
        } else if (event.key === Qt.Key_Left || event.key === Qt.Key_Up) {
            focusOn(current - 1)
        } else if (event.key === Qt.Key_Right || event.key === Qt.Key_Down) {
            focusOn(current + 1)
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            picker.chosen(names[current])
        } else {
            return false
        }
        return true
    }

    Panel {
        anchors.centerIn: parent
        color: "#F5102620"
        width: Math.max(520, title.implicitWidth + 48)
        height: hintLine.visible ? hintLine.y + hintLine.height + 20 : 250
        Text {
            textFormat: Text.PlainText
            id: title
            anchors.horizontalCenter: parent.horizontalCenter
            y: 22
            text: qsTr("Choose a colour")
            color: Theme.text
            font.pixelSize: 26; font.bold: true
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            y: 82
            spacing: 22
            Repeater {
                id: discs
                model: [{ name: "red", label: qsTr("Red"), key: "R" },
                        { name: "yellow", label: qsTr("Yellow"), key: "Y" },
                        { name: "green", label: qsTr("Green"), key: "G" },
                        { name: "blue", label: qsTr("Blue"), key: "B" }]
                delegate: Column {
                    required property var modelData
                    required property int index
                    property alias button: disc
                    spacing: 6
                    ButtonBase {  // insets (6) and padding (12): the Material round button's
                        id: disc
                        objectName: "color_" + modelData.name
                        width: 96; height: 96
                        Accessible.name: modelData.label
                        key: modelData.key
                        ringTarget: face
                        onClicked: picker.chosen(modelData.name)
                        onActiveFocusChanged: if (activeFocus) picker.current = index
                        Rectangle {
                            id: face
                            anchors.fill: parent
                            anchors.margins: 6
                            radius: width / 2
                            color: disc.hovered ? Qt.lighter(Theme.colorOf(modelData.name), 1.15) : Theme.colorOf(modelData.name)
                            border.color: "white"
                            border.width: disc.hovered ? 5 : 3
                        }
                        Text {
                            textFormat: Text.PlainText
                            anchors.fill: parent
                            anchors.margins: 12
                            text: picker.colorBlind ? Theme.shapeOf(modelData.name) : ""
                            color: "white"; font.pixelSize: 46
                            style: Text.Outline; styleColor: "#99000000"
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                        }
                    }
                    Row {  // its name and its key
                        anchors.horizontalCenter: parent.horizontalCenter
                        spacing: 6
                        Text {
                            textFormat: Text.PlainText
                            anchors.verticalCenter: parent.verticalCenter
                            text: modelData.label
                            color: Theme.text
                            font.pixelSize: 15
                        }
                        KeyCap { anchors.verticalCenter: parent.verticalCenter; text: modelData.key }
                    }
                }
            }
        }
        Text {  // the coach's hint (H): which colour and why
            id: hintLine
            objectName: "colorHint"
            textFormat: Text.PlainText
            visible: picker.hint !== ""
            text: picker.hint
            x: 24; y: 232
            width: parent.width - 48
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            color: Theme.accent
            font.pixelSize: 16; font.italic: true
        }
    }
}
