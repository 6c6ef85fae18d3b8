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
        model: [{ name: "red", label: qsTr("Red") }, { name: "yellow", label: qsTr("Yellow") },
                { name: "green", label: qsTr("Green") }, { name: "blue", label: qsTr("Blue") }]
        delegate: Column {
            required property var modelData
            spacing: 4 * choice.k
            RoundButton {
                id: btn
                objectName: "name_" + modelData.name
                width: choice.disc; height: choice.disc
                Accessible.name: modelData.label
                onClicked: choice.chosen(modelData.name)
                background: Rectangle {
                    radius: width / 2
                    color: btn.hovered ? Qt.lighter(Theme.colorOf(modelData.name), 1.15) : Theme.colorOf(modelData.name)
                    border.color: "white"
                    border.width: btn.hovered ? 4 : 2
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
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                text: modelData.label
                color: Theme.text; font.pixelSize: 13 * choice.k
            }
        }
    }
}
