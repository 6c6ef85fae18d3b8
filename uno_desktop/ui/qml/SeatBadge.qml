import QtQuick

// An opponent around the table: name, big card count, turn glow, UNO chip, catch button.
Item {
    id: badge
    property int seat: -1
    property string name: ""
    property int cardCount: 0
    property bool isTurn: false
    property bool isBot: false
    property bool unoCalled: false
    property bool catchable: false
    property int score: 0
    property string backSource: ""
    property bool compact: false
    signal catchClicked()
    width: compact ? 134 : 168
    height: compact ? 64 : 84
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("%1, %n card(s)", "", cardCount).arg(name)

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
        radius: 16
        color: badge.isTurn ? "#E61B3A30" : "#CC0B1F1A"
        border.color: "#4490E0C0"
    }
    Rectangle {
        id: avatar
        x: badge.compact ? 7 : 10; anchors.verticalCenter: parent.verticalCenter
        width: badge.compact ? 34 : 44; height: width; radius: width / 2
        color: Qt.hsla((badge.seat * 0.137) % 1, 0.55, 0.45, 1)
        border.color: "#FFFFFF"; border.width: 2
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: badge.name.length ? badge.name[0].toUpperCase() : "?"
            color: "white"; font.pixelSize: badge.compact ? 17 : 22; font.bold: true
        }
        Text {
            textFormat: Text.PlainText
            visible: badge.isBot
            anchors.right: parent.right; anchors.bottom: parent.bottom
            anchors.margins: -4
            text: "⚙"
            color: Theme.textDim
            font.pixelSize: 14
        }
    }
    Column {
        anchors.left: avatar.right; anchors.leftMargin: badge.compact ? 6 : 10
        anchors.right: countBox.left; anchors.rightMargin: 4
        anchors.verticalCenter: parent.verticalCenter
        spacing: 2
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: badge.name
            color: Theme.text
            font.pixelSize: badge.compact ? 14 : 16; font.bold: true
            elide: Text.ElideRight
        }
        Text {
            textFormat: Text.PlainText
            text: qsTr("%1 pts").arg(badge.score.toLocaleString(Qt.locale(), "f", 0))
            color: Theme.textDim
            font.pixelSize: 13
        }
    }
    Item {
        id: countBox
        anchors.right: parent.right; anchors.rightMargin: badge.compact ? 6 : 10
        anchors.verticalCenter: parent.verticalCenter
        width: badge.compact ? 40 : 50; height: badge.compact ? 50 : 60
        Image {
            x: badge.compact ? 2 : 6; y: 4
            width: badge.compact ? 26 : 32; height: width * 1.4
            source: badge.backSource
            sourceSize.width: 64; sourceSize.height: 90
            rotation: -8
            opacity: 0.9
        }
        Text {
            textFormat: Text.PlainText
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            text: badge.cardCount
            color: "white"
            font.pixelSize: badge.compact ? 24 : 30; font.bold: true
            style: Text.Outline; styleColor: "#C0000000"
        }
    }
    UnoChip {
        visible: badge.unoCalled && badge.cardCount === 1
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.verticalCenter: parent.top
    }
    Loader {  // the catch button is built only while it can be pressed
        active: badge.catchable
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom
        anchors.topMargin: 4
        sourceComponent: GameButton {
            objectName: "catchButton" + badge.seat
            implicitHeight: 36
            text: qsTr("Catch!")
            primary: true
            tint: Theme.red
            fontSize: 15
            Accessible.name: qsTr("Catch %1 without UNO").arg(badge.name)
            onClicked: badge.catchClicked()
        }
    }
}
