import QtQuick
import QtQuick.Dialogs

// Where to write a record file (".unorec" is added when no suffix is typed).
FileDialog {
    id: dialog
    signal chosen(string url)
    title: qsTr("Export the game as a record file")
    fileMode: FileDialog.SaveFile
    defaultSuffix: "unorec"
    nameFilters: [qsTr("UNO Desktop records (*.unorec)"), qsTr("All files (*)")]
    onAccepted: chosen(selectedFile.toString())
}
