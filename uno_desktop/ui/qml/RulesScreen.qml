import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The rules of the selected edition and options, readable text.
FocusScope {
    id: screen
    Keys.onEscapePressed: App.back()
    Panel {
        anchors.fill: parent
        anchors.margins: 36
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 24
            spacing: 12
            Text {
                textFormat: Text.PlainText
                text: qsTr("Rules")
                color: Theme.text
                font.pixelSize: 30
                font.bold: true
            }
            ScrollView {
                id: scroll
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                contentWidth: availableWidth
                Text {
                    objectName: "rulesText"
                    width: scroll.availableWidth - 12
                    text: App.rulesText
                    textFormat: Text.RichText
                    wrapMode: Text.Wrap
                    color: Theme.text
                    font.pixelSize: 16
                    lineHeight: 1.15
                }
            }
            GameButton {
                objectName: "rulesBack"
                Layout.alignment: Qt.AlignRight
                text: qsTr("Back")
                primary: true
                onClicked: App.back()
            }
        }
    }
}
