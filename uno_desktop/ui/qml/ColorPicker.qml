import QtQuick

// Choose a colour after a Wild: four big discs (with shapes in colour-blind mode).
Item {
    id: picker
    property bool colorBlind: false
    signal chosen(string color)
    Rectangle { anchors.fill: parent; color: "#88000000" }
    MouseArea { anchors.fill: parent }
    Panel {
        anchors.centerIn: parent
        color: "#F5102620"
        width: 520; height: 250
        Text {
            textFormat: Text.PlainText
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
                model: [{ name: "red", label: qsTr("Red") }, { name: "yellow", label: qsTr("Yellow") },
                        { name: "green", label: qsTr("Green") }, { name: "blue", label: qsTr("Blue") }]
                delegate: Column {
                    required property var modelData
                    spacing: 6
                    ButtonBase {  // insets (6) and padding (12): the Material round button's
                        objectName: "color_" + modelData.name
                        width: 96; height: 96
                        Accessible.name: modelData.label
                        onClicked: picker.chosen(modelData.name)
                        Rectangle {
                            anchors.fill: parent
                            anchors.margins: 6
                            radius: width / 2
                            color: parent.hovered ? Qt.lighter(Theme.colorOf(modelData.name), 1.15) : Theme.colorOf(modelData.name)
                            border.color: "white"
                            border.width: parent.hovered ? 5 : 3
                        }
                        Text {
                            textFormat: Text.PlainText
                            anchors.fill: parent
                            anchors.margins: 12
                            text: picker.colorBlind ? Theme.shapeOf(modelData.name) : ""
                            color: "white"; font.pixelSize: 38
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                        }
                    }
                    Text {
                        textFormat: Text.PlainText
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: modelData.label
                        color: Theme.text
                        font.pixelSize: 15
                    }
                }
            }
        }
    }
}
