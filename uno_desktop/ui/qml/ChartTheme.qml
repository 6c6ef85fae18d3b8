import QtQuick
import QtGraphs

// The statistics charts' look: on the felt, the game's text colours, the series colours given.
GraphsTheme {
    property var colors: []
    colorScheme: GraphsTheme.ColorScheme.Dark
    backgroundVisible: false
    plotAreaBackgroundVisible: false
    seriesColors: colors
    labelTextColor: Theme.text
    labelBackgroundVisible: false
    grid.mainColor: "#33FFFFFF"
    grid.subColor: "#14FFFFFF"
    axisX.mainColor: "#80FFFFFF"
    axisY.mainColor: "#80FFFFFF"
    axisX.labelTextColor: Theme.textDim
    axisY.labelTextColor: Theme.textDim
}
