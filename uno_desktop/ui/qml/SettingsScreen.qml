import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Settings, saved at once (QSettings): the game (language, animation speed, the size of
// everything, colour-blind cards, full screen, your name) and the sound (effects, music,
// mute). Done returns to where the player came from.
FocusScope {
    id: screen
    readonly property var s: App.settingsObject
    Keys.onEscapePressed: App.back()

    // "75 %" as the language writes a percentage
    function percent(v) { return qsTr("%1 %").arg(Number(v * 100).toLocaleString(Qt.locale(), "f", 0)) }

    Panel {
        anchors.centerIn: parent
        width: Math.min(960, parent.width - 60)
        height: Math.min(layout.implicitHeight + 56, parent.height - 40)
        ColumnLayout {
            id: layout
            anchors.fill: parent
            anchors.margins: 28
            spacing: 14
            Text {
                textFormat: Text.PlainText
                text: qsTr("Settings")
                color: Theme.text
                font.pixelSize: 30
                font.bold: true
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 36
                GridLayout {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 3
                    Layout.alignment: Qt.AlignTop
                    columns: 2
                    columnSpacing: 18
                    rowSpacing: 4

                    Label {
                        textFormat: Text.PlainText
                        Layout.columnSpan: 2
                        text: qsTr("Game")
                        color: Theme.accent
                        font.pixelSize: 18; font.bold: true
                        Accessible.role: Accessible.Heading
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("Language"); font.pixelSize: 16 }
                    ValueBox {
                        objectName: "languageBox"
                        focus: true  // a screen reader starts here, as the keyboard does
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
                    Label { textFormat: Text.PlainText; text: qsTr("Size"); font.pixelSize: 16 }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        ValueBox {
                            id: scaleBox
                            objectName: "scaleBox"
                            Layout.fillWidth: true
                            // only the sizes the window has room for (a larger one would give
                            // no larger cards, only larger words: issue 38), and the one set
                            readonly property var all: [0.75, 1, 1.25, 1.5, 1.75, 2]
                            readonly property bool roomForAll: Theme.uiMax >= 2 - 0.001
                            values: [0].concat(all.filter((v) => v <= Theme.uiMax + 0.001
                                                                 || v === screen.s.uiScale))
                            labels: [qsTr("From the screen (%1)").arg(screen.percent(Theme.ui))]
                                    .concat(values.slice(1).map((v) => screen.percent(v)))
                            value: screen.s.uiScale
                            Accessible.name: qsTr("Size of everything on screen")
                            Accessible.description: scaleCap.visible ? scaleCap.text
                                                    : scaleRoom.visible ? scaleRoom.text : ""
                            onChosen: (v) => screen.s.uiScale = v
                        }
                        Label {  // a size the window has no room for: what is shown instead
                            id: scaleCap
                            objectName: "scaleCapped"
                            visible: Theme.uiCapped
                            Accessible.ignored: !visible  // hidden, it is not in the tree
                            Layout.fillWidth: true
                            textFormat: Text.PlainText
                            text: qsTr("Capped at %1 by the window size").arg(screen.percent(Theme.ui))
                            color: Theme.textDim
                            font.pixelSize: 13
                            wrapMode: Text.Wrap
                        }
                        Label {  // why the larger sizes are not offered
                            id: scaleRoom
                            objectName: "scaleRoom"
                            visible: !scaleCap.visible && !scaleBox.roomForAll
                            Accessible.ignored: !visible
                            Layout.fillWidth: true
                            textFormat: Text.PlainText
                            text: qsTr("Larger sizes need a larger window")
                            color: Theme.textDim
                            font.pixelSize: 13
                            wrapMode: Text.Wrap
                        }
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("Colour-blind cards"); font.pixelSize: 16 }
                    Switch {
                        objectName: "colorBlindSwitch"
                        checked: screen.s.colorBlind
                        Accessible.name: qsTr("Colour-blind cards")
                        onToggled: screen.s.colorBlind = checked
                    }
                    // What a screen reader hears while the others play (ui/speech.py)
                    Label { textFormat: Text.PlainText; text: qsTr("Screen reader says"); font.pixelSize: 16 }
                    ValueBox {
                        objectName: "verbosityBox"
                        Layout.fillWidth: true
                        values: ["all", "mine", "minimal"]
                        labels: [qsTr("Every move"), qsTr("Only what concerns me"), qsTr("Minimal")]
                        value: screen.s.verbosity
                        Accessible.name: qsTr("Screen reader says")
                        onChosen: (v) => screen.s.verbosity = v
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
                GridLayout {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 2
                    Layout.alignment: Qt.AlignTop
                    columns: 2
                    columnSpacing: 18
                    rowSpacing: 4

                    Label {
                        textFormat: Text.PlainText
                        Layout.columnSpan: 2
                        text: qsTr("Sound")
                        color: Theme.accent
                        font.pixelSize: 18; font.bold: true
                        Accessible.role: Accessible.Heading
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("Effects"); font.pixelSize: 16 }
                    Slider {
                        objectName: "effectsVolume"
                        Layout.fillWidth: true
                        from: 0; to: 1
                        value: screen.s.volume
                        Accessible.name: qsTr("Volume of the effects")
                        onMoved: screen.s.volume = value
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("Music"); font.pixelSize: 16 }
                    Slider {
                        objectName: "musicVolume"
                        Layout.fillWidth: true
                        from: 0; to: 1
                        value: screen.s.musicVolume
                        Accessible.name: qsTr("Volume of the music")
                        onMoved: screen.s.musicVolume = value
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("Mute"); font.pixelSize: 16 }
                    Switch {
                        objectName: "muteSwitch"
                        checked: screen.s.muted
                        Accessible.name: qsTr("Mute")
                        onToggled: screen.s.muted = checked
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                GameButton {
                    objectName: "settingsKeys"
                    text: qsTr("Keyboard")
                    onClicked: App.showHelp()
                }
                Item { Layout.fillWidth: true }
                GameButton {
                    objectName: "settingsDone"
                    text: qsTr("Done")
                    primary: true
                    onClicked: App.back()
                }
            }
        }
    }
}
