import QtQuick

// The menu's offer on the first start: a guided first hand.
Panel {
    id: offer
    objectName: "tutorialOffer"
    width: 290
    height: column.implicitHeight + 36
    color: "#E60B1F1A"
    readonly property string summary: offerTitle.text + " " + offerText.text  // (what it says)
    readonly property Item tutorialButton: tutorialButton
    Column {
        id: column
        x: 18; y: 18
        width: parent.width - 36
        spacing: 10
        Text {
            id: offerTitle
            textFormat: Text.PlainText
            width: parent.width
            text: qsTr("New to UNO?")
            color: Theme.accent
            font.pixelSize: 20; font.bold: true
            wrapMode: Text.WordWrap
        }
        Text {
            id: offerText
            textFormat: Text.PlainText
            width: parent.width
            text: qsTr("A guided first hand teaches the rules in a few minutes, step by step.")
            color: Theme.text
            font.pixelSize: 15
            wrapMode: Text.WordWrap
        }
        GameButton {
            id: tutorialButton
            objectName: "offerTutorialButton"
            width: parent.width
            primary: true
            text: qsTr("Play the tutorial")
            // what the offer says, read with its button (a screen reader reaches it by Tab)
            Accessible.description: offer.summary
            onClicked: App.tutorial.start()
        }
        GameButton {
            width: parent.width
            text: qsTr("Not now")
            onClicked: App.dismissTutorial()
        }
    }
}
