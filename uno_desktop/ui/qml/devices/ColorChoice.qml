import QtQuick
import QtQuick.Controls
import ".."

// Four colour discs, each with its shape (colour-blind safe) and name, for naming a colour,
// at a panel's scale k.
Row {
    id: choice
    property real k: 1
    property real disc: 62 * k
    signal chosen(string color)
    spacing: 14 * k
    Repeater {
        model: [{ name: "red", label: qsTr("Red"), key: "R" },
                { name: "yellow", label: qsTr("Yellow"), key: "Y" },
                { name: "green", label: qsTr("Green"), key: "G" },
                { name: "blue", label: qsTr("Blue"), key: "B" }]
        delegate: Column {
            required property var modelData
            spacing: 4 * choice.k
            RoundButton {
                id: btn
                objectName: "name_" + modelData.name
                width: choice.disc; height: choice.disc
                Accessible.name: modelData.label
                Accessible.description: qsTr("Key: %1").arg(modelData.key)
                readonly property string key: modelData.key  // F1: R, Y, G, B
                onClicked: choice.chosen(modelData.name)
                background: Rectangle {
                    radius: width / 2
                    color: btn.hovered ? Qt.lighter(Theme.colorOf(modelData.name), 1.15) : Theme.colorOf(modelData.name)
                    border.color: "white"
                    border.width: btn.hovered ? 4 : 2
                }
                FocusRing {  // the keyboard's focus (the style's own went with its background)
                    target: btn.background
                    visible: btn.visualFocus
                }
                contentItem: Item {
                    ShapeMark {
                        anchors.centerIn: parent
                        width: btn.width * 0.4; height: width
                        colorName: modelData.name
                        fill: "white"; stroke: "#60000000"
                    }
                }
            }
            Row {  // its name and its key
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: 4 * choice.k
                Text {
                    textFormat: Text.PlainText
                    anchors.verticalCenter: parent.verticalCenter
                    text: modelData.label
                    color: Theme.text; font.pixelSize: 13 * choice.k
                }
                KeyCap { anchors.verticalCenter: parent.verticalCenter; k: 0.8 * choice.k; text: modelData.key }
            }
        }
    }
}
