import QtQuick

// An opponent around the table: name, score, card count beside a card, turn glow, UNO
// chip, catch button; "away" while a bot plays for a player whose connection dropped. As wide as its name needs (a long one is set smaller before it is
// ever cut), at the table's size ``k``.
Item {
    id: badge
    objectName: "seatBadge" + seat
    property int seat: -1
    property string name: ""
    property int cardCount: 0
    property bool isTurn: false
    property bool isBot: false
    property bool away: false  // a bot plays for this person until they are back
    property string reaction: ""  // the quick reaction shown at this seat…
    property int reactionSerial: 0  // …counted: the same one again pops its bubble again
    property var reactionChoices: []  // what each reaction shows (game.reactionsObject)
    property int reactionMs: 2600  // how long its bubble stays
    property bool unoCalled: false
    property bool catchable: false
    property bool swappable: false  // a 7 or a 0: the local player may swap hands with us
    property string catchKey: ""  // "X" when that key catches this seat (the first one)
    property string buttonSide: "below"  // where Catch! and Swap go: below, above, left or right
    property real buttonDy: 0  // moved down (up) from level with the badge (or from below it)
    property real buttonDx: 0  // moved right (left): beside this seat's target (a seat picker)
    // their room (summed from the pieces: the row's own size follows its layout
    // direction, which follows the side)
    readonly property size asideSize: {
        var pieces = [wordAside, catchAside, swapAside], w = 0, h = 0, shown = 0
        for (var i = 0; i < pieces.length; ++i) {
            if (!pieces[i].visible || pieces[i].width <= 0) continue
            w += pieces[i].width; h = Math.max(h, pieces[i].height); ++shown
        }
        return Qt.size(w + Math.max(0, shown - 1) * aside.spacing, h)
    }
    property int score: 0
    property bool scored: true  // false: a single-hand game, nobody has points to show
    property string backSource: ""
    property bool compact: false
    property real k: 1                     // the table's scale
    property real maxNameWidth: 170 * k    // a longer name is set smaller to fit
    // false: nothing the badge shows is made (your own seat's badge, never shown; a
    // hot-seat game makes it when the screen passes on)
    property bool built: true
    signal catchClicked()
    signal swapClicked()
    readonly property real pad: (compact ? 7 : 10) * k
    width: body.item ? body.item.wanted : 0
    height: (compact ? 58 : 76) * k
    Accessible.role: Accessible.Grouping
    Accessible.ignored: !visible  // your own seat: the table names your hand instead
    Accessible.name: qsTr("%1, %n card(s)", "", cardCount).arg(name)
                     + (scored ? ", " + qsTr("%n point(s)", "", score) : "")
                     + (isTurn ? ", " + qsTr("on turn") : "")
                     + (unoCalled && cardCount === 1 ? ", " + qsTr("UNO called") : "")
                     + (away ? ", " + qsTr("away, a bot plays for them") : "")

    Loader {  // what the badge shows, made only where it is shown (built)
        id: body
        anchors.fill: parent
        active: badge.built
        sourceComponent: Item {
            // the badge's width: as wide as its name needs
            readonly property real wanted: badge.pad + avatar.width + badge.pad + texts.width
                                           + badge.pad + countRow.width + badge.pad
            Rectangle {
                id: glow
                anchors.fill: panel
                anchors.margins: -6
                radius: panel.radius + 6
                color: "transparent"
                border.color: Theme.accent
                border.width: 4
                opacity: badge.isTurn ? 1 : 0
                Behavior on opacity { NumberAnimation { duration: 200 } }
                SequentialAnimation on border.color {
                    running: badge.isTurn
                    loops: Animation.Infinite
                    ColorAnimation { to: "#FFF2B0"; duration: 600 }
                    ColorAnimation { to: Theme.accent; duration: 600 }
                }
            }
            Rectangle {
                id: panel
                anchors.fill: parent
                radius: 16 * badge.k
                color: badge.isTurn ? "#E61B3A30" : "#CC0B1F1A"
                border.color: "#4490E0C0"
            }
            Rectangle {
                id: avatar
                x: badge.pad; anchors.verticalCenter: parent.verticalCenter
                width: (badge.compact ? 36 : 44) * badge.k; height: width; radius: width / 2
                color: Qt.hsla((badge.seat * 0.137) % 1, badge.away ? 0.1 : 0.55, 0.45, 1)
                border.color: badge.away ? Theme.textDim : "#FFFFFF"; border.width: 2
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: badge.name.length ? badge.name[0].toUpperCase() : "?"
                    color: "white"; font.pixelSize: parent.width * 0.5; font.bold: true
                }
                Rectangle {  // a bot plays this seat
                    visible: badge.isBot || badge.away
                    x: parent.width - width * 0.75; y: parent.height - height * 0.75
                    width: parent.width * 0.46; height: width; radius: width / 2
                    color: "#0B1F1A"; border.color: Theme.textDim; border.width: 1
                    Text {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: "⚙"
                        color: Theme.textDim
                        font.pixelSize: parent.width * 0.72
                    }
                }
            }
            Column {
                id: texts
                x: avatar.x + avatar.width + badge.pad
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(badge.maxNameWidth, Math.max(
                    nameText.implicitWidth, badge.scored ? pointsText.implicitWidth : 0,
                    awayLine.item ? awayLine.item.wanted : 0))
                spacing: 2 * badge.k
                Text {
                    textFormat: Text.PlainText
                    id: nameText
                    width: parent.width
                    text: badge.name
                    color: Theme.text
                    font.pixelSize: (badge.compact ? 14 : 16) * badge.k; font.bold: true
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 10 * badge.k
                    elide: Text.ElideRight
                }
                Text {
                    textFormat: Text.PlainText
                    id: pointsText
                    visible: badge.scored
                    text: qsTr("%1 pts").arg(badge.score.toLocaleString(Qt.locale(), "f", 0))
                    color: Theme.textDim
                    font.pixelSize: 13 * badge.k
                }
                Loader {  // built only while away (a LAN player's dropped link): not on the first frame
                    id: awayLine
                    active: badge.away
                    visible: active
                    width: parent.width
                    sourceComponent: Text {
                        id: awayText
                        objectName: "awayText"
                        // its width at full size, read without a binding loop through the column
                        readonly property real wanted: Math.ceil(awayMetrics.advanceWidth)
                        textFormat: Text.PlainText
                        text: qsTr("Away · bot plays")
                        color: Theme.yellow
                        font.pixelSize: 12 * badge.k
                        fontSizeMode: Text.HorizontalFit  // a narrow badge sets it smaller, never cut
                        minimumPixelSize: 8 * badge.k
                        elide: Text.ElideRight
                        TextMetrics {
                            id: awayMetrics
                            font: awayText.font
                            text: awayText.text
                        }
                    }
                }
            }
            Row {  // the count beside the card, never over it
                id: countRow
                x: texts.x + texts.width + badge.pad
                anchors.verticalCenter: parent.verticalCenter
                spacing: 4 * badge.k
                Image {
                    anchors.verticalCenter: parent.verticalCenter
                    width: (badge.compact ? 22 : 26) * badge.k; height: width * 1.4
                    source: badge.backSource
                    sourceSize.width: Math.ceil(width * 2 * Theme.ui); sourceSize.height: Math.ceil(height * 2 * Theme.ui)
                    rotation: -8
                    opacity: 0.9
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: "cardCount"
                    anchors.verticalCenter: parent.verticalCenter
                    text: badge.cardCount
                    color: "white"
                    font.pixelSize: (badge.compact ? 22 : 28) * badge.k; font.bold: true
                    style: Text.Outline; styleColor: "#C0000000"
                }
            }
            Loader {  // the UNO chip, built at the call (as the buttons below are)
                id: unoChip
                active: badge.unoCalled && badge.cardCount === 1
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.verticalCenter: parent.top
                sourceComponent: UnoChip {}
            }
            Binding { target: badge; property: "chipOver"; value: unoChip.item ? unoChip.height / 2 : 0 }
            Loader {  // a picture over the avatar, built at this seat's first one
                objectName: "reactionPicture" + badge.seat
                active: badge.reactionShown && badge.pictureReaction
                x: avatar.x + (avatar.width - width) / 2
                anchors.verticalCenter: parent.verticalCenter
                z: 5
                source: "ReactionBubble.qml"
                onLoaded: {
                    item.pictureSize = Qt.binding(() => avatar.width + 8 * badge.k)  // clear of the name
                    badge.bindReaction(item)
                }
            }
        }
    }
    // how far the UNO chip stands over the badge's top edge (what goes above stays clear)
    property real chipOver: 0
    // What shows at this seat's reaction: a picture pops over the avatar (a face for a
    // face); a word ("UNO!", "Good game!") is wider than the avatar, so it is said beside
    // the badge, in the room towards the table its buttons have, never over its name.
    readonly property bool reactionShown: reactionSerial > 0 && reaction !== ""
    readonly property bool pictureReaction: {
        for (var i = 0; i < reactionChoices.length; ++i)
            if (reactionChoices[i].id === reaction) return reactionChoices[i].icon !== ""
        return false
    }
    Row {  // beside the badge, towards the table: a word said here, and the buttons (built
         // only while they can be pressed)
        id: aside
        x: (badge.buttonSide === "right" ? badge.width + 6
            : badge.buttonSide === "left" ? -width - 6 : (badge.width - width) / 2) + badge.buttonDx
        y: (badge.buttonSide === "below" ? badge.height + 6
            : badge.buttonSide === "above" ? -height - 6 - badge.chipOver
            : (badge.height - height) / 2) + badge.buttonDy
        spacing: 6
        // the word nearest the badge on either side
        layoutDirection: badge.buttonSide === "left" ? Qt.RightToLeft : Qt.LeftToRight
        Loader {  // a word said at this seat, built at its first one
            id: wordAside
            objectName: "reactionWord" + badge.seat
            active: badge.reactionShown && !badge.pictureReaction
            visible: active && item !== null && item.opacity > 0  // (gone: no room kept)
            source: "ReactionBubble.qml"
            onLoaded: badge.bindReaction(item)
        }
        Loader {
            id: catchAside
            active: badge.catchable
            visible: active
            sourceComponent: GameButton {
                objectName: "catchButton" + badge.seat
                key: badge.catchKey
                implicitHeight: Math.max(34, 36 * badge.k)
                text: qsTr("Catch!")
                primary: true
                tint: Theme.red
                fontSize: 15 * badge.k
                Accessible.name: qsTr("Catch %1 without UNO").arg(badge.name)
                onClicked: badge.catchClicked()
            }
        }
        Loader {
            id: swapAside
            active: badge.swappable
            visible: active
            sourceComponent: GameButton {
                objectName: "swapButton" + badge.seat
                implicitHeight: Math.max(34, 36 * badge.k)
                text: qsTr("Swap")
                primary: true
                fontSize: 15 * badge.k
                Accessible.name: qsTr("Swap hands with %1").arg(badge.name)
                onClicked: badge.swapClicked()
            }
        }
    }
    function bindReaction(bubble) {  // (the serial last: its change pops the bubble)
        bubble.k = Qt.binding(() => badge.k)
        bubble.choices = Qt.binding(() => badge.reactionChoices)
        bubble.reaction = Qt.binding(() => badge.reaction)
        bubble.showMs = Qt.binding(() => badge.reactionMs)
        bubble.serial = Qt.binding(() => badge.reactionSerial)
    }
}
