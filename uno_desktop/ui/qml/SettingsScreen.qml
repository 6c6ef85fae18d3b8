import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Settings, saved at once (QSettings): language, animation speed, sound, colour-blind
// cards, full screen, default player name.
FocusScope {
    id: screen
    readonly property var s: App.settingsObject
    Keys.onEscapePressed: App.back()

    Panel {
        anchors.centerIn: parent
        width: Math.min(640, parent.width - 80)
        height: Math.min(560, parent.height - 60)
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 28
            spacing: 14
            Text {
                textFormat: Text.PlainText
                text: qsTr("Settings")
                color: Theme.text
                font.pixelSize: 30
                font.bold: true
            }
            GridLayout {
                columns: 2
                columnSpacing: 24
                rowSpacing: 10
                Layout.fillWidth: true

                Label { textFormat: Text.PlainText; text: qsTr("Language"); font.pixelSize: 16 }
                ValueBox {
                    objectName: "languageBox"
                    Layout.fillWidth: true
                    values: ["en", "de", "sv"]
                    labels: ["English", "Deutsch", "Svenska"]
                    value: screen.s.language
                    Accessible.name: qsTr("Language")
                    onChosen: (v) => screen.s.language = v
                }
                Label { textFormat: Text.PlainText; text: qsTr("Animation speed"); font.pixelSize: 16 }
                ValueBox {
                    objectName: "speedBox"
                    Layout.fillWidth: true
                    values: ["slow", "normal", "fast", "instant"]
                    labels: [qsTr("Slow"), qsTr("Normal"), qsTr("Fast"), qsTr("Instant")]
                    value: screen.s.animationSpeed
                    Accessible.name: qsTr("Animation speed")
                    onChosen: (v) => screen.s.animationSpeed = v
                }
                Label { textFormat: Text.PlainText; text: qsTr("Volume"); font.pixelSize: 16 }
                Slider {
                    Layout.fillWidth: true
                    from: 0; to: 1
                    value: screen.s.volume
                    Accessible.name: qsTr("Volume")
                    onMoved: screen.s.volume = value
                }
                Label { textFormat: Text.PlainText; text: qsTr("Mute"); font.pixelSize: 16 }
                Switch {
                    checked: screen.s.muted
                    Accessible.name: qsTr("Mute")
                    onToggled: screen.s.muted = checked
                }
                Label { textFormat: Text.PlainText; text: qsTr("Colour-blind cards"); font.pixelSize: 16 }
                Switch {
                    objectName: "colorBlindSwitch"
                    checked: screen.s.colorBlind
                    Accessible.name: qsTr("Colour-blind cards")
                    onToggled: screen.s.colorBlind = checked
                }
                Label { textFormat: Text.PlainText; text: qsTr("Full screen"); font.pixelSize: 16 }
                Switch {
                    checked: screen.s.fullScreen
                    Accessible.name: qsTr("Full screen")
                    onToggled: screen.s.fullScreen = checked
                }
                Label { textFormat: Text.PlainText; text: qsTr("Your name"); font.pixelSize: 16 }
                TextField {
                    Layout.fillWidth: true
                    text: screen.s.playerName
                    placeholderText: qsTr("Player")
                    maximumLength: 24
                    Accessible.name: qsTr("Your name")
                    onEditingFinished: screen.s.playerName = text
                }
            }
            Item { Layout.fillHeight: true }
            GameButton {
                objectName: "settingsDone"
                Layout.alignment: Qt.AlignRight
                text: qsTr("Done")
                primary: true
                onClicked: App.back()
            }
        }
    }
}
