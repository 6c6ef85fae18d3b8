import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import UnoDesktop.Lan
import ".."

// Joining: games found on the network, or an address typed in.
FocusScope {
    id: joinPage
    // the game picked in the list (the arrows move it, a click picks it, Enter joins it)
    readonly property int selected: gameList.count > 0 ? gameList.currentIndex : -1
    property var asking: null  // the room whose PIN is asked for now

    // A room with a PIN asks for it first, right here; a seat that waits for the player
    // needs none (its token takes it back).
    function join(index, watch) {
        const game = LanController.games[index]
        if (!game)
            return
        if (game.pin && !(game.mine && !watch)) {
            LanController.clearPinError()
            asking = {"name": game.name, "room": game.room, "watch": watch}
        } else {
            LanController.joinGame(index, "", watch)
        }
    }

    RowLayout {
        anchors.fill: parent
        enabled: joinPage.asking === null  // the PIN prompt is modal
        spacing: 24

        Panel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 20
                spacing: 12
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Games on this network")
                    color: Theme.text
                    font.pixelSize: 20
                    font.bold: true
                }
                SafeListView {
                    id: gameList
                    objectName: "lanGameList"
                    readonly property bool followsFocus: true
                    FollowFocus { flickable: gameList }
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 6
                    rows: LanController.games
                    focus: true
                    keyNavigationEnabled: true
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Games on this network")
                    rowDelegate: ItemDelegate {
                        id: row
                        required property var modelData
                        required property int index
                        width: gameList.width
                        objectName: "lanGameRow" + index
                        // the list gives its current row the focus: Enter (which goes in as
                        // Space, ui/keys.py) or Space joins it; a click only picks it
                        Keys.onSpacePressed: joinPage.join(index, false)
                        Keys.onReturnPressed: joinPage.join(index, false)
                        Keys.onEnterPressed: joinPage.join(index, false)
                        highlighted: index === selected
                        onClicked: { gameList.currentIndex = index; gameList.forceActiveFocus() }
                        onDoubleClicked: joinPage.join(index, false)
                        Accessible.role: Accessible.ListItem
                        Accessible.name: details.text === "" ? modelData.room
                                         : qsTr("%1: %2").arg(modelData.room).arg(details.text)
                        Rectangle {  // the focus ring: where Enter joins
                            anchors.fill: parent
                            color: "transparent"
                            radius: 6
                            border.width: 2
                            border.color: Theme.accent
                            visible: row.highlighted && gameList.activeFocus
                        }
                        contentItem: Column {
                            spacing: 2
                            Text {
                                textFormat: Text.PlainText
                                text: row.modelData.room
                                color: Theme.text
                                font.pixelSize: 17
                                font.bold: true
                            }
                            Text {
                                id: details
                                textFormat: Text.PlainText
                                // a returning player's seat waits; a game dealt has no seat
                                // to take (but can be watched): no "0 of 4 seats free"
                                text: (row.modelData.started ? qsTr("In progress") + " · " : "")
                                      + (row.modelData.mine ? qsTr("Your seat is waiting for you")
                                         : row.modelData.started ? qsTr("open to watch")
                                         : qsTr("%1 of %2 seats free").arg(row.modelData.free)
                                                                      .arg(row.modelData.seats))
                                      + (row.modelData.pin && !row.modelData.mine
                                         ? " · " + qsTr("PIN required") : "")
                                      + " · " + row.modelData.address + ":" + row.modelData.port
                                      + (row.modelData.compatible ? "" : " · " + qsTr("other version"))
                                color: Theme.textDim
                                font.pixelSize: 14
                            }
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        visible: gameList.count === 0
                        width: gameList.width - 40
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.Wrap
                        text: qsTr("Looking for games… Ask the host for the address if none appears.")
                        color: Theme.textDim
                        font.pixelSize: 15
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 10
                    GameButton {
                        objectName: "lanJoinSelectedButton"
                        primary: true
                        enabled: selected >= 0
                        text: qsTr("Join")
                        onClicked: joinPage.join(selected, false)
                    }
                    GameButton {
                        objectName: "lanWatchSelectedButton"
                        enabled: selected >= 0
                        text: qsTr("Watch")
                        onClicked: joinPage.join(selected, true)
                    }
                }
            }
        }

        Panel {
            Layout.preferredWidth: 380
            Layout.fillHeight: true
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 20
                spacing: 12
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Join by address")
                    color: Theme.text
                    font.pixelSize: 20
                    font.bold: true
                }
                TextField {
                    id: addressField
                    objectName: "lanAddressField"
                    Layout.fillWidth: true
                    placeholderText: qsTr("Address, e.g. 192.168.1.20")
                    Accessible.name: qsTr("Host address")
                }
                SpinBox {
                    id: portBox
                    objectName: "lanPortBox"
                    from: 1; to: 65535; value: 47777
                    editable: true
                    textFromValue: function(value) { return String(value) }
                    Accessible.name: qsTr("Port")
                }
                TextField {
                    id: pinField
                    objectName: "lanJoinPinField"
                    Layout.fillWidth: true
                    maximumLength: 16
                    placeholderText: qsTr("PIN, if the room has one")
                    Accessible.name: qsTr("PIN")
                }
                GameButton {
                    objectName: "lanJoinAddressButton"
                    Layout.fillWidth: true
                    primary: true
                    enabled: addressField.text.trim() !== ""
                    text: qsTr("Join")
                    onClicked: LanController.joinAddress(addressField.text, portBox.value,
                                                         pinField.text, false)
                }
                GameButton {
                    Layout.fillWidth: true
                    enabled: addressField.text.trim() !== ""
                    text: qsTr("Watch")
                    onClicked: LanController.joinAddress(addressField.text, portBox.value,
                                                         pinField.text, true)
                }
                Item { Layout.fillHeight: true }
                GameButton {
                    Layout.fillWidth: true
                    text: qsTr("Back")
                    onClicked: { LanController.stopBrowsing(); LanController.show("home") }
                }
            }
        }
    }

    Loader {  // the PIN of a room chosen in the list
        anchors.fill: parent
        active: joinPage.asking !== null
        focus: active
        onActiveChanged: if (!active) gameList.forceActiveFocus()
        sourceComponent: PinPrompt {
            focus: true
            room: joinPage.asking ? joinPage.asking.room : ""
            watching: joinPage.asking ? joinPage.asking.watch : false
            onAccepted: (pin) => LanController.joinNamed(joinPage.asking.name, pin,
                                                         joinPage.asking.watch)
            onCancelled: joinPage.asking = null
        }
    }
}
