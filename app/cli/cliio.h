#pragma once
// terrainstudio-cli's standard output and error streams, shared by every
// generator's commands.

class QTextStream;

namespace terrain::cli {

QTextStream &err();
QTextStream &out();

} // namespace terrain::cli
