import QtQuick

// What the game's buttons share, in plain Qt Quick: Qt Quick Controls, and even their
// templates, cost the first table frame ~8 ms (loading the module and its types), and
// these buttons draw themselves anyway. A click does not take the keyboard focus (the
// table keeps its keys); Tab reaches the button and Space presses it (Return and the
// keypad's Enter too: the window's key filter, ui/keys.py, hands them in as Space, as it does
// for every button kind). As with the templates' buttons, `down` is true while pressed with the pointer inside or with Space,
// and `visualFocus` only for focus that came from the keyboard: every focus a button gets
// once its screen is built comes from Tab here (a click never gives it), while the focus a
// screen hands out as it opens (the menu's first button) shows no ring.
Item {
    id: button
    property string text: ""
    readonly property bool hovered: pointer.containsMouse
    readonly property bool pressed: pointer.containsPress || spaceDown
    readonly property bool down: pressed
    readonly property bool visualFocus: activeFocus && focusFromKeyboard
    property bool focusFromKeyboard: false
    property bool spaceDown: false
    property bool settled: false
    // What the keyboard focus ring goes round (the drawn shape); set by each button.
    property Item ringTarget: null
    // The key of F1's list that does what this button does ("C" for Challenge): GameButton
    // shows it as a key cap, a screen reader hears it with the button.
    property string key: ""
    signal clicked()

    activeFocusOnTab: true
    Accessible.role: Accessible.Button
    Accessible.name: text
    Accessible.focusable: true
    Accessible.focused: activeFocus
    Accessible.onPressAction: if (enabled) clicked()
    Accessible.ignored: !visible  // Qt keeps a hidden item in the tree
    // What the table's voice says while this button has the focus (Table.qml speak(), which
    // also takes it back): a change of the focused item's description is what every
    // screen reader speaks.
    property bool voiced: false
    property string voice: ""
    Accessible.description: voiced ? voice : key !== "" ? qsTr("Key: %1").arg(key) : ""

    Component.onCompleted: Qt.callLater(() => { if (button) button.settled = true })  // it may be gone by then
    onActiveFocusChanged: {
        focusFromKeyboard = activeFocus && settled
        if (!activeFocus)
            spaceDown = false
    }
    onEnabledChanged: if (!enabled) spaceDown = false

    // In a modal overlay Tab goes round the overlay's own controls (ModalOverlay.moveFocus),
    // never on to what lies under it.
    function modalScope() {
        for (var p = parent; p; p = p.parent)
            if (p.modal === true && p.moveFocus !== undefined) return p
        return null
    }
    Keys.onPressed: (event) => {
        if ((event.key === Qt.Key_Space || event.key === Qt.Key_Select) && !event.isAutoRepeat) {
            spaceDown = true
            event.accepted = true
        } else if (event.key === Qt.Key_Tab || event.key === Qt.Key_Backtab) {
            var scope = modalScope()
            if (scope) {
                scope.moveFocus(button, event.key === Qt.Key_Tab
                                        && !(event.modifiers & Qt.ShiftModifier))
                event.accepted = true
            }
        }
    }
    Keys.onReleased: (event) => {
        if ((event.key === Qt.Key_Space || event.key === Qt.Key_Select) && !event.isAutoRepeat
                && spaceDown) {
            spaceDown = false
            event.accepted = true
            button.clicked()
        }
    }

    MouseArea {
        id: pointer
        anchors.fill: parent
        hoverEnabled: true
        onClicked: button.clicked()
    }
    FocusRing {
        target: button.ringTarget
        visible: button.visualFocus && button.ringTarget !== null
    }
}
