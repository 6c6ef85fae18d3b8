import QtQuick

// Inside a Flickable (a ListView, a ScrollView's view): whatever takes the keyboard focus
// inside it is scrolled into view, so Tab never lands on a control the player cannot see.
Connections {
    property Flickable flickable
    target: flickable ? flickable.Window.window : null
    function onActiveFocusItemChanged() {
        var item = flickable.Window.window.activeFocusItem
        var p = item
        while (p && p !== flickable.contentItem) p = p.parent
        if (!p) return
        var at = item.mapToItem(flickable.contentItem, 0, 0)
        var top = flickable.contentY, view = flickable.height
        if (at.y < top) flickable.contentY = Math.max(flickable.originY, at.y - 8)
        else if (at.y + item.height > top + view) flickable.contentY = at.y + item.height - view + 8
    }
}
