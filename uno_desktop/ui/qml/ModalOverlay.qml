import QtQuick

// What every modal overlay is (the colour picker, the pass screen, the ends of a hand and of
// a game, a question, the coach's review, the list of keys): it dims what it covers, takes
// every click and every key while it is up (none reaches what is under it), has the
// keyboard focus (``defaultItem``, its ring showing, else itself) and, once closed, its
// screen gives the focus back to the overlay under it (Table.refocus, Main.refocus). Tab
// goes round its own controls only (moveFocus; the table also disables the overlays under
// the top one: Table.topOverlay). Esc emits
// ``escaped``: the overlay closes, or answers with a question or a message that says why
// it cannot. An overlay answers its own keys in ``keyPressed``; the keys in ``passKeys``
// go on to the screen (the colour picker lets U call UNO). (Not "Overlay": Qt Quick
// Controls has a type of that name.)
FocusScope {
    id: overlay
    readonly property bool modal: true
    property Item defaultItem: null
    property color dim: "#AA000000"
    property var passKeys: []
    // false: the overlay leaves the keys where they are (a replay's end of a hand: its bar)
    property bool takesFocus: true
    signal escaped()
    signal dimClicked()

    Accessible.role: Accessible.Dialog

    // An overlay's own keys: true for a key it answered (Esc is the base's).
    function keyPressed(event) { return false }

    function takeFocus() {
        if (defaultItem && defaultItem.visible && defaultItem.enabled) {
            giveFocus(defaultItem, Qt.TabFocusReason)
            if (defaultItem.focusFromKeyboard !== undefined)
                defaultItem.focusFromKeyboard = true  // its ring shows where Enter goes
        } else {
            giveFocus(overlay, Qt.OtherFocusReason)
        }
    }
    // The focus to ``item``, by way of the screen under the overlay where it speaks (the
    // table's focusTo: what its voice has waiting is said with the item, once).
    function giveFocus(item, reason) {
        for (var p = overlay.parent; p; p = p.parent) {
            if (typeof p.focusTo === "function") {
                p.focusTo(item, reason)
                return
            }
        }
        item.forceActiveFocus(reason)
    }
    // at once (a screen reader hears it open), and once its Loader has settled (which may
    // hand the focus round its scopes once more)
    Component.onCompleted: if (takesFocus) {
        takeFocus()
        Qt.callLater(() => { if (overlay && overlay.visible && overlay.enabled) overlay.takeFocus() })
    }

    // Tab and Shift+Tab from ``from`` (its buttons call it: ButtonBase): the next control
    // of the overlay's own, round from its last to its first.
    function moveFocus(from, forward) {
        var next = from.nextItemInFocusChain(forward)
        for (var guard = 0; next && !contains(next) && guard < 500; ++guard)
            next = next.nextItemInFocusChain(forward)
        if (next && contains(next) && next !== from) {
            giveFocus(next, forward ? Qt.TabFocusReason : Qt.BacktabFocusReason)
            if (next.focusFromKeyboard !== undefined) next.focusFromKeyboard = true
        }
    }
    function contains(item) {
        for (var p = item; p; p = p.parent)
            if (p === overlay) return true
        return false
    }

    Keys.onPressed: (event) => {
        if (overlay.keyPressed(event)) {
            event.accepted = true
        } else if (event.key === Qt.Key_Escape) {
            overlay.escaped()
            event.accepted = true
        } else if (event.key !== Qt.Key_Tab && event.key !== Qt.Key_Backtab
                   && overlay.passKeys.indexOf(event.key) < 0) {
            event.accepted = true  // nothing reaches what is under the overlay
        }
    }

    Rectangle { anchors.fill: parent; color: overlay.dim }
    MouseArea {  // every click, also one beside the overlay's panel, ends here
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
        onClicked: overlay.dimClicked()
        onWheel: (wheel) => { wheel.accepted = true }
    }
}
