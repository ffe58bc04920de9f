#pragma once
// A generator panel's number boxes and check boxes bound to fields of its
// parameters: a change of a box edits its field, under the field's settings
// key and with its undo text, and the end of the box's gesture (typing done
// or an arrow let go; a tick) ends the undo step.
//
//   bindFields<P, QSpinBox, int>(this, {{m_regions, &P::regions, u"regions"_s,
//       QT_TRANSLATE_NOOP("Undo Commands", "Change region count")}}, edit, finished);

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QString>

#include <functional>
#include <initializer_list>
#include <optional>
#include <type_traits>

namespace terrain::widgets {

template <class Params, class Box, class Value> struct FieldEdit
{
    Box *box;
    Value Params::*field;
    QString key;
    const char *undoText; // marked with QT_TRANSLATE_NOOP("Undo Commands", ...)
};

// The panel's edit: applies change to a copy of its parameters and emits it.
template <class Params>
using PanelEdit = std::function<void(const QString &key, const char *undoText,
                                     const std::function<void(Params &)> &change)>;

// The panel's parameters after change, or nothing while the panel is being
// filled from new parameters (updating) or when change leaves them as they
// are (no empty undo step).
template <class Params>
std::optional<Params> editedCopy(const Params &shown, bool updating,
                                 const std::function<void(Params &)> &change)
{
    if (updating)
        return std::nullopt;
    Params p = shown;
    change(p);
    if (p == shown)
        return std::nullopt;
    return p;
}

// Connects each box (in context's lifetime) so that its change calls edit
// with the change of its field, and the end of its gesture calls finished.
template <class Params, class Box, class Value>
void bindFields(QObject *context, std::initializer_list<FieldEdit<Params, Box, Value>> fields,
                const PanelEdit<Params> &edit, const std::function<void()> &finished)
{
    constexpr bool tick = std::is_same_v<Box, QCheckBox>;
    for (const FieldEdit<Params, Box, Value> &f : fields) {
        const auto changed = [f, edit, finished](Value v) {
            edit(f.key, f.undoText, [field = f.field, v](Params &p) { p.*field = v; });
            if constexpr (tick)
                finished();
        };
        if constexpr (tick) {
            QObject::connect(f.box, &QCheckBox::toggled, context, changed);
        } else {
            QObject::connect(f.box, &Box::valueChanged, context, changed);
            QObject::connect(f.box, &Box::editingFinished, context, finished);
        }
    }
}

} // namespace terrain::widgets
