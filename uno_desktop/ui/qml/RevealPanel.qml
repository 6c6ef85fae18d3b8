import QtQuick

// Cards shown to the table for a moment (a challenged hand, an edition's reveal).
Panel {
    id: panel
    property var cards: []
    property string title: ""
    property real k: 1                 // the table's scale
    property real maxWidth: 900        // a big hand overlaps its cards more, never wider
    readonly property real cardW: 76 * k
    readonly property real step: cards.length > 1
        ? Math.min(cardW - 30 * k, (maxWidth - 32 - cardW) / (cards.length - 1)) : 0
    width: Math.max(220 * k, titleText.implicitWidth + 32, cardW + step * Math.max(0, cards.length - 1) + 32)
    height: cardW * 1.4 + 44 * k
    opacity: 0
    visible: opacity > 0
    z: 300
    function show(list, text, d) {
        cards = list; title = text
        anim.stop()
        hold.duration = Math.max(200, d - 300)
        anim.start()
    }
    Text {
        textFormat: Text.PlainText
        id: titleText
        x: 16; y: 8 * panel.k
        text: panel.title
        color: Theme.text; font.pixelSize: 15 * panel.k; font.bold: true
    }
    Row {
        id: row
        x: 16; y: 34 * panel.k
        spacing: panel.step - panel.cardW
        Repeater {
            model: panel.cards
            CardImage { required property string modelData; width: panel.cardW; height: width * 1.4; source: modelData }
        }
    }
    function hide() { anim.stop(); opacity = 0 }
    SequentialAnimation {
        id: anim
        NumberAnimation { target: panel; property: "opacity"; to: 1; duration: 150 }
        PauseAnimation { id: hold; duration: 800 }
        NumberAnimation { target: panel; property: "opacity"; to: 0; duration: 150 }
    }
}
