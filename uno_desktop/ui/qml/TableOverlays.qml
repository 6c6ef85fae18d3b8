// The overlays over the table (colour, pass, hand's and game's end, leave, review, react).
import QtQuick

Item {
    anchors.fill: parent
    z: 500
    readonly property Item table: parent

    Loader {
        id: reactionLoader
        objectName: "reactionLoader"
        anchors.fill: parent
        z: 520
        enabled: !item || item === topmost()
        active: table.reacting && !table.watching
        focus: active
        source: "ReactionPanel.qml"
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
        onLoaded: {
            item.k = Qt.binding(() => table.k)
            item.panelY = Qt.binding(() => table.topBarBottom + 8)
            item.game = table.game
            item.done.connect(() => { table.reacting = false })
        }
    }
    // ------------------------------------------------------------ overlays
    // The overlay over all the others (the leave question over the colour picker, the
    // review over the end of a hand): only it takes clicks, keys and Tab stops; the ones
    // under it wait, disabled, and get the focus back as it goes (refocus).
    readonly property var overlayLoaders: [colourLoader, passLoader, handOverLoader,
                                           gameOverLoader, leaveLoader, reviewLoader,
                                           reactionLoader]
    readonly property Item topOverlay: topmost()
    // (a Loader asks it afresh: its item new, the property above may not have caught up,
    // and the overlay would be disabled a moment, its focus gone and back, all heard)
    function topmost() {
        var top = null, topZ = -1
        for (var i = 0; i < overlayLoaders.length; ++i) {
            var loader = overlayLoaders[i]
            if (loader.item && loader.item.modal === true && loader.z >= topZ) {
                top = loader.item
                topZ = loader.z
            }
        }
        return top
    }
    // The overlays below are built only while shown: the table's first frame does not
    // wait for them (buttons are among the costlier items to create).
    Loader {
        id: colourLoader
        objectName: "colourLoader"
        anchors.fill: parent
        z: 500  // the overlays cover the edition devices (z 150) too
        enabled: !item || item === topmost()
        active: table.game.choosingColor && !table.game.passScreen
        focus: active
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
        sourceComponent: ColorPicker {
            objectName: "colorPicker"
            focus: true
            colorBlind: table.game.colorBlind
            hint: App.coachReady && App.coach.hintColor !== "" ? App.coach.hintText : ""
            onChosen: (c) => table.game.chooseColor(c)
            onEscaped: table.game.askLeave()  // a colour must be chosen: leaving is the way out
        }
    }

    Loader {
        id: passLoader
        objectName: "passLoader"
        anchors.fill: parent
        z: 500
        enabled: !item || item === topmost()
        active: table.game.passScreen
        focus: active
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
        sourceComponent: PassScreen {
            name: table.game.passName
            onReady: table.game.reveal()
            onEscaped: table.game.askLeave()
        }
    }

    Loader {
        id: handOverLoader
        objectName: "handOverLoader"
        anchors.fill: parent
        z: 500
        enabled: !item || item === topmost()
        active: table.game.handOver
        focus: active && !table.watching  // the dialog has the keys while it is open
        // (the last hand's end gives way to the game's: that one keeps the focus)
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
        sourceComponent: HandOverPanel {
            reserve: table.rightReserve
            objectName: "handOverPanel"
            game: table.game
            watching: table.watching
            onEscaped: table.game.askLeave()
        }
    }

    Loader {
        id: gameOverLoader
        objectName: "gameOverLoader"
        anchors.fill: parent
        z: 500
        enabled: !item || item === topmost()
        active: table.game.gameOver
        focus: active && !table.watching  // the dialog has the keys while it is open
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
        sourceComponent: GameOverPanel {
            reserve: table.rightReserve
            objectName: "gameOverPanel"
            game: table.game
            watching: table.watching
            onEscaped: table.game.askLeave()
        }
    }

    Loader {  // Leave or Esc: ask first, saying what becomes of the game
        id: leaveLoader
        objectName: "leaveLoader"
        anchors.fill: parent
        z: 600
        enabled: !item || item === topmost()
        active: table.game.askingLeave
        focus: active
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
        sourceComponent: ConfirmDialog {
            objectName: "leaveDialog"
            focus: true
            title: table.game.leaveTitle
            text: table.game.leaveText
            confirmText: table.game.leaveButton
            onConfirmed: App.leaveTable()
            onCancelled: table.game.cancelLeave()
        }
    }

    // After a hand: the moments the hard bot would have played otherwise (built when asked).
    Loader {
        id: reviewLoader
        objectName: "reviewLoader"
        anchors.fill: parent
        z: 600
        enabled: !item || item === topmost()
        active: !table.watching && App.coachReady && App.coach.reviewOpen
        focus: active
        source: "CoachReview.qml"
        // back to the end of the hand it was opened from
        onActiveChanged: if (!active) Qt.callLater(table.refocus)
    }
}
