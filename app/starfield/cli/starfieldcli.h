#pragma once
// The star-field commands of terrainstudio-cli.

#include "cli/cliio.h"
#include "cli/cliregistry.h"

namespace terrain::cli {

CliGenerator starfieldCli();

} // namespace terrain::cli
