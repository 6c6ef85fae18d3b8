// The table's keys, each to its move (AppController.key_help lists them all).
import QtQuick

Item {
    readonly property Item table: parent

    readonly property var colourKeys: ({ [Qt.Key_R]: "red", [Qt.Key_Y]: "yellow",
                                         [Qt.Key_G]: "green", [Qt.Key_B]: "blue",
                                         [Qt.Key_1]: "red", [Qt.Key_2]: "yellow",
                                         [Qt.Key_3]: "green", [Qt.Key_4]: "blue" })
    // U: UNO, or the device's own call where its kit says the key answers it (UNO Spin)
    function callUno() {
        if (table.dev.unoOnDevice) table.dev.callUnoSpin()
        else table.game.callUno()
    }
    function pressed(event) {
        if (event.key === Qt.Key_Tab || event.key === Qt.Key_Backtab)
            return  // focus moves on
        if (table.watching)
            return  // a replay: its screen has the keys (they went nowhere when taken here)
        event.accepted = true
        if (table.dialogUp)
            return
        var count = table.handRepeater.count
        var g = table.game
        var digit = event.key >= Qt.Key_0 && event.key <= Qt.Key_9 ? event.key - Qt.Key_0 : -1
        if (table.overlayUp) {  // the pass screen, the end of a hand or game, the colour picker
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                if (g.passScreen) g.reveal()
                else if (g.handOver) g.nextHand()
            } else if (event.key === Qt.Key_N) {
                if (g.handOver) g.nextHand()
            } else if (event.key === Qt.Key_U) {
                callUno()  // a Wild as your last but one card: the call stays open
            } else if (event.key === Qt.Key_H && g.choosingColor) {
                table.askCoach()  // the colour the coach would name, under the discs
            } else if (event.key === Qt.Key_Escape) {
                g.askLeave()
            }
            return
        }
        var jump = event.key === Qt.Key_Up || event.key === Qt.Key_PageUp ? -1
                   : event.key === Qt.Key_Down || event.key === Qt.Key_PageDown ? 1 : 0
        if (event.key === Qt.Key_Left || event.key === Qt.Key_Right) {
            // From a button back to the hand (Enter plays the card). No wrap-around: at an
            // end the card stays and the voice says it is the first or last.
            var step = event.key === Qt.Key_Left ? -1 : 1
            var to = table.focusIndex < 0 ? (step > 0 ? 0 : count - 1) : table.focusIndex + step
            if (count && (to < 0 || to >= count)) {
                table.pick(table.focusIndex)
                table.edge(table.focusIndex, to < 0)
            } else if (count) {
                table.pick(to)
            }
        } else if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
            var end = event.key === Qt.Key_Home ? 0 : count - 1
            if (count && end === table.focusIndex && table.focusedItem !== table) {
                table.pick(end)  // already there: the focus does not move, so the voice says so
                table.edge(end, event.key === Qt.Key_Home)
            } else if (count) {
                table.pick(end)
            }
        } else if (jump !== 0) {  // the next (or previous) colour group
            if (count) table.pick(table.colourGroup(table.focusIndex, jump))
        } else if (event.key === Qt.Key_A) {
            g.tell("hand")
        } else if (event.key === Qt.Key_I) {
            g.tell("pile")
        } else if (event.key === Qt.Key_W) {
            g.tell("turn")
        } else if (event.key === Qt.Key_E) {
            g.tell("seats")
        } else if (event.key === Qt.Key_L) {
            g.tell("recent")
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            if (table.focusIndex >= 0 && !g.handHidden) g.playCard(table.focusIndex)
        } else if (event.key === Qt.Key_S) {
            if (table.dev.canSpin) table.dev.spin()
        } else if (digit >= 0 && table.dev.canNameNumber) {
            table.dev.nameNumber(digit)
        } else if (event.key in colourKeys && table.dev.canNameColor) {
            table.dev.nameColor(colourKeys[event.key])
        } else if ((digit === 1 || digit === 2) && table.dev.panChoices.indexOf(digit - 1) >= 0) {
            table.dev.choosePan(digit - 1)
        } else if (event.key === Qt.Key_D) {
            if (table.dev.canKeepAll && table.dev.decision === "race") table.dev.keepAll()
            else g.draw()
        } else if (event.key === Qt.Key_U) {
            callUno()
        } else if (event.key === Qt.Key_X) {
            if (g.catchTargets.length > 0) g.catchUno(g.catchTargets[0])
        } else if (event.key === Qt.Key_C) {
            if (g.canChallenge) g.challenge()
        } else if (event.key === Qt.Key_T) {
            if (g.canAccept) g.accept()
            else if (g.drawOnDevice) g.draw()
        } else if (event.key === Qt.Key_P) {
            if (g.canKeepDrawn) g.playDrawn()
            else if (table.dev.canPassHands) table.dev.passHands()
        } else if (event.key === Qt.Key_K) {
            if (g.canKeepDrawn) g.keepDrawn()
            else if (table.dev.canKeepHand) table.dev.keepHand()
        } else if (event.key === Qt.Key_Q) {
            if (g.reactionsObject.canSend) table.reacting = true
        } else if (event.key === Qt.Key_H && !table.watching) {
            table.askCoach()
        } else if (event.key === Qt.Key_Escape) {
            g.askLeave()
        } else {
            event.accepted = false
        }
    }
}
