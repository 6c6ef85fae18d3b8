import QtQuick
import QtQuick.Controls
import UnoDesktop.Lan
import UnoDesktop.Rooms
import ".."

// Play online: invite friends by a code, or join with one. Hosting uses the LAN's host
// form, and once in, the room's lobby is the LAN's, with the room's panel above it (the
// code for the host, the path the game takes for a guest).
FocusScope {
    id: roomsHome
    objectName: "roomsHome"

    Component.onCompleted: {
        RoomsController.setLan(LanController)
        if (RoomsController.page === "lobby" && LanController.screen !== "lobby")
            RoomsController.showPage("start")
        takeLink()
    }
    // an invitation link the system opened us with, or handed the running game later
    function takeLink() {
        const link = App.takePendingLink()
        if (link === "")
            return
        if (RoomsController.page === "join")
            RoomsController.cancelJoin()  // a knock under way gives way to the new code
        RoomsController.openLink(link)  // in a room already, it says to leave it first
    }
    Connections {
        target: App
        function onLinkOpened() { roomsHome.takeLink() }
    }
    Keys.onEscapePressed: back()
    function back() {
        switch (RoomsController.page) {
        case "host": LanController.show("home"); RoomsController.showPage("start"); break
        case "join": RoomsController.cancelJoin(); RoomsController.showPage("start"); break
        case "lobby": if (page.item && page.item.lobby) page.item.lobby.confirmingLeave = true; break
        default: App.showScreen("menu")
        }
    }

    Connections {
        target: App.i18n
        function onLanguageChanged() { RoomsController.retranslate(); LanController.retranslate() }
    }
    Connections {
        target: LanController
        function onScreenChanged() {
            if (LanController.screen === "lobby")
                RoomsController.showPage("lobby")
            else if (RoomsController.page === "lobby" || RoomsController.page === "host")
                RoomsController.showPage(LanController.screen === "host" ? "host" : "start")
            if (LanController.screen === "home")
                RoomsController.leave()
        }
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
        text: RoomsController.page === "lobby" && LanController.room !== ""
              ? LanController.room : qsTr("Play online")
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
        objectName: "roomsPage"
        anchors.top: title.bottom
        anchors.topMargin: 20
        anchors.bottom: statusBox.top
        anchors.bottomMargin: 12
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(parent.width - 80, 1100)
        focus: true
        onLoaded: item.forceActiveFocus()
        source: {
            switch (RoomsController.page) {
            case "host": return "../lan/LanHostForm.qml"
            case "join": return "RoomsJoin.qml"
            case "lobby": return "RoomsLobby.qml"
            }
            return "RoomsStart.qml"
        }
    }

    // ------------------------------------------------------------ heard
    // What changes on these screens (the status line, the way to the host, the code and
    // what it can do) is heard where the player is: it goes on the item that has the
    // keyboard focus, as its description, which every screen reader speaks (Orca 43 too,
    // which does not listen to Qt's announcements), as the table's voice does; the item
    // forgets it once the focus moves on.
    property Item voicedItem: null
    readonly property Item focusItem: Window.activeFocusItem
    onFocusItemChanged: {
        if (voicedItem && voicedItem !== focusItem) {
            unvoice(voicedItem)
            voicedItem = null
        }
    }
    // said once the turn is over, and what that turn left for later has run too: a page
    // that moves the focus for the same change does so by Qt.callLater (RoomsJoin: to
    // Cancel as the knock starts, back to the code once it failed), and the line goes
    // where the focus ends up, never on a control that is losing it (heard with Orca: a
    // wrong code's line went on Cancel as the focus left it, and was never said)
    // (``key``: the line's source; a newer line of one source replaces its unsaid one, as
    // the code's first line, "Asking…", by the one with the code; the same words from two
    // sources, the status line's and the path's, are said once)
    property var unsaid: []
    function say(text, key) {
        if (text === "")
            return
        unsaid = unsaid.filter(u => u.key !== key && u.text !== text)
        unsaid.push({ key: key, text: text })
        Qt.callLater(sayAfterFocus)
    }
    function sayAfterFocus() { Qt.callLater(sayUnsaid) }
    function sayUnsaid() {
        const f = focusItem
        const text = unsaid.map(u => u.text).join(" ")
        unsaid = []
        if (text === "" || !f)
            return
        if (typeof f.voiced === "boolean") {  // a button (ButtonBase): its own voice
            f.voice = text === f.voice ? text + " " : text  // the same line again: a change too
            f.voiced = true
            voicedItem = f
        } else if (f.Accessible.description === "" || f === voicedItem) {
            const was = f.Accessible.description
            f.Accessible.description = text === was ? text + " " : text
            voicedItem = f
        } else {
            roomsHome.Accessible.announce(text)  // an item that says something of its own
        }
    }
    function unvoice(item) {
        if (typeof item.voiced === "boolean") {
            item.voiced = false
            item.voice = ""
        } else {
            item.Accessible.description = ""
        }
    }
    // the room's own lines, heard as they change: the host's code as it comes (digit by
    // digit) and what it can do now, the wrong codes tried; a guest's way to the host
    readonly property string codeHeard: !RoomsController.hosting ? ""
        : RoomsController.code === "" ? RoomsController.inviteLine
        : RoomsController.spokenCode + ". " + RoomsController.inviteLine
    onCodeHeardChanged: say(codeHeard, "code")
    readonly property string wrongHeard: RoomsController.wrongLine
    onWrongHeardChanged: say(wrongHeard, "wrong")
    readonly property string pathHeard: RoomsController.page === "lobby" && !RoomsController.hosting
                                        ? RoomsController.pathLine : ""
    onPathHeardChanged: say(pathHeard, "path")

    Panel {
        id: statusBox
        objectName: "roomsStatus"
        // the LAN's own line only where its pages are (the host form, the lobby)
        readonly property string line: RoomsController.status !== "" ? RoomsController.status
                                       : RoomsController.page === "host"
                                         || RoomsController.page === "lobby"
                                         ? LanController.status : ""
        visible: line !== ""
        onLineChanged: roomsHome.say(line, "status")
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 24
        width: Math.min(parent.width - 80, statusText.implicitWidth + 40)
        height: visible ? statusText.implicitHeight + 20 : 0
        Text {
            id: statusText
            objectName: "roomsStatusText"
            textFormat: Text.PlainText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, roomsHome.width - 120)
            text: statusBox.line
            color: Theme.text
            font.pixelSize: 16
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            Accessible.role: Accessible.StatusBar
            Accessible.name: text
        }
    }
}
