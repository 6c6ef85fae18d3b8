import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtGraphs

// Statistics: games and hands played and won, by edition, house rules and opponents,
// points per hand, the longest winning streak, and two charts over time (Qt Graphs).
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
                    GraphsView {
                        id: rateChart
                        objectName: "winRateChart"
                        visible: screen.st.series.rateNote === ""
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredHeight: 200  // the two charts (or notes) share alike
                        Accessible.role: Accessible.Chart
                        Accessible.name: qsTr("Games won so far (%), game by game")
                        theme: ChartTheme { colors: screen.colors }
                        axisX: ValueAxis { id: gamesAxis; min: 1; max: 2; labelDecimals: 0 }
                        // a little below 0 and above 100: no wins yet is a line, not the axis
                        axisY: ValueAxis { min: -4; max: 104; tickAnchor: 0; tickInterval: 25; labelDecimals: 0 }
                        LineSeries {
                            id: rateLine
                            color: screen.colors[0]
                            width: screen.blind ? 4 : 3
                            strokeStyle: screen.blind ? LineSeries.StrokeStyle.DashLine : LineSeries.StrokeStyle.SolidLine
                            dashPattern: [3, 2]
                            pointDelegate: screen.blind ? marker : null
                        }
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("Points per hand, game by game"); font.pixelSize: 14; font.bold: true }
                    ChartNote { objectName: "pointsNote"; text: screen.st.series.pointsNote }
                    GraphsView {
                        id: pointsChart
                        objectName: "pointsChart"
                        visible: screen.st.series.pointsNote === ""
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredHeight: 200
                        Accessible.role: Accessible.Chart
                        Accessible.name: qsTr("Points per hand, game by game")
                        theme: ChartTheme { colors: [screen.colors[1]] }
                        axisX: BarCategoryAxis { id: games }
                        axisY: ValueAxis { id: pointsAxis; min: 0; labelDecimals: 0 }
                        BarSeries {
                            labelsVisible: pointsSet.count <= 12
                            labelsPrecision: 0
                            BarSet {
                                id: pointsSet
                                label: qsTr("Points per hand")
                                color: screen.colors[1]
                                borderColor: screen.blind ? "white" : "transparent"
                                borderWidth: screen.blind ? 2 : 0
                                labelColor: Theme.text
                            }
                        }
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

    Component {
        id: marker
        Rectangle { width: 9; height: 9; rotation: 45; color: "white"; border.color: screen.colors[0]; border.width: 2 }
    }

    // The charts are filled from the figures (the last 30 games for the bars), their axes
    // in round steps.
    function step(top, parts) {
        var raw = Math.max(1, top / parts), unit = Math.pow(10, Math.floor(Math.log(raw) / Math.LN10))
        var nice = [1, 2, 2.5, 5, 10]
        for (var k = 0; k < nice.length; ++k)
            if (nice[k] * unit >= raw) return nice[k] * unit
        return 10 * unit
    }
    function fill() {
        var rate = st.series.winRate
        rateLine.clear()
        for (var i = 0; i < rate.length; ++i)
            rateLine.append(i + 1, rate[i])
        gamesAxis.max = Math.max(2, rate.length)
        gamesAxis.tickInterval = Math.max(1, Math.round(step(rate.length, 8)))
        var pts = st.series.points
        var first = Math.max(0, pts.length - 30)
        var cats = [], vals = [], top = 10
        for (var j = first; j < pts.length; ++j) {
            cats.push(String(j + 1))
            vals.push(pts[j])
            top = Math.max(top, pts[j])
        }
        games.categories = cats
        pointsSet.values = vals
        var tick = step(top * 1.1, 4)
        pointsAxis.tickInterval = tick
        pointsAxis.max = Math.ceil(top * 1.1 / tick) * tick
    }
    Component.onCompleted: fill()
    Connections {
        target: screen.st
        function onChanged() { screen.fill() }
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
