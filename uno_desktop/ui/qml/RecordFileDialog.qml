import QtQuick

// Where to write a record file (".unorec" is added when no suffix is typed): the game's own
// file chooser, saving. `chosen(url)` gives the file's `file:` URL.
FileChooser {
    title: qsTr("Export the game as a record file")
    saving: true
    defaultSuffix: "unorec"
    suggestedName: qsTr("UNO game") + ".unorec"
    filters: [{label: qsTr("UNO Desktop records (*.unorec)"), patterns: ["*.unorec"]}]
}
