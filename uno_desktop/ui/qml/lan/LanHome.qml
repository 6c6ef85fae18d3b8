import QtQuick
import QtQuick.Controls
import UnoDesktop.Lan
import ".."

// Play on LAN: host a room or join one, then the lobby; the table takes over at the deal.
FocusScope {
    id: lanHome
    objectName: "lanHome"

    // Esc goes back one page, as each page's Back button does: the lobby asks first (its
    // Close room / Leave question, which answers Esc itself), the first page to the menu.
    Keys.onEscapePressed: back()
    function back() {
        switch (LanController.screen) {
        case "host": LanController.show("home"); break
        case "join": LanController.stopBrowsing(); LanController.show("home"); break
        case "lobby": if (page.item) page.item.confirmingLeave = true; break
        default: App.showScreen("menu")
        }
    }

    // Opened by the menu's "Rejoin <room>": take the seat back at once.
    Component.onCompleted: if (App.takeLanRejoin()) LanController.rejoin()

    Connections {
        target: App.i18n
        function onLanguageChanged() { LanController.retranslate() }
    }
    Connections {
        target: LanController
        function onGameReady() {
            if (LanController.attachTo(App.gameController))
                App.showScreen("table")
        }
    }

    Text {
        id: title
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        y: 28
        text: LanController.screen === "lobby" && LanController.room !== ""
              ? LanController.room : qsTr("Play on LAN")
        color: Theme.text
        font.pixelSize: 38
        font.bold: true
        style: Text.Raised
        styleColor: "#60000000"
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }

    Loader {
        id: page
        objectName: "lanPage"
        anchors.top: title.bottom
        anchors.topMargin: 24
        anchors.bottom: statusBox.top
        anchors.bottomMargin: 12
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(parent.width - 80, 1100)
        focus: true
        onLoaded: item.forceActiveFocus()  // the page's first field, so Enter and typing work
        source: {
            switch (LanController.screen) {
            case "host": return "LanHostForm.qml"
            case "join": return "LanJoin.qml"
            case "lobby": return "LanLobby.qml"
            }
            return "LanStart.qml"
        }
    }

    Panel {
        id: statusBox
        objectName: "lanStatus"
        visible: LanController.status !== ""
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 24
        width: Math.min(parent.width - 80, statusRow.implicitWidth + 40)
        height: visible ? statusRow.implicitHeight + 20 : 0
        Row {
            id: statusRow
            anchors.centerIn: parent
            spacing: 16
            Text {
                id: statusText
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(implicitWidth, lanHome.width - 120
                                - (reconnectButton.visible ? reconnectButton.width + 16 : 0))
                text: LanController.status
                color: Theme.text
                font.pixelSize: 16
                wrapMode: Text.Wrap
                Accessible.role: Accessible.StatusBar
                Accessible.name: text
            }
            // Cut off from a seat that is still ours (taken over elsewhere, or the network).
            GameButton {
                id: reconnectButton
                objectName: "lanReconnectButton"
                anchors.verticalCenter: parent.verticalCenter
                visible: LanController.canReconnect
                primary: true
                text: qsTr("Reconnect")
                onClicked: LanController.reconnect()
            }
        }
    }
}
