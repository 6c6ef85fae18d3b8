import QtQuick

// Inside a Flickable (a ListView, a ScrollView's view): whatever takes the keyboard focus
// inside it is scrolled into view, so Tab never lands on a control the player cannot see;
// with the most of what holds it that fits in the view (its row, in a list), so the row's
// own words are not left cut at an edge.
Connections {
    property Flickable flickable
    target: flickable ? flickable.Window.window : null
    function onActiveFocusItemChanged() {
        var item = flickable.Window.window.activeFocusItem
        var shown = item, gap = 8
        for (var p = item; p && p !== flickable.contentItem; p = p.parent) {
            if (p.parent === null) return  // not inside this flickable
            if (p !== item && p.height <= flickable.height) { shown = p; gap = 0 }
        }
        if (!item) return
        var at = shown.mapToItem(flickable.contentItem, 0, 0)
        var top = flickable.contentY, view = flickable.height
        if (at.y < top) flickable.contentY = Math.max(flickable.originY, at.y - gap)
        else if (at.y + shown.height > top + view) flickable.contentY = at.y + shown.height - view + gap
    }
}
