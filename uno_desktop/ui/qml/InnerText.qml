import QtQuick

// A control's inner text field (a ComboBox's or a SpinBox's contentItem) as a screen reader
// meets it: named as its control is, and out of the tree while the control is hidden.
QtObject {
    required property Item control
    property Binding name: Binding {
        target: control.contentItem
        property: "Accessible.name"
        value: control.Accessible.name
    }
    property Binding hidden: Binding {
        target: control.contentItem
        property: "Accessible.ignored"
        value: !control.visible
    }
}
