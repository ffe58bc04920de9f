#pragma once
// An open Relf terrain: its parameter set, the evaluator snapshot built from
// it after every change, and its parameter file.

#include "document/valuedocument.h"
#include "relf/evaluator.h"

namespace terrain::app {

class RelfDocument : public ValueDocument<relf::RelfParameters>
{
    Q_OBJECT
public:
    explicit RelfDocument(relf::RelfParameters parameters, QObject *parent = nullptr);

    const relf::RelfParameters &parameters() const { return value(); }
    relf::EvaluatorPtr evaluator() const { return m_evaluator; }

    QString kindName() const override;

    // Replaces the document with the file only when the file is valid; the
    // undo history starts afresh.

protected:
    void valueChanged() override;

private:
    relf::EvaluatorPtr m_evaluator;
};

} // namespace terrain::app
