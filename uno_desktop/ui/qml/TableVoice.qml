// What a screen reader hears at the table: the voice's lines on the focused item.
import QtQuick

Item {
    readonly property Item table: parent

    // ------------------------------------------------------------ the voice
    // What the screen reader says (GameController.voice: paced, to the player's verbosity)
    // goes on the item that has the keyboard focus, as its description: every screen reader
    // speaks a change of the focused item's description (Orca 43 too, which does not listen
    // to Qt's announcements). The table, the hand's cards and every button (ButtonBase)
    // carry a ``voice``; it goes when they lose the focus. Said where the player is: after
    // the focus has settled (keepKeys runs first), or with the item the table gives the
    // focus to (focusTo).
    Connections {
        target: table.game.voiceObject
        function onSpoken(text) { speak(text) }
    }
    property var unsaid: []
    property var voicedItems: []  // the items whose description says a line of the voice's
    property double focusMovedAt: 0
    function speak(text) {
        unsaid.push(text)
        Qt.callLater(sayUnsaid)
    }
    // A reader asks the newly focused item for its name and description a moment after
    // the focus moved: a line put there meanwhile would be read as part of the item and
    // then again as a change. So a line waits that moment out. (A reader lagging behind
    // the game by more, on a busy machine, still reads both; what waits when the table
    // itself moves the focus goes with the item instead: focusTo.)
    Timer {
        id: sayLater
        interval: 350
        onTriggered: sayUnsaid()
    }
    // The items that lost the focus forget their lines, once the focus has moved on
    // (before, an item's own description coming back would be read as a change of the
    // focused item's).
    function unvoiceOthers() {
        if (!table || !Window.window) return  // (the table went meanwhile)
        var f = Window.activeFocusItem, kept = []
        for (var item of voicedItems) {
            if (!item) continue
            if (item === f) {
                kept.push(item)
            } else if (typeof item.voiced === "boolean") {
                item.voiced = false
                item.voice = ""
            } else if (item.Accessible) {
                item.Accessible.description = ""
            }
        }
        voicedItems = kept
    }
    // ``item`` says ``text``: its description, which a reader speaks as a change while the
    // item has the focus, or reads with the item when the focus comes to it after.
    function voiceOn(item, text) {
        if (typeof item.voiced === "boolean") {
            // the same line again must be a change too (a space more or less; no empty
            // step between: AT-SPI hands a reader the old text with that change)
            item.voice = text === item.voice ? text + " " : text
            item.voiced = true
        } else {
            // a control of the table's without a voice of its own (a device's round
            // button): its description, which nothing else sets
            var was = item.Accessible.description
            item.Accessible.description = text === was ? text + " " : text
        }
        if (voicedItems.indexOf(item) < 0) voicedItems = voicedItems.concat([item])
    }
    function sayUnsaid() {
        if (!table || unsaid.length === 0) return
        var wait = focusMovedAt + sayLater.interval - Date.now()
        if (wait > 0) {
            sayLater.interval = Math.max(1, wait)
            sayLater.restart()
            return
        }
        sayLater.interval = 350
        var text = unsaid.join(" ")
        unsaid = []
        var f = Window.activeFocusItem
        if (f && (typeof f.voiced === "boolean" || (f.Accessible && table.inside(f, table))))
            voiceOn(f, text)
        else
            table.Accessible.announce(text)  // the focus is not at the table
    }
}
