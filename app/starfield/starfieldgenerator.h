#pragma once
#include "generator.h"

namespace terrain::app {
Generator starFieldGenerator();
} // namespace terrain::app
