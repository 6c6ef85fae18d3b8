import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import UnoDesktop.Lan
import ".."

// Hosting: room name, optional PIN, the edition and its house rules, seats and bots.
// In a low window (1024×640) the fields stand two to a row, so the buttons stay in view;
// lower still (a larger UI scale), the form scrolls, with its bar shown and the focus followed.
FocusScope {
    id: hostForm
    objectName: "lanHostForm"
    readonly property bool wide: height < 680

    Flickable {
        id: scroller
        objectName: "lanHostScroll"
        anchors.fill: parent
        contentWidth: width
        contentHeight: panel.height
        clip: true
        interactive: contentHeight > height
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            policy: scroller.contentHeight > scroller.height ? ScrollBar.AlwaysOn
                                                             : ScrollBar.AlwaysOff
            Accessible.ignored: !visible
        }
        FollowFocus { flickable: scroller }

        Panel {
            id: panel
            objectName: "lanHostPanel"
            anchors.horizontalCenter: parent.horizontalCenter
            width: hostForm.wide ? Math.min(hostForm.width - 24, 940) : 560
            height: form.implicitHeight + 48

            GridLayout {
                id: form
                anchors.fill: parent
                anchors.margins: 24
                columns: hostForm.wide ? 4 : 2
                columnSpacing: 18
                rowSpacing: hostForm.wide ? 12 : 14

                Label { textFormat: Text.PlainText; text: qsTr("Room name"); color: Theme.text; font.pixelSize: 16 }
                TextField {
                    id: roomField
                    objectName: "lanRoomField"
                    Layout.fillWidth: true
                    maximumLength: 40
                    focus: true
                    Accessible.name: qsTr("Room name")
                    // the name once the field has the focus (RoomsStart.qml's name says why:
                    // a caret moved before then leaves the field unread by Orca)
                    Component.onCompleted: Qt.callLater(() => {
                        text = qsTr("%1's table").arg(LanController.playerName) })
                }

                Label { textFormat: Text.PlainText; text: qsTr("PIN (optional)"); color: Theme.text; font.pixelSize: 16 }
                TextField {
                    id: pinField
                    objectName: "lanPinField"
                    Layout.fillWidth: true
                    maximumLength: 16
                    placeholderText: qsTr("Anyone may join")
                    inputMethodHints: Qt.ImhDigitsOnly
                    Accessible.name: qsTr("PIN")
                    Accessible.description: pinRule.text
                }

                Label { textFormat: Text.PlainText; text: qsTr("Edition"); color: Theme.text; font.pixelSize: 16 }
                ValueBox {
                    id: editionBox
                    objectName: "lanEditionBox"
                    Layout.fillWidth: true
                    values: LanController.editions.map((e) => e.value)
                    labels: LanController.editions.map((e) => e.label)
                    value: LanController.defaultEdition
                    Accessible.name: qsTr("Edition")
                    onChosen: (v) => value = v
                }

                Label { textFormat: Text.PlainText; text: qsTr("House rules"); color: Theme.text; font.pixelSize: 16 }
                ValueBox {
                    id: presetBox
                    objectName: "lanPresetBox"
                    Layout.fillWidth: true
                    values: LanController.presets.map((p) => p.value)
                    labels: LanController.presets.map((p) => p.label)
                    value: "official"
                    Accessible.name: qsTr("House rules")
                    onChosen: (v) => value = v
                }

                Label { textFormat: Text.PlainText; text: qsTr("Seats"); color: Theme.text; font.pixelSize: 16 }
                SpinBox {
                    id: seatsBox
                    objectName: "lanSeatsBox"
                    from: 2; to: 10; value: 4
                    Accessible.name: qsTr("Seats")
                    InnerText { control: seatsBox }  // (heard as "read only text" without)
                }

                Label { textFormat: Text.PlainText; text: qsTr("Bots"); color: Theme.text; font.pixelSize: 16 }
                SpinBox {
                    id: botsBox
                    objectName: "lanBotsBox"
                    from: 0; to: seatsBox.value - 1; value: 0
                    Accessible.name: qsTr("Bots")
                    InnerText { control: botsBox }  // (heard as "read only text" without)
                }

                Label { textFormat: Text.PlainText; text: qsTr("Coach"); color: Theme.text; font.pixelSize: 16 }
                Switch {  // off on the LAN unless the host says so
                    objectName: "lanCoachSwitch"
                    Layout.columnSpan: form.columns - 1
                    text: qsTr("Players may ask for hints")
                    checked: LanController.allowCoach
                    onToggled: LanController.allowCoach = checked
                    Accessible.name: qsTr("Players may ask for hints")
                }

                Label {  // the PIN's rule, said before the room is opened, not after
                    id: pinRule
                    objectName: "lanPinRule"
                    textFormat: Text.PlainText
                    Layout.columnSpan: form.columns
                    Layout.fillWidth: true
                    readonly property bool tooShort: pinField.text.trim().length > 0
                        && pinField.text.trim().length < LanController.pinMinChars
                    text: qsTr("A PIN has %1 to %2 characters; without one, anyone on the network may join.")
                          .arg(LanController.pinMinChars).arg(pinField.maximumLength)
                    color: tooShort ? Theme.danger : Theme.textDim
                    font.pixelSize: 14
                    font.bold: tooShort
                    wrapMode: Text.Wrap
                }

                Label {
                    textFormat: Text.PlainText
                    Layout.columnSpan: form.columns
                    Layout.fillWidth: true
                    text: qsTr("Free seats are filled with bots when you deal.")
                    color: Theme.textDim
                    font.pixelSize: 14
                    wrapMode: Text.Wrap
                }

                RowLayout {
                    Layout.columnSpan: form.columns
                    Layout.fillWidth: true
                    spacing: 12
                    GameButton {
                        objectName: "lanHostBackButton"
                        text: qsTr("Back")
                        onClicked: LanController.show("home")
                    }
                    GameButton {
                        objectName: "lanResumeButton"
                        visible: LanController.canResume
                        text: qsTr("Resume saved game")
                        onClicked: LanController.resumeGame()
                    }
                    Item { Layout.fillWidth: true }
                    GameButton {
                        objectName: "lanOpenRoomButton"
                        primary: true
                        enabled: !pinRule.tooShort
                        text: qsTr("Open room")
                        onClicked: LanController.hostGame(roomField.text, pinField.text,
                                                          presetBox.value, seatsBox.value,
                                                          botsBox.value, editionBox.value)
                    }
                }
            }
        }
    }
}
