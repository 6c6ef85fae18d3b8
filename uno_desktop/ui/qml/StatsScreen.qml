import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Statistics: games and hands played and won, by edition, house rules and opponents,
// points per hand, the longest winning streak, and two charts over time (TrendChart, plain Qt Quick).
// Colour-blind mode: Okabe and Ito's palette, dashed lines and marked points, and every
// figure also written as a number.
FocusScope {
    id: screen
    objectName: "statsScreen"
    readonly property var st: App.stats
    readonly property var colors: st.series.colors
    readonly property bool blind: st.colorBlind
    readonly property bool empty: st.gameCount === 0
    Keys.onEscapePressed: App.showScreen("menu")

    Panel {
        anchors.fill: parent
        anchors.margins: 24
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 20
            spacing: 12
            RowLayout {
                Layout.fillWidth: true
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Statistics")
                    color: Theme.text
                    font.pixelSize: 30
                    font.bold: true
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "resetStatsButton"
                    text: qsTr("Reset…")
                    flat: true
                    Accessible.name: text
                    enabled: !screen.empty
                    onClicked: confirm.open()
                }
                GameButton {
                    text: qsTr("Back")
                    primary: true
                    onClicked: App.showScreen("menu")
                }
            }
            RowLayout {  // the headline figures
                Layout.fillWidth: true
                spacing: 10
                Repeater {
                    model: screen.st.tiles
                    Rectangle {
                        required property var modelData
                        Layout.fillWidth: true
                        Layout.preferredHeight: 74
                        radius: 10
                        color: "#14FFFFFF"
                        Column {
                            anchors.fill: parent
                            anchors.margins: 10
                            spacing: 2
                            Label { textFormat: Text.PlainText; width: parent.width; text: modelData.label; color: Theme.textDim; font.pixelSize: 13; elide: Text.ElideRight }
                            Label { textFormat: Text.PlainText; width: parent.width; text: modelData.value; font.pixelSize: 22; font.bold: true; elide: Text.ElideRight }
                            Label { textFormat: Text.PlainText; width: parent.width; text: modelData.detail; color: Theme.textDim; font.pixelSize: 12; elide: Text.ElideRight }
                        }
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                visible: screen.empty
                Layout.fillWidth: true
                Layout.fillHeight: true
                text: qsTr("Finish a game to see your statistics here.")
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                color: Theme.textDim
                font.pixelSize: 18
                wrapMode: Text.WordWrap
            }
            RowLayout {
                visible: !screen.empty
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 16
                ScrollView {  // the tables
                    Layout.preferredWidth: Math.min(420, screen.width * 0.38)
                    Layout.fillHeight: true
                    clip: true
                    ColumnLayout {
                        width: Math.min(420, screen.width * 0.38) - 14
                        spacing: 12
                        StatsTable { title: qsTr("By edition"); rows: screen.st.byEdition; Layout.fillWidth: true }
                        StatsTable { title: qsTr("By house rules"); rows: screen.st.byPreset; Layout.fillWidth: true }
                        StatsTable { title: qsTr("By opponents"); rows: screen.st.byLevel; Layout.fillWidth: true }
                    }
                }
                ColumnLayout {  // the charts
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: 4
                    Label { textFormat: Text.PlainText; text: qsTr("Games won so far (%), game by game"); font.pixelSize: 14; font.bold: true }
                    ChartNote { objectName: "winRateNote"; text: screen.st.series.rateNote }
                    TrendChart {
                        objectName: "winRateChart"
                        visible: screen.st.series.rateNote === ""
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredHeight: 200  // the two charts (or notes) share alike
                        Accessible.role: Accessible.Chart
                        Accessible.name: qsTr("Games won so far (%), game by game")
                        kind: "line"
                        values: screen.st.series.winRate
                        labels: screen.gameLabels(0, values.length)
                        xEvery: Math.max(1, Math.round(screen.step(values.length, 8)))
                        // a little below 0 and above 100: no wins yet is a line, not the axis
                        yMin: -4
                        yMax: 104
                        yStep: 25
                        color: screen.colors[0]
                        dashed: screen.blind
                        marked: screen.blind
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("Points per hand, game by game"); font.pixelSize: 14; font.bold: true }
                    ChartNote { objectName: "pointsNote"; text: screen.st.series.pointsNote }
                    TrendChart {  // the last 30 games
                        objectName: "pointsChart"
                        readonly property var all: screen.st.series.points
                        readonly property int first: Math.max(0, all.length - 30)
                        readonly property real highest: Math.max.apply(null, values.concat([10]))
                        visible: screen.st.series.pointsNote === ""
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredHeight: 200
                        Accessible.role: Accessible.Chart
                        Accessible.name: qsTr("Points per hand, game by game")
                        kind: "bars"
                        values: all.slice(first)
                        labels: screen.st.series.pointsGames.slice(first)
                        yMin: 0
                        yStep: screen.step(highest * 1.1, 4)
                        yMax: Math.ceil(highest * 1.1 / yStep) * yStep
                        color: screen.colors[1]
                        outlined: screen.blind
                        valueLabels: values.length <= 12
                        xEvery: Math.max(1, Math.round(screen.step(values.length, 15)))
                    }
                }
            }
        }
    }

    // What a chart with too little data says in its place.
    component ChartNote: Label {
        textFormat: Text.PlainText
        visible: text !== ""
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredHeight: 200
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        color: Theme.textDim
        font.pixelSize: 15
        wrapMode: Text.WordWrap
    }

    // The axes run in round steps; the x axis names the games from the first shown.
    function step(top, parts) { return Theme.axisStep(top, parts) }
    function gameLabels(first, end) {
        var out = []
        for (var j = first; j < end; ++j) out.push(String(j + 1))
        return out
    }

    // Reset asks first (the same question box as leaving the table), built while shown.
    Loader {
        id: confirm
        anchors.fill: parent
        z: 100
        active: false
        focus: active
        onActiveChanged: if (!active) screen.forceActiveFocus()
        function open() { active = true }
        sourceComponent: ConfirmDialog {
            objectName: "resetStatsDialog"
            focus: true
            title: qsTr("Reset the statistics?")
            text: qsTr("Every game counted so far is forgotten. This cannot be undone.")
            confirmText: qsTr("Reset")
            cancelText: qsTr("Cancel")
            onConfirmed: { screen.st.reset(); confirm.active = false }
            onCancelled: confirm.active = false
        }
    }
}
