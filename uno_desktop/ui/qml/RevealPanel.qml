import QtQuick

// Cards shown to the table for a moment (a challenged hand, an edition's reveal).
Panel {
    id: panel
    property var cards: []
    property string title: ""
    width: Math.max(220, row.implicitWidth + 32)
    height: 150
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
        x: 16; y: 8
        text: panel.title
        color: Theme.text; font.pixelSize: 15; font.bold: true
    }
    Row {
        id: row
        x: 16; y: 34
        spacing: -30
        Repeater {
            model: panel.cards
            CardImage { required property string modelData; width: 76; height: 106; source: modelData }
        }
    }
    SequentialAnimation {
        id: anim
        NumberAnimation { target: panel; property: "opacity"; to: 1; duration: 150 }
        PauseAnimation { id: hold; duration: 800 }
        NumberAnimation { target: panel; property: "opacity"; to: 0; duration: 150 }
    }
}
