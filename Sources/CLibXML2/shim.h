#ifndef CHECKBOX_LINT_LIBXML2_SHIM_H
#define CHECKBOX_LINT_LIBXML2_SHIM_H

// Debian builds libxml2 with ICU support, and its headers then include the system ICU headers,
// which clash with the ICU copy that Foundation carries. checkbox-lint never uses libxml2's ICU
// encoders, so switch them off before any other libxml2 header is read.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

#endif
