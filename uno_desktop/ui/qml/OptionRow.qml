import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One rule option: a ValueBox (choice), Switch (bool) or SpinBox (int), with its name and
// help wrapping beside it; in a narrow column the control goes below the text, so no
// label is ever cut.
GridLayout {
    id: row
    property var option
    property var setup
    // the control below the text in a narrow column, or when a value is too long beside it
    readonly property bool narrow: width < 600 || (option.type === "choice" && choice.fitWidth > width * 0.6)
    columns: narrow ? 1 : 2
    columnSpacing: 12
    rowSpacing: 2

    ColumnLayout {
        Layout.fillWidth: true
        Layout.alignment: Qt.AlignVCenter
        spacing: 0
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: row.option.label
            font.pixelSize: 15
            wrapMode: Text.Wrap
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: row.option.help
            visible: text !== ""
            color: Theme.textDim
            font.pixelSize: 12
            wrapMode: Text.Wrap
        }
    }
    RowLayout {
        Layout.alignment: row.narrow ? Qt.AlignRight : Qt.AlignRight | Qt.AlignVCenter
        spacing: 12
        ValueBox {
            id: choice
            visible: row.option.type === "choice"
            Layout.preferredWidth: Math.min(Math.max(330, fitWidth), row.width * (row.narrow ? 1 : 0.6))
            values: row.option.type === "choice" ? row.option.choices.map((c, i) => i) : []
            labels: row.option.type === "choice" ? row.option.choices : []
            value: row.option.type === "choice" ? row.option.index : -1
            Accessible.name: row.option.label
            onChosen: (v) => row.setup.setChoice(row.option.name, v)
        }
        Switch {
            visible: row.option.type === "bool"
            checked: row.option.type === "bool" && row.option.value
            Accessible.name: row.option.label
            Accessible.ignored: !visible
            onToggled: row.setup.setBool(row.option.name, checked)
        }
        Switch {
            visible: row.option.type === "int_or_unlimited"
            text: qsTr("Unlimited")
            checked: row.option.unlimited
            Accessible.name: qsTr("%1: unlimited").arg(row.option.label)
            Accessible.ignored: !visible
            onToggled: row.setup.setUnlimited(row.option.name, checked)
        }
        SpinBox {
            id: spin
            visible: row.option.type === "int" || (row.option.type === "int_or_unlimited" && !row.option.unlimited)
            Layout.preferredWidth: 170
            editable: true
            from: row.option.minimum
            to: row.option.maximum
            stepSize: row.option.name === "target_score" ? 50 : (row.option.name === "uno_grace_ms" ? 250 : 1)
            value: row.option.type === "bool" || row.option.type === "choice" ? 0 : row.option.value
            Accessible.name: row.option.label
            Accessible.ignored: !visible
            InnerText { control: spin }
            onValueModified: row.setup.setInt(row.option.name, value)
        }
    }
}
