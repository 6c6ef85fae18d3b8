import QtQuick
import QtQml.Models

// A ListView whose delegates come from a DelegateModel it holds as a child, never from one
// it makes itself. Qt 6.12's ListView deletes a delegate model it made, and with it the
// delegates, before it unhooks the delegates it still tracks as "unrequested" (positioning
// the view or resetting its model leaves some): destroying such a view read freed memory,
// a rare crash as a screen closed. A child DelegateModel outlives the view's destructor.
// Give it `rows` and `rowDelegate`, never `model` or `delegate` (that makes its own again);
// tests/ui/test_qml_views.py holds every list of the game to this.
ListView {
    property alias rows: delegates.model
    property alias rowDelegate: delegates.delegate
    model: DelegateModel { id: delegates }
}
