import QtQuick
import QtQuick.Controls

// A ComboBox over fixed ``values`` shown by their (translated) ``labels``. The model is
// the values, which never change, so a language switch that rebuilds the labels leaves the
// box on the value it shows (a ComboBox whose model is rebuilt falls back to its first
// entry). ``value`` is bound to the setting; a choice emits ``chosen``.
ComboBox {
    id: box
    property var values: []
    property var labels: []
    property var value
    signal chosen(var value)

    // The width that shows the longest label whole (a row gives it at least this, or a
    // line of its own): a value box never cuts its text.
    readonly property real fitWidth: {
        var w = 0
        for (var i = 0; i < labels.length; ++i)
            w = Math.max(w, metrics.advanceWidth(labels[i]))
        var inner = contentItem ? (contentItem.leftPadding || 0) + (contentItem.rightPadding || 0) : 0
        return Math.ceil(w) + inner + leftPadding + rightPadding + 2
    }
    FontMetrics { id: metrics; font: box.font }

    model: values
    currentIndex: values.indexOf(value)
    displayText: currentIndex >= 0 && currentIndex < labels.length ? labels[currentIndex] : ""
    delegate: ItemDelegate {
        required property int index
        width: ListView.view ? ListView.view.width : box.width
        text: index < box.labels.length ? box.labels[index] : ""
        highlighted: box.highlightedIndex === index
    }
    onActivated: (index) => box.chosen(values[index])
    // The list opens in the window's overlay, outside the scaled screen: scale it too.
    popup.scale: Theme.ui
    popup.transformOrigin: Popup.TopLeft
    // (no description: the box's own text is its value, and Orca read it twice with one)
    Accessible.ignored: !visible  // Qt keeps a hidden control in the tree
    InnerText { control: box }
}
