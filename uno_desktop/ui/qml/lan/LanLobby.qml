import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import UnoDesktop.Lan
import ".."

// The lobby: seats and who is ready, the host's controls, and the chat.
FocusScope {
    id: lobby
    property bool confirmingLeave: false
    RowLayout {
        anchors.fill: parent
        enabled: !lobby.confirmingLeave  // the question is modal: no Tab stop behind it
        spacing: 24

        Panel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 20
                spacing: 10
                Label {
                    textFormat: Text.PlainText
                    visible: LanController.isHost
                    Layout.fillWidth: true
                    text: qsTr("Others join at %1").arg(LanController.address)
                    color: Theme.textDim
                    font.pixelSize: 15
                    wrapMode: Text.Wrap
                }
                Label {
                    objectName: "lanWrongPins"
                    textFormat: Text.PlainText
                    visible: LanController.isHost && LanController.wrongPins > 0
                    Layout.fillWidth: true
                    // Someone may be guessing the PIN: the host should know.
                    text: qsTr("%n wrong PIN attempt(s)", "", LanController.wrongPins)
                    color: Theme.danger
                    font.pixelSize: 15
                    font.bold: true
                    wrapMode: Text.Wrap
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                Label {
                    textFormat: Text.PlainText
                    visible: LanController.spectating
                    text: qsTr("You are watching this game.")
                    color: Theme.accent
                    font.pixelSize: 15
                }
                SafeListView {
                    id: seatList
                    objectName: "lanSeatList"
                    readonly property bool followsFocus: true
                    FollowFocus { flickable: seatList }
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 6
                    rows: LanController.seats
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Seats")
                    rowDelegate: Rectangle {
                        id: seatRow
                        required property var modelData
                        width: seatList.width
                        height: 52
                        radius: 10
                        color: modelData.mine ? "#33F5C518" : "#1AFFFFFF"
                        border.color: modelData.mine ? Theme.accent : "transparent"
                        Accessible.role: Accessible.ListItem
                        Accessible.name: qsTr("Seat %1: %2, %3").arg(modelData.seat + 1)
                                         .arg(modelData.name).arg(modelData.state)
                        RowLayout {
                            anchors.fill: parent
                            anchors.leftMargin: 14
                            anchors.rightMargin: 10
                            spacing: 12
                            Text {
                                textFormat: Text.PlainText
                                text: String(seatRow.modelData.seat + 1)
                                color: Theme.textDim
                                font.pixelSize: 18
                                font.bold: true
                            }
                            Column {
                                Layout.fillWidth: true
                                Text {
                                    textFormat: Text.PlainText
                                    text: seatRow.modelData.name
                                    color: seatRow.modelData.kind === "empty" ? Theme.textDim : Theme.text
                                    font.pixelSize: 17
                                    font.bold: seatRow.modelData.kind !== "empty"
                                }
                                Text {
                                    textFormat: Text.PlainText
                                    visible: text !== ""
                                    text: seatRow.modelData.kind === "human"
                                          ? seatRow.modelData.state : seatRow.modelData.kindText
                                    color: seatRow.modelData.ready ? Theme.green : Theme.textDim
                                    font.pixelSize: 13
                                }
                            }
                            GameButton {
                                visible: LanController.isHost && !LanController.started
                                         && seatRow.modelData.kind !== "human"
                                implicitHeight: 36
                                fontSize: 14
                                text: seatRow.modelData.kind === "bot" ? qsTr("Remove bot") : qsTr("Add bot")
                                objectName: "lanSeatBotButton" + seatRow.modelData.seat
                                // one of these a seat: the reader names whose seat it is
                                Accessible.name: seatRow.modelData.kind === "bot"
                                                 ? qsTr("Remove bot %2 from seat %1").arg(seatRow.modelData.seat + 1)
                                                   .arg(seatRow.modelData.name)
                                                 : qsTr("Add a bot to seat %1").arg(seatRow.modelData.seat + 1)
                                onClicked: LanController.setSeat(seatRow.modelData.seat,
                                                                 seatRow.modelData.kind === "bot" ? "empty" : "bot")
                            }
                        }
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 10
                    GameButton {
                        id: leaveButton
                        objectName: "lanLeaveButton"
                        text: LanController.isHost ? qsTr("Close room") : qsTr("Leave")
                        onClicked: lobby.confirmingLeave = true
                    }
                    Item { Layout.fillWidth: true }
                    GameButton {
                        objectName: "lanReadyButton"
                        visible: !LanController.spectating && !LanController.started
                        text: LanController.ready ? qsTr("Not ready") : qsTr("Ready")
                        onClicked: LanController.setReady(!LanController.ready)
                    }
                    GameButton {
                        objectName: "lanStartButton"
                        visible: LanController.isHost && !LanController.started
                        primary: true
                        text: qsTr("Deal")
                        onClicked: LanController.startGame()
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
                spacing: 10
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Chat")
                    color: Theme.text
                    font.pixelSize: 20
                    font.bold: true
                }
                SafeListView {
                    id: chatList
                    objectName: "lanChatList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 4
                    rows: LanController.chat
                    onCountChanged: positionViewAtEnd()
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Chat messages")
                    rowDelegate: Text {
                        required property var modelData
                        width: chatList.width
                        wrapMode: Text.Wrap
                        textFormat: Text.PlainText
                        text: modelData.name + ": " + modelData.text
                        color: Theme.text
                        font.pixelSize: 15
                        Accessible.name: text
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    TextField {
                        id: chatField
                        objectName: "lanChatField"
                        Layout.fillWidth: true
                        maximumLength: LanController.chatLimit
                        placeholderText: qsTr("Say something")
                        Layout.minimumWidth: 120
                        Accessible.name: qsTr("Chat message")
                        onAccepted: sendButton.clicked()
                    }
                    GameButton {
                        id: sendButton
                        objectName: "lanSendButton"
                        text: qsTr("Send")
                        enabled: chatField.text.trim() !== ""
                        onClicked: { LanController.say(chatField.text); chatField.text = "" }
                    }
                }
            }
        }
    }

    Loader {  // Close room / Leave: ask first
        anchors.fill: parent
        active: lobby.confirmingLeave
        focus: active
        onActiveChanged: if (!active && leaveButton.visible) leaveButton.forceActiveFocus()  // stayed
        sourceComponent: ConfirmDialog {
            objectName: "lanLeaveDialog"
            focus: true
            title: LanController.isHost ? qsTr("Close the room?") : qsTr("Leave the room?")
            text: LanController.isHost
                  ? qsTr("Everyone who joined goes back to the start.")
                  : qsTr("You can join again while the room is open.")
            confirmText: LanController.isHost ? qsTr("Close room") : qsTr("Leave")
            onConfirmed: { lobby.confirmingLeave = false; LanController.leave() }
            onCancelled: lobby.confirmingLeave = false
        }
    }
}
