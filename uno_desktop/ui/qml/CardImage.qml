import QtQuick

// One card sprite (SVG rendered at the size shown, sharp on high-DPI) with a soft shadow.
Item {
    id: card
    property string source: ""
    property bool shadow: true
    width: 100
    height: width * 1.4
    Rectangle {
        visible: card.shadow
        x: card.width * 0.04; y: card.width * 0.06
        width: card.width; height: card.height
        radius: card.width * 0.07
        color: "#55000000"
    }
    Image {
        anchors.fill: parent
        source: card.source
        sourceSize.width: Math.ceil(card.width * Screen.devicePixelRatio * Theme.ui)
        sourceSize.height: Math.ceil(card.height * Screen.devicePixelRatio * Theme.ui)
        asynchronous: false
        smooth: true
        mipmap: false
    }
}
