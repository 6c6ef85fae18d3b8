import QtQuick

// The edition devices on the table. The table's Loader sets ``table`` (and may set
// ``devices``; else the table's game.deviceController is used); only then is the stage with every device and scene built,
// with both handed in as initial properties.
Item {
    id: layer
    objectName: "deviceLayer"
    property var table: null
    property var devices: null
    readonly property var controller: devices !== null ? devices
                                      : table && table.game ? table.game.deviceController : null
    readonly property bool ready: table !== null && table !== undefined && controller !== null && controller !== undefined
    readonly property var stage: loader.item
    // The edition's device replaces the table's single discard pile (its kit says).
    readonly property bool hidesPile: stage ? stage.hidesPile : false
    // Where a played card lands (on that device), or null for the table's own discard pile.
    function landingPoint() { return stage ? stage.landingPoint() : null }
    // Where the table's headline goes while a device is out, or null.
    function bannerSpot() { return stage ? stage.bannerSpot() : null }
    readonly property bool hidesDrawPile: stage ? stage.hidesDrawPile : false
    readonly property bool duelShown: stage ? stage.duelShown : false
    readonly property bool hidesDiscard: stage ? stage.hidesDiscard : false
    // The devices' boxes nothing set beside a badge may lie on (table coordinates).
    readonly property var keepClear: stage ? stage.keepClear : []
    // Where a seat picker's targets stand (seat -> rect), which a badge's word and buttons keep clear of.
    readonly property var seatTargetRects: stage ? stage.seatTargetRects : ({})
    // A hand card dragged to ``point`` (table coordinates): true when a device took it.
    function dropCard(index, point) { return stage ? stage.dropCard(index, point) : false }

    function build() {
        if (ready && loader.status === Loader.Null)
            loader.setSource(Qt.resolvedUrl("DeviceStage.qml"), { table: layer.table, dev: layer.controller })
    }
    onReadyChanged: build()
    Component.onCompleted: build()
    Loader { id: loader; anchors.fill: parent }
}
